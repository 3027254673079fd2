// `make bench`: the budgets the core, the ViewModels and the state file answer for (docs/performance.md).
// Built in release; a measurement, never a test: it exits 1 over budget.
import Foundation

// `StopwatchBench laps N`: only adds N laps, for a profiler (valgrind --tool=callgrind).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "laps", let count = Int(CommandLine.arguments[2]) {
    print("added \(count) laps in \(decimal(CoreBench().addLaps(count).seconds * 1000)) ms")
    exit(0)
}
// `StopwatchBench laps-of-20 N`: the same on the last of 20 stopwatches.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "laps-of-20", let count = Int(CommandLine.arguments[2]) {
    print("added \(count) laps in \(decimal(CoreBench(stopwatches: 20, laps: 0).addLaps(count).seconds * 1000)) ms")
    exit(0)
}

// `StopwatchBench laps-among N STOPWATCHES LAPS_EACH`: adds N laps to the last of STOPWATCHES
// stopwatches that hold LAPS_EACH laps each; scripts/bench/lap_instructions.py counts what a lap
// costs among one and among twenty so.
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "laps-among", let count = Int(CommandLine.arguments[2]),
    let stopwatches = Int(CommandLine.arguments[3]), let lapsEach = Int(CommandLine.arguments[4])
{
    let bench = CoreBench(stopwatches: stopwatches, laps: lapsEach)
    print("added \(count) laps in \(decimal(bench.addLaps(count).seconds * 1000)) ms")
    exit(0)
}

// `StopwatchBench mend`: only removes and notes laps among 100,000, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "mend" {
    let bench = CoreBench(stopwatches: 1, laps: 100_000)
    let costs = bench.mendingCosts(rounds: 50)
    print(
        "slowest removal \(decimal(costs.removal.seconds * 1000, places: 2)) ms, note \(decimal(costs.note.seconds * 1000, places: 2)) ms")
    exit(0)
}

// `StopwatchBench noted-file`: only saves and loads a 100,000-lap state file with a note on
// every lap, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "noted-file" {
    let figures = StateFileBench().measure(noted: true)
    print("saved in \(decimal(figures.save.seconds * 1000)) ms, loaded in \(decimal(figures.load.seconds * 1000)) ms")
    exit(0)
}

// `StopwatchBench ticks N LAPS`: only runs N ticks with LAPS laps, for a profiler.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "ticks", let count = Int(CommandLine.arguments[2]),
    let laps = Int(CommandLine.arguments[3])
{
    let bench = CoreBench(stopwatches: 1, laps: laps)
    print("\(decimal(bench.nanosecondsPerTick(ticks: count, rounds: 1))) ns a tick with \(laps) laps")
    exit(0)
}

// `StopwatchBench json-files FOLDER`: saves the bench's two state files under FOLDER
// (`noted/state.json`: 100,000 noted laps; `twenty/state.json`: 20 stopwatches of 10,000
// laps) and prints the fastest of 5 loads of each with the app's own reader, for
// scripts/bench/json_readers.py to set beside json-glib's.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "json-files" {
    let folder = CommandLine.arguments[2]
    let bench = StateFileBench()
    for (name, snapshot) in [
        ("noted", StateFileBench.snapshot(stopwatches: 1, laps: 100_000, noted: true)),
        ("twenty", StateFileBench.snapshot(stopwatches: 20, laps: 10_000, noted: false)),
    ] {
        let load = bench.fastestLoad(of: snapshot, in: folder + "/" + name, rounds: 5)
        print("\(name) \(decimal(load.seconds * 1000)) ms")
    }
    exit(0)
}

// `StopwatchBench history-file PATH`: a history of 100,000 sessions of 10 spans over the year
// up to now, at PATH (`make bench` opens the Totals screen over it).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "history-file" {
    TotalsBench.writeYearEndingNow(at: CommandLine.arguments[2])
    exit(0)
}

// `StopwatchBench goals`: only the goals of 20 stopwatches over 100,000 sessions, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "goals" {
    let measured = GoalsBench().measure()
    print(
        "goals of \(GoalsBench.stopwatches) stopwatches in \(decimal(measured.start.seconds * 1000)) ms, the year behind in "
            + "\(decimal(measured.year.seconds * 1000)) ms, \(measured.withTime) with a streak")
    exit(0)
}

// `StopwatchBench totals`: only the totals of a year over 100,000 sessions, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "totals" {
    let totals = TotalsBench().measure()
    for (zone, measured) in zip(["UTC", "UTC+5:30"], totals) {
        print("totals of a year in \(zone) in \(decimal(measured.duration.seconds * 1000)) ms, \(measured.spans) sums a day and stopwatch")
    }
    exit(0)
}

// `StopwatchBench sync-folder`: only another machine's year read from a sync folder, for a
// profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "sync-folder" {
    let synced = SyncFolderBench().measure()
    print("read in \(decimal(synced.read.seconds * 1000)) ms, a year's totals after in \(decimal(synced.totals.seconds * 1000)) ms")
    print("of which the files alone (read and decoded): \(decimal(SyncFolderBench().filesAlone().seconds * 1000)) ms")
    exit(0)
}

// `StopwatchBench mends-read`: only another machine's 10,000 mends read, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "mends-read" {
    let mends = SyncFolderBench().measureMends()
    print(
        "10,000 mends read in \(decimal(mends.read.seconds * 1000)) ms, laid over in \(decimal(mends.laidOver.seconds * 1000)) ms, \(mends.renamed) sessions renamed"
    )
    exit(0)
}

// `StopwatchBench laps`: only 100,000 laps added through the command, for a profiler.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "laps" {
    print("100,000 laps added in \(decimal(CoreBench().addLaps(100_000).seconds * 1000)) ms")
    exit(0)
}

var report = BenchReport()
var allWithinBudget = true

let empty = CoreBench()
// Adding 100,000 laps to a new stopwatch, three times: the best (the machine's noise only
// adds; the other rows take the best of several too). The last one is measured on below.
var full = CoreBench()
var lapsAdded = full.addLaps(100_000)
for _ in 0..<2 {
    let next = CoreBench()
    lapsAdded = min(lapsAdded, next.addLaps(100_000))
    full = next
}
// Warm both up, then measure each five times, interleaved, so a busy moment hits both alike.
_ = empty.nanosecondsPerTick(ticks: 20_000, rounds: 1)
_ = full.nanosecondsPerTick(ticks: 20_000, rounds: 1)
var (tickEmpty, tickFull) = (Double.infinity, Double.infinity)
for _ in 0..<5 {
    tickEmpty = min(tickEmpty, empty.nanosecondsPerTick())
    tickFull = min(tickFull, full.nanosecondsPerTick())
}
let ratio = tickFull / tickEmpty

report.add("tick, core + ViewModels, 0 laps", measured: decimal(tickEmpty) + " ns", budget: "-", withinBudget: nil)
report.add("tick, core + ViewModels, 100,000 laps", measured: decimal(tickFull) + " ns", budget: "-", withinBudget: nil)
report.add("tick cost 100,000 laps / 0 laps", measured: decimal(ratio, places: 2) + "x", budget: "<= 1.2x", withinBudget: ratio <= 1.2)
report.add(
    "add 100,000 laps (with saving, best of 3)", measured: decimal(lapsAdded.seconds * 1000) + " ms", budget: "< 1000 ms",
    withinBudget: lapsAdded < .seconds(1)
)
report.print()
allWithinBudget = allWithinBudget && report.allWithinBudget

// A lap on one of 20 stopwatches holding 10,000 laps each, against a lap on one stopwatch
// holding 10,000: the other stopwatches cost a lap little. Interleaved, best of five.
let one = CoreBench(stopwatches: 1, laps: 10_000)
let twenty = CoreBench(stopwatches: 20, laps: 10_000)
var (lapOne, lapTwenty) = (Duration.seconds(1000), Duration.seconds(1000))
for _ in 0..<5 {
    lapOne = min(lapOne, one.addLaps(10_000))
    lapTwenty = min(lapTwenty, twenty.addLaps(10_000))
}
let lapRatio = lapTwenty / lapOne
report = BenchReport()
report.add("lap, 1 stopwatch of 10,000 laps", measured: decimal(lapOne.seconds * 1e9 / 10_000) + " ns", budget: "-", withinBudget: nil)
report.add(
    "lap, 1 of 20 stopwatches of 10,000 laps", measured: decimal(lapTwenty.seconds * 1e9 / 10_000) + " ns", budget: "-",
    withinBudget: nil)
// Its budget is met on instructions (scripts/bench/lap_instructions.py): timed, it moved
// between 1.09x and 1.14x from one run of `make bench` to another.
report.add("lap time, 20 stopwatches / 1", measured: decimal(lapRatio, places: 2) + "x", budget: "-", withinBudget: nil)
report.print()
allWithinBudget = allWithinBudget && report.allWithinBudget

// Removing a lap and noting one among 100,000, through the commands (docs/performance.md).
let mending = full.mendingCosts()
report = BenchReport()
report.add(
    "remove a lap among 100,000 (slowest of 5)", measured: decimal(mending.removal.seconds * 1000, places: 2) + " ms", budget: "< 5 ms",
    withinBudget: mending.removal < .milliseconds(5))
report.add(
    "note a lap among 100,000 (slowest of 5)", measured: decimal(mending.note.seconds * 1000, places: 2) + " ms", budget: "< 5 ms",
    withinBudget: mending.note < .milliseconds(5))
report.print()
allWithinBudget = allWithinBudget && report.allWithinBudget

let stateFile = StateFileBench().measure()
report = BenchReport()
report.add(
    "save state file, 100,000 laps", measured: decimal(stateFile.save.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: stateFile.save < .milliseconds(300)
)
report.add(
    "load state file, 100,000 laps", measured: decimal(stateFile.load.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: stateFile.load < .milliseconds(300)
)
report.add(
    "longest main-loop block by a save", measured: decimal(stateFile.longestBlock.seconds * 1000, places: 3) + " ms",
    budget: "<= 5 ms", withinBudget: stateFile.longestBlock <= .milliseconds(5)
)
let notedFile = StateFileBench().measure(noted: true)
report.add(
    "save state file, 100,000 laps, each noted", measured: decimal(notedFile.save.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: notedFile.save < .milliseconds(300)
)
report.add(
    "load state file, 100,000 laps, each noted", measured: decimal(notedFile.load.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: notedFile.load < .milliseconds(300)
)
let severalFiles = StateFileBench().measure(stopwatches: 20, laps: 10_000)
report.add(
    "save state file, 20 stopwatches x 10,000 laps", measured: decimal(severalFiles.save.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: severalFiles.save < .milliseconds(300)
)
report.add(
    "load state file, 20 stopwatches x 10,000 laps", measured: decimal(severalFiles.load.seconds * 1000) + " ms", budget: "< 300 ms",
    withinBudget: severalFiles.load < .milliseconds(300)
)
report.print()
allWithinBudget = allWithinBudget && report.allWithinBudget

let history = HistoryBench().measure()
report = BenchReport()
report.add(
    "list 1,000 past sessions", measured: decimal(history.listThousand.seconds * 1000) + " ms", budget: "< 100 ms",
    withinBudget: history.listThousand < .milliseconds(100)
)
report.add(
    "longest main-loop block storing 100,000 laps", measured: decimal(history.longestStoreBlock.seconds * 1000, places: 3) + " ms",
    budget: "<= 5 ms", withinBudget: history.longestStoreBlock <= .milliseconds(5)
)
report.add(
    "open a 100,000-lap past session", measured: decimal(history.openHundredThousandLaps.seconds * 1000) + " ms",
    budget: "< 300 ms", withinBudget: history.openHundredThousandLaps < .milliseconds(300)
)
let synced = SyncFolderBench().measure()
report.add(
    "read \(TotalsBench.sessions) sessions of another machine from a sync folder, in the history's worker (fastest of 3)",
    measured: decimal(synced.read.seconds * 1000) + " ms", budget: "< 2000 ms", withinBudget: synced.read < .seconds(2)
)
report.add(
    "totals by day for a year over them (fastest of 3)", measured: decimal(synced.totals.seconds * 1000) + " ms", budget: "< 50 ms",
    withinBudget: synced.totals < .milliseconds(50)
)
let mends = SyncFolderBench().measureMends()
precondition(mends.renamed == 5_000, "\(mends.renamed) sessions renamed by the mends, not 5,000")
report.add(
    "read 10,000 mends of another machine and lay them over its year, in the history's worker (fastest of 3)",
    measured: decimal((mends.read + mends.laidOver).seconds * 1000) + " ms", budget: "< 500 ms",
    withinBudget: mends.read + mends.laidOver < .milliseconds(500))
report.add(
    "  read / laid over", measured: decimal(mends.read.seconds * 1000) + " / " + decimal(mends.laidOver.seconds * 1000) + " ms",
    budget: "-", withinBudget: nil)
let listing = HistoryListBench().measure(synced.listed)
report.add(
    "History over them, the main loop's part: the list's state and a screenful of rows (slowest of 5)",
    measured: decimal(listing.shown.seconds * 1000, places: 2) + " ms", budget: "<= 16 ms (a frame)",
    withinBudget: listing.shown <= .milliseconds(16))
report.add(
    "  every row made at once (as before the rows were made when shown)", measured: decimal(listing.allRows.seconds * 1000) + " ms",
    budget: "-", withinBudget: nil)
let totals = TotalsBench().measure()
for (days, measured) in zip(["UTC days", "days on the half hour (UTC+5:30)"], totals) {
    report.add(
        "totals by day for a year, \(TotalsBench.sessions) sessions of \(TotalsBench.spansEach) spans, \(days) (fastest of 3)",
        measured: decimal(measured.duration.seconds * 1000) + " ms", budget: "< 50 ms",
        withinBudget: measured.duration < .milliseconds(50)
    )
}
let goalsAtStart = GoalsBench().measure()
report.add(
    "goals of \(GoalsBench.stopwatches) stopwatches at the start, over those \(TotalsBench.sessions) sessions (fastest of 3)",
    measured: decimal(goalsAtStart.start.seconds * 1000) + " ms", budget: "<= 20 ms",
    withinBudget: goalsAtStart.start <= .milliseconds(20))
report.add(
    "  the year behind their streaks, read after (fastest of 3)", measured: decimal(goalsAtStart.year.seconds * 1000) + " ms",
    budget: "-", withinBudget: nil)
report.print()
allWithinBudget = allWithinBudget && report.allWithinBudget
// Under make bench its summary judges every budget, and a non-zero exit says the bench did
// not finish.
exit(allWithinBudget || getenv("STOPWATCH_BENCH_RESULTS") != nil ? 0 : 1)

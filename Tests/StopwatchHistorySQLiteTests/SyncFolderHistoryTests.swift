import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// The history with a sync folder (ARCHITECTURE.md, "On every machine"): what this machine
/// writes there, and the other machines' sessions taken into the totals, over a stand-in for
/// the folder.
@Suite struct SyncFolderHistoryTests {
    let folder = HistoryFolder()
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    static let laptop = MachineID("fedcba9876543210fedcba9876543210")!

    private func session(_ id: Int64, _ name: String, from start: Int64, seconds: Int64) -> Session {
        Session(
            id: SessionID(rawValue: id), startedAt: .seconds(start), elapsed: .seconds(seconds), laps: LapHistory(), stopwatchName: name,
            runLog: RunLog(spans: [RunLog.Span(start: .seconds(start), end: .seconds(start + seconds))]))
    }

    private func laptopSession(_ id: Int64, _ name: String, from start: Int64, seconds: Int64) -> MachineSession {
        MachineSession(session(id, name, from: start, seconds: seconds), on: Self.laptop, unnamed: "Stopwatch")
    }

    /// What each stopwatch counts from 0 to 10,000 s, as "name seconds".
    private func totals() throws -> Set<String> {
        let times = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(
            boundaries: [.zero, .seconds(10_000)], unnamed: "Stopwatch"
        )
        .get()
        return Set(times.credits.map { "\($0.stopwatch) \($0.amount.components.seconds)" })
    }

    /// A history over a stand-in for the folder, as this machine (the desktop).
    private func historyOverAFolder() -> (SQLiteSessionHistory, FakeSyncFolder) {
        let history = folder.makeHistory()
        let sync = FakeSyncFolder(machine: Self.desktop)
        history.useSyncFolder { sync }
        return (history, sync)
    }

    private func read(_ history: SQLiteSessionHistory) -> SyncFolderReading? {
        var reading: SyncFolderReading?
        history.readSyncFolder { reading = $0 }
        folder.deliver(to: history)
        return reading
    }

    @Test func aSessionStoredOrRemovedIsWrittenAsThisMachinesAndTheHistoryFromBeforeOnce() throws {
        let history = folder.makeHistory()
        let before = session(1, "Writing", from: 1_000, seconds: 60)
        history.add(before) { _ in }
        folder.deliver(to: history)
        let sync = FakeSyncFolder(machine: Self.desktop)
        history.useSyncFolder { sync }
        let after = session(2, "Reading", from: 2_000, seconds: 30)
        history.add(after) { _ in }
        history.remove(before.id) { _ in }
        folder.deliver(to: history)
        #expect(
            sync.appended == [
                .session(MachineSession(before, on: Self.desktop, unnamed: "Stopwatch")),
                .session(MachineSession(after, on: Self.desktop, unnamed: "Stopwatch")), .removed(before.id),
            ])
        expectNothingSentAgain(history, sync, "the history is not sent twice")
    }

    /// The same folder used again (the app started again) writes nothing more to `sync`.
    private func expectNothingSentAgain(_ history: SQLiteSessionHistory, _ sync: FakeSyncFolder, _ why: Comment) {
        let written = sync.appended.count
        history.useSyncFolder { sync }
        _ = read(history)
        #expect(sync.appended.count == written, why)
    }

    @Test func writesThatFailWaitAndAreWrittenInOrderWhenTheFolderIsBack() throws {
        let (history, sync) = historyOverAFolder()
        var told: [SyncWriteFailure?] = []
        history.writeFailureTold = { told.append($0) }
        sync.failWrites("/sync/x: Read-only file system")
        let first = session(1, "Writing", from: 1_000, seconds: 60)
        let second = session(2, "Writing", from: 2_000, seconds: 60)
        history.add(first) { _ in }
        history.add(second) { _ in }
        folder.deliver(to: history)
        #expect(told == [.refused("/sync/x: Read-only file system")], "told as it happens, once, before any read")
        let failing = try #require(read(history))
        #expect(failing.writeFailure == .refused("/sync/x: Read-only file system"))
        #expect(sync.appended.isEmpty)
        #expect(
            folder.logger.messages(atLeast: .warning).filter { $0.hasPrefix("Cannot write to the sync folder") }.count == 1, "said once")

        sync.failWrites(nil)
        let back = try #require(read(history))
        #expect(back.writeFailure == nil)
        #expect(sync.appended.map(\.sessionID) == [first.id, second.id])
        #expect(try #require(read(history)).writeFailure == nil)
        #expect(sync.appended.count == 2, "each written once")
        #expect(told == [.refused("/sync/x: Read-only file system"), nil])

        // A live state written again after a failure ends it, and sends what waited with it.
        sync.failWrites("/sync/x: Read-only file system")
        history.add(session(3, "Writing", from: 3_000, seconds: 60)) { _ in }
        folder.deliver(to: history)
        sync.failWrites(nil)
        history.writeLiveState(MachineLiveState(machine: Self.desktop, machineName: "desktop", writtenAt: .seconds(4_000), stopwatches: []))
        folder.deliver(to: history)
        #expect(told == [.refused("/sync/x: Read-only file system"), nil, .refused("/sync/x: Read-only file system"), nil])
        #expect(sync.appended.count == 3)

        // A live state that cannot be written: its failure stands through a read with nothing
        // else waiting, and the read after the folder is back writes it.
        let newest = MachineLiveState(machine: Self.desktop, machineName: "desktop", writtenAt: .seconds(5_000), stopwatches: [])
        sync.failWrites("/sync/x: gone")
        history.writeLiveState(newest)
        folder.deliver(to: history)
        #expect(try #require(read(history)).writeFailure == .refused("/sync/x: gone"))
        sync.failWrites(nil)
        #expect(try #require(read(history)).writeFailure == nil)
        #expect(sync.liveStates.last == newest)
    }

    /// The folder's disk or share unmounted: this machine's folder there is gone, and made
    /// again under the bare mount point it would hide what is written from the other machines
    /// once the folder is back. Made once; missing after that, the records wait, across a
    /// restart too; a folder chosen again after the user stopped using it is made anew.
    @Test func thisMachinesFolderIsMadeOnceAndWhenItIsGoneTheRecordsWaitForIt() throws {
        let (history, sync) = historyOverAFolder()
        let first = session(1, "Writing", from: 1_000, seconds: 60)
        history.add(first) { _ in }
        #expect(try #require(read(history)).writeFailure == nil)
        #expect(sync.appended.map(\.sessionID) == [first.id], "the first write makes it")

        sync.loseOwnFolder()
        let second = session(2, "Writing", from: 2_000, seconds: 60)
        history.add(second) { _ in }
        #expect(try #require(read(history)).writeFailure == SyncWriteFailure.ownFolderGone)
        #expect(sync.appended.count == 1, "not made again")
        let restarted = folder.makeHistory()
        restarted.useSyncFolder { sync }
        #expect(try #require(read(restarted)).writeFailure == SyncWriteFailure.ownFolderGone, "known after a restart")
        #expect(sync.appended.count == 1)

        restarted.useSyncFolder(nil)
        restarted.useSyncFolder { sync }
        #expect(try #require(read(restarted)).writeFailure == nil)
        #expect(sync.appended.map(\.sessionID) == [first.id, second.id], "chosen again: made anew, and what waited written")
    }

    @Test func anotherMachinesSessionsCountInTheTotalsAsOneActivityWithThisOnes() throws {
        let (history, sync) = historyOverAFolder()
        history.add(session(1, "Writing", from: 1_000, seconds: 600)) { _ in }
        let theirs = laptopSession(2, "Writing", from: 3_000, seconds: 900)
        let reading = laptopSession(3, "Reading", from: 5_000, seconds: 120)
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(theirs), .session(reading)]]))
        #expect(try #require(read(history)).changed)
        #expect(try totals() == ["Writing 1500", "Reading 120"])

        // The same lines again (a conflict copy, or the app started again): counted once.
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(theirs)]]))
        #expect(try #require(read(history)).changed == false)
        #expect(try totals() == ["Writing 1500", "Reading 120"])
    }

    @Test func aNewIdWritesOnlyWhatIsKeptFromNowOnUnderIt() throws {
        let history = folder.makeHistory()
        let before = session(1, "Writing", from: 1_000, seconds: 60)
        history.add(before) { _ in }
        let old = FakeSyncFolder(machine: Self.desktop)
        history.useSyncFolder { old }
        _ = read(history)
        #expect(old.appended.map(\.sessionID) == [before.id], "the history from before, under the first id")
        let renewed = MachineID("00112233445566778899aabbccddeeff")!
        let new = FakeSyncFolder(machine: renewed)
        history.useSyncFolder({ new }, sendsHistoryBefore: false)
        let after = session(2, "Reading", from: 2_000, seconds: 30)
        history.add(after) { _ in }
        folder.deliver(to: history)
        #expect(new.appended == [.session(MachineSession(after, on: renewed, unnamed: "Stopwatch"))], "nothing from before")
        expectNothingSentAgain(history, new, "started again with the new id: still nothing from before")
    }

    @Test func anotherMachinesCopyOfThisOnesSessionIsNotCountedTwice() throws {
        let (history, sync) = historyOverAFolder()
        let mine = session(1, "Writing", from: 1_000, seconds: 600)
        history.add(mine) { _ in }
        // The old id's files, read as another machine's once this one took a new id: the
        // sessions from before the copy are this machine's own; a session of the same number
        // that ran at another time is another's.
        let copied = MachineSession(mine, on: Self.laptop, unnamed: "Stopwatch")
        let other = laptopSession(1, "Writing", from: 5_000, seconds: 120)
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(copied)]]))
        #expect(try #require(read(history)).changed == false, "its own session, not another's")
        #expect(try totals() == ["Writing 600"])
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(other)]]))
        #expect(try #require(read(history)).changed)
        #expect(try totals() == ["Writing 720"])
    }

    @Test func eachMachinesTimeIsCountedApartUnderTheNameItLastGaveItself() throws {
        let (history, sync) = historyOverAFolder()
        history.add(session(1, "Writing", from: 1_000, seconds: 600)) { _ in }
        let live = { (name: String, at: Int64) in
            MachineLiveState(machine: Self.laptop, machineName: name, writtenAt: .seconds(at), stopwatches: [])
        }
        sync.queue(
            SyncFolderChanges(
                records: [Self.laptop: [.session(laptopSession(2, "Writing", from: 3_000, seconds: 900))]],
                liveStates: [Self.laptop: live("laptop", 5_000)]))
        _ = read(history)
        sync.queue(SyncFolderChanges(liveStates: [Self.laptop: live("old name, written before", 4_000)]))
        _ = read(history)
        let times = { (machine: MachineChoice) in
            try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(
                boundaries: [.zero, .seconds(10_000)], unnamed: "Stopwatch", machine: machine
            ).get().credits.map { "\($0.stopwatch) \($0.amount.components.seconds)" }
        }
        #expect(try times(.all) == ["Writing 1500"])
        #expect(try times(.this) == ["Writing 600"], "this machine's")
        #expect(try times(.other(Self.laptop)) == ["Writing 900"])
        let machines = try SQLiteHistoryAtOnce(path: folder.databasePath).machines().get()
        #expect(machines.map(\.id) == [Self.laptop])
        #expect(machines.map(\.name) == ["laptop"], "the newest name kept, whatever order the states came in")

        // The same through the port, as the Totals screen asks, on the main loop.
        var answers: [String] = []
        for choice in [MachineChoice.all, .this, .other(Self.laptop), .other(Self.desktop)] {
            history.runTimes(boundaries: [.zero, .seconds(10_000)], unnamed: "Stopwatch", machine: choice) { result in
                answers.append((try? result.get())?.credits.map { "\($0.stopwatch) \($0.amount.components.seconds)" }.joined() ?? "failed")
            }
        }
        var others: [(id: MachineID, name: String?)] = []
        history.otherMachines { others = (try? $0.get()) ?? [] }
        // The History screen's list: every machine's, newest first, each with its machine.
        let listed = { () -> [String] in
            var summaries: [SessionSummary] = []
            history.summaries { summaries = (try? $0.get()) ?? [] }
            folder.deliver(to: history)
            return summaries.map { "\($0.id.rawValue) \($0.machine?.text.prefix(4) ?? "here") \($0.machineName ?? "-")" }
        }
        #expect(listed() == ["2 fedc laptop", "1 here -"])
        // The command line's `--history`: the same, this machine's with its laps.
        let listedAtOnce = { () throws -> [String] in
            try SQLiteHistoryAtOnce(path: folder.databasePath).entries().get().map { entry in
                switch entry {
                case .here(let session): "\(session.id.rawValue) here"
                case .elsewhere(let summary): "\(summary.id.rawValue) \(summary.machineName ?? "-")"
                }
            }
        }
        #expect(try listedAtOnce() == ["2 laptop", "1 here"])
        #expect(answers == ["Writing 1500", "Writing 600", "Writing 900", ""])
        #expect(others.map(\.id) == [Self.laptop] && others.map(\.name) == ["laptop"])

        // Forgotten: counted nowhere, listed nowhere, kept; remembered: as before.
        var forgotten: Result<Void, HistoryFailure>?
        history.forget(Self.laptop, true) { forgotten = $0 }
        folder.deliver(to: history)
        #expect((try? forgotten?.get()) != nil)
        #expect(try times(.all) == ["Writing 600"], "every machine's but the forgotten")
        #expect(try SQLiteHistoryAtOnce(path: folder.databasePath).machines().get().isEmpty)
        #expect(listed() == ["1 here -"])
        #expect(try listedAtOnce() == ["1 here"])
        // Which are forgotten, as the list of running stopwatches and `--status` ask.
        var named: Set<MachineID>?
        history.forgottenMachines { named = try? $0.get() }
        folder.deliver(to: history)
        #expect(named == [Self.laptop])
        #expect(try SQLiteHistoryAtOnce(path: folder.databasePath).forgotten().get() == [Self.laptop])
        history.forget(Self.laptop, false) { _ in }
        history.forgottenMachines { named = try? $0.get() }
        folder.deliver(to: history)
        #expect(named == [])
        #expect(try SQLiteHistoryAtOnce(path: folder.databasePath).forgotten().get().isEmpty)
        #expect(try times(.all) == ["Writing 1500"])
        #expect(try times(.other(Self.laptop)) == ["Writing 900"], "nothing of it was lost")
    }

    @Test func aRemovalTakesTheSessionOutAndHoldsAgainstItWhicheverComesFirst() throws {
        let (history, sync) = historyOverAFolder()
        let kept = laptopSession(1, "Writing", from: 1_000, seconds: 600)
        let undone = laptopSession(2, "Writing", from: 3_000, seconds: 900)
        let early = laptopSession(3, "Tea", from: 5_000, seconds: 60)
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(kept), .session(undone), .removed(early.id)]]))
        _ = read(history)
        #expect(try totals() == ["Writing 1500"])
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.removed(undone.id), .session(early)]]))
        #expect(try #require(read(history)).changed)
        #expect(try totals() == ["Writing 600"], "the removed one out, the one removed before it came never in")
        let connection = try SQLiteConnection(path: folder.databasePath)
        #expect(try connection.integer("SELECT count(*) FROM run_quarters WHERE ms = 0") == 0)
    }

    @Test func theOtherMachinesLiveStatesAndProblemsAreToldAndTheProblemsLogged() throws {
        let (history, sync) = historyOverAFolder()
        let live = MachineLiveState(
            machine: Self.laptop, machineName: "laptop", writtenAt: .seconds(9_000),
            stopwatches: [ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .running, elapsed: .seconds(62))])
        let problems = (1...25).map { "/sync/\(Self.laptop.text)/sessions-2026-11.jsonl:\($0): not JSON" }
        sync.queue(SyncFolderChanges(liveStates: [Self.laptop: live], problems: problems))
        let reading = try #require(read(history))
        #expect(reading.liveStates == [Self.laptop: live])
        #expect(reading.changed == false)
        let logged = folder.logger.messages(atLeast: .warning)
        #expect(logged.count == 21, "twenty lines and how many more")
        #expect(logged.first == "Sync folder: " + problems[0])
        #expect(logged.last == "Sync folder: 5 more problems not told")
    }

    @Test func withoutAFolderNothingIsWrittenAndAReadFindsNothing() throws {
        let (history, sync) = historyOverAFolder()
        history.useSyncFolder(nil)
        history.add(session(1, "Writing", from: 1_000, seconds: 60)) { _ in }
        sync.queue(SyncFolderChanges(records: [Self.laptop: [.session(laptopSession(2, "Tea", from: 2_000, seconds: 60))]]))
        #expect(try #require(read(history)) == SyncFolderReading())
        #expect(sync.appended.isEmpty)
        let connection = try SQLiteConnection(path: folder.databasePath)
        #expect(try connection.integer("SELECT count(*) FROM sync_outbox") == 0, "nothing waits for a folder not in use")
    }
}

import StopwatchCore
import StopwatchPresentation
import Testing

/// What `stopwatch --history --json` and `--status --json` print for scripts: each session with
/// its statistics, each stopwatch with its alerts.
@MainActor @Suite struct CommandLineReportMapperTests {
    let mapper = CommandLineReportMapper()

    private func session(_ id: Int64, laps milliseconds: [Int64]) -> Session {
        let laps = LapHistory(durations: milliseconds.map { .milliseconds($0) })
        return Session(id: SessionID(rawValue: id), startedAt: .seconds(1_763_726_400), elapsed: laps.total + .seconds(1), laps: laps)
    }

    @Test func eachSessionCarriesItsStatisticsInMilliseconds() {
        let json = mapper.historyJSON([.here(session(2, laps: [41_200, 40_010, 45_000, 40_010]))], thisMachine: "desk")
        #expect(
            json.contains(
                "\"lap_count\": 4, \"statistics\": {\"average_ms\": 41555, \"median_ms\": 40605, "
                    + "\"best_ms\": 40010, \"worst_ms\": 45000, \"spread_ms\": 2047}, \"laps\": [{\"duration_ms\": 41200}, "))
    }

    @Test func aSessionWithoutLapsHasNullStatistics() {
        let json = mapper.historyJSON([.here(session(1, laps: []))], thisMachine: "desk")
        #expect(json.contains("\"lap_count\": 0, \"statistics\": null, \"laps\": []"))
        #expect(mapper.historyJSON([], thisMachine: "desk") == "[]\n")
    }

    /// `--history` lists every machine's sessions (ARCHITECTURE.md, "On every machine"): each
    /// says where it ran; another machine's has no laps here.
    @Test func eachSessionSaysWhichMachineItRanOn() throws {
        let laptop = try #require(MachineID("0f1e2d3c4b5a69788796a5b4c3d2e1f0"))
        let elsewhere = SessionSummary(
            id: SessionID(rawValue: 7), startedAt: .seconds(1_763_730_000), elapsed: .seconds(600), lapCount: 3,
            bestLap: .seconds(100), stopwatchName: "Reading", machine: laptop, machineName: "laptop")
        let entries: [HistoryEntry] = [.elsewhere(elsewhere), .here(session(2, laps: [1_000, 2_000]))]
        let lines = mapper.historyJSON(entries, thisMachine: "desk").split(separator: "\n")
        #expect(lines[1].contains("{\"id\": 7, \"machine\": \"laptop\", \"stopwatch\": \"Reading\", \"started_at\": 1763730000000"))
        #expect(lines[1].contains("\"lap_count\": 3, \"statistics\": null, \"laps\": []}"))
        #expect(lines[1].contains("\"session\": \"0f1e2d3c4b5a69788796a5b4c3d2e1f0:7\", "), "what --edit names it by")
        #expect(lines[2].contains("\"session\": \"2\", "))
        #expect(lines[2].contains("{\"id\": 2, \"machine\": \"desk\", \"stopwatch\": null, "))
        let text = mapper.historyText(entries).split(separator: "\n")
        #expect(text[0].hasSuffix("10:00.00  3 laps  Best 01:40.00  Reading  On laptop"))
        #expect(!text[1].contains("On "))
    }

    @Test func theStatusCarriesEachStopwatchsAlerts() throws {
        let alerts = try StopwatchAlerts(milliseconds: [3_000_000, 1_500_000], everyMilliseconds: 600_000)
        let collection = try #require(
            StopwatchCollection(
                members: [
                    NamedStopwatch(id: .first, name: "Focus", alerts: alerts),
                    NamedStopwatch(id: StopwatchID(rawValue: 2), name: "Tea"),
                ], current: .first))
        let json = mapper.statusJSON(collection, now: .zero)
        #expect(json.contains("\"current\": true, \"alerts\": {\"at_ms\": [1500000, 3000000], \"every_ms\": 600000}, \"goal_ms\": null}"))
        #expect(json.contains("\"current\": false, \"alerts\": {\"at_ms\": [], \"every_ms\": null}, \"goal_ms\": null}"))
    }

    @Test func aGoalSetIsPrintedAsTextOrJSON() throws {
        let hour = try StopwatchGoal(.seconds(3600), per: .day)
        #expect(mapper.goalSet(name: "Piano", goal: hour, json: false) == "Piano: 1 h a day")
        #expect(mapper.goalSet(name: "Piano", goal: hour, json: true) == #"{"stopwatch": "Piano", "goal_ms": 3600000, "period": "day"}"#)
        #expect(mapper.goalSet(name: "Tea", goal: nil, json: true) == #"{"stopwatch": "Tea", "goal_ms": null}"#)
    }

    @Test func theStatusCarriesEachGoalWithWhatIsDoneAndTheStreak() throws {
        let collection = try #require(
            StopwatchCollection(
                members: [NamedStopwatch(id: .first, name: "Piano"), NamedStopwatch(id: StopwatchID(rawValue: 2), name: "Tea")],
                current: .first))
        let monday = try #require(LocalDay(year: 2026, month: 11, day: 30))
        let progress = GoalProgress(goal: try StopwatchGoal(.seconds(3600), per: .day), period: monday, done: .seconds(2520), streak: 4)
        let json = mapper.statusJSON(collection, now: .zero, goals: [.first: progress])
        #expect(
            json.contains(
                "\"every_ms\": null}, \"goal_ms\": 3600000, \"period\": \"day\", \"done_ms\": 2520000, \"met\": false, \"streak\": 4}, {\"id\": 2"
            ))
        #expect(json.hasSuffix("\"every_ms\": null}, \"goal_ms\": null}], \"elsewhere\": []}"), "Tea has none")
    }

    @Test func theStatusListsTheStopwatchesElsewhereLiveAndASilentMachinesAsLastSeen() throws {
        let now = Duration.seconds(1_764_000_000)
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        let attic = MachineID("fedcba9876543210fedcba9876543210")!
        let running = MachineLiveState(
            machine: laptop, machineName: "laptop", writtenAt: now - .seconds(60),
            stopwatches: [ElsewhereStopwatch(machine: laptop, name: "Writing", status: .running, elapsed: .seconds(3600))])
        let silent = MachineLiveState(
            machine: attic, machineName: "attic", writtenAt: now - .seconds(601),
            stopwatches: [ElsewhereStopwatch(machine: attic, name: "Tea", status: .running, elapsed: .seconds(30))])
        let json = mapper.statusJSON(StopwatchCollection(), now: .zero, elsewhere: [running, silent], wallClockNow: now)
        #expect(
            json.hasSuffix(
                "\"elsewhere\": [{\"machine\": \"laptop\", \"name\": \"Writing\", \"status\": \"running\", \"elapsed_ms\": 3660000}, "
                    + "{\"machine\": \"attic\", \"name\": \"Tea\", \"status\": \"last-seen\", \"elapsed_ms\": 30000, "
                    + "\"seen_ms\": 1763999399000}]}"))
        #expect(mapper.statusJSON(StopwatchCollection(), now: .zero).hasSuffix("\"elsewhere\": []}"), "none is an empty list")
    }
}

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
        let json = mapper.historyJSON([session(2, laps: [41_200, 40_010, 45_000, 40_010])])
        #expect(
            json.contains(
                "\"lap_count\": 4, \"statistics\": {\"average_ms\": 41555, \"median_ms\": 40605, "
                    + "\"best_ms\": 40010, \"worst_ms\": 45000, \"spread_ms\": 2047}, \"laps\": [{\"duration_ms\": 41200}, "))
    }

    @Test func aSessionWithoutLapsHasNullStatistics() {
        let json = mapper.historyJSON([session(1, laps: [])])
        #expect(json.contains("\"lap_count\": 0, \"statistics\": null, \"laps\": []"))
        #expect(mapper.historyJSON([]) == "[]\n")
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
        #expect(json.contains("\"current\": true, \"alerts\": {\"at_ms\": [1500000, 3000000], \"every_ms\": 600000}}"))
        #expect(json.contains("\"current\": false, \"alerts\": {\"at_ms\": [], \"every_ms\": null}}"))
    }
}

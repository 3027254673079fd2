import StopwatchCore
import StopwatchPresentation
import Testing

/// What `stopwatch --history --json` prints for scripts: each session with its statistics.
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
}

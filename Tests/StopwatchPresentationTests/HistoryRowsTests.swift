import StopwatchCore
import StopwatchPresentation
import Testing

/// The History list's rows, made from the sessions when a row is asked for: each knows its
/// place, and two lists are the same when they hold the same sessions at the same precision.
@MainActor @Suite struct HistoryRowsTests {
    private let summaries = (1...3).map { index in
        SessionSummary(
            id: SessionID(rawValue: Int64(index)), startedAt: .seconds(1_763_726_400 - Int64(index) * 3600),
            elapsed: .seconds(Int64(index) * 60), lapCount: index, bestLap: .seconds(10))
    }

    @Test func eachRowIsItsSessionInItsPlace() {
        let rows = HistoryRowMapper().rows(for: summaries)
        #expect(rows.count == 3 && !rows.isEmpty)
        #expect(rows[1].id == SessionID(rawValue: 2))
        #expect(rows[1].total == "02:00.00")
        #expect(rows[1].spokenPosition == "2 of 3")
        #expect(rows.map(\.lapCount) == ["1 lap", "2 laps", "3 laps"])
        #expect(HistoryRowMapper().rows(for: []).isEmpty)
    }

    @Test func theSameSessionsAtTheSamePrecisionAreTheSameList() {
        let hundredths = HistoryRowMapper().rows(for: summaries)
        #expect(hundredths == HistoryRowMapper().rows(for: summaries))
        #expect(hundredths != HistoryRowMapper().rows(for: Array(summaries.dropLast())))
        #expect(hundredths != HistoryRowMapper(precision: .seconds).rows(for: summaries), "shown to another precision")
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Totals asked for over the app's interface (`Totals(s by, s since, s until)`), through the
/// whole app over a calendar of UTC days: the options read as `stopwatch --totals` reads them,
/// the kept sessions and the stopwatches running now, and refusals with the reason.
@MainActor @Suite struct BusTotalsTests {
    let harness = PresentationHarness()

    private func totals(by: String = "", since: String = "", until: String = "") -> BusAnswer? {
        var answer: BusAnswer?
        harness.app.answerTotals(by: by, since: since, until: until) { answer = $0 }
        return answer
    }

    @Test func aKeptSessionAndARunningStopwatchCountOnTheirDays() throws {
        // The fake wall clock starts at 2025-11-21 12:00 UTC.
        harness.send(.toggle)
        harness.advance(by: .seconds(600))
        harness.send(.toggle)
        harness.send(.reset)
        harness.send(.toggle)
        harness.advance(by: .seconds(60))
        guard case .totals(let rows) = try #require(totals(since: "2025-11-20", until: "2025-11-21")) else {
            Issue.record("not totals")
            return
        }
        #expect(
            rows == [
                PeriodTotal(period: LocalDay(iso: "2025-11-20")!, stopwatch: "", total: .zero),
                PeriodTotal(period: LocalDay(iso: "2025-11-21")!, stopwatch: "Stopwatch 1", total: .seconds(660)),
                PeriodTotal(period: LocalDay(iso: "2025-11-21")!, stopwatch: "", total: .seconds(660)),
            ])
    }

    @Test func emptyOptionsAreTheLastSevenDaysByDay() throws {
        guard case .totals(let rows) = try #require(totals()) else {
            Issue.record("not totals")
            return
        }
        #expect(rows.map(\.period.description) == (15...21).map { "2025-11-\($0)" })
    }

    @Test func badOptionsAreRefusedWithTheReason() {
        #expect(totals(by: "hour") == .refused(reason: "Totals are by day, week or month, not “hour”."))
        #expect(totals(since: "2026-02-30") == .refused(reason: "Not a day: “2026-02-30”. Write a day as 2026-11-24."))
        #expect(
            totals(since: "2025-11-22", until: "2025-11-21")
                == .refused(reason: "The range ends (2025-11-21) before it starts (2025-11-22)."))
        let reads = harness.core.historyDataSource.runTimesRequests
        #expect(
            totals(by: "day", since: "1900-01-01", until: "2026-12-31")
                == .refused(reason: "Totals by day cover at most 3660 days: ask for a shorter range."))
        #expect(harness.core.historyDataSource.runTimesRequests == reads, "nothing read for a refused range")
    }
}

import StopwatchCore
import Testing

@testable import StopwatchPresentation

@Suite struct TotalsExportMapperTests {
    @Test func oneRowADayAndStopwatchWithTimeOldestFirstNamesQuoted() {
        let days = [
            PeriodTotal(period: LocalDay(iso: "2026-11-24")!, stopwatch: "Writing, \"draft\"", total: .milliseconds(7_500_000)),
            PeriodTotal(period: LocalDay(iso: "2026-11-24")!, stopwatch: "", total: .milliseconds(7_500_000)),
            PeriodTotal(period: LocalDay(iso: "2026-11-23")!, stopwatch: "Reading", total: .milliseconds(-60_000)),
            PeriodTotal(period: LocalDay(iso: "2026-11-22")!, stopwatch: "Reading", total: .zero),
        ]
        #expect(
            TotalsExportMapper.csv(of: days)
                == "day,stopwatch,total_ms\n2026-11-23,\"Reading\",-60000\n2026-11-24,\"Writing, \"\"draft\"\"\",7500000\n")
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// What frontends read instead of deciding (ARCHITECTURE.md, "What a frontend reads"): the
/// statistics wrapped to a width, the sparkline for the width a frontend told, the shortcut
/// digits of the first nine stopwatches, the name input's limit, and the rows' names.
@MainActor @Suite struct FrontendFieldsTests {
    let core = CoreHarness()

    @Test func statisticsWrapBetweenItemsNeverInsideOne() {
        let glance = LapGlance(
            statisticsItems: ["12 laps", "average 57.32", "median 57.10"], chart: LapChart(bars: [], average: 0, top: 1, description: ""))
        #expect(glance.statisticsLines(width: 80) == ["12 laps · average 57.32 · median 57.10"])
        #expect(glance.statisticsLines(width: 25) == ["12 laps · average 57.32", "median 57.10"])
        #expect(glance.statisticsLines(width: 5) == ["12 laps", "average 57.32", "median 57.10"], "an item longer than a line stays whole")
    }

    @Test func theSparklineComesOnceAFrontendToldItsWidthAndFollowsIt() {
        core.prepare(.running, laps: 6)
        let laps = LapsViewModel(localizer: SourceLocalizer(), state: core.state, elapsed: core.elapsed)
        #expect(laps.viewState.glance?.sparkline == "", "the window draws a chart: no sparkline")
        laps.sparklineWidthChanged(4)
        #expect(laps.viewState.glance?.sparkline.count == 4, "the newest four laps")
        laps.sparklineWidthChanged(40)
        #expect(laps.viewState.glance?.sparkline == LapSparklineMapper().line(of: core.state.laps, cells: 40))
        core.useCases.lap.execute()
        laps.update(core.state, elapsed: core.elapsed)
        #expect(laps.viewState.glance?.sparkline.count == 7, "a new lap is one block more")
    }

    @Test func onlyTheFirstNineHaveAShortcutDigit() {
        func row(_ position: Int) -> StopwatchRow {
            StopwatchRow(id: .first, name: "A", time: "", status: "", isCurrent: false, position: position, spokenDescription: "")
        }
        #expect(row(1).shortcutDigit == "1")
        #expect(row(9).shortcutDigit == "9")
        #expect(row(10).shortcutDigit == "")
    }

    @Test func theNameInputHoldsMoreThanANameMaySoATooLongOneIsRefusedSayingWhy() {
        let state = StopwatchListViewState(placement: .none, rows: [])
        #expect(state.nameInputLimit > StopwatchName.maximumLength)
        #expect(state.nameInputLimit == 200)
    }

    @Test func aSessionRowHasItsNameAndItsLine() {
        let row = HistoryRow(
            id: SessionID(rawValue: 1), date: "Nov 25", total: "01:02.00", lapCount: "3 laps", bestLap: "Best 00:20.00",
            spokenDescription: "Session of Nov 25", spokenPosition: "2 of 12")
        #expect(row.accessibleName == "Session of Nov 25, 2 of 12")
        #expect(row.line == "Nov 25  01:02.00  3 laps · Best 00:20.00")
    }
}

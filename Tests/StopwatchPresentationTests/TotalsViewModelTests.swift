import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Totals screen through the app: shown with Ctrl+D's command, read when shown, live
/// while a stopwatch runs (once a minute, and at once when one starts or stops), its period
/// chosen, its days exported; nothing read while it is not shown.
@MainActor @Suite struct TotalsViewModelTests {
    let harness = PresentationHarness()
    var totals: TotalsViewModel { harness.app.totals }

    private var overview: TotalsOverview? {
        if case .overview(let overview) = totals.viewState.content { overview } else { nil }
    }

    @Test func shownItCountsTheRunningStopwatchAndFollowsItOnceAMinute() {
        harness.send(.toggle)
        harness.advance(by: .seconds(30 * 60))
        #expect(overview == nil, "not read before shown")
        harness.send(.showTotals)
        #expect(harness.route == .totals)
        #expect(harness.app.viewState.screen.title == "Totals")
        #expect(overview?.headlines.map(\.figure) == ["30 min", "30 min"])
        #expect(overview?.legend == [TotalsSeries(name: "Stopwatch 1", colorIndex: 0)])
        let reads = harness.core.historyDataSource.runTimesRequests
        harness.advance(by: .seconds(59))
        #expect(overview?.headlines[0].figure == "30 min", "read again only when the minute's refresh comes")
        #expect(harness.core.historyDataSource.runTimesRequests == reads)
        harness.advance(by: .seconds(1))
        #expect(overview?.headlines[0].figure == "31 min", "at the stopwatch's whole minute")
        #expect(harness.core.historyDataSource.runTimesRequests == reads + 1, "once a minute")
        harness.advance(by: .seconds(60 * 10))
        #expect(overview?.headlines[0].figure == "41 min")
    }

    @Test func pausingFromOutsideCountsAtOnceAndStopsTheRefresh() {
        harness.send(.toggle)
        harness.advance(by: .seconds(10 * 60))
        harness.send(.showTotals)
        harness.advance(by: .seconds(5 * 60))
        harness.send(.stopwatch(.pause))
        #expect(overview?.headlines[0].figure == "15 min")
        let reads = harness.core.historyDataSource.runTimesRequests
        harness.advance(by: .seconds(5 * 60))
        #expect(overview?.headlines[0].figure == "15 min")
        #expect(harness.core.historyDataSource.runTimesRequests == reads, "nothing read while none runs")
    }

    @Test func aResetSessionStillCountsFromTheHistory() {
        harness.send(.toggle)
        harness.advance(by: .seconds(20 * 60))
        harness.send(.stopwatch(.pause), .reset)
        harness.send(.showTotals)
        #expect(overview?.headlines[0].figure == "20 min")
        #expect(overview?.rows[0].parts.map(\.figure) == ["20 min"])
    }

    @Test func leavingItEndsTheRefreshAndTheKeysChooseThePeriod() {
        harness.send(.toggle)
        harness.send(.showTotals)
        #expect(harness.app.command(for: .character("w")) == .totals(.by(.week)))
        harness.app.send(.character("w"))
        #expect(totals.viewState.period == .week)
        #expect(overview?.chartLabel == "Last 7 weeks")
        #expect(harness.app.command(for: .space) == nil, "Space starts nothing unseen")
        harness.send(.back)
        #expect(harness.route == .home)
        let before = totals.viewState
        let reads = harness.core.historyDataSource.runTimesRequests
        harness.advance(by: .seconds(120))
        #expect(totals.viewState == before)
        #expect(harness.core.historyDataSource.runTimesRequests == reads, "nothing read unseen")
        #expect(harness.app.command(for: .character("w")) == nil)
    }

    @Test func theExportSavesTheDaysReadOneRowADayAndStopwatch() {
        harness.send(.showTotals)
        #expect(!harness.app.viewState.allows(.totals(.export)), "nothing to export yet")
        harness.send(.back, .toggle)
        harness.advance(by: .seconds(90))
        harness.send(.showTotals)
        #expect(harness.app.viewState.allows(.totals(.export)))
        harness.app.send(.control("e"))
        #expect(harness.platform.savedFiles.map(\.suggestedName) == ["stopwatch-totals.csv"])
        #expect(harness.platform.savedFiles.first?.contents == "day,stopwatch,total_ms\n2025-11-21,\"Stopwatch 1\",90000\n")
    }

    @Test func aGoalIsMarkedMetOnItsDayAndItsStreakFollowsTheRunningTime() throws {
        _ = try #require(harness.core.useCases.setGoal).execute(StopwatchGoal(.seconds(30 * 60), per: .day))
        harness.send(.toggle)
        harness.advance(by: .seconds(20 * 60))
        harness.send(.showTotals)
        #expect(overview?.goals == ["Stopwatch 1: 30 min a day"], "no streak yet")
        #expect(overview?.rows[0].parts.map(\.isGoalMet) == [false])
        #expect(overview?.bars.last?.goals.map(\.fraction) == [1], "the goal is the longest yet")
        harness.advance(by: .seconds(10 * 60))
        #expect(overview?.rows[0].parts.map(\.isGoalMet) == [true])
        #expect(overview?.goals == ["Stopwatch 1: 30 min a day · 1 day in a row"])
    }
}

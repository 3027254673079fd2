import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The laps at a glance on Laps and on a past session's screen (ARCHITECTURE.md, "Laps at a glance").
@MainActor @Suite struct LapGlanceScreenTests {
    let harness = PresentationHarness()
    var app: AppViewModel { harness.app }

    @Test func theLapsScreenShowsTheGlanceGrownLapByLapAndRegroupedToTheChartsWidth() throws {
        harness.startWithLaps(3, seconds: [3, 1, 2])
        harness.send(.showLaps)
        let glance = try #require(app.laps.viewState.glance)
        #expect(glance.statistics.hasPrefix("3\u{00A0}laps · average\u{00A0}2.00"))
        #expect(glance.chart.bars.map(\.mark) == [.worst, .best, .normal])
        harness.advance(by: .seconds(4))
        harness.send(.lap)
        #expect(app.laps.viewState.glance?.chart.bars.count == 4)
        #expect(app.laps.viewState.glance?.chart.description.hasPrefix("Lap times: 4 laps, from 1.00 to 4.00") == true)
        // A narrower chart: two bars of two laps each; the running time is not remapped.
        harness.advance(by: .milliseconds(1_500))
        let running = app.laps.viewState.running
        app.laps.chartWidthChanged(2)
        let bars = app.laps.viewState.glance?.chart.bars ?? []
        #expect(bars.count == 2)
        #expect(bars.map(\.mark) == [.best, .worst], "3 s and 1 s (the best), then 2 s and 4 s (the worst)")
        #expect(bars.first?.shortest == 1.0 / 4.8)
        #expect(bars.first?.longest == 3.0 / 4.8)
        #expect(app.laps.viewState.running == running)
    }

    @Test func aPastSessionShowsItsGlanceAtTheChartsWidth() throws {
        harness.startWithLaps(5)
        harness.send(.toggle, .reset, .showHistory)
        guard case .sessions(let rows) = app.history.viewState.content else {
            Issue.record("no sessions: \(app.history.viewState.content)")
            return
        }
        harness.send(.openSession(rows[0].id))
        guard case .session(_, let glance?, _, _, _) = app.session.viewState.content else {
            Issue.record("no glance: \(app.session.viewState.content)")
            return
        }
        #expect(glance.chart.bars.count == 5)
        #expect(glance.chart.description == "Lap times: 5 laps, from 1.00 to 5.00, average 3.00, the last three slower")
        app.session.chartWidthChanged(3)
        guard case .session(_, let narrower?, _, _, _) = app.session.viewState.content else {
            Issue.record("no glance: \(app.session.viewState.content)")
            return
        }
        #expect(narrower.chart.bars.count == 3, "pairs of laps: 1+2, 3+4, 5")
        #expect(narrower.statistics == glance.statistics)
    }
}

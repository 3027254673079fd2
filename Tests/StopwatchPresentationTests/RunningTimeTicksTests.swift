import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// How the running time moves on, alone over a core on a fake clock and the settings model:
/// every tick finer than the second, every turn of a second otherwise, and which refresh
/// begins a new second.
@MainActor @Suite struct RunningTimeTicksTests {
    let core = CoreHarness()
    let settings = SettingsModel(source: nil)
    let ticks: RunningTimeTicks
    final class Told {
        var refreshes: [RunningTimeRefresh] = []
    }
    let told = Told()

    init() {
        ticks = RunningTimeTicks(store: core.store, timer: core.timer, deadlines: core.deadlines, settings: settings)
        ticks.refreshes.add { [told] in told.refreshes.append($0) }
    }

    @Test func finerThanTheSecondEveryTickRefreshesAndTheFirstOfASecondSaysSo() {
        core.useCases.start.execute()
        for _ in 0..<150 { core.advance(by: .milliseconds(10)) }
        #expect(told.refreshes.count == 150)
        #expect(told.refreshes.indices.filter { told.refreshes[$0].isNewSecond } == [99], "at 1.00 s, and only then")
        #expect(!core.deadlines.isWaiting, "no wake of its own")
    }

    @Test func toTheWholeSecondNothingTicksAndEachSecondRefreshesOnce() {
        settings.choose(.precision(.seconds))
        core.useCases.start.execute()
        #expect(!core.ticker.isRunning)
        core.advance(by: .milliseconds(2_500))
        #expect(told.refreshes.map(\.elapsed) == [.milliseconds(2_500)], "a late wake tells once, the time now")
        core.advance(by: .milliseconds(500))
        #expect(told.refreshes.map(\.elapsed) == [.milliseconds(2_500), .seconds(3)])
        #expect(told.refreshes.allSatisfy { $0.isNewSecond })
    }

    @Test func theLapAsTheBigNumberBeginsItsSecondsAtItsOwnMoments() {
        settings.choose(.bigNumber(.lap))
        core.useCases.start.execute()
        core.advance(by: .milliseconds(300))
        core.useCases.lap.execute()
        for _ in 0..<100 { core.advance(by: .milliseconds(10)) }
        let seconds = told.refreshes.filter(\.isNewSecond).map(\.elapsed)
        #expect(seconds == [.milliseconds(1_000), .milliseconds(1_300)], "the total's, then the lap's")
    }

    @Test func wholeSecondsFollowTheCurrentStopwatchAndOnlyWhileTheWindowIsSeen() {
        settings.choose(.precision(.seconds))
        core.useCases.start.execute()
        core.advance(by: .milliseconds(400))
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.useCases.start.execute()
        #expect(core.deadlines.armedCount == 1)
        core.advance(by: .milliseconds(600))
        #expect(told.refreshes.isEmpty, "the first one's second is not the one shown")
        core.advance(by: .milliseconds(400))
        #expect(told.refreshes.map(\.elapsed) == [.seconds(1)])
        ticks.windowSightChanged(.unseen)
        #expect(core.deadlines.armedCount == 0)
        core.advance(by: .seconds(3))
        #expect(told.refreshes.count == 1)
        ticks.windowSightChanged(.seen)
        #expect(told.refreshes.last?.elapsed == .seconds(4), "brought up to date when seen")
    }

    @Test func backToHundredthsTheTicksComeBackAndTheWakeGoes() {
        settings.choose(.precision(.seconds))
        core.useCases.start.execute()
        settings.choose(.precision(.hundredths))
        #expect(core.ticker.isRunning)
        #expect(core.deadlines.armedCount == 0)
    }
}

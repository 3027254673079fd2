import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Whether the window is the active one, alone: presumed inactive, active at once, inactive
/// only after a grace second (a screen reader's own keys take the keyboard for a moment).
@MainActor @Suite struct WindowActivityTests {
    let scheduler = ManualScheduler()
    let activity: WindowActivity

    init() {
        activity = WindowActivity(scheduler: scheduler)
    }

    @Test func presumedInactiveAndActiveAtOnce() {
        var told: [Bool] = []
        activity.changes.add { [weak activity] in told.append(activity?.isActive ?? false) }
        #expect(!activity.isActive)
        activity.windowActivityChanged(true)
        activity.windowActivityChanged(true)
        #expect(told == [true])
    }

    @Test func aMomentAwayIsNoChangeAndLongerIs() {
        var told: [Bool] = []
        activity.changes.add { [weak activity] in told.append(activity?.isActive ?? false) }
        activity.windowActivityChanged(true)
        activity.windowActivityChanged(false)
        scheduler.advance(by: .milliseconds(400))
        activity.windowActivityChanged(true)
        scheduler.advance(by: .seconds(3))
        #expect(told == [true])
        activity.windowActivityChanged(false)
        scheduler.advance(by: WindowActivity.grace - .milliseconds(1))
        #expect(activity.isActive)
        scheduler.advance(by: .milliseconds(1))
        #expect(told == [true, false])
        #expect(scheduler.waitingCount == 0)
    }
}

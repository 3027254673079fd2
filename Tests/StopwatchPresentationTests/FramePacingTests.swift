import StopwatchPresentation
import StopwatchTestSupport
import Testing

/// Every frame, unless the desktop saves power or the window is not visible (ARCHITECTURE.md, "Frames").
@MainActor @Suite struct FramePacingTests {
    @Test func everyFrameByDefaultAndWithoutAMonitor() {
        #expect(FramePacing(monitor: FakePowerProfileMonitor()).pace == .everyFrame)
        #expect(FramePacing(monitor: nil).pace == .everyFrame)
    }

    @Test func powerSavingFollowsTheMonitorBothWays() {
        let monitor = FakePowerProfileMonitor()
        let pacing = FramePacing(monitor: monitor)
        var told: [FramePace] = []
        pacing.addListener { told.append($0) }
        monitor.set(powerSaver: true)
        #expect(pacing.pace == .powerSaving)
        monitor.set(powerSaver: false)
        #expect(pacing.pace == .everyFrame)
        #expect(told == [.powerSaving, .everyFrame])
    }

    @Test func theMonitorIsKeptAndFollowedWhenNobodyElseHoldsIt() {
        weak var held: FakePowerProfileMonitor?
        let pacing: FramePacing
        do {
            let monitor = FakePowerProfileMonitor()
            held = monitor
            pacing = FramePacing(monitor: monitor)
        }
        held?.set(powerSaver: true)
        #expect(held != nil, "the monitor went away: its changes would never arrive")
        #expect(pacing.pace == .powerSaving)
    }

    @Test func aMonitorAlreadySavingPowerAtStartIsFollowed() {
        #expect(FramePacing(monitor: FakePowerProfileMonitor(isPowerSaverEnabled: true)).pace == .powerSaving)
    }

    @Test func aHiddenWindowDrawsNothingWhateverThePowerAndComesBackToItsPace() {
        let monitor = FakePowerProfileMonitor()
        let pacing = FramePacing(monitor: monitor)
        pacing.windowVisibilityChanged(false)
        #expect(pacing.pace == .hidden)
        monitor.set(powerSaver: true)
        #expect(pacing.pace == .hidden)
        pacing.windowVisibilityChanged(true)
        #expect(pacing.pace == .powerSaving)
        monitor.set(powerSaver: false)
        #expect(pacing.pace == .everyFrame)
    }

    @Test func nothingIsToldWhenThePaceStaysTheSame() {
        let monitor = FakePowerProfileMonitor()
        let pacing = FramePacing(monitor: monitor)
        var told = 0
        pacing.addListener { _ in told += 1 }
        pacing.windowVisibilityChanged(true)
        monitor.set(powerSaver: false)
        #expect(told == 0)
    }
}

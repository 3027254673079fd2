import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Every frame, unless the desktop saves power, times are shown to the whole second, or the
/// window is not visible (ARCHITECTURE.md, "Time").
@MainActor @Suite struct FramePacingTests {
    @Test func everyFrameByDefaultAndWithoutAMonitor() {
        #expect(FramePacing(monitor: FakePowerProfileMonitor(), settings: SettingsModel(source: nil)).pace == .everyFrame)
        #expect(FramePacing(monitor: nil, settings: SettingsModel(source: nil)).pace == .everyFrame)
    }

    @Test func powerSavingFollowsTheMonitorBothWays() {
        let monitor = FakePowerProfileMonitor()
        let pacing = FramePacing(monitor: monitor, settings: SettingsModel(source: nil))
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
            pacing = FramePacing(monitor: monitor, settings: SettingsModel(source: nil))
        }
        held?.set(powerSaver: true)
        #expect(held != nil, "the monitor went away: its changes would never arrive")
        #expect(pacing.pace == .powerSaving)
    }

    @Test func aMonitorAlreadySavingPowerAtStartIsFollowed() {
        #expect(
            FramePacing(monitor: FakePowerProfileMonitor(isPowerSaverEnabled: true), settings: SettingsModel(source: nil)).pace
                == .powerSaving)
    }

    @Test func aHiddenWindowDrawsNothingWhateverThePowerAndComesBackToItsPace() {
        let monitor = FakePowerProfileMonitor()
        let pacing = FramePacing(monitor: monitor, settings: SettingsModel(source: nil))
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
        let pacing = FramePacing(monitor: monitor, settings: SettingsModel(source: nil))
        var told = 0
        pacing.addListener { _ in told += 1 }
        pacing.windowVisibilityChanged(true)
        monitor.set(powerSaver: false)
        #expect(told == 0)
    }

    @Test func wholeSecondsFollowThePrecisionChosenAndGiveWayToAHiddenWindow() {
        let source = InMemorySettings(saved: AppSettings(timeStyle: TimeStyle(precision: .seconds)))
        let settings = SettingsModel(source: source)
        let pacing = FramePacing(monitor: FakePowerProfileMonitor(isPowerSaverEnabled: true), settings: settings)
        #expect(pacing.pace == .wholeSeconds, "set at start, over power saving")
        pacing.windowVisibilityChanged(false)
        #expect(pacing.pace == .hidden)
        pacing.windowVisibilityChanged(true)
        settings.choose(.precision(.tenths))
        #expect(pacing.pace == .powerSaving)
        source.changeFromOutside(AppSettings(timeStyle: TimeStyle(precision: .seconds)))
        #expect(pacing.pace == .wholeSeconds, "gsettings set, at once")
    }
}

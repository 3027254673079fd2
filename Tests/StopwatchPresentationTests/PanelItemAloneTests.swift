import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The panel item alone, over a core on a fake clock, a fake panel, in-memory settings and a
/// stand-in for the window: what it shows, when it wakes, what a click does.
@MainActor @Suite struct PanelItemAloneTests {
    final class FakeWindow: WindowClosing {
        var canHideWindow = false
        var closeRequests = 0
        func windowCloseRequested() { closeRequests += 1 }
    }

    /// Today's total as a history would have it, set by hand.
    final class FixedTodayTotal: TodayTotalReading {
        var total: Duration?
        /// How many times it was asked (each asking may read the history).
        private(set) var asked = 0
        var todayTotal: Duration? {
            asked += 1
            return total
        }
    }

    let core = CoreHarness()
    let service = FakePanelItemService()
    let source = InMemorySettings()
    let settings: SettingsModel
    let platform = FakePlatformServices()
    let window = FakeWindow()
    let panel: PanelItemViewModel

    init() {
        settings = SettingsModel(source: source)
        panel = PanelItemViewModel(
            service: service, settings: settings, deadlines: core.deadlines, localizer: SourceLocalizer(), store: core.store,
            timer: core.timer, window: window, platform: platform)
        panel.panelPresenceChanged(true)
    }

    /// Lets time pass: the deadlines' scheduler follows the core's clock.
    private func pass(_ duration: Duration) {
        core.advance(by: duration)
    }

    @Test func itShowsWhatTheCommandsAllowAndWakesOnlyWhileRunning() {
        panel.update(commands: [.toggle, .quit])
        #expect(service.current?.status == .passive)
        #expect(service.current?.menu.first?.title == "Start")
        #expect(service.current?.menu.first(where: { $0.title == "Lap" })?.isEnabled == false)
        #expect(!panel.isCounting)
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .lap, .quit])
        #expect(service.current?.status == .active)
        #expect(service.current?.menu.first(where: { $0.title == "Lap" })?.isEnabled == true)
        #expect(panel.isCounting)
        pass(.milliseconds(999))
        #expect(service.current?.label == "00:00", "not before the second turns")
        pass(.milliseconds(2))
        #expect(service.current?.label == "00:01")
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .reset, .quit])
        #expect(!panel.isCounting, "paused, nothing wakes")
    }

    @Test func theTooltipSaysTodaysTotalOnceAPanelShowsItAndItIsKnownAndAMinuteOrMore() {
        let today = FixedTodayTotal()
        let item = PanelItemViewModel(
            service: service, settings: settings, deadlines: core.deadlines, localizer: SourceLocalizer(), store: core.store,
            timer: core.timer, window: window, platform: platform, today: today)
        today.total = .seconds(2 * 3600)
        core.useCases.toggle.execute()
        item.update(commands: [.toggle, .lap, .quit])
        #expect(service.current?.tooltipText == "00:00 · Lap 1")
        #expect(today.asked == 0, "no panel shows the item: today's total not asked (the history not opened for it)")
        today.total = nil
        item.panelPresenceChanged(true)
        #expect(today.asked == 1)
        #expect(service.current?.tooltipText == "00:00 · Lap 1", "not known yet")
        today.total = .seconds(59)
        item.todayTotalChanged()
        #expect(service.current?.tooltipText == "00:00 · Lap 1", "under a minute")
        today.total = .seconds(2 * 3600 + 5 * 60)
        item.todayTotalChanged()
        #expect(service.current?.tooltipText == "00:00 · Lap 1\nToday 2 h 05 min")
    }

    @Test func aClickHidesTheWindowWhenItCanAndShowsItOtherwise() {
        panel.activate()
        #expect(platform.showCount == 1 && window.closeRequests == 0)
        window.canHideWindow = true
        panel.activate()
        #expect(platform.showCount == 1 && window.closeRequests == 1)
    }

    @Test func showInPanelOffTakesTheItemAwayAndWakesNothingUntilItIsOnAgain() {
        panel.update(commands: [.toggle, .lap, .quit])
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .lap, .quit])
        #expect(panel.isCounting)
        settings.choose(.showsInPanel(false))
        #expect(service.events.last == .removed)
        #expect(panel.item == nil)
        #expect(!panel.isCounting, "nothing shown, nothing to wake for")
        pass(.seconds(3))
        #expect(service.events.last == .removed)
        source.changeFromOutside(AppSettings(showsInPanel: true))
        #expect(service.current?.label == "00:03", "gsettings set, at once")
        #expect(!panel.isCounting, "until a panel takes the item again")
        panel.panelPresenceChanged(true)
        #expect(panel.isCounting)
    }

    @Test func theSecondsFollowTheCurrentStopwatch() {
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .lap, .quit])
        pass(.milliseconds(500))
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .lap, .quit])
        pass(.milliseconds(999))
        #expect(service.current?.label == "00:00", "the new one's second has not turned")
        pass(.milliseconds(1))
        #expect(service.current?.label == "00:01")
        #expect(core.scheduler.waitingCount == 1, "one wake for the panel, on the current one's seconds")
    }
}

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

    let core = CoreHarness()
    let scheduler = ManualScheduler()
    let service = FakePanelItemService()
    let settings = InMemorySettings()
    let platform = FakePlatformServices()
    let window = FakeWindow()
    let panel: PanelItemViewModel

    init() {
        panel = PanelItemViewModel(
            service: service, settings: settings, scheduler: scheduler, localizer: SourceLocalizer(), store: core.store,
            timer: core.timer, window: window, platform: platform)
        panel.panelPresenceChanged(true)
    }

    private func pass(_ duration: Duration) {
        core.advance(by: duration)
        scheduler.advance(by: duration)
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

    @Test func aClickHidesTheWindowWhenItCanAndShowsItOtherwise() {
        panel.activate()
        #expect(platform.showCount == 1 && window.closeRequests == 0)
        window.canHideWindow = true
        panel.activate()
        #expect(platform.showCount == 1 && window.closeRequests == 1)
    }

    @Test func switchingShowInPanelTellsEveryListenerAndIsSaved() {
        var told = (0, 0)
        panel.changes.add { told.0 += 1 }
        panel.changes.add { told.1 += 1 }
        panel.toggleShown()
        #expect(told == (1, 1))
        #expect(panel.item == nil)
        #expect(service.events.last == .removed)
        #expect(settings.saved?.showsInPanel == false)
    }

    @Test func showInPanelChangedFromOutsideAppliesAtOnceAndTellsTheMenu() {
        var told = 0
        panel.changes.add { told += 1 }
        panel.update(commands: [.toggle, .quit])
        #expect(service.current != nil)
        settings.changeFromOutside(AppSettings(showsInPanel: false))
        #expect(service.events.last == .removed)
        #expect(panel.item == nil)
        #expect(panel.settings.showsInPanel == false)
        #expect(told == 1)
        settings.changeFromOutside(AppSettings(showsInPanel: false))
        #expect(told == 1, "the same settings again change nothing")
        settings.changeFromOutside(AppSettings(showsInPanel: true))
        #expect(service.current?.menu.first?.title == "Start")
        #expect(told == 2)
        #expect(settings.saveCount == 0, "a change from outside is not written back")
    }

    @Test func switchingShowInPanelNeverUndoesAnotherKeyChangedFromOutside() {
        settings.changeFromOutside(AppSettings(keepsAwake: true))
        panel.toggleShown()
        #expect(settings.saved == AppSettings(showsInPanel: false, keepsAwake: true))
    }
}

import StopwatchCore

/// How the window shows the stopwatch: regular, full screen (for this run), or compact (kept
/// in the settings). Both show Home's time alone: Home comes back before either shows.
///
/// A part of ``AppViewModel``, which sends it the ``WindowModeCommand``s; ``changes`` tells
/// when its ``viewState`` changed, from here or from the settings (`gsettings set … compact`).
@MainActor
final class WindowMode {
    /// Told when the mode changed.
    let changes = ObserverList<Void>()
    private(set) var viewState: WindowModeViewState
    private let settings: SettingsReading & SettingsChoosing
    private weak var screens: ScreenNavigation?
    private let subscriptions = Subscriptions()

    init(settings: SettingsReading & SettingsChoosing, screens: ScreenNavigation) {
        self.settings = settings
        self.screens = screens
        viewState = WindowModeViewState(isCompact: settings.settings.isCompact)
        subscriptions.keep(
            settings.observe(\.isCompact) { [weak self] isCompact in
                guard let self else { return }
                viewState.isCompact = isCompact
                changes.notify(())
            }, removedBy: settings.removeObserver)
    }

    /// Does what a mode command asks; the app ViewModel checked that it applies.
    func send(_ command: WindowModeCommand) {
        switch command {
        case .toggleFullScreen: showFullScreen(!viewState.isFullScreen)
        case .leaveFullScreen: showFullScreen(false)
        case .toggleCompact:
            if !viewState.isCompact { screens?.popToHome() }
            settings.choose(.compact(!viewState.isCompact))
        }
    }

    private func showFullScreen(_ on: Bool) {
        guard on != viewState.isFullScreen else { return }
        if on { screens?.popToHome() }
        viewState.isFullScreen = on
        changes.notify(())
    }
}

extension WindowMode: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.mode = viewState
    }
}

extension WindowMode: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.mode = viewState
    }
}

import StopwatchCore

/// The Preferences window: its rows while it is open (``PreferencesMapper``), each choice
/// made through the settings at once; and the menu's "Show in Panel".
///
/// A part of ``AppViewModel``, given the settings model and the idle port (without an idle
/// service, "Away after" is greyed, with why). A change from outside (`gsettings
/// set`) shows in the open window at once; the parts that follow a setting (the screens'
/// time style, the panel, the screen kept awake, the lock, the window's mode) hear it from
/// the settings model themselves.
@MainActor
public final class PreferencesViewModel {
    /// Told when the window opened, closed or shows something new.
    let changes = ObserverList<Void>()
    private let settings: SettingsReading & SettingsChoosing
    private let mapper: PreferencesMapper
    private let idleMonitor: IdleMonitor?
    private let subscriptions = Subscriptions()
    /// Whether the window is open.
    private var isOpen = false

    init(settings: SettingsReading & SettingsChoosing, idleMonitor: IdleMonitor?, localizer: Localizer) {
        self.settings = settings
        self.idleMonitor = idleMonitor
        mapper = PreferencesMapper(localizer: localizer)
        // The window shows most keys: any change, told once however many keys it changed.
        subscriptions.keep(settings.observe(\.self) { [weak self] _ in self?.settingsChanged() }, removedBy: settings.removeObserver)
    }

    /// The window's rows while it is open; `nil` while it is closed.
    public var viewState: PreferencesViewState? {
        isOpen ? mapper.map(settings.settings, watchesIdleness: idleMonitor.map { $0.unavailability == nil } ?? false) : nil
    }

    /// Does what a preferences command asks; the app ViewModel checked that it applies.
    func send(_ command: PreferencesCommand) {
        switch command {
        case .show: setOpen(true)
        case .close: setOpen(false)
        case .choose(let preference): settings.choose(preference)
        case .toggleShowInPanel: settings.choose(.showsInPanel(!settings.settings.showsInPanel))
        }
    }

    private func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        changes.notify(())
    }

    private func settingsChanged() {
        if isOpen { changes.notify(()) }
    }
}

extension PreferencesViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isPreferencesOpen = viewState != nil
    }
}

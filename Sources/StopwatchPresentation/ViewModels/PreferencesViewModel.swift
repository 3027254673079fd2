import StopwatchCore

/// The Preferences window and the time style: what the user chose, kept in the settings
/// (GSettings on the desktop), the window's rows while it is open, and the ``TimeStyle`` the
/// screens follow.
///
/// A part of ``AppViewModel``, given the settings port. A choice is saved at once; a change
/// from outside (`gsettings set`) shows at once, in the window and on the screens. The other
/// parts that follow a setting (the panel, the screen kept awake, the lock) hear the change
/// from the settings port themselves.
@MainActor
public final class PreferencesViewModel {
    /// Told the new style when the precision or the big number changed, from here or outside.
    let styleChanges = ObserverList<TimeStyle>()
    /// Told when the window opened, closed or shows something new.
    let changes = ObserverList<Void>()
    private let source: SettingsDataSource?
    private let mapper: PreferencesMapper
    /// The settings as last loaded or chosen.
    public private(set) var settings: AppSettings
    /// Whether the window is open.
    private var isOpen = false

    init(settings source: SettingsDataSource?, localizer: Localizer) {
        self.source = source
        mapper = PreferencesMapper(localizer: localizer)
        settings = source?.load() ?? .defaults
        source?.observeChanges { [weak self] changed in self?.settingsChanged(changed) }
    }

    /// The style the screens show times in.
    public var timeStyle: TimeStyle { settings.timeStyle }

    /// The window's rows while it is open; `nil` while it is closed.
    public var viewState: PreferencesViewState? {
        isOpen ? mapper.map(settings) : nil
    }

    func open() {
        guard !isOpen else { return }
        isOpen = true
        changes.notify(())
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        changes.notify(())
    }

    /// Makes `preference` and saves it; the window and the screens show it at once.
    func choose(_ preference: Preference) {
        let chosen = preference.applied(to: settings)
        guard chosen != settings else { return }
        source?.save(chosen)
        // As saved: the port may also tell the change, which then changes nothing.
        settingsChanged(source?.load() ?? chosen)
    }

    private func settingsChanged(_ changed: AppSettings) {
        guard changed != settings else { return }
        let styleChanged = changed.timeStyle != settings.timeStyle
        settings = changed
        if styleChanged { styleChanges.notify(changed.timeStyle) }
        changes.notify(())
    }
}

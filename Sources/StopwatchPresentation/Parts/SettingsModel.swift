import StopwatchCore

/// The settings, in one place (ARCHITECTURE.md, "The settings"): loaded once, written
/// only here, and told to the parts that follow them, key by key.
///
/// A choice made in the app (the Preferences window, the menu's switches, Ctrl+M) holds at
/// once and is saved through the ``SettingsDataSource``; a change from outside (`gsettings
/// set`) comes back through it and holds at once too. A part follows the keys it needs with
/// ``observe(_:_:)`` and is told only when one of them changes, never of its own value
/// again: the source telling the app's own save changes nothing.
@MainActor
final class SettingsModel: SettingsReading, SettingsChoosing {
    public private(set) var settings: AppSettings
    private let source: SettingsDataSource?
    /// Told after any key changed, once the parts that follow it were.
    let changes = ObserverList<Void>()
    private let observers = ObserverList<(old: AppSettings, new: AppSettings)>()
    private let subscriptions = Subscriptions()

    public init(source: SettingsDataSource?) {
        self.source = source
        settings = source?.load() ?? .defaults
        subscriptions.keep(
            source?.changes.add { [weak self] changed in self?.apply(changed) },
            removedBy: { [source] in source?.changes.remove($0) })
    }

    public func observe<Value: Equatable>(_ key: KeyPath<AppSettings, Value>, _ observer: @escaping (Value) -> Void) -> ObserverToken {
        observers.add { change in
            let value = change.new[keyPath: key]
            if value != change.old[keyPath: key] { observer(value) }
        }
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Makes `preference`, at once, and keeps it.
    public func choose(_ preference: Preference) {
        let chosen = preference.applied(to: settings)
        guard chosen != settings else { return }
        apply(chosen)
        source?.save(chosen)
    }

    private func apply(_ changed: AppSettings) {
        guard changed != settings else { return }
        let old = settings
        settings = changed
        observers.notify((old, changed))
        changes.notify(())
    }
}

extension SettingsModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.settings = settings
    }
}

import StopwatchCore

/// What a part that follows a setting needs: the settings as they are, and to be told when
/// the one it follows changes. ``SettingsModel`` is it.
@MainActor
public protocol SettingsReading: AnyObject {
    var settings: AppSettings { get }
    /// Calls `observer` with the value at `key` each time it changes, from now on, until
    /// ``removeObserver(_:)``.
    func observe<Value: Equatable>(_ key: KeyPath<AppSettings, Value>, _ observer: @escaping (Value) -> Void) -> ObserverToken
    func removeObserver(_ token: ObserverToken)
}

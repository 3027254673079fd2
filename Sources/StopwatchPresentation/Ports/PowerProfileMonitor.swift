import StopwatchCore

/// Whether the desktop asks apps to save power: GLib's `GPowerProfileMonitor` in the GTK
/// frontend (the power saver profile, or a low battery).
@MainActor
public protocol PowerProfileMonitor: AnyObject {
    /// Whether power saving is on now.
    var isPowerSaverEnabled: Bool { get }
    /// Told each time power saving is turned on or off.
    var powerSaverChanges: ObserverList<Bool> { get }
}

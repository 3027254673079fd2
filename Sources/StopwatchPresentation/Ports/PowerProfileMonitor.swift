/// Whether the desktop asks apps to save power: GLib's `GPowerProfileMonitor` in the GTK
/// frontend (the power saver profile, or a low battery).
@MainActor
public protocol PowerProfileMonitor: AnyObject {
    /// Whether power saving is on now.
    var isPowerSaverEnabled: Bool { get }
    /// Calls `observer` each time power saving is turned on or off, from now on.
    func observe(_ observer: @escaping (_ isPowerSaverEnabled: Bool) -> Void)
}

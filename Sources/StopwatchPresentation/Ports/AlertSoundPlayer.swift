/// The desktop's sound, for alerts (ARCHITECTURE.md, "Told in time"): GSound through the
/// sound server on the desktop, the terminal's bell in a terminal.
@MainActor
public protocol AlertSoundPlayer: AnyObject {
    /// Plays `sound` now, over anything playing; never waits for it.
    func play(_ sound: AlertSound)
}

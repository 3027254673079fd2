/// The calendar clock, for anchors that must outlive the process (the state file's `saved_at`).
///
/// It can jump, forwards or backwards, when the user or NTP sets it.
public protocol WallClock: AnyObject {
    /// Time since the Unix epoch.
    func now() -> Duration
}

/// What the Mend Session dialog was given, as typed: when the session began and ended, its
/// stopwatch, its note, and a moment to split it at (empty: none). Any text may come in; the
/// ViewModel reads each as hostile input, and mends only what differs from what it showed.
public struct SessionMendInput: Hashable, Sendable {
    public var began: String
    public var ended: String
    public var stopwatch: String
    public var note: String
    public var splitAt: String

    public init(began: String, ended: String, stopwatch: String, note: String = "", splitAt: String = "") {
        self.began = began
        self.ended = ended
        self.stopwatch = stopwatch
        self.note = note
        self.splitAt = splitAt
    }
}

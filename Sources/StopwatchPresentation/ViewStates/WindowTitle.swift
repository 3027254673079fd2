/// The window as the rest of the desktop reads it (``WindowPresence``).
public struct WindowTitle: Equatable, Sendable {
    /// The app's name; while the window is not the active one, the elapsed time to the second
    /// before it.
    public var title: String
    /// What the window is, for a screen reader: "Stopwatch, paused at 3.20 seconds. Space
    /// starts or pauses." Kept as it is while the window is active.
    public var description: String

    public init(title: String = "", description: String = "") {
        self.title = title
        self.description = description
    }
}

/// How the window shows the stopwatch (``WindowMode``).
public struct WindowModeViewState: Equatable, Sendable {
    /// Just the time and the two buttons.
    public var isCompact: Bool
    /// The running time filling the screen.
    public var isFullScreen: Bool

    public init(isCompact: Bool = false, isFullScreen: Bool = false) {
        self.isCompact = isCompact
        self.isFullScreen = isFullScreen
    }
}

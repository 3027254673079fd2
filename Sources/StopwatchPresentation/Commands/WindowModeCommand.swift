/// The window's mode (``WindowMode``): full screen, or the compact window.
public enum WindowModeCommand: Hashable, Sendable, CaseIterable {
    /// Switch the compact window (just the time and the two buttons) on or off; remembered.
    case toggleCompact
    /// The running time filling the screen, or the window again.
    case toggleFullScreen
    /// Leave full screen (Escape).
    case leaveFullScreen

    public var name: String {
        switch self {
        case .toggleCompact: "compact"
        case .toggleFullScreen: "fullscreen"
        case .leaveFullScreen: "leave-fullscreen"
        }
    }
}

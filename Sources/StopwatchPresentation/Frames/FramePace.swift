/// How often a frontend draws the running time (ARCHITECTURE.md, "Time").
public enum FramePace: Equatable, Sendable {
    /// On every frame of the display.
    case everyFrame
    /// At most ten frames a second, each new second on time: the desktop asks to save power.
    case powerSaving
    /// One frame a second, on the second: times are shown to the whole second, and nothing
    /// between two seconds would change a pixel.
    case wholeSeconds
    /// Not at all: the window is not visible.
    case hidden
}

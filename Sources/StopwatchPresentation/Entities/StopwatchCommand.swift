/// The commands a frontend offers from buttons, keys and menus (PRODUCT.md §5).
public enum StopwatchCommand: Equatable, Hashable, Sendable, CaseIterable {
    /// Start, pause or resume, whichever applies.
    case toggle
    case lap
    case reset
    /// Show the Laps screen.
    case showLaps
    /// Back to Home.
    case back
    /// Copy the laps to the clipboard as a plain-text table.
    case copyLaps
    /// Save the laps as a CSV file.
    case exportLaps
}

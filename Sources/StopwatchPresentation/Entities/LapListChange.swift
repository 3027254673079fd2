/// How the rows of a ``LapRowList`` changed, in the terms a list widget applies (newest first).
public enum LapListChange: Equatable, Sendable {
    /// Nothing to redraw.
    case none
    /// `count` new rows at the top; then the rows at `changedPositions` (new positions) show
    /// something else, because a lap became or stopped being the best or worst.
    case inserted(count: Int, changedPositions: [Int])
    /// Anything else (reset, restore): redraw every row.
    case reloaded
}

import GtkInterop
import StopwatchPresentation

/// The column widths every row of a ``LapTable`` takes, in pixels, and what fits.
struct LapColumnLayout: Equatable {
    /// Pixels between two columns.
    static let gap: Int32 = 12
    /// Pixels between the title, the mark's icon and its word.
    static let titleSpacing: Int32 = 6
    /// The mark's icon, a symbolic icon at its usual size.
    static let markIconWidth = 16
    /// The headings' title column's natural width at the least, in characters: a wide window
    /// shows a table about as wide as GNOME's own lists, not one squeezed to its digits.
    static let titleCharacters = 16

    /// The rows' title column, in characters: the longest title's.
    var titleCharacters: Int
    var lapTime: Int
    var difference: Int
    var total: Int
    var fit: LapColumnFit
}

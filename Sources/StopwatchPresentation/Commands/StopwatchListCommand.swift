import StopwatchCore

/// What the list of stopwatches does (``StopwatchListViewModel``).
public enum StopwatchListCommand: Hashable, Sendable {
    /// Add a stopwatch, and make it current.
    case new
    /// Edit the current stopwatch's name in its row (with two or more).
    case rename
    /// The name typed for the stopwatch being renamed.
    case name(String)
    /// Stop renaming; the old name stays.
    case cancelRename
    /// Remove the current stopwatch (undoable).
    case remove
    /// Make the stopwatch `id` current.
    case select(StopwatchID)
    /// Make the stopwatch at this position (from 1) current: Alt+1…9.
    case switchTo(Int)
    case next
    case previous
    /// Move the current stopwatch one place up or down the list.
    case moveUp
    case moveDown
    /// The list as a screen of its own (a narrow window).
    case show

    public var name: String {
        switch self {
        case .new: "new-stopwatch"
        case .rename: "rename-stopwatch"
        case .name: "name-stopwatch"
        case .cancelRename: "cancel-rename"
        case .remove: "remove-stopwatch"
        case .select: "select-stopwatch"
        case .switchTo: "switch-to-stopwatch"
        case .next: "next-stopwatch"
        case .previous: "previous-stopwatch"
        case .moveUp: "move-stopwatch-up"
        case .moveDown: "move-stopwatch-down"
        case .show: "show-stopwatches"
        }
    }

    /// Whether it is a position's own key (1…9 in the terminal), which a focused widget
    /// may take first.
    var isSwitchToPosition: Bool {
        switch self {
        case .switchTo: true
        case .new, .rename, .name, .cancelRename, .remove, .select, .next, .previous, .moveUp, .moveDown, .show: false
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .show: true
        case .new, .rename, .name, .cancelRename, .remove, .select, .switchTo, .next, .previous, .moveUp, .moveDown: false
        }
    }
}

/// What changed in the collection of stopwatches, as its observers are told: most changes
/// are a lap, which no list, menu or notification of other stopwatches needs to look at.
public enum StopwatchChange: Equatable, Sendable {
    /// One stopwatch's laps or times changed, its status did not (a lap).
    case laps(StopwatchID)
    /// One stopwatch started, paused, resumed or was reset, or its time was corrected.
    case status(StopwatchID)
    /// The list itself: a stopwatch added, removed, renamed or moved, another one current,
    /// a stopwatch's alerts or goal set, or all of them restored. (Alerts and goals are set
    /// seldom: a change of their own would be one more case for every observer to tell apart.)
    case list

    /// What two changes told as one amount to.
    func merged(with other: StopwatchChange) -> StopwatchChange {
        switch (self, other) {
        case (.list, _), (_, .list): .list
        // Two stopwatches changed: the list may look different.
        case (.laps(let id), .laps(let otherID)), (.laps(let id), .status(let otherID)), (.status(let id), .laps(let otherID)),
            (.status(let id), .status(let otherID)):
            id != otherID ? .list : self.changesList || other.changesList ? .status(id) : .laps(id)
        }
    }

    /// Whether the list of stopwatches (names, statuses, order, the current one) may look
    /// different: anything but a lap.
    public var changesList: Bool {
        switch self {
        case .laps: false
        case .status, .list: true
        }
    }
}

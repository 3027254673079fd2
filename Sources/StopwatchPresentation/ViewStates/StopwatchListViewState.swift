import StopwatchCore

/// The list of stopwatches as every frontend shows it.
public struct StopwatchListViewState: Equatable, Sendable {
    public var placement: StopwatchListPlacement
    public var rows: [StopwatchRow]
    /// The stopwatches running on the other machines of a sync folder, under this machine's
    /// (ARCHITECTURE.md, "On every machine"); they alone bring the list with one stopwatch here.
    public var elsewhere: [ElsewhereRow]
    /// "On Other Machines": what is said above them.
    public var elsewhereTitle: String
    /// The stopwatch whose name is being edited in its row, if any.
    public var renaming: StopwatchID?
    /// Why the last name given was refused ("Another stopwatch is named “Tea”"), until the
    /// next try.
    public var renameProblem: String?
    /// "Stopwatches": the list's name and its screen's title.
    public var title: String
    /// How many characters the name being typed may hold: more than a name may have
    /// (``StopwatchName/maximumLength``), so a name too long is refused saying why rather
    /// than cut short as it is typed; bounded, so a paste of a whole file is cut.
    public let nameInputLimit = StopwatchName.maximumLength * 10 / 3
    /// "New Stopwatch", "Rename", "Remove": the list's own controls.
    public var newLabel: String
    public var renameLabel: String
    public var removeLabel: String

    public init(
        placement: StopwatchListPlacement, rows: [StopwatchRow], elsewhere: [ElsewhereRow] = [], renaming: StopwatchID? = nil,
        renameProblem: String? = nil, title: String = "", elsewhereTitle: String = "", newLabel: String = "",
        renameLabel: String = "", removeLabel: String = ""
    ) {
        self.placement = placement
        self.rows = rows
        self.elsewhere = elsewhere
        self.elsewhereTitle = elsewhereTitle
        self.renaming = renaming
        self.renameProblem = renameProblem
        self.title = title
        self.newLabel = newLabel
        self.renameLabel = renameLabel
        self.removeLabel = removeLabel
    }

    /// The current stopwatch's row.
    public var current: StopwatchRow? { rows.first { $0.isCurrent } }
}

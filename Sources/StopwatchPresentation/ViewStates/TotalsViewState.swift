import StopwatchCore

/// What the Totals screen shows (ARCHITECTURE.md, "Where the time went").
public struct TotalsViewState: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        /// Reading the history; nothing to show yet.
        case loading
        /// Today, this week, the bars and the table.
        case overview(TotalsOverview)
        /// A page with a title and a sentence instead: the history cannot be read.
        case placeholder(title: String, explanation: String)
    }

    /// What the bars and the rows sum: days, weeks or months.
    public var period: TotalsPeriod
    /// The switch between them: each period with its label ("Days", "Weeks", "Months").
    public var periodChoices: [TotalsPeriodChoice]
    /// Whose time it counts, with a sync folder's other machines: all, this one, or each
    /// other one; none without other machines.
    public var machineChoices: [TotalsMachineChoice]
    /// The choice's name ("Computer"), and the chosen one as a screen reader names the menu's
    /// button ("Computer: laptop").
    public var machineMenuTitle: String
    public var machineMenuSpoken: String
    public var content: Content
    /// Saves the days shown as CSV.
    public var export: CommandButton

    /// The rows of its table: none while loading or with a placeholder.
    public var rowCount: Int {
        if case .overview(let overview) = content { overview.rows.count } else { 0 }
    }

    public init(
        period: TotalsPeriod, periodChoices: [TotalsPeriodChoice], machineChoices: [TotalsMachineChoice] = [],
        machineMenuTitle: String = "", machineMenuSpoken: String = "", content: Content, export: CommandButton
    ) {
        self.machineChoices = machineChoices
        self.machineMenuTitle = machineMenuTitle
        self.machineMenuSpoken = machineMenuSpoken
        self.export = export
        self.period = period
        self.periodChoices = periodChoices
        self.content = content
    }
}

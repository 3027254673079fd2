import StopwatchCore

/// The Totals screen's own commands (``TotalsViewModel``): what its bars sum, and its export.
public enum TotalsScreenCommand: Hashable, Sendable, CaseIterable {
    /// Bars and rows for the last seven days, weeks or months.
    case by(TotalsPeriod)
    /// Save the days shown as a CSV file, one row a day and stopwatch.
    case export

    public static var allCases: [TotalsScreenCommand] { TotalsPeriod.allCases.map { .by($0) } + [.export] }

    public var name: String {
        switch self {
        case .by(let period): "totals-by-" + period.rawValue
        case .export: "export-totals"
        }
    }
}

import StopwatchCore

/// The Totals screen's own commands (``TotalsViewModel``): what its bars sum, and its export.
public enum TotalsScreenCommand: Hashable, Sendable, CaseIterable {
    /// Bars and rows for the last seven days, weeks or months.
    case by(TotalsPeriod)
    /// Save the days shown as a CSV file, one row a day and stopwatch.
    case export
    /// Count every machine of a sync folder, this one, or one other
    /// (`totals-machine ''`, `'this'`, or the machine's id).
    case machine(MachineChoice)

    public static var allCases: [TotalsScreenCommand] { TotalsPeriod.allCases.map { .by($0) } + [.export] }

    public var name: String {
        switch self {
        case .by(let period): "totals-by-" + period.rawValue
        case .export: "export-totals"
        case .machine: "totals-machine"
        }
    }

    /// The argument of `totals-machine` that names `choice`.
    public static func argument(of choice: MachineChoice) -> String {
        switch choice {
        case .all: ""
        case .this: "this"
        case .other(let machine): machine.text
        }
    }

    /// The choice an argument of `totals-machine` names; `nil` for one that names none.
    public static func machineChoice(_ argument: String) -> MachineChoice? {
        switch argument {
        case "": .all
        case "this": .this
        default: MachineID(argument).map(MachineChoice.other)
        }
    }
}

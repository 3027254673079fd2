import StopwatchCore

/// One choice of the Totals screen's machines, with a sync folder (ARCHITECTURE.md, "On every
/// machine"): "All computers", "This computer", "laptop"; chosen or not.
public struct TotalsMachineChoice: Equatable, Sendable {
    public let machine: MachineChoice
    public let label: String
    public let isChosen: Bool
    /// The command that chooses it.
    public var command: AppCommand { .totals(.machine(machine)) }

    public init(machine: MachineChoice, label: String, isChosen: Bool) {
        self.machine = machine
        self.label = label
        self.isChosen = isChosen
    }
}

import StopwatchCore

/// One choice of the Totals screen's switch: a period and its label, "Days".
public struct TotalsPeriodChoice: Equatable, Sendable {
    public let period: TotalsPeriod
    public let label: String
    /// The command that chooses it.
    public var command: AppCommand { .totals(.by(period)) }

    public init(period: TotalsPeriod, label: String) {
        self.period = period
        self.label = label
    }
}

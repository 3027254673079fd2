/// Which time the display shows large (the `big-number` preference): the stopwatch's total
/// (the default) or the lap in progress; the other is shown small beneath it.
public enum BigNumber: String, CaseIterable, Equatable, Sendable {
    case total
    case lap
}

/// How finely times are shown (the `precision` preference): to the hundredth (the default),
/// the tenth, or the whole second. Times are kept to the millisecond whatever is shown, and
/// exports keep them so.
public enum TimePrecision: String, CaseIterable, Equatable, Sendable {
    case hundredths
    case tenths
    case seconds

    /// How many digits follow the decimal point: 2, 1 or none.
    public var fractionDigits: Int {
        switch self {
        case .hundredths: 2
        case .tenths: 1
        case .seconds: 0
        }
    }

    /// The smallest step shown.
    public var step: Duration {
        switch self {
        case .hundredths: .milliseconds(10)
        case .tenths: .milliseconds(100)
        case .seconds: .seconds(1)
        }
    }
}

/// How the user chose to see times: how finely (``TimePrecision``) and which one large
/// (``BigNumber``).
public struct TimeStyle: Equatable, Sendable {
    public var precision: TimePrecision
    public var bigNumber: BigNumber

    public init(precision: TimePrecision = .hundredths, bigNumber: BigNumber = .total) {
        self.precision = precision
        self.bigNumber = bigNumber
    }

    /// Hundredths, the total large: what the app showed before there was a choice.
    public static let standard = TimeStyle()
}

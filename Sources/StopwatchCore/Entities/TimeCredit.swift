/// Time that counts at one instant rather than over a span: a correction (on the day it was
/// made; negative when time was taken away), or a session kept from before spans were
/// recorded (on the day it started).
public struct TimeCredit: Equatable, Sendable {
    public let stopwatch: String
    public let at: Duration
    public let amount: Duration

    public init(stopwatch: String, at: Duration, amount: Duration) {
        self.stopwatch = stopwatch
        self.at = at
        self.amount = amount
    }
}

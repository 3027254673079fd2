/// The heading over a day's first session in History: the day as people say it and the sum
/// of the sessions listed under it.
public struct HistoryDayHeading: Hashable, Sendable {
    /// "Today", "Yesterday", "Saturday 28 November".
    public let day: String
    /// The sum of the day's sessions listed, as their totals are written, "1:25:00.00".
    public let total: String
    /// The heading in words, for assistive technology: "Today, 3 sessions, 1 hour 25 minutes".
    public let spoken: String

    public init(day: String, total: String, spoken: String) {
        self.day = day
        self.total = total
        self.spoken = spoken
    }
}

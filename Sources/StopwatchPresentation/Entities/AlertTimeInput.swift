/// What the user set in the Alerts window for a time or an interval: hours, minutes and
/// seconds. Any numbers may come in; the window's ViewModel bounds them.
public struct AlertTimeInput: Hashable, Sendable {
    public var hours: Int
    public var minutes: Int
    public var seconds: Int

    public init(hours: Int = 0, minutes: Int = 0, seconds: Int = 0) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }
}

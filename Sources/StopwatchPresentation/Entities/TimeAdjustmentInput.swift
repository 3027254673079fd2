/// What the user set in the Adjust Time dialog: whether to add or take away, and how much.
/// Any numbers may come in; the dialog's ViewModel bounds them.
public struct TimeAdjustmentInput: Hashable, Sendable {
    public var takesAway: Bool
    public var hours: Int
    public var minutes: Int
    public var seconds: Int

    public init(takesAway: Bool = false, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) {
        self.takesAway = takesAway
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }
}

/// What the user set in the Adjust Time dialog: whether to add or take away, and how much; or,
/// when it asks when, how long ago or the moment typed ("Stopped at 14:05"). Any numbers and
/// any text may come in; the dialog's ViewModel bounds and reads them.
public struct TimeAdjustmentInput: Hashable, Sendable {
    public var takesAway: Bool
    public var hours: Int
    public var minutes: Int
    public var seconds: Int
    /// The moment typed, instead of how long ago ("14:05", "yesterday 14:05"); `nil`: the fields.
    public var at: String?

    public init(takesAway: Bool = false, hours: Int = 0, minutes: Int = 0, seconds: Int = 0, at: String? = nil) {
        self.at = at
        self.takesAway = takesAway
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }
}

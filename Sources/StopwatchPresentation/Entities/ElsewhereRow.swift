/// A stopwatch running on another machine, as every frontend shows it beside the list and the
/// panel in its tooltip: "Writing · running on laptop · 1:02:13".
public struct ElsewhereRow: Equatable, Sendable {
    /// The stopwatch's name there.
    public let name: String
    /// "running on laptop", or "last seen on laptop" when that machine has been silent ten
    /// minutes.
    public let place: String
    /// "1:02:13": to the second, as the list's rows; what it last had when last seen.
    public let time: String
    /// Whether it is shown as running (its time moving).
    public let isRunning: Bool
    /// All of it on one line.
    public var text: String { name + " · " + place + " · " + time }
    /// What a screen reader says of it: "Writing, running on laptop, 1 hour, 2 minutes, 13 seconds".
    public let spokenDescription: String

    public init(name: String, place: String, time: String, isRunning: Bool, spokenDescription: String) {
        self.name = name
        self.place = place
        self.time = time
        self.isRunning = isRunning
        self.spokenDescription = spokenDescription
    }
}

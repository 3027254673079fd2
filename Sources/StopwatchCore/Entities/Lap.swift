/// One completed lap as the rest of the app sees it: its number, its duration, its mark and
/// its note.
///
/// Laps are stored as bare durations in ``LapHistory``; a `Lap` is built on demand, because
/// its mark changes whenever a later lap becomes the new best or worst.
public struct Lap: Equatable, Hashable, Sendable {
    /// 1 for the first lap completed.
    public let number: Int
    public let duration: Duration
    /// The elapsed time at the moment this lap was completed.
    public let total: Duration
    public let mark: LapMark
    /// What the user noted of it ("the hill"), if anything.
    public let note: LapNote?

    public init(number: Int, duration: Duration, total: Duration, mark: LapMark, note: LapNote? = nil) {
        self.number = number
        self.duration = duration
        self.total = total
        self.mark = mark
        self.note = note
    }
}

/// A past session as mends see it (ARCHITECTURE.md, "Mends"), on any machine: when it ran, its
/// corrections, its stopwatch, its note and where its laps ended. What ``PastMends`` changes.
public struct MendableSession: Equatable, Sendable {
    /// A note is at most this many characters.
    public static let maximumNoteLength = 1_000

    public let ref: SessionRef
    /// The machine it ran on: its reference's, but for a part split off on another machine,
    /// whose number is that machine's own (one stopwatch's sessions of one machine never
    /// overlap, whoever mended them).
    public let ranOn: MachineID
    public var stopwatchName: String
    public var note: String
    /// Its spans (when it ran, by its machine's wall clock) and its corrections.
    public var runLog: RunLog
    /// The time on it at the end of each lap, in order: laps go with their side of a split.
    /// Empty when only their number is known (another machine's).
    public var lapTotals: [Duration]

    public init(
        ref: SessionRef, stopwatchName: String, note: String = "", runLog: RunLog, lapTotals: [Duration] = [],
        ranOn: MachineID? = nil
    ) {
        self.ref = ref
        self.ranOn = ranOn ?? ref.machine
        self.stopwatchName = stopwatchName
        self.note = note
        self.runLog = runLog
        self.lapTotals = lapTotals
    }

    /// When it began: its first span's start (`nil` with no span).
    public var begin: Duration? { runLog.spans.first?.start }
    /// When it ended: its last span's end.
    public var end: Duration? { runLog.spans.last?.end }

    /// Its time: what it ran and its corrections, never below zero.
    public var elapsed: Duration {
        let ran = runLog.spans.reduce(Duration.zero) { $0 + ($1.end - $1.start) }
        return TimeBounds.clampElapsed(runLog.credits.reduce(ran) { $0 + $1.amount })
    }

    /// Whether it ran at some moment of `begin ..< end` (both `nil`-free).
    func meets(begin other: Duration, end otherEnd: Duration) -> Bool {
        guard let begin, let end else { return false }
        return begin < otherEnd && other < end
    }
}

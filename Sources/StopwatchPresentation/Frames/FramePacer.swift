/// Which frames draw the running time while the desktop saves power
/// (``FramePace/powerSaving``), given the times of the display's frames: a new second, or any
/// change other than the running time, at once; the hundredths alone at most once every
/// `interval`. Times are in microseconds of a monotonic clock.
@MainActor
public struct FramePacer: Sendable {
    /// At most ten frames a second (ARCHITECTURE.md, "Time"): 105 ms apart, so that a new second drawn
    /// at once and the frames of the hundredths between two seconds are never more than ten.
    public static let powerSaving = FramePacer(interval: 105_000)

    public let interval: Int64
    private var nextFrame: Int64?

    public init(interval: Int64) {
        self.interval = max(0, interval)
    }

    /// Whether a frame at `now` draws `change`; when it does, the next is scheduled.
    public mutating func isFrameDue(for change: ViewStateChange, at now: Int64) -> Bool {
        if change == .runningTime, let nextFrame, now < nextFrame { return false }
        frameDrawn(at: now)
        return true
    }

    /// A frame was drawn at `now` for another reason (the view came back on screen): the next
    /// frame of the hundredths is one interval after it.
    public mutating func frameDrawn(at now: Int64) {
        nextFrame = now &+ interval
    }
}

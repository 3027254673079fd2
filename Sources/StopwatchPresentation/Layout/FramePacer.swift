/// When a view draws a change of its state, given the times of the ticks: a new second, or
/// anything other than the running time, at once; the hundredths alone on average once every
/// `interval`, never twice within `minimumGap`.
///
/// Frames of the hundredths follow a fixed schedule rather than the last frame, and each new
/// second starts it again: with 10 ms ticks and a 77 ms interval they come 70 or 80 ms apart,
/// 13 a second, and the last digit of the hundredths takes every value; at a steady 50 ms it
/// would only alternate between two. Times are in microseconds of a monotonic clock.
public struct FramePacer: Sendable {
    public let interval: Int64
    public let minimumGap: Int64
    private var nextFrame: Int64?

    public init(interval: Int64, minimumGap: Int64) {
        self.interval = max(0, interval)
        self.minimumGap = min(max(0, minimumGap), self.interval)
    }

    /// Whether a frame showing `change` is due at `now`; when it is, the next is scheduled.
    public mutating func isFrameDue(for change: ViewStateChange, at now: Int64) -> Bool {
        guard change == .runningTime else {
            frameDrawn(at: now)
            return true
        }
        let scheduled = nextFrame ?? now
        guard now >= scheduled else { return false }
        // After a stall the schedule starts again from now rather than catching up.
        nextFrame = max(scheduled &+ interval, now &+ minimumGap)
        return true
    }

    /// A frame was drawn at `now` for another reason (the view came back on screen): the next
    /// frame of the hundredths is one interval after it.
    public mutating func frameDrawn(at now: Int64) {
        nextFrame = now &+ interval
    }
}

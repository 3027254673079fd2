/// When a view draws a running time that a tick moves on, given the times of the ticks: on
/// average once every `interval`, never twice within `minimumGap`.
///
/// Frames follow a fixed schedule rather than the last frame, so with 10 ms ticks and a 55 ms
/// interval they come alternately 50 and 60 ms apart and the last digit of the hundredths
/// takes every value in turn; at a steady 50 ms it would only alternate between two. Times
/// are in microseconds of a monotonic clock.
public struct FramePacer: Sendable {
    public let interval: Int64
    public let minimumGap: Int64
    private var nextFrame: Int64?

    public init(interval: Int64, minimumGap: Int64) {
        self.interval = max(0, interval)
        self.minimumGap = min(max(0, minimumGap), self.interval)
    }

    /// Whether a frame of the running time is due at `now`; when it is, the next is scheduled.
    public mutating func isFrameDue(at now: Int64) -> Bool {
        let scheduled = nextFrame ?? now
        guard now >= scheduled else { return false }
        // After a stall the schedule starts again from now rather than catching up.
        nextFrame = max(scheduled &+ interval, now &+ minimumGap)
        return true
    }

    /// A frame was drawn at `now` for another reason (a lap, a pause): the next frame of the
    /// running time is one interval after it.
    public mutating func frameDrawn(at now: Int64) {
        nextFrame = now &+ interval
    }
}

/// One lap as stored: its duration and the elapsed time at its end. Plain data: its note is
/// kept beside it, in its leaf.
struct LapSlot: Equatable, Sendable {
    let duration: Duration
    let total: Duration
}

/// A stopwatch just removed, with what undoing the removal needs: where it was, whether it
/// was current, and the session it ended in the history (if it had time on it).
public struct RemovedStopwatch: Equatable, Sendable {
    public let member: NamedStopwatch
    public let index: Int
    public let wasCurrent: Bool
    public let session: Session?

    public init(member: NamedStopwatch, index: Int, wasCurrent: Bool, session: Session?) {
        self.member = member
        self.index = index
        self.wasCurrent = wasCurrent
        self.session = session
    }
}

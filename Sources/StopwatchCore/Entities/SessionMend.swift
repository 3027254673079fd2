/// One correction of a past session, by any machine (ARCHITECTURE.md, "Mends"): written only to the
/// folder of the machine that made it, and applied by every machine in the order of its
/// ``MendStamp`` (``PastMends``), so that all of them keep the same history.
public struct SessionMend: Hashable, Sendable {
    public let stamp: MendStamp
    /// The session it mends, of any machine.
    public let session: SessionRef
    public let change: MendChange

    public init(stamp: MendStamp, session: SessionRef, change: MendChange) {
        self.stamp = stamp
        self.session = session
        self.change = change
    }
}

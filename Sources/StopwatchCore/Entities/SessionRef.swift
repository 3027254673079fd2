/// A session on any machine (ARCHITECTURE.md, "Mends"): the machine it ran on and its number there.
/// Numbers are each machine's own, so a mend names both; this machine's own sessions carry
/// its own id.
public struct SessionRef: Hashable, Comparable, Sendable {
    public let machine: MachineID
    public let id: SessionID

    public init(machine: MachineID, id: SessionID) {
        self.machine = machine
        self.id = id
    }

    public static func < (lhs: SessionRef, rhs: SessionRef) -> Bool {
        (lhs.machine, lhs.id) < (rhs.machine, rhs.id)
    }
}

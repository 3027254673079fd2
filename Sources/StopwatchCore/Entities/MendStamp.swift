/// When a mend was made, in an order every machine agrees on without trusting any wall clock
/// (ARCHITECTURE.md, "Mends"): a logical clock (a machine's next mend counts one past every
/// mend it has seen, its own and the other machines'), the machine that made it breaking ties.
///
/// A count read from another machine's file is bounded (``maximumCount``): a line claiming a
/// time far in the future cannot push every later mend behind it without end, and the
/// arithmetic of the next count never overflows.
public struct MendStamp: Hashable, Comparable, Sendable {
    /// A billion billion mends: no machine makes as many; past it a count is held there.
    public static let maximumCount: Int64 = 1 << 50

    public let count: Int64
    public let machine: MachineID

    /// `count` held to 1 ... ``maximumCount``.
    public init(count: Int64, machine: MachineID) {
        self.count = min(max(count, 1), Self.maximumCount)
        self.machine = machine
    }

    /// The stamp of `machine`'s next mend, having seen `seen` (every mend it holds, of any machine).
    public static func next(after seen: some Sequence<MendStamp>, on machine: MachineID) -> MendStamp {
        let latest = seen.reduce(0) { max($0, $1.count) }
        return MendStamp(count: latest == maximumCount ? latest : latest + 1, machine: machine)
    }

    public static func < (lhs: MendStamp, rhs: MendStamp) -> Bool {
        (lhs.count, lhs.machine) < (rhs.count, rhs.machine)
    }
}

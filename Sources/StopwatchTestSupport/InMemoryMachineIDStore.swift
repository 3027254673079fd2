import StopwatchCore

/// Where a machine id is kept, in memory: ids made from a seeded generator; fails to keep one
/// while told to.
public final class InMemoryMachineIDStore: MachineIDStore {
    /// The id kept; `nil` before the first.
    public var kept: MachineID?
    /// While set, keeping an id fails with it.
    public var failure: String?
    /// What `load` finds kept that is no id, once: it is replaced.
    public var unusable: String?
    private var random = SeededRandom(seed: 32)

    public init(kept: MachineID? = nil) {
        self.kept = kept
    }

    public func load() -> MachineIDOutcome {
        if let kept, unusable == nil { return .found(kept) }
        if let failure { return .unavailable(failure) }
        let made = MachineID.make(using: &random)
        kept = made
        defer { unusable = nil }
        return unusable.map { .replaced(made, reason: $0) } ?? .made(made)
    }

    public func read() -> MachineID? { unusable == nil ? kept : nil }

    public func renew() -> MachineIDOutcome {
        if let failure { return .unavailable(failure) }
        let made = MachineID.make(using: &random)
        kept = made
        return .made(made)
    }
}

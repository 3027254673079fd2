/// Whose time totals count (ARCHITECTURE.md, "On every machine"): every machine's of a sync
/// folder, this one's, or one other machine's.
public enum MachineChoice: Hashable, Sendable {
    case all
    case this
    case other(MachineID)

    /// Whether what runs here now counts in it.
    public var includesThisMachine: Bool {
        if case .other = self { return false }
        return true
    }
}

/// Whose time totals count (ARCHITECTURE.md, "On every machine"): every machine's of a sync
/// folder, this one's, or one other machine's.
public enum MachineChoice: Hashable, Sendable {
    case all
    case this
    case other(MachineID)

    /// How the history's tables name it: `nil` every machine, `""` this one, else the id.
    public var storedName: String? {
        switch self {
        case .all: nil
        case .this: ""
        case .other(let machine): machine.text
        }
    }

    /// Whether what runs here now counts in it.
    public var includesThisMachine: Bool {
        if case .other = self { return false }
        return true
    }
}

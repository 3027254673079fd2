/// What became of this installation's ``MachineID`` when it was asked for (ARCHITECTURE.md,
/// "On every machine").
public enum MachineIDOutcome: Equatable, Sendable {
    /// The id kept.
    case found(MachineID)
    /// There was none: a new id, kept.
    case made(MachineID)
    /// What was kept held no id (`reason`): kept aside, a new id kept.
    case replaced(MachineID, reason: String)
    /// No id could be read or kept: the sync folder is not used this run.
    case unavailable(String)

    /// The machine's id, when there is one.
    public var machine: MachineID? {
        switch self {
        case .found(let id), .made(let id), .replaced(let id, _): id
        case .unavailable: nil
        }
    }
}

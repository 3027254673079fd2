/// One thing a history is to do with another machine's records, as ``OtherMachinesMerge``
/// decided it; a store does these in order and decides nothing itself.
public enum MergeDecision: Equatable, Sendable {
    /// Keep this session: it is listed and counts in the totals from now on.
    case keep(MachineSession)
    /// Take this session, kept until now, out of the list and the totals.
    case takeOut(MachineSession)
    /// Hold the removal of this session of the machine: never kept from now on.
    case holdRemoval(SessionID)
    /// Keep this mend the machine made (``MendedHistory`` lays it over the history).
    case keepMend(SessionMend)
}

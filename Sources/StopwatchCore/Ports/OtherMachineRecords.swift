/// What a history holds of one other machine's records, as ``OtherMachinesMerge`` asks it
/// before it decides (ARCHITECTURE.md, "On every machine"). Only read: the store changes
/// nothing until it is handed the merge's decisions.
public protocol OtherMachineRecords {
    /// The session of that machine kept under `id`, if one is.
    func kept(_ id: SessionID) -> MachineSession?
    /// Whether that machine removed session `id` (held against it, whether it came or not).
    func isRemoved(_ id: SessionID) -> Bool
    /// Whether `session` is one of this machine's own (the same id, start and time): a data
    /// folder copied from here, whose files hold the sessions from before the copy too.
    func isOwn(_ session: MachineSession) -> Bool
}

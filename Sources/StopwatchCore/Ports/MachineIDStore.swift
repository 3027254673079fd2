/// Where this installation keeps its ``MachineID`` (the data folder's `machine-id`).
public protocol MachineIDStore {
    /// The id kept, or a new one kept now when there is none (or what is kept holds none).
    func load() -> MachineIDOutcome
    /// The id kept, if there is one; never makes one.
    func read() -> MachineID?
    /// A new id, kept in place of the one there.
    func renew() -> MachineIDOutcome
}

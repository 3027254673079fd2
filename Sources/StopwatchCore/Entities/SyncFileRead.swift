/// The file of another machine's in the sync folder that last had something new to read, and
/// when it was read: Preferences says it with the folder's state (ARCHITECTURE.md, "On every
/// machine").
public struct SyncFileRead: Equatable, Sendable {
    public let machine: MachineID
    /// Its name in that machine's folder: "sessions-2026-11.jsonl", "live.json".
    public let name: String
    /// When it was read, on this machine's wall clock.
    public let at: Duration

    public init(machine: MachineID, name: String, at: Duration) {
        self.machine = machine
        self.name = name
        self.at = at
    }
}

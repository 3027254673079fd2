/// Whether the stopwatch is being saved: what the "Not saved" banner shows.
public enum PersistenceHealth: Equatable, Sendable {
    /// The last save reached the disk, or nothing needed saving yet.
    case saving
    /// The last save failed for `reason` (the system's words, "No space left on device");
    /// the last good file stays whole, and every later change tries again.
    case failing(reason: SaveProblem)
    /// Saving is off for this run, for `reason`: a file from a newer version, or one that
    /// could neither be read nor moved aside. Nothing is written over it.
    case off(reason: SaveProblem)

    /// The reason nothing is being saved, or `nil` while saving works.
    public var problem: SaveProblem? {
        switch self {
        case .saving: nil
        case .failing(let reason), .off(let reason): reason
        }
    }
}

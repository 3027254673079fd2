/// Why a mend of a past session was not made (ARCHITECTURE.md, "Mends"): a kind, so that
/// presentation says it in the user's language.
public enum SessionMendProblem: Error, Equatable, Sendable {
    /// No such session in the history (never there, removed, or joined into another).
    case noSuchSession
    /// It would put a beginning, an end or a split after now.
    case afterNow
    /// This machine has no id yet, which its mends are made as.
    case noMachineID
    /// A rule of mends refuses it (an end before the beginning, another session met, …).
    case refused(MendRefusal)
    /// The history cannot be read or written.
    case history(HistoryFailure)
}

/// What one mend changes of a past session (ARCHITECTURE.md, "Mends"). Each names one thing, so two mends
/// made apart of different things both hold, and of the same thing the later holds.
public enum MendChange: Hashable, Sendable {
    /// It began at this wall-clock instant; its end stays.
    case begin(Duration)
    /// It ended at this wall-clock instant; its beginning stays.
    case end(Duration)
    /// Its time is this long: the difference to what it ran is a correction.
    case length(Duration)
    /// It belongs to the stopwatch of this name.
    case stopwatch(String)
    /// Its note (empty: none).
    case note(String)
    /// It is two sessions from this instant on: the part after it is a session of its own,
    /// numbered `newID` on the machine that made the mend.
    case split(at: Duration, newID: SessionID)
    /// The session `other`, of the same stopwatch, after it, is joined to it: the gap between
    /// them becomes a pause.
    case join(SessionRef)
    /// It is taken out of the history, for good: a later mend of it does nothing.
    case remove
}

/// Why a mend changed nothing (ARCHITECTURE.md, "Mends"), said with the reason: in the dialog, on
/// stderr, as a D-Bus error; and, for one from another machine, in the log.
public enum MendRefusal: Error, Hashable, Sendable {
    /// It would end before it begins (or begin after it ends).
    case endsBeforeItBegins
    /// It would meet another session of the same stopwatch, named.
    case overlaps(SessionRef)
    /// A time, a length or an instant past ``TimeBounds``.
    case pastTheLimit
    /// The stopwatch's name breaks its rule (1 to 60 characters, no spaces at the ends).
    case stopwatchName
    /// The note is longer than ``MendableSession/maximumNoteLength``.
    case noteTooLong
    /// A split not strictly inside the session's time.
    case splitOutside
    /// A split whose new number is a session there already.
    case splitNumberTaken
    /// A lap would fall outside the session's new time (before its beginning, after its end).
    case cutsLaps
    /// Two sessions joined that are not of one stopwatch, or not one after the other.
    case notAdjacent
}

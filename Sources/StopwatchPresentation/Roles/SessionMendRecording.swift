import StopwatchCore

/// What a part that mends a past session, or adds one, needs: to have it offered for Undo
/// ("Session mended · Undo", "Session added · Undo"), as the mends that put it back. ``UndoNotice`` is it.
@MainActor
public protocol SessionMendRecording: AnyObject {
    /// Past sessions were mended: `undoing` are the mends that put them back, in the order to
    /// make them.
    func mended(undoing: [(session: SessionRef, change: MendChange)])
    /// `session` was added by hand: kept for Undo, as its removal.
    func added(_ session: SessionRef)
}

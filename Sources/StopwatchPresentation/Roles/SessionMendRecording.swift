import StopwatchCore

/// What a part that mends a past session, or adds one, needs: to have it offered for Undo
/// ("Session mended · Undo", "Session added · Undo"), as the mends that put it back. ``UndoNotice`` is it.
@MainActor
public protocol SessionMendRecording: AnyObject {
    /// `session` was mended: `undoing` are the mends that put it back, in the order to make them.
    func mended(_ session: SessionRef, undoing: [MendChange])
    /// `session` was added by hand: kept for Undo, as its removal.
    func added(_ session: SessionRef)
}

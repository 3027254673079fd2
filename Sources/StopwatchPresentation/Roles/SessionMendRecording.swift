import StopwatchCore

/// What a part that mends a past session needs: to have the mend offered for Undo ("Session
/// mended · Undo"), as the mends that put it back. ``UndoNotice`` is it.
@MainActor
public protocol SessionMendRecording: AnyObject {
    /// `session` was mended: `undoing` are the mends that put it back, in the order to make them.
    func mended(_ session: SessionRef, undoing: [MendChange])
}

import StopwatchCore

/// What a part that resets or removes a stopwatch, or deletes a past session, needs: to do
/// it so that the undo notice can bring it back. ``UndoNotice`` is it.
@MainActor
public protocol UndoRecording: AnyObject {
    /// Resets the stopwatch `id` (the current one when `nil`), kept for Undo; whether it was.
    func reset(on id: StopwatchID?) -> Bool
    /// A stopwatch was removed: kept for Undo.
    func remove(_ removed: RemovedStopwatch)
    /// Deletes the past `session`, kept for Undo.
    func delete(_ session: Session)
}

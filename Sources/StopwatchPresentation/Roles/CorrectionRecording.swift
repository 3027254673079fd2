import StopwatchCore

/// What a part that corrects a stopwatch needs: to have the correction offered for Undo
/// ("Time adjusted · Undo"). ``UndoNotice`` is it.
@MainActor
public protocol CorrectionRecording: AnyObject {
    /// The time was corrected: kept for Undo.
    func adjusted(_ adjustment: TimeAdjustment)
    /// A lap was removed: kept for Undo.
    func removedLap(_ removed: RemovedLap)
    /// The time away was taken from the stopwatches that ran: kept for Undo, all together.
    func tookAway(_ adjustments: [TimeAdjustment])
    /// A stopwatch was paused as of a moment ago: kept for Undo.
    func pausedEarlier(_ pause: EarlierPause)
}

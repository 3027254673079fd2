import StopwatchCore

/// What a part that forgets another machine of a sync folder needs: to do it so that the undo
/// notice can bring it back. ``UndoNotice`` is it.
@MainActor
protocol ForgetRecording: AnyObject {
    /// Forgets `machine`, called `name`: its time counted nowhere, kept for Undo.
    func forget(_ machine: MachineID, named name: String)
}

import StopwatchCore
import StopwatchPresentation

/// Turns what the terminal reads into the app's commands: keys to the app ViewModel, list
/// moves to the cursors, a name typed while renaming to the list of stopwatches, a note typed
/// to the lap it is for, Delete and F2 on Laps to the lap under the cursor, Escape to a
/// dialog. It decides nothing about the stopwatch.
@MainActor
final class TerminalInputHandler {
    private let viewModel: AppViewModel
    private let navigator: TerminalNavigator
    private let cursors: ListCursors
    private let pageRows: @MainActor () -> Int
    private var name = NameEditor()
    private var note = NameEditor()
    private var mendForm = SessionMendForm()
    /// Whether the Mend Session dialog was open at the last key: the form starts anew when it opens.
    private var wasMending = false
    private var goalForm = GoalForm()
    /// Whether the Goal dialog was open at the last key: its form starts anew when it opens.
    private var wasSettingGoal = false

    /// `pageRows`: how many rows of a list a page shows now.
    init(viewModel: AppViewModel, navigator: TerminalNavigator, cursors: ListCursors, pageRows: @escaping @MainActor () -> Int) {
        self.viewModel = viewModel
        self.navigator = navigator
        self.cursors = cursors
        self.pageRows = pageRows
    }

    /// The name as typed while a stopwatch is renamed; the current one's name otherwise.
    var typedName: String {
        let list = viewModel.screenStates.stopwatches.viewState
        return list.renaming == nil ? list.current?.name ?? "" : name.text
    }

    /// While a lap's note is edited: the lap, and its row's line with the note as typed.
    var typedNote: (lap: Int, line: String)? {
        viewModel.viewState.mending.noteEditor.map { ($0.lap, $0.line(typed: note.text)) }
    }

    /// While the Mend Session dialog is open: its fields as typed, and the one typed in.
    var typedMend: (texts: [String], focused: Int)? {
        viewModel.viewState.sessionMend == nil ? nil : (mendForm.texts, mendForm.focused)
    }

    /// While the Goal dialog is open: its form as typed.
    var typedGoal: GoalForm? {
        viewModel.viewState.goalDialog == nil ? nil : goalForm
    }

    /// A dialog opened: its form starts from what it shows.
    func stateChanged() {
        let dialog = viewModel.viewState.sessionMend
        if let dialog, !wasMending { mendForm.reset(to: dialog) }
        wasMending = dialog != nil
        let goal = viewModel.viewState.goalDialog
        if let goal, !wasSettingGoal { goalForm.reset(to: goal) }
        wasSettingGoal = goal != nil
    }

    /// Does what `input` asks; `raw` is the key it came from, for the name's entry.
    func handle(_ input: TerminalInput, raw: TerminalKeyEvent?) {
        stateChanged()
        if let raw, editsMend(raw) { return }
        if let raw, editsGoal(raw) { return }
        if let raw, editsNote(raw) { return }
        if let raw, edits(raw) { return }
        if navigator.dialog != nil, input == .key(.escape) || input == .quit || input == .help {
            _ = navigator.closeDialog()
            return
        }
        switch input {
        case .quit: viewModel.send(.quit)
        case .help: viewModel.send(.showShortcuts)
        case .resized: break
        case .move(let move): moveCursor(move)
        case .key(.enter) where viewModel.viewState.commands.canOpenSessions: openSelectedSession()
        case .key(let key):
            if let lap = lapUnderCursor, let command = KeyBindings.lapRowCommand(for: key, lap: lap) {
                viewModel.send(command)
            } else if let row = historyRowUnderCursor, let command = KeyBindings.historyRowCommand(for: key, row: row) {
                viewModel.send(command)
            } else {
                viewModel.send(key)
            }
        case .ignored: break
        }
    }

    /// While a stopwatch is renamed, a key of the name's entry edits it; whether it was one.
    private func edits(_ event: TerminalKeyEvent) -> Bool {
        let list = viewModel.screenStates.stopwatches.viewState
        guard list.renaming != nil, navigator.dialog == nil else {
            name.reset(to: list.current?.name ?? "")
            return false
        }
        guard let edit = name.edit(event, limit: list.nameInputLimit) else { return false }
        switch edit {
        case .give(let text): viewModel.send(.nameStopwatch(text))
        case .cancel: viewModel.send(.cancelRename)
        case .edited: break
        }
        return true
    }

    /// While the Mend Session dialog is open, every key is its form's; whether it was open.
    private func editsMend(_ event: TerminalKeyEvent) -> Bool {
        guard viewModel.viewState.sessionMend != nil, navigator.dialog == nil else { return false }
        switch mendForm.edit(event) {
        case .give(let input): viewModel.send(.session(.applyMend(input)))
        case .cancel: viewModel.send(.session(.cancelMend))
        case .trim: viewModel.send(.session(.trimMet))
        case .join: viewModel.send(.session(.joinNext))
        case .edited, nil: break
        }
        stateChanged()
        return true
    }

    /// While the Goal dialog is open, every key is its form's; whether it was open.
    private func editsGoal(_ event: TerminalKeyEvent) -> Bool {
        guard viewModel.viewState.goalDialog != nil, navigator.dialog == nil else { return false }
        switch goalForm.edit(event) {
        case .give(let input): viewModel.send(.goal(.apply(input)))
        case .cancel: viewModel.send(.goal(.close))
        case .edited, nil: break
        }
        stateChanged()
        return true
    }

    /// While a lap's note is edited, a key of its entry edits it; whether it was one.
    private func editsNote(_ event: TerminalKeyEvent) -> Bool {
        guard let editor = viewModel.viewState.mending.noteEditor, navigator.dialog == nil else {
            note.reset(to: "")
            return false
        }
        if note.text.isEmpty, editingLap != editor.lap {
            note.reset(to: editor.text)
            editingLap = editor.lap
        }
        // Every key is the entry's while it is open: Delete removes no lap under it.
        guard let edit = note.edit(event, limit: editor.limit) else { return true }
        switch edit {
        case .give(let text): viewModel.send(.noteLap(editor.lap, text))
        case .cancel: viewModel.send(.cancelLapNote)
        case .edited: break
        }
        if viewModel.viewState.mending.noteEditor == nil { editingLap = nil }
        return true
    }

    /// The lap the note being typed is for: its text starts from the lap's note once.
    private var editingLap: Int?

    /// The number of the lap under the cursor on Laps, if any.
    private var lapUnderCursor: Int? {
        guard viewModel.route.screen == .laps else { return nil }
        let laps = viewModel.screenStates.laps.viewState.laps
        let position = cursors[.laps].position
        guard laps.indices.contains(position) else { return nil }
        return laps.lapNumber(atPosition: position)
    }

    private func moveCursor(_ move: TerminalInput.ListMove) {
        cursors[viewModel.route.screen].move(move, count: listCount, page: pageRows())
    }

    /// The History row under the cursor, while History lists sessions.
    private var historyRowUnderCursor: HistoryRow? {
        guard viewModel.route.screen == .history, case .sessions(let rows) = viewModel.screenStates.history.viewState.content,
            !rows.isEmpty
        else { return nil }
        return rows[min(cursors[.history].position, rows.count - 1)]
    }

    /// Enter on the History list opens the session under the cursor, as a click does in GTK.
    private func openSelectedSession() {
        guard case .sessions(let rows) = viewModel.screenStates.history.viewState.content, !rows.isEmpty else { return }
        viewModel.send(rows[min(cursors[.history].position, rows.count - 1)].open)
    }

    private var listCount: Int {
        switch viewModel.route.screen {
        case .laps: viewModel.screenStates.laps.viewState.laps.count
        case .history: viewModel.screenStates.history.viewState.rowCount
        case .totals: viewModel.screenStates.totals.viewState.rowCount
        case .session: viewModel.screenStates.session.viewState.rowCount
        case .home, .stopwatches: 0
        }
    }
}

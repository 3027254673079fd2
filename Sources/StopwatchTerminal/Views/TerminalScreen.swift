import StopwatchPresentation

/// One frame of the terminal: the title row, the banner, the screen shown (or a dialog) and
/// the status line, each drawn from the view states.
@MainActor
struct TerminalScreen {
    let hints: KeyHintMapper
    let labels: WindowLabels
    private let home: HomeScreen
    private let lapList: LapListScreen
    private let history: HistoryScreen
    private let totals: TotalsScreen
    private let dialogs = DialogScreen()
    private let stopwatchList = StopwatchListScreen()

    init(hints: KeyHintMapper, labels: WindowLabels) {
        self.hints = hints
        self.labels = labels
        home = HomeScreen(hints: hints)
        lapList = LapListScreen(hints: hints)
        history = HistoryScreen(hints: hints, laps: lapList)
        totals = TotalsScreen(hints: hints)
    }

    /// What a frame shows besides the view states: the dialog, the cursors, the name being
    /// typed and the last message.
    struct Extras {
        let dialog: Dialog?
        let cursors: ListCursors
        let typedName: String
        /// The lap whose note is being typed, and its row's line as typed.
        let typedNote: (lap: Int, line: String)?
        /// While the Mend Session dialog is open: its fields as typed, and the one typed in.
        let typedMend: (texts: [String], focused: Int)?
        /// While the Goal dialog is open: its form as typed.
        let typedGoal: GoalForm?
        let message: String?
    }

    func draw(_ viewModel: AppViewModel, _ extras: Extras, on canvas: Canvas) {
        let state = viewModel.viewState
        canvas.text(" " + state.screen.title, row: 0, style: .bold)
        if state.allows(.back) { canvas.right(hints.hint(labels.backButton) + " ", row: 0, style: .dim) }
        var top = ScreenLayout.titleRows
        if let banner = state.banner.banner {
            canvas.banner(banner.message, row: top, style: banner.kind == .warning ? .warning : .reverse)
            top += 1
        }
        if let alert = state.alert {
            canvas.banner(alert.line, row: top, style: .reverse)
            canvas.right(hints.hint(alert.dismiss) + " ", row: top, style: .reverse)
            top += 1
        }
        if let away = state.away {
            canvas.banner(away.message, row: top, style: .reverse)
            canvas.right(hints.line([away.keep, away.takeAway]) + " ", row: top, style: .reverse)
            top += 1
        }
        let bottom = canvas.height - ScreenLayout.statusRows
        if let dialog = extras.dialog {
            dialogs.draw(dialog, on: canvas, rows: top..<bottom)
        } else if let mend = state.sessionMend, let typed = extras.typedMend {
            dialogs.draw(mend, typed: typed, hints: hints, on: canvas, rows: top..<bottom)
        } else if let goal = state.goalDialog, let typed = extras.typedGoal {
            dialogs.draw(goal, typed: typed, hints: hints, on: canvas, rows: top..<bottom)
        } else if let alerts = state.alerts {
            dialogs.draw(alerts, hints: hints, on: canvas, rows: top..<bottom)
        } else {
            drawScreen(
                state, viewModel.screenStates, lapActions: viewModel.lapActions, extras, on: canvas, rows: top..<bottom)
        }
        drawStatusLine(state, message: extras.message, on: canvas, row: bottom)
    }

    private func drawStatusLine(_ state: AppViewState, message: String?, on canvas: Canvas, row: Int) {
        switch StatusLine(notice: state.notice, message: message, hints: hints, labels: labels) {
        case .notice(let line): canvas.banner(line, row: row, style: .reverse)
        case .message(let line): canvas.text(" " + line, row: row)
        case .keys(let line): canvas.text(" " + line, row: row, style: .dim)
        }
    }

    /// The screen shown, drawn from the app's view state and the screens' view states alone.
    private func drawScreen(
        _ state: AppViewState, _ screens: ScreenStates, lapActions: [CommandButton], _ extras: Extras, on canvas: Canvas,
        rows: Range<Int>
    ) {
        let list = screens.stopwatches.viewState
        let screen = state.route.screen
        var cursor = extras.cursors[screen]
        defer { extras.cursors[screen] = cursor }
        switch screen {
        case .home:
            let listHeight = StopwatchListScreen.height(for: list, rows: rows)
            stopwatchList.draw(list, typed: extras.typedName, on: canvas, rows: rows.lowerBound..<(rows.lowerBound + listHeight))
            home.draw(
                screens.home.viewState, allowsSeeAllLaps: state.allows(.showLaps), on: canvas,
                rows: (rows.lowerBound + listHeight)..<rows.upperBound)
        case .stopwatches: stopwatchList.draw(list, typed: extras.typedName, on: canvas, rows: rows)
        case .laps:
            lapList.drawLaps(
                screens.laps.viewState, actions: lapActions, typedNote: extras.typedNote, on: canvas, rows: rows, cursor: &cursor)
        case .history: history.drawHistory(screens.history.viewState, on: canvas, rows: rows, cursor: &cursor)
        case .totals: totals.draw(screens.totals.viewState, on: canvas, rows: rows, cursor: &cursor)
        case .session: history.drawSession(screens.session.viewState, on: canvas, rows: rows, cursor: &cursor)
        }
    }
}

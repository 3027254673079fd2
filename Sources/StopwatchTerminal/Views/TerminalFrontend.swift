import CNcurses
import StopwatchCore
import StopwatchGLib
import StopwatchPresentation

/// The terminal frontend: it turns keys into commands for the app ViewModel and draws its
/// view states with curses; it decides nothing (ARCHITECTURE.md, "Adding a frontend"). What
/// it keeps of its own is what a widget toolkit would: list cursors, the dialog shown, the
/// last message.
@MainActor
public final class TerminalFrontend {
    private let curses = Curses()
    private let navigator = TerminalNavigator()
    private let platform: TerminalPlatformServices
    private var viewModel: AppViewModel!
    private let hints: KeyHints
    private let labels: WindowLabels
    private let home: HomeScreen
    private let dialogs = DialogScreen()
    private var cursors: [String: ListCursor] = [:]
    private var message: String?
    private var watches: [MainLoopWatch] = []
    private var tokens: [() -> Void] = []
    private var drawPending: ScheduledAction?
    /// The next look at keys curses may still hold.
    private var keysPending: ScheduledAction?
    private let scheduler: Scheduler
    private let sparkline = LapSparklineMapper()
    private let stopwatchList = StopwatchListScreen()
    /// The name as typed while a stopwatch is renamed, as an entry widget would keep it.
    private var typedName = ""
    /// Rows a screen needs before the statistics and the sparkline join the list: at 40 × 12
    /// the list keeps them.
    private static let rowsForGlance = 12

    /// Makes the frontend; `makeViewModel` builds the app ViewModel over its navigator and
    /// platform services; `quit` ends the main loop.
    public init(
        localizer: Localizer, scheduler: Scheduler, quit: @escaping @MainActor () -> Void,
        makeViewModel: (Navigator, PlatformServices) -> AppViewModel
    ) {
        labels = WindowLabels(localizer: localizer)
        hints = KeyHints(keyLabels: KeyLabelMapper(localizer: localizer))
        home = HomeScreen(hints: hints)
        self.scheduler = scheduler
        platform = TerminalPlatformServices(labels: labels, quit: quit)
        viewModel = makeViewModel(navigator, platform)
        platform.onMessage = { [weak self] text in
            self?.message = text
            self?.setNeedsDraw()
        }
        navigator.onChange = { [weak self] direction in self?.screenDidChange(direction) }
        observe(viewModel)
        observe(viewModel.home)
        observe(viewModel.laps)
        observe(viewModel.history)
        observe(viewModel.session)
        observe(viewModel.stopwatches)
        // A terminal has room for the list above Home; it is never a screen of its own here.
        viewModel.stopwatches.windowWidthChanged(isNarrow: false)
    }

    /// Takes the terminal, and reads keys and resizes from now on.
    public func start() {
        curses.start()
        watches = [
            MainLoopWatch(readable: 0) { [weak self] hungUp in
                // The terminal is gone (closed window, ssh dropped): quit, as on SIGHUP.
                if hungUp { self?.platform.quit() } else { self?.readKeys() }
            },
            MainLoopWatch.terminalResized { [weak self] in self?.terminalDidResize() },
        ]
        draw()
    }

    /// Gives the terminal back as it was.
    public func stop() {
        for watch in watches { watch.cancel() }
        watches = []
        drawPending?.cancel()
        keysPending?.cancel()
        curses.stop()
    }

    isolated deinit {
        for release in tokens { release() }
    }

    // MARK: Input

    /// Keys handled in one turn of the main loop at most. Curses keeps keys of its own that
    /// no file descriptor shows, so a loop that reads "until there are none" trusts curses to
    /// run dry; this one gives the main loop (and the signals it dispatches) its turn after
    /// every batch, whatever curses does.
    private static let keysPerTurn = 64

    /// Reads the keys curses has; `afterInput`: the terminal had input (rather than a look
    /// this frontend scheduled).
    private func readKeys(afterInput: Bool = true) {
        keysPending?.cancel()
        keysPending = nil
        var handled = 0
        while handled < Self.keysPerTurn, let event = curses.nextKey() {
            handled += 1
            // Alt+1…9 come as Escape and the digit together.
            if event == .character(27), let next = curses.nextKey() {
                handled += 1
                if case .character(let code) = next, (49...57).contains(code) {
                    handle(.key(.alt(Character(Unicode.Scalar(code)!))))
                    continue
                }
                handle(TerminalInput(event))
                handle(TerminalInput(next), raw: next)
                continue
            }
            handle(TerminalInput(event), raw: event)
        }
        // More may wait in curses: read them on the next turn. Otherwise look once more after
        // the escape delay: a lone Escape waits in curses until then (it could start a key's
        // sequence), and nothing else wakes the loop for it.
        guard afterInput || handled > 0 else { return }
        let delay = handled == Self.keysPerTurn ? Duration.zero : Curses.escapeDelay + .milliseconds(15)
        keysPending = scheduler.schedule(after: delay) { [weak self] in self?.readKeys(afterInput: false) }
    }

    /// SIGWINCH: the one place curses is told the new size (see ``Curses/resize()``).
    private func terminalDidResize() {
        curses.resize()
        setNeedsDraw()
    }

    private func handle(_ input: TerminalInput, raw: TerminalKeyEvent? = nil) {
        if input != .resized { message = nil }
        if viewModel.stopwatches.viewState.renaming != nil, navigator.dialog == nil, let raw, edit(raw) {
            setNeedsDraw()
            return
        }
        if navigator.dialog != nil, input == .key(.escape) || input == .quit || input == .help {
            _ = navigator.closeDialog()
            return
        }
        switch input {
        case .quit: viewModel.send(.quit)
        case .help: viewModel.send(.showShortcuts)
        case .resized: break
        case .move(let move): moveCursor(move)
        case .key(.enter) where viewModel.viewState.canOpenSessions: openSelectedSession()
        case .key(let key): viewModel.send(key)
        case .ignored: break
        }
        setNeedsDraw()
    }

    /// Typing a stopwatch's new name: characters and BackSpace edit it, Enter gives it,
    /// Escape keeps the old one. Whether the key was the name's.
    private func edit(_ event: TerminalKeyEvent) -> Bool {
        switch event {
        case .character(10), .character(13), .code(cncurses_key_enter, _):
            viewModel.send(.nameStopwatch(typedName))
        case .character(27):
            viewModel.send(.cancelRename)
        case .character(127), .character(8), .code(cncurses_key_backspace, _):
            if !typedName.isEmpty { typedName.removeLast() }
        case .character(let code) where code >= 32:
            if let scalar = Unicode.Scalar(code), typedName.count < 200 { typedName.append(Character(scalar)) }
        default:
            return false
        }
        return true
    }

    private func moveCursor(_ move: TerminalInput.ListMove) {
        let name = viewModel.route.screenName
        var cursor = cursors[name] ?? ListCursor()
        cursor.move(move, count: listCount, page: max(1, Int(curses.rows) - 7))
        cursors[name] = cursor
    }

    /// Enter on the History list opens the session under the cursor, as a click does in GTK.
    private func openSelectedSession() {
        guard case .sessions(let rows) = viewModel.history.viewState.content, !rows.isEmpty else { return }
        let position = min(cursors[Route.history.screenName]?.position ?? 0, rows.count - 1)
        viewModel.send(.openSession(rows[position].id))
    }

    private var listCount: Int {
        switch viewModel.route.screen {
        case .laps: viewModel.laps.viewState.laps.count
        case .history: viewModel.history.viewState.rowCount
        case .session: viewModel.session.viewState.rowCount
        case .home, .stopwatches: 0
        }
    }

    // MARK: Drawing

    private func observe<ViewModel: ViewStatePublisher>(_ publisher: ViewModel) {
        // Told only that something changed: the running time is mapped when a draw reads it.
        let token = publisher.addChangeListener { [weak self] _ in self?.setNeedsDraw() }
        tokens.append { [weak publisher] in publisher?.removeListener(token) }
    }

    private func screenDidChange(_ direction: NavigationDirection?) {
        // A screen reached going forward starts at its top; one come back to keeps its place.
        if direction == .forward { cursors[navigator.route.screenName] = nil }
        setNeedsDraw()
    }

    /// Draws once after everything that changed now has changed (a lap changes several view
    /// states in a row).
    private func setNeedsDraw() {
        guard drawPending == nil else { return }
        drawPending = scheduler.schedule(after: .zero) { [weak self] in
            self?.drawPending = nil
            self?.draw()
        }
    }

    private func draw() {
        let canvas = Canvas(curses: curses)
        let state = viewModel.viewState
        curses.beginFrame()
        canvas.text(" " + state.screenTitle, row: 0, style: .bold)
        if state.allows(.back) { canvas.right(hints.hint(CommandButton(command: .back, title: labels.back)) + " ", row: 0, style: .dim) }
        var top = 1
        if let banner = state.banner {
            canvas.banner(banner.message, row: top, style: banner.kind == .warning ? .warning : .reverse)
            top += 1
        }
        let bottom = canvas.height - 1
        if let dialog = navigator.dialog {
            dialogs.draw(dialog, on: canvas, rows: top..<bottom)
        } else {
            drawScreen(on: canvas, rows: top..<bottom)
        }
        drawLastRow(state, on: canvas, row: bottom)
        curses.endFrame()
    }

    private func drawLastRow(_ state: AppViewState, on canvas: Canvas, row: Int) {
        switch StatusLine(notice: state.notice, message: message) {
        case .notice(let notice): canvas.banner(notice.message + "   " + hints.hint(notice.action), row: row, style: .reverse)
        case .message(let message): canvas.text(" " + message, row: row)
        case .keys: canvas.text(" ? " + labels.keys + "   q " + labels.quit, row: row, style: .dim)
        }
    }

    private func drawScreen(on canvas: Canvas, rows: Range<Int>) {
        let list = viewModel.stopwatches.viewState
        if list.renaming == nil { typedName = list.current?.name ?? "" }
        switch viewModel.route {
        case .home:
            let listHeight = StopwatchListScreen.height(for: list, rows: rows)
            stopwatchList.draw(list, typed: typedName, on: canvas, rows: rows.lowerBound..<(rows.lowerBound + listHeight))
            home.draw(
                viewModel.home.viewState, allowsSeeAllLaps: viewModel.viewState.allows(.showLaps), on: canvas,
                rows: (rows.lowerBound + listHeight)..<rows.upperBound)
        case .stopwatches: stopwatchList.draw(list, typed: typedName, on: canvas, rows: rows)
        case .laps: drawLaps(viewModel.laps.viewState, on: canvas, rows: rows)
        case .history: drawHistory(viewModel.history.viewState, on: canvas, rows: rows)
        case .session: drawSession(viewModel.session.viewState, on: canvas, rows: rows)
        }
    }

    private func drawLaps(_ state: LapsViewState, on canvas: Canvas, rows: Range<Int>) {
        let top = rows.lowerBound
        canvas.text(" " + state.running.time.text, row: top, style: .bold)
        canvas.centered(hints.line(state.controls), row: rows.upperBound - 1)
        let headings = drawGlance(state.glance, of: state.laps.laps, on: canvas, from: top + 1, rows: rows)
        drawLapList(
            state.laps, current: state.running.currentLap, columns: state.columns, on: canvas,
            headingRow: headings, listRows: (headings + 2)..<(rows.upperBound - 2), screen: Route.laps.screenName)
    }

    /// The statistics line and a sparkline of the newest laps from `row` on, where the screen
    /// has room for them and a few rows of the list; returns the next free row.
    private func drawGlance(_ glance: LapGlance?, of laps: LapHistory, on canvas: Canvas, from row: Int, rows: Range<Int>) -> Int {
        guard let glance, rows.count >= Self.rowsForGlance else { return row }
        // The line wraps between its items, as the window's does; on two lines at most.
        let lines = Self.wrapped(glance.statisticsItems, width: canvas.width - 2)
        for (index, line) in lines.prefix(2).enumerated() {
            canvas.text(" " + line, row: row + index, style: .dim)
        }
        let next = row + min(2, lines.count)
        canvas.text(" " + sparkline.line(of: laps, cells: canvas.width - 2), row: next)
        return next + 1
    }

    /// `items` joined with " · " into lines of at most `width` characters, an item never split
    /// (one longer than a line is cut off where the line ends).
    static func wrapped(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        for item in items {
            if let last = lines.last, last.count + 3 + item.count <= width {
                lines[lines.count - 1] = last + " · " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }

    private func drawLapList(
        _ laps: LapRowList, current: LapRow?, columns: LapColumns, on canvas: Canvas,
        headingRow: Int, listRows: Range<Int>, screen: String
    ) {
        var cursor = cursors[screen] ?? ListCursor()
        cursor.clamp(count: laps.count, page: max(1, listRows.count))
        let shown = (cursor.firstShown..<min(laps.count, cursor.firstShown + listRows.count)).map { laps[$0] }
        let layout = LapRowLayout(columns: columns, rows: shown + (current.map { [$0] } ?? []), width: canvas.width)
        layout.draw(headings: columns, on: canvas, row: headingRow)
        if let current { layout.draw(current, on: canvas, row: headingRow + 1) }
        ListScreen.draw(count: laps.count, cursor: &cursor, rows: listRows) { index, row, selected in
            layout.draw(laps[index], on: canvas, row: row, selected: selected)
        }
        cursors[screen] = cursor
    }

    private func drawHistory(_ state: HistoryViewState, on canvas: Canvas, rows: Range<Int>) {
        switch state.content {
        case .loading: break
        case .placeholder(let title, let explanation): drawPlaceholder(title, explanation, on: canvas, rows: rows)
        case .sessions(let sessions):
            var cursor = cursors[Route.history.screenName] ?? ListCursor()
            ListScreen.draw(count: sessions.count, cursor: &cursor, rows: (rows.lowerBound + 1)..<rows.upperBound) { index, row, selected in
                let session = sessions[index]
                let line = " " + session.date + "  " + session.total + "  " + session.details
                canvas.text(
                    line + String(repeating: " ", count: max(0, canvas.width - line.count)), row: row,
                    style: selected ? .reverse : .plain)
            }
            cursors[Route.history.screenName] = cursor
        }
    }

    private func drawSession(_ state: SessionViewState, on canvas: Canvas, rows: Range<Int>) {
        switch state.content {
        case .loading: break
        case .placeholder(let title, let explanation): drawPlaceholder(title, explanation, on: canvas, rows: rows)
        case .session(let summary, let glance, let columns, let laps, let delete):
            canvas.text(" " + summary, row: rows.lowerBound, style: .bold)
            canvas.centered(hints.hint(delete), row: rows.upperBound - 1)
            let headings = drawGlance(glance, of: laps.laps, on: canvas, from: rows.lowerBound + 1, rows: rows)
            drawLapList(
                laps, current: nil, columns: columns, on: canvas, headingRow: headings,
                listRows: (headings + 1)..<(rows.upperBound - 2), screen: Screen.session.name)
        }
    }

    private func drawPlaceholder(_ title: String, _ explanation: String, on canvas: Canvas, rows: Range<Int>) {
        let middle = rows.lowerBound + rows.count / 2
        canvas.centered(title, row: middle - 1, style: .bold)
        canvas.centered(explanation, row: middle + 1, style: .dim)
    }
}

import CNcurses
import StopwatchCore
import StopwatchGLib
import StopwatchPresentation

/// The terminal frontend: it turns keys into commands for the app ViewModel and draws its
/// view states with curses; it decides nothing (ARCHITECTURE.md, "Adding a frontend"). Its
/// parts: reading keys (``TerminalKeyReader``), turning them into commands
/// (``TerminalInputHandler``), and drawing a frame (``TerminalScreen``, one view a screen).
/// What it keeps of its own is what a widget toolkit would: list cursors, the name being
/// typed, the dialog shown, the last message.
@MainActor
public final class TerminalFrontend {
    private let curses = Curses()
    private let navigator = TerminalNavigator()
    private let platform: TerminalPlatformServices
    private let viewModel: AppViewModel
    private let screen: TerminalScreen
    private let cursors = ListCursors()
    private var input: TerminalInputHandler?
    private var keys: TerminalKeyReader?
    private var message: String?
    private var watches: [MainLoopWatch] = []
    private let subscriptions = Subscriptions()
    private var drawPending: ScheduledAction?
    private let scheduler: Scheduler

    /// Makes the frontend; `makeViewModel` builds the app ViewModel over its navigator,
    /// platform services and plugins (the bell for an alert's sound); `quit` ends the main loop.
    public init(
        localizer: Localizer, scheduler: Scheduler, quit: @escaping @MainActor () -> Void,
        makeViewModel: (Navigator, PlatformServices, AppPorts) -> AppViewModel
    ) {
        let labels = WindowLabels(localizer: localizer)
        screen = TerminalScreen(hints: KeyHintMapper(localizer: localizer), labels: labels)
        self.scheduler = scheduler
        platform = TerminalPlatformServices(labels: labels, quit: quit)
        viewModel = makeViewModel(navigator, platform, AppPorts(alertSound: TerminalBell(curses: curses)))
        let curses = curses
        input = TerminalInputHandler(viewModel: viewModel, navigator: navigator, cursors: cursors) {
            ScreenLayout.pageRows(screenHeight: Int(curses.rows))
        }
        keys = TerminalKeyReader(curses: curses, scheduler: scheduler) { [weak self] input, raw in self?.handle(input, raw: raw) }
        platform.messages.add { [weak self] text in
            self?.message = text
            self?.setNeedsDraw()
        }
        navigator.changes.add { [weak self] direction in self?.screenDidChange(direction) }
        observe(viewModel)
        observe(viewModel.screenStates.home)
        observe(viewModel.screenStates.laps)
        observe(viewModel.screenStates.history)
        observe(viewModel.screenStates.totals)
        observe(viewModel.screenStates.session)
        observe(viewModel.screenStates.stopwatches)
        // A terminal has room for the list above Home; it is never a screen of its own here.
        viewModel.send(.windowWidth(isNarrow: false))
    }

    /// Takes the terminal, and reads keys and resizes from now on.
    public func start() {
        curses.start()
        watches = [
            MainLoopWatch(readable: 0) { [weak self] hungUp in
                // The terminal is gone (closed window, ssh dropped): quit, as on SIGHUP.
                if hungUp { self?.platform.quit() } else { self?.keys?.read() }
            },
            MainLoopWatch.terminalResized { [weak self] in self?.terminalDidResize() },
        ]
        tellWidth()
        draw()
    }

    /// Gives the terminal back as it was.
    public func stop() {
        for watch in watches { watch.cancel() }
        watches = []
        drawPending?.cancel()
        keys?.cancel()
        curses.stop()
    }

    private func handle(_ key: TerminalInput, raw: TerminalKeyEvent?) {
        if key != .resized { message = nil }
        input?.handle(key, raw: raw)
        setNeedsDraw()
    }

    /// SIGWINCH: the one place curses is told the new size (see ``Curses/resize()``).
    private func terminalDidResize() {
        curses.resize()
        tellWidth()
        setNeedsDraw()
    }

    /// The screens' sparklines are as wide as the terminal, less a margin on each side.
    private func tellWidth() {
        let cells = Int(curses.columns) - 2
        viewModel.send(.sparklineWidth(cells: cells))
    }

    private func observe<ViewModel: ViewStatePublisher>(_ publisher: ViewModel) {
        // Told only that something changed: the running time is mapped when a draw reads it.
        let token = publisher.addChangeListener { [weak self] _ in self?.setNeedsDraw() }
        subscriptions.keep(token) { [weak publisher] in publisher?.removeListener($0) }
    }

    private func screenDidChange(_ direction: NavigationDirection?) {
        // A screen reached going forward starts at its top; one come back to keeps its place.
        if direction == .forward { cursors.reset(navigator.route.screen) }
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
        curses.beginFrame()
        input?.stateChanged()
        let extras = TerminalScreen.Extras(
            dialog: navigator.dialog, cursors: cursors, typedName: input?.typedName ?? "", typedNote: input?.typedNote,
            typedMend: input?.typedMend, typedGoal: input?.typedGoal, message: message)
        screen.draw(viewModel, extras, on: Canvas(curses: curses))
        curses.endFrame()
    }
}

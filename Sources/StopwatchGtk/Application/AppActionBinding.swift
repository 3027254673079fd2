import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Makes every ``AppCommand`` an application action (`app.NAME`) with the keys of
/// ``KeyBindings`` as accelerators (but the stopwatch's own, see ``MainWindow``), sends each
/// activation to the ``AppViewModel``, and enables each action exactly when the app's view
/// state allows its command (a setting's action shows on or off as the view state says). It
/// decides nothing itself.
@MainActor
public final class AppActionBinding {
    private let actions: ApplicationActions
    private let viewModel: AppViewModel
    private var token: ObserverToken?

    public init(application: Application, viewModel: AppViewModel) {
        actions = ApplicationActions(application: application.pointer)
        self.viewModel = viewModel
        for command in AppCommand.withoutArguments {
            // Plain keys are the window's to send (``MainWindow``): an accelerator would take
            // them before the focused widget, and reach the stopwatch's commands on every screen.
            // Tab moves the focus, as in every window.
            let accelerators =
                command.isSentByPlainKey
                ? []
                : KeyBindings.keys(for: command).filter { !$0.movesFocus }
                    .map(GtkKeys.accelerator(for:))
            if command.isSetting {
                actions.addSwitch(command.name, accelerators: accelerators) { [weak viewModel] in viewModel?.send(command) }
            } else {
                actions.add(command.name, accelerators: accelerators) { [weak viewModel] in viewModel?.send(command) }
            }
        }
        actions.addWithInteger(AppCommand.openSessionName) { [weak viewModel] id in
            viewModel?.send(.openSession(SessionID(rawValue: id)))
        }
        actions.addWithInteger(AppCommand.selectStopwatchName) { [weak viewModel] id in
            guard let id = Int(exactly: id) else { return }
            viewModel?.send(.selectStopwatch(StopwatchID(rawValue: id)))
        }
        actions.addWithString(AppCommand.nameStopwatchName) { [weak viewModel] name in viewModel?.send(.nameStopwatch(name)) }
        // Alt+1…9 (the plain digits are the window's, as the stopwatch's own plain keys).
        let positions = Dictionary(
            uniqueKeysWithValues: KeyBindings.numberedPositions.map { position in
                (
                    Int32(position),
                    KeyBindings.keys(for: .switchToStopwatch(position)).filter { if case .alt = $0 { true } else { false } }
                        .map(GtkKeys.accelerator(for:))
                )
            })
        actions.addWithSmallInteger(AppCommand.switchToStopwatchName, accelerators: positions) { [weak viewModel] position in
            viewModel?.send(.switchToStopwatch(Int(position)))
        }
        // A stopwatch named from outside: `gapplication action … lap-stopwatch "'Tea'"` (a
        // name nobody has does nothing but a log line; the app's D-Bus interface answers).
        for targeted in AppCommand.targeted {
            actions.addWithString(targeted.name) { [weak viewModel] target in viewModel?.send(targeted.make(target)) }
        }
        // Mending the current stopwatch from outside: `adjust-time -300000`, `remove-lap "uint32 3"`,
        // `note-lap "(uint32 3, 'the hill')"`; a refusal is a log line (the D-Bus interface answers).
        actions.addWithInteger(AppCommand.adjustTimeName) { [weak viewModel] milliseconds in
            viewModel?.send(.adjustTime(milliseconds: milliseconds))
        }
        actions.addWithUnsignedInteger(AppCommand.removeLapName) { [weak viewModel] number in
            viewModel?.send(.removeLap(Int(number)))
        }
        actions.addWithUnsignedInteger(AppCommand.editLapNoteName) { [weak viewModel] number in
            viewModel?.send(.editLapNote(Int(number)))
        }
        actions.addWithUnsignedIntegerAndString(AppCommand.noteLapName) { [weak viewModel] number, note in
            viewModel?.send(.noteLap(Int(number), note))
        }
        render(viewModel.viewState)
        token = viewModel.addListener { [weak self] state in self?.render(state) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    /// Whether the action of `command` can be activated now.
    public func isEnabled(_ command: AppCommand) -> Bool {
        actions.isEnabled(command.name)
    }

    private func render(_ state: AppViewState) {
        for command in AppCommand.withoutArguments {
            actions.setEnabled(command.name, state.allows(command))
            if command.isSetting { actions.setOn(command.name, state.isOn(command)) }
        }
        actions.setEnabled(AppCommand.openSessionName, state.canOpenSessions)
        actions.setEnabled(AppCommand.selectStopwatchName, state.allows(.selectStopwatch(.first)))
        actions.setEnabled(AppCommand.nameStopwatchName, state.allows(.nameStopwatch("")))
        actions.setEnabled(AppCommand.switchToStopwatchName, state.allows(.switchToStopwatch(KeyBindings.numberedPositions.lowerBound)))
        for targeted in AppCommand.targeted { actions.setEnabled(targeted.name, state.allows(targeted.make(""))) }
        actions.setEnabled(AppCommand.adjustTimeName, state.allows(.adjustTime(milliseconds: 0)))
        actions.setEnabled(AppCommand.removeLapName, state.allows(.removeLap(1)))
        actions.setEnabled(AppCommand.editLapNoteName, state.allows(.editLapNote(1)))
        actions.setEnabled(AppCommand.noteLapName, state.allows(.noteLap(1, "")))
    }
}

import CGtk
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
            let accelerators = command.isSentByPlainKey ? [] : KeyBindings.keys(for: command).map(GtkKeys.accelerator(for:))
            if command.isSetting {
                actions.addSwitch(command.name) { [weak viewModel] in viewModel?.send(command) }
            } else {
                actions.add(command.name, accelerators: accelerators) { [weak viewModel] in viewModel?.send(command) }
            }
        }
        actions.addWithInteger(AppCommand.openSessionName) { [weak viewModel] id in
            viewModel?.send(.openSession(SessionID(rawValue: id)))
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
    }
}

import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Makes every ``AppAction`` an application action (`app.NAME`), from the one table, with its
/// parameter's type and its keys as accelerators (but the plain keys of the commands a plain
/// key sends, which are the window's, see ``MainWindow``); sends each activation to the
/// ``AppViewModel``, and enables each action exactly when the app's view state allows its
/// command (a switch shows on or off as the view state says). It decides nothing itself.
@MainActor
public final class AppActionBinding {
    private let actions: ApplicationActions
    private let viewModel: AppViewModel
    private let subscriptions = Subscriptions()

    public init(application: Application, viewModel: AppViewModel) {
        actions = ApplicationActions(application: application.pointer)
        self.viewModel = viewModel
        for action in AppAction.all {
            actions.add(
                action.name, parameter: action.parameter.signature, isSwitch: action.isSwitch, accelerators: Self.accelerators(of: action)
            ) { [weak viewModel] value in
                guard let command = action.command(for: ActionArgument(value)) else { return }
                viewModel?.send(command)
            }
        }
        render(viewModel.viewState)
        subscriptions.keep(viewModel.addListener { [weak self] state in self?.render(state) }, removedBy: viewModel.removeListener)
    }

    /// Whether the action of `command` can be activated now.
    public func isEnabled(_ command: AppCommand) -> Bool {
        actions.isEnabled(command.name)
    }

    /// The keys of `action` as GTK accelerators, by the parameter each activates it with.
    /// Plain keys of a command a plain key sends are the window's to send (an accelerator
    /// would take them before the focused widget, and reach the stopwatch's commands on every
    /// screen); Tab moves the focus, as in every window.
    private static func accelerators(of action: AppAction) -> [String: [String]] {
        var accelerators: [String: [String]] = [:]
        for (argument, keys) in action.keys {
            let taken = keys.filter { !$0.movesFocus && !($0.isPlain && action.sample.isSentByPlainKey) }
            if !taken.isEmpty { accelerators[argument.detail, default: []] += taken.map(GtkKeys.accelerator(for:)) }
        }
        return accelerators
    }

    private func render(_ state: AppViewState) {
        for action in AppAction.all {
            actions.setEnabled(action.name, state.allows(action.sample))
            if action.isSwitch { actions.setOn(action.name, state.isOn(action.sample)) }
        }
    }
}

extension ActionArgument {
    /// An activation's parameter, as GLib hands it over.
    init(_ value: DBusValue?) {
        switch value {
        case nil: self = .none
        case .int64(let value): self = .int64(value)
        case .int32(let value): self = .int32(value)
        case .uint32(let value): self = .uint32(value)
        case .string(let value): self = .string(value)
        case .tuple(let members):
            if members.count == 2, let number = members[0].uint32Value, let text = members[1].stringValue {
                self = .uint32AndString(number, text)
            } else {
                self = .none
            }
        case .uint64, .objectPath, .boolean, .byte, .bytes, .variant, .array, .properties, .other: self = .none
        }
    }

    /// How a detailed action name writes it after the name, as GLib prints it: "" for none,
    /// "1" for the 32-bit integer 1, "uint32 3".
    var detail: String {
        value?.printed ?? ""
    }
}

import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The Goal dialog over the main window (Ctrl+G, the menu's Goal…): libadwaita's list of how often
/// (no goal, each day, each week), a radio button each; hours and minutes to reach; what a goal
/// counts, why the last try was refused, and Cancel and Set (Enter presses it). It
/// renders its ``GoalDialogViewState`` and sends what was set: the ViewModel decides the rest.
///
/// The hours' field takes as many as the choice holds (24 a day, 168 a week); with no goal the
/// fields are greyed.
@MainActor
final class GoalDialog: ModalWindow {
    let widget: Widget
    private let window: Window
    private let choices: [(period: StopwatchGoal.Period?, button: RadioButton)]
    private let hours: NumberField
    private let minutes: NumberField
    private let problem = Label(cssClasses: ["error", "goal-problem"], xAlign: 0)
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: GoalDialogViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        window = Self.makeWindow(title: state.title, over: parent, cssClass: "goal")
        widget = window.widget
        // A header bar of its own: the close button, on X11 without a window manager too.
        window.setTitlebar()

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        content.append(Label(state.subtitle, cssClasses: ["dim-label", "goal-for"], xAlign: 0))

        let often = Adwaita.PreferencesGroup(title: state.periodLabel)
        var buttons: [(StopwatchGoal.Period?, RadioButton)] = []
        for choice in state.choices {
            let line = Adwaita.ActionRow(title: choice.title)
            let button = RadioButton()
            if let first = buttons.first { button.join(first.1) }
            line.addPrefix(button)
            // The radio button has the keyboard, not its row: a screen reader says it as one.
            line.controlled(by: button)
            button.widget.relabel(choice.title)
            button.isActive = choice.period == state.period
            often.add(line)
            buttons.append((choice.period, button))
        }
        choices = buttons
        RadioButton.arrowsChoose(among: buttons.map(\.1))
        content.append(often)

        let amount = Adwaita.PreferencesGroup(title: state.amountLabel)
        hours = NumberField(maximum: state.maximumHours, label: state.hoursLabel, vertical: true)
        hours.setMaximum(state.chosen?.maximumHours ?? state.maximumHours)
        hours.set(state.hours)
        minutes = NumberField(maximum: state.maximumMinutes, label: state.minutesLabel, vertical: true)
        minutes.set(state.minutes)
        let fields = Box.horizontal(spacing: 6)
        fields.widget.setMargins(top: 6)
        for (field, caption) in [(hours, state.hoursLabel), (minutes, state.minutesLabel)] {
            let column = Box.vertical(spacing: 4)
            column.append(Label(caption, cssClasses: ["caption", "dim-label"]))
            column.append(field)
            fields.append(column)
            field.activatesDefault()
        }
        amount.add(fields)
        content.append(amount)

        let explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        for label in [explanation, problem] {
            label.wrap(maxWidthChars: 34)
            content.append(label)
        }

        let (cancel, confirm) = Self.appendButtons(cancel: state.cancel.title, confirm: state.confirm.title, to: content, of: window)
        window.setChild(content)

        for (choice, (_, button)) in zip(state.choices, choices) {
            connections.append(button.onChosen { [weak self] in self?.chose(choice) })
        }
        // Enter on a choice presses Set, as in a field (a check button would take it as Space).
        for (_, button) in choices {
            KeyCapture.install(on: button.widget) { [weak self] name, modifiers in
                guard modifiers.isEmpty, name == "Return" || name == "KP_Enter", let self else { return false }
                apply()
                return true
            }
        }
        connections.append(confirm.onClicked { [weak self] in self?.apply() })
        connections.append(cancel.onClicked { send(state.cancel.command) })
        connections.append(Self.closing(widget, sends: state.cancel.command, through: send))
        setFieldsSensitive(state.chosen?.asksTime ?? false)
        render(state)
    }

    /// Shows what changed while it is open: only the reason of a refusal does.
    func render(_ state: GoalDialogViewState) {
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
    }

    func present() {
        window.present()
        // Where the user starts: the choice made, or the hours of the goal there is.
        let chosen = choices.first { $0.button.isActive }?.button.widget
        _ = (chosen ?? hours.widget).grabFocus()
    }

    func close() {
        connections = []
        window.destroy()
    }

    /// Another choice: its hours' range, and the fields greyed when it asks no time.
    private func chose(_ choice: GoalDialogViewState.Choice) {
        setFieldsSensitive(choice.asksTime)
        hours.setMaximum(choice.maximumHours)
    }

    /// Each field greyed or not: a screen reader reads it of the field itself, not of its box.
    private func setFieldsSensitive(_ sensitive: Bool) {
        for field in [hours, minutes] { field.widget.isSensitive = sensitive }
    }

    private func apply() {
        let period = choices.first { $0.button.isActive }?.period
        send(.goal(.apply(GoalInput(period: period, hours: hours.value, minutes: minutes.value))))
    }
}

import CGtk
import GtkInterop
import StopwatchPresentation

/// The Adjust Time window over the main one: Add or Take Away, hours, minutes and seconds,
/// what the change does, why the last try was refused, and Cancel and Adjust; for a stopwatch
/// not yet started, "Started [h] [min] [s] ago" and Start. It renders its
/// ``TimeAdjustmentViewState`` and sends what was set: the ViewModel decides the rest.
@MainActor
final class TimeAdjustmentDialog: ModalWindow {
    let widget: Widget
    private let add: Widget?
    private let takeAway: Widget?
    private let hours: Widget
    private let minutes: Widget
    private let seconds: Widget
    private let problem = Label(cssClasses: ["error", "adjust-problem"], xAlign: 0)
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: TimeAdjustmentViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        widget = Self.makeWindow(title: state.title, over: parent, cssClass: "adjust-time")
        let window = widget.typed(GtkWindow.self)

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        if state.startsStopwatch {
            add = nil
            takeAway = nil
        } else {
            let direction = Box.horizontal(cssClasses: ["linked"])
            direction.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
            let add = Widget.mnemonicToggleButton(state.addLabel)
            let takeAway = Widget.mnemonicToggleButton(state.takeAwayLabel)
            gtk_toggle_button_set_group(takeAway.typed(GtkToggleButton.self), add.typed(GtkToggleButton.self))
            gtk_toggle_button_set_active(add.typed(GtkToggleButton.self), 1)
            direction.append(add)
            direction.append(takeAway)
            content.append(direction)
            self.add = add
            self.takeAway = takeAway
        }
        func field(_ label: String, maximum: Int) -> Widget {
            let spin = Widget(gtk_spin_button_new_with_range(0, Double(maximum), 1))
            gtk_spin_button_set_numeric(spin.opaque, 1)
            gtk_editable_set_width_chars(spin.opaque, maximum > 99 ? 6 : 2)
            spin.setAccessibleLabel(label)
            return spin
        }
        hours = field(state.hoursLabel, maximum: state.maximumHours)
        minutes = field(state.minutesLabel, maximum: state.maximumMinutes)
        seconds = field(state.secondsLabel, maximum: state.maximumSeconds)
        let fields = Box.horizontal(spacing: 6)
        fields.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        if state.startsStopwatch { fields.append(Label(state.startedLabel)) }
        for (spin, caption) in [(hours, state.hoursLabel), (minutes, state.minutesLabel), (seconds, state.secondsLabel)] {
            let column = Box.vertical(spacing: 4)
            column.append(Label(caption, cssClasses: ["caption", "dim-label"]))
            column.append(spin)
            fields.append(column)
        }
        if state.startsStopwatch { fields.append(Label(state.agoLabel)) }
        content.append(fields)

        let explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        gtk_label_set_wrap(explanation.widget.opaque, 1)
        gtk_label_set_max_width_chars(explanation.widget.opaque, 36)
        content.append(explanation)
        gtk_label_set_wrap(problem.widget.opaque, 1)
        gtk_label_set_max_width_chars(problem.widget.opaque, 36)
        content.append(problem)

        let buttons = Box.horizontal(spacing: 12)
        buttons.widget.setAlignment(horizontal: GTK_ALIGN_END)
        let cancel = Widget.mnemonicButton(state.cancel.title)
        let confirm = Widget.mnemonicButton(state.confirm.title)
        confirm.addCSSClass("suggested-action")
        buttons.append(cancel)
        buttons.append(confirm)
        content.append(buttons)
        gtk_window_set_child(window, content.widget.pointer)
        gtk_window_set_default_widget(window, confirm.pointer)

        connections.append(
            SignalConnection(confirm.object, handlerID: Signals.connect(confirm.object, "clicked") { [weak self] in self?.apply() }))
        connections.append(
            SignalConnection(cancel.object, handlerID: Signals.connect(cancel.object, "clicked") { send(.cancelTimeAdjustment) }))
        // Enter in a field presses the default button (GTK 4.8's spin button has no activate
        // signal of its own: its text field activates the window's default).
        for spin in [hours, minutes, seconds] {
            if let text = gtk_editable_get_delegate(spin.opaque) { gtk_text_set_activates_default(UnsafeMutablePointer<GtkText>(text), 1) }
        }
        connections.append(Self.closing(widget, sends: .cancelTimeAdjustment, through: send))
        render(state)
    }

    /// Shows what changed: only the reason of a refusal does, while it is open.
    func render(_ state: TimeAdjustmentViewState) {
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
    }

    func present() {
        gtk_window_present(widget.typed(GtkWindow.self))
        _ = hours.grabFocus()
    }

    func close() {
        connections = []
        gtk_window_destroy(widget.typed(GtkWindow.self))
    }

    private func apply() {
        // The fields' text as typed, even before a spin button took it in.
        for spin in [hours, minutes, seconds] { gtk_spin_button_update(spin.opaque) }
        let input = TimeAdjustmentInput(
            takesAway: takeAway.map { gtk_toggle_button_get_active($0.typed(GtkToggleButton.self)) != 0 } ?? false,
            hours: Int(gtk_spin_button_get_value_as_int(hours.opaque)),
            minutes: Int(gtk_spin_button_get_value_as_int(minutes.opaque)),
            seconds: Int(gtk_spin_button_get_value_as_int(seconds.opaque)))
        send(.applyTimeAdjustment(input))
    }
}

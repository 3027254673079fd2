import CGtk
import GtkInterop
import StopwatchPresentation

/// The Adjust Time window over the main one: Add or Take Away, hours, minutes and seconds,
/// what the change does, why the last try was refused, and Cancel and Adjust; for a stopwatch
/// not yet started, "Started [h] [min] [s] ago" and Start, or (At a Time) "Started at [9:05]";
/// to pause one earlier, "Stopped … ago" or "Stopped at [14:05]" and Pause. It renders its
/// ``TimeAdjustmentViewState`` and sends what was set: the ViewModel decides the rest.
@MainActor
final class TimeAdjustmentDialog: ModalWindow {
    let widget: Widget
    private let window: Window
    private let takeAway: ToggleButton?
    private let fields: [NumberField]
    /// The moment typed, and the button that chose to type one, when it asks when.
    private let moment: (choice: ToggleButton, entry: TextEntry)?
    private let problem = Label(cssClasses: ["error", "adjust-problem"], xAlign: 0)
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: TimeAdjustmentViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        window = Self.makeWindow(title: state.title, over: parent, cssClass: "adjust-time")
        widget = window.widget

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        if state.asksHowLongAgo {
            takeAway = nil
        } else {
            let (direction, takeAway) = Self.choiceOfTwo(state.addLabel, state.takeAwayLabel)
            content.append(direction)
            self.takeAway = takeAway
        }
        let captions = [state.hoursLabel, state.minutesLabel, state.secondsLabel]
        fields = zip(captions, [state.maximumHours, state.maximumMinutes, state.maximumSeconds]).map { caption, maximum in
            NumberField(maximum: maximum, label: caption)
        }
        let line = Box.horizontal(spacing: 6)
        line.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        if state.asksHowLongAgo { line.append(Label(state.startedLabel)) }
        for (field, caption) in zip(fields, captions) {
            let column = Box.vertical(spacing: 4)
            column.append(Label(caption, cssClasses: ["caption", "dim-label"]))
            column.append(field)
            line.append(column)
        }
        if state.asksHowLongAgo { line.append(Label(state.agoLabel)) }
        if state.atChoiceLabel.isEmpty {
            moment = nil
            content.append(line)
        } else {
            // How long ago, or a moment typed: a choice above, the one chosen below it.
            let (choice, at) = Self.choiceOfTwo(state.agoChoiceLabel, state.atChoiceLabel)
            content.append(choice)
            content.append(line)
            let atLine = Box.horizontal(spacing: 6)
            atLine.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
            let atLabel = Label(state.atLabel)
            atLine.append(atLabel)
            let entry = TextEntry(text: "", maxLength: 40, placeholder: state.atPlaceholder)
            entry.widget.setAccessibleLabel(state.atLabel)
            atLine.append(entry)
            atLine.widget.isVisible = false
            content.append(atLine)
            moment = (at, entry)
            connections.append(
                at.onToggled { [line, atLine, entry] typed in
                    line.widget.isVisible = !typed
                    atLine.widget.isVisible = typed
                    if typed { _ = entry.widget.grabFocus() }
                })
        }

        let explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        for label in [explanation, problem] {
            label.wrap(maxWidthChars: 36)
            content.append(label)
        }

        let (cancel, confirm) = Self.appendButtons(cancel: state.cancel.title, confirm: state.confirm.title, to: content, of: window)
        window.setChild(content)

        connections.append(confirm.onClicked { [weak self] in self?.apply() })
        connections.append(cancel.onClicked { send(.cancelTimeAdjustment) })
        // Enter in a field presses the default button.
        for field in fields { field.activatesDefault() }
        if let moment { connections.append(moment.entry.onActivate { [weak self] _ in self?.apply() }) }
        connections.append(Self.closing(widget, sends: .cancelTimeAdjustment, through: send))
        render(state)
    }

    /// Shows what changed: only the reason of a refusal does, while it is open.
    func render(_ state: TimeAdjustmentViewState) {
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
    }

    func present() {
        window.present()
        _ = fields[0].widget.grabFocus()
    }

    func close() {
        connections = []
        window.destroy()
    }

    private func apply() {
        let values = fields.map(\.value)
        let typed = moment.flatMap { $0.choice.isActive ? $0.entry.text : nil }
        let input = TimeAdjustmentInput(
            takesAway: takeAway?.isActive ?? false, hours: values[0], minutes: values[1], seconds: values[2], at: typed)
        send(.applyTimeAdjustment(input))
    }

    /// Two linked toggle buttons, centred, labelled with their access keys, the first pressed:
    /// the row, and the second button (pressed, it chooses the other way).
    private static func choiceOfTwo(_ first: String, _ second: String) -> (Box, ToggleButton) {
        let row = Box.horizontal(cssClasses: ["linked"])
        row.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        let one = ToggleButton(Widget.mnemonicToggleButton(first))
        let other = ToggleButton(Widget.mnemonicToggleButton(second))
        other.join(one)
        one.isActive = true
        row.append(one)
        row.append(other)
        return (row, other)
    }
}

import CGtk
import GtkInterop
import StopwatchPresentation

/// The Alerts window over the main one (Ctrl+B): the current stopwatch's alert times, each a
/// row of libadwaita's list with its Remove button; hours, minutes and seconds and Add; the
/// interval, with hours and minutes, Set and Turn Off; what an alert does, why the last try was
/// refused, and Close. The times and the interval are each libadwaita's preferences group,
/// titled by its heading and named by it for a screen reader; every control is reached by Tab
/// (the rows themselves are not: their Remove buttons are). It renders its ``AlertsViewState``
/// and sends what was set: the ViewModel decides the rest.
///
/// libadwaita 1.2 has no row for a number (a spin row came later): the fields stay GTK's spin
/// buttons, under the group's list.
@MainActor
final class AlertsWindow: ModalWindow {
    let widget: Widget
    private let window: Window
    private let subtitle = Label(cssClasses: ["dim-label"], xAlign: 0)
    private let times: Adwaita.PreferencesGroup
    private let noTimes = Label(cssClasses: ["dim-label"], xAlign: 0)
    private let timeFields: [NumberField]
    private let add: Widget
    private let interval = Label(cssClasses: ["alert-interval"], xAlign: 0)
    private let intervalFields: [NumberField]
    private let setInterval: Widget
    private let clearInterval: Widget
    private let problem = Label(cssClasses: ["error", "alerts-problem"], xAlign: 0)
    /// The rows shown, each with its Remove button's connection.
    private var rowWidgets: [(row: AlertsViewState.Row, line: Adwaita.ActionRow, button: Widget)] = []
    private var rowConnections: [SignalConnection] = []
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void
    private var shown: AlertsViewState

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: AlertsViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        shown = state
        window = Self.makeWindow(title: state.title, over: parent, cssClass: "alerts")
        widget = window.widget
        // A header bar of its own: the close button, on X11 without a window manager too.
        window.setTitlebar()

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        content.append(subtitle)

        // The times: the group's list, then the fields that add one.
        times = Adwaita.PreferencesGroup(title: state.timesHeading)
        times.widget.addCSSClass("alert-times")
        times.add(noTimes)
        timeFields = [
            Self.field(state.hoursLabel, maximum: state.maximumHours), Self.field(state.minutesLabel, maximum: state.maximumMinutes),
            Self.field(state.secondsLabel, maximum: state.maximumSeconds),
        ]
        add = Widget.mnemonicButton(state.add.title)
        times.add(Self.fieldsLine(zip(timeFields, [state.hoursLabel, state.minutesLabel, state.secondsLabel]), then: [add]))
        content.append(times)

        // The interval: what it is beside the heading, then the fields that set it.
        let every = Adwaita.PreferencesGroup(title: state.intervalHeading)
        every.setHeaderSuffix(interval)
        intervalFields = [
            Self.field(state.hoursLabel, maximum: state.maximumIntervalHours),
            Self.field(state.minutesLabel, maximum: state.maximumMinutes),
        ]
        setInterval = Widget.mnemonicButton(state.setInterval.title)
        clearInterval = Widget.mnemonicButton(state.clearInterval.title)
        every.add(Self.fieldsLine(zip(intervalFields, [state.hoursLabel, state.minutesLabel]), then: [setInterval, clearInterval]))
        content.append(every)

        let explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        for label in [explanation, problem] {
            label.wrap(maxWidthChars: 34)
            content.append(label)
        }
        let close = Widget.mnemonicButton(state.close.title)
        close.setAlignment(horizontal: GTK_ALIGN_END)
        content.append(close)
        window.setChild(content)

        connections.append(add.onClicked { [weak self] in self?.addTime() })
        connections.append(setInterval.onClicked { [weak self] in self?.setTheInterval() })
        connections.append(clearInterval.onClicked { [weak self] in self?.sendShown(\.clearInterval) })
        connections.append(close.onClicked { [weak self] in self?.sendShown(\.close) })
        // Enter in a time's field adds it; in the interval's, sets it.
        for field in timeFields {
            field.onActivate { [weak self] in self?.addTime() }.map { connections.append($0) }
        }
        for field in intervalFields {
            field.onActivate { [weak self] in self?.setTheInterval() }.map { connections.append($0) }
        }
        connections.append(Self.closing(widget, sends: state.close.command, through: send))
        render(state)
    }

    /// + above and − below the number, as GNOME Clocks sets a time: three fields and Add fit a
    /// 360-pixel screen side by side.
    private static func field(_ label: String, maximum: Int) -> NumberField {
        NumberField(maximum: maximum, label: label, vertical: true)
    }

    /// The fields in a row, each with its caption above, then `buttons`.
    private static func fieldsLine<Fields: Sequence>(_ fields: Fields, then buttons: [Widget]) -> Box
    where Fields.Element == (NumberField, String) {
        let line = Box.horizontal(spacing: 6)
        // Clear of the list above it.
        line.widget.setMargins(top: 6)
        for (field, caption) in fields {
            let column = Box.vertical(spacing: 4)
            column.append(Label(caption, cssClasses: ["caption", "dim-label"]))
            column.append(field)
            line.append(column)
        }
        for button in buttons {
            button.setAlignment(vertical: GTK_ALIGN_END)
            line.append(button)
        }
        return line
    }

    /// Shows what changed: the times, the interval, whether another time can be added, why
    /// the last try was refused, and the stopwatch's name.
    func render(_ state: AlertsViewState) {
        shown = state
        subtitle.setText(state.subtitle)
        if state.rows != rowWidgets.map(\.row) { renderRows(state.rows) }
        noTimes.setText(state.noTimes)
        noTimes.widget.isVisible = state.rows.isEmpty
        add.isSensitive = state.canAdd
        interval.setText(state.interval)
        clearInterval.isVisible = state.hasInterval
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
    }

    /// The times anew; a Remove button that had the focus hands it to the first field.
    private func renderRows(_ newRows: [AlertsViewState.Row]) {
        let focused = window.focus
        let hadFocus = rowWidgets.contains { $0.button.pointer == focused?.pointer }
        rowConnections = []
        for shown in rowWidgets { times.remove(shown.line) }
        rowWidgets = newRows.map { row in
            let line = Adwaita.ActionRow(title: row.time, cssClasses: ["alert-time", "numeric"])
            line.widget.relabel(row.spokenTime)
            // Its Remove button has the keyboard, not the row, which does nothing itself.
            line.withoutKeyboard()
            let remove = Button(label: row.remove.title)
            remove.widget.setAccessibleLabel(row.removeLabel)
            let command = row.remove.command
            rowConnections.append(remove.widget.onClicked { [weak self] in self?.send(command) })
            line.addSuffix(remove)
            times.add(line)
            return (row, line, remove.widget)
        }
        if hadFocus { _ = (rowWidgets.first?.button ?? timeFields[0].widget).grabFocus() }
    }

    func present() {
        window.present()
        _ = timeFields[0].widget.grabFocus()
    }

    func close() {
        connections = []
        rowConnections = []
        window.destroy()
    }

    private func addTime() {
        let values = timeFields.map(\.value)
        send(.addAlertTime(AlertTimeInput(hours: values[0], minutes: values[1], seconds: values[2])))
    }

    private func setTheInterval() {
        let values = intervalFields.map(\.value)
        send(.setAlertInterval(AlertTimeInput(hours: values[0], minutes: values[1])))
    }

    private func sendShown(_ button: KeyPath<AlertsViewState, CommandButton>) {
        send(shown[keyPath: button].command)
    }
}

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
    private let subtitle = Label(cssClasses: ["dim-label"], xAlign: 0)
    private let times: Widget
    private let noTimes = Label(cssClasses: ["dim-label"], xAlign: 0)
    private let timeFields: [Widget]
    private let add: Widget
    private let interval = Label(cssClasses: ["alert-interval"], xAlign: 0)
    private let intervalFields: [Widget]
    private let setInterval: Widget
    private let clearInterval: Widget
    private let problem = Label(cssClasses: ["error", "alerts-problem"], xAlign: 0)
    /// The rows shown, each with its Remove button's connection.
    private var rowWidgets: [(row: AlertsViewState.Row, widget: Widget, button: Widget)] = []
    private var rowConnections: [SignalConnection] = []
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void
    private var shown: AlertsViewState

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: AlertsViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        shown = state
        widget = Self.makeWindow(title: state.title, over: parent, cssClass: "alerts")
        let window = widget.typed(GtkWindow.self)
        // A header bar of its own: the close button, on X11 without a window manager too.
        gtk_window_set_titlebar(window, gtk_header_bar_new())

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        content.append(subtitle)

        // The times: the group's list, then the fields that add one.
        times = Self.group(titled: state.timesHeading)
        times.addCSSClass("alert-times")
        adw_preferences_group_add(times.typed(AdwPreferencesGroup.self), noTimes.widget.pointer)
        timeFields = [
            Self.field(state.hoursLabel, maximum: state.maximumHours), Self.field(state.minutesLabel, maximum: state.maximumMinutes),
            Self.field(state.secondsLabel, maximum: state.maximumSeconds),
        ]
        add = Widget.mnemonicButton(state.add.title)
        adw_preferences_group_add(
            times.typed(AdwPreferencesGroup.self),
            Self.fieldsLine(zip(timeFields, [state.hoursLabel, state.minutesLabel, state.secondsLabel]), then: [add]).pointer)
        content.append(times)

        // The interval: what it is beside the heading, then the fields that set it.
        let every = Self.group(titled: state.intervalHeading)
        adw_preferences_group_set_header_suffix(every.typed(AdwPreferencesGroup.self), interval.widget.pointer)
        intervalFields = [
            Self.field(state.hoursLabel, maximum: state.maximumIntervalHours),
            Self.field(state.minutesLabel, maximum: state.maximumMinutes),
        ]
        setInterval = Widget.mnemonicButton(state.setInterval.title)
        clearInterval = Widget.mnemonicButton(state.clearInterval.title)
        adw_preferences_group_add(
            every.typed(AdwPreferencesGroup.self),
            Self.fieldsLine(zip(intervalFields, [state.hoursLabel, state.minutesLabel]), then: [setInterval, clearInterval]).pointer)
        content.append(every)

        let explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        for label in [explanation, problem] {
            gtk_label_set_wrap(label.widget.opaque, 1)
            gtk_label_set_max_width_chars(label.widget.opaque, 34)
            content.append(label)
        }
        let close = Widget.mnemonicButton(state.close.title)
        close.setAlignment(horizontal: GTK_ALIGN_END)
        content.append(close)
        gtk_window_set_child(window, content.widget.pointer)

        connections.append(clicked(add) { [weak self] in self?.addTime() })
        connections.append(clicked(setInterval) { [weak self] in self?.setTheInterval() })
        connections.append(clicked(clearInterval) { [weak self] in self?.sendShown(\.clearInterval) })
        connections.append(clicked(close) { [weak self] in self?.sendShown(\.close) })
        // Enter in a time's field adds it; in the interval's, sets it (GTK 4.8's spin button
        // has no activate signal of its own: its text field's is the one).
        for spin in timeFields + intervalFields {
            guard let text = gtk_editable_get_delegate(spin.opaque) else { continue }
            let object = UnsafeMutableRawPointer(text)
            let isTime = timeFields.contains { $0.pointer == spin.pointer }
            connections.append(
                SignalConnection(
                    object,
                    handlerID: Signals.connect(object, "activate") { [weak self] in
                        if isTime { self?.addTime() } else { self?.setTheInterval() }
                    }))
        }
        connections.append(Self.closing(widget, sends: state.close.command, through: send))
        render(state)
    }

    /// libadwaita's preferences group titled `title`, a group named by it for a screen reader.
    private static func group(titled title: String) -> Widget {
        let group = Widget(cadw_preferences_group_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP))
        adw_preferences_group_set_title(group.typed(AdwPreferencesGroup.self), title)
        group.setAccessibleLabel(title)
        // libadwaita 1.2 leaves the group's list unnamed: a screen reader would say "GtkListBox".
        for list in group.descendants(typeNamed: "GtkListBox") { list.relabel(title) }
        return group
    }

    private static func field(_ label: String, maximum: Int) -> Widget {
        let spin = Widget(gtk_spin_button_new_with_range(0, Double(maximum), 1))
        gtk_spin_button_set_numeric(spin.opaque, 1)
        // + above and − below the number, as GNOME Clocks sets a time: three fields and Add
        // fit a 360-pixel screen side by side.
        gtk_orientable_set_orientation(spin.opaque, GTK_ORIENTATION_VERTICAL)
        gtk_editable_set_width_chars(spin.opaque, maximum > 99 ? 6 : 2)
        spin.setAccessibleLabel(label)
        return spin
    }

    /// The fields in a row, each with its caption above, then `buttons`.
    private static func fieldsLine<Fields: Sequence>(_ fields: Fields, then buttons: [Widget]) -> Widget
    where Fields.Element == (Widget, String) {
        let line = Box.horizontal(spacing: 6)
        // Clear of the list above it.
        gtk_widget_set_margin_top(line.widget.pointer, 6)
        for (spin, caption) in fields {
            let column = Box.vertical(spacing: 4)
            column.append(Label(caption, cssClasses: ["caption", "dim-label"]))
            column.append(spin)
            line.append(column)
        }
        for button in buttons {
            button.setAlignment(vertical: GTK_ALIGN_END)
            line.append(button)
        }
        return line.widget
    }

    private func clicked(_ button: Widget, _ action: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(button.object, handlerID: Signals.connect(button.object, "clicked", action))
    }

    /// Shows what changed: the times, the interval, whether another time can be added, why
    /// the last try was refused, and the stopwatch's name.
    func render(_ state: AlertsViewState) {
        shown = state
        subtitle.setText(state.subtitle)
        if state.rows != rowWidgets.map(\.row) { renderRows(state.rows) }
        noTimes.setText(state.noTimes)
        noTimes.widget.isVisible = state.rows.isEmpty
        gtk_widget_set_sensitive(add.pointer, state.canAdd ? 1 : 0)
        interval.setText(state.interval)
        clearInterval.isVisible = state.hasInterval
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
    }

    /// The times anew; a Remove button that had the focus hands it to the first field.
    private func renderRows(_ newRows: [AlertsViewState.Row]) {
        let window = widget.typed(GtkWindow.self)
        let focused = gtk_window_get_focus(window)
        let hadFocus = rowWidgets.contains { $0.button.pointer == focused }
        rowConnections = []
        let group = times.typed(AdwPreferencesGroup.self)
        for shown in rowWidgets { adw_preferences_group_remove(group, shown.widget.pointer) }
        rowWidgets = newRows.map { row in
            let line = Widget(adw_action_row_new())
            adw_preferences_row_set_title(line.typed(AdwPreferencesRow.self), row.time)
            line.addCSSClass("alert-time")
            line.addCSSClass("numeric")
            line.relabel(row.spokenTime)
            // Its Remove button has the keyboard, not the row, which does nothing itself.
            gtk_widget_set_focusable(line.pointer, 0)
            let remove = Widget(gtk_button_new_with_label(row.remove.title))
            remove.setAlignment(vertical: GTK_ALIGN_CENTER)
            remove.setAccessibleLabel(row.removeLabel)
            let command = row.remove.command
            rowConnections.append(clicked(remove) { [weak self] in self?.send(command) })
            adw_action_row_add_suffix(line.typed(AdwActionRow.self), remove.pointer)
            adw_preferences_group_add(group, line.pointer)
            return (row, line, remove)
        }
        if hadFocus { _ = (rowWidgets.first?.button ?? timeFields[0]).grabFocus() }
    }

    func present() {
        gtk_window_present(widget.typed(GtkWindow.self))
        _ = timeFields[0].grabFocus()
    }

    func close() {
        connections = []
        rowConnections = []
        gtk_window_destroy(widget.typed(GtkWindow.self))
    }

    private func values(of fields: [Widget]) -> [Int] {
        // The fields' text as typed, even before a spin button took it in.
        fields.map { spin in
            gtk_spin_button_update(spin.opaque)
            return Int(gtk_spin_button_get_value_as_int(spin.opaque))
        }
    }

    private func addTime() {
        let values = values(of: timeFields)
        send(.addAlertTime(AlertTimeInput(hours: values[0], minutes: values[1], seconds: values[2])))
    }

    private func setTheInterval() {
        let values = values(of: intervalFields)
        send(.setAlertInterval(AlertTimeInput(hours: values[0], minutes: values[1])))
    }

    private func sendShown(_ button: KeyPath<AlertsViewState, CommandButton>) {
        send(shown[keyPath: button].command)
    }
}

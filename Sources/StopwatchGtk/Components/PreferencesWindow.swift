import CGtk
import GtkInterop
import StopwatchPresentation

/// The Preferences window over the main one: one row a preference, a choice as radio buttons
/// (in a group named for assistive technology, which Orca says on entering it), a switch labelled by its title (GTK 4.8 tells
/// it as a check box, checked or not). It renders its
/// ``PreferencesViewState`` and sends the command of what the user picks; what is chosen, and
/// what it changes, the ViewModel decides. Rendering a change (from `gsettings`) moves the
/// buttons, whose signals then send what is already chosen: nothing happens.
@MainActor
final class PreferencesWindow: ModalWindow {
    let widget: Widget
    /// Every option's radio button, by the row's key, in the order of its options.
    private var choices: [String: [Widget]] = [:]
    /// Every switch, by the row's key.
    private var switches: [String: Widget] = [:]
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void
    private var shown: PreferencesViewState

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: PreferencesViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        shown = state
        widget = Self.makeWindow(title: state.title, over: parent, cssClass: "preferences")
        let window = widget.typed(GtkWindow.self)
        // A header bar of its own: the close button, on X11 without a window manager too.
        let header = Widget(gtk_header_bar_new())
        gtk_window_set_titlebar(window, header.pointer)

        let content = Box.vertical(spacing: 18)
        content.widget.setMargins(18)
        for row in state.rows { content.append(makeRow(row)) }
        gtk_window_set_child(window, content.widget.pointer)

        connections.append(Self.closing(widget, sends: .closePreferences, through: send))
        render(state)
    }

    private func makeRow(_ row: PreferencesViewState.Row) -> Widget {
        let box = Box.vertical(spacing: 6)
        let title = Label(row.title, cssClasses: ["heading"], xAlign: 0)
        switch row.kind {
        case .choice(let options):
            box.append(title)
            let group = Box.vertical(spacing: 2, role: GTK_ACCESSIBLE_ROLE_GROUP)
            group.widget.setAccessibleLabel(row.title)
            var buttons: [Widget] = []
            for option in options {
                let button = Widget(cgtk_check_button_new_with_role(option.title, GTK_ACCESSIBLE_ROLE_RADIO))
                if let first = buttons.first {
                    gtk_check_button_set_group(button.typed(GtkCheckButton.self), first.typed(GtkCheckButton.self))
                }
                let command = option.command
                connections.append(
                    SignalConnection(
                        button.object,
                        handlerID: Signals.connect(button.object, "toggled") { [weak self, button] in
                            guard gtk_check_button_get_active(button.typed(GtkCheckButton.self)) != 0 else { return }
                            self?.send(command)
                        }))
                group.append(button)
                buttons.append(button)
            }
            choices[row.key] = buttons
            box.append(group)
        case .toggle(_, let on, let off):
            let line = Box.horizontal(spacing: 12)
            let words = Box.vertical(spacing: 2)
            title.widget.setExpand(horizontal: true)
            words.append(title)
            if let explanation = row.explanation {
                let label = Label(explanation, cssClasses: ["dim-label", "caption"], xAlign: 0)
                gtk_label_set_wrap(label.widget.opaque, 1)
                gtk_label_set_max_width_chars(label.widget.opaque, 32)
                words.append(label)
            }
            words.widget.setExpand(horizontal: true)
            line.append(words)
            let toggle = Widget(gtk_switch_new())
            toggle.setAlignment(vertical: GTK_ALIGN_CENTER)
            toggle.setAccessibleLabel(row.title)
            if let explanation = row.explanation { toggle.setAccessibleDescription(explanation) }
            connections.append(
                SignalConnection(
                    toggle.object,
                    handlerID: Signals.connectWithArgument(toggle.object, "notify::active") { [weak self, toggle] _ in
                        self?.send(gtk_switch_get_active(toggle.opaque) != 0 ? on : off)
                    }))
            line.append(toggle)
            switches[row.key] = toggle
            box.append(line)
        }
        return box.widget
    }

    /// Shows what is chosen now.
    func render(_ state: PreferencesViewState) {
        shown = state
        for row in state.rows {
            switch row.kind {
            case .choice(let options):
                for (option, button) in zip(options, choices[row.key] ?? []) where option.isChosen {
                    gtk_check_button_set_active(button.typed(GtkCheckButton.self), 1)
                }
            case .toggle(let isOn, _, _):
                if let toggle = switches[row.key], (gtk_switch_get_active(toggle.opaque) != 0) != isOn {
                    gtk_switch_set_active(toggle.opaque, isOn ? 1 : 0)
                }
            }
        }
    }

    func present() {
        gtk_window_present(widget.typed(GtkWindow.self))
        // The focus on the first row's chosen option: arrows and Tab go on from there.
        let row = shown.rows.first
        let buttons = row.flatMap { choices[$0.key] } ?? []
        var focus = buttons.first
        if let row, case .choice(let options) = row.kind, let index = options.firstIndex(where: \.isChosen), index < buttons.count {
            focus = buttons[index]
        }
        _ = focus?.grabFocus()
    }

    func close() {
        connections = []
        gtk_window_destroy(widget.typed(GtkWindow.self))
    }
}

import CGtk
import GtkInterop
import StopwatchPresentation

/// The Preferences window over the main one, libadwaita's: a group of rows a preference, a
/// choice as a row an option with its radio button (the button, named by the option, has the
/// keyboard: arrows go from option to option, and Orca says each as a radio button, chosen or
/// not), a switch as a row with its title, its explanation beneath, the switch at its end
/// (named by the title: GTK 4.8 tells it as a check box, checked or not). It renders its
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
        widget = Widget(adw_preferences_window_new())
        let window = widget.typed(GtkWindow.self)
        gtk_window_set_title(window, state.title)
        gtk_window_set_transient_for(window, parent.typed(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        widget.addCSSClass("preferences")
        adw_preferences_window_set_search_enabled(widget.typed(AdwPreferencesWindow.self), 0)
        let page = Widget(adw_preferences_page_new())
        for row in state.rows {
            adw_preferences_page_add(page.typed(AdwPreferencesPage.self), makeGroup(row).typed(AdwPreferencesGroup.self))
        }
        adw_preferences_window_add(widget.typed(AdwPreferencesWindow.self), page.typed(AdwPreferencesPage.self))
        // libadwaita 1.2 leaves its stacks' pages and its groups' lists unnamed: a screen reader
        // would say "GtkStackPage panel" and "GtkListBox". The pages are the window's, the
        // lists their group's.
        for stack in widget.descendants(typeNamed: "GtkStack") {
            var child = gtk_widget_get_first_child(stack.pointer)
            while let page = child {
                if let stackPage = gtk_stack_get_page(stack.opaque, page), gtk_stack_page_get_title(stackPage) == nil {
                    gtk_stack_page_set_title(stackPage, state.title)
                }
                child = gtk_widget_get_next_sibling(page)
            }
        }

        connections.append(Self.closing(widget, sends: .closePreferences, through: send))
        // The arrows go from option to option and choose it, as in any radio group: each
        // option sits in a row of libadwaita's list, which would take them to the next group.
        KeyCapture.install(on: widget) { [weak self] name, _ in
            guard name == "Down" || name == "Up" else { return false }
            return self?.moveChoice(by: name == "Down" ? 1 : -1) ?? false
        }
        render(state)
    }

    /// A group for `row`: its options as rows, or its switch's row.
    private func makeGroup(_ row: PreferencesViewState.Row) -> Widget {
        let group = Widget(cadw_preferences_group_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP))
        let adwGroup = group.typed(AdwPreferencesGroup.self)
        switch row.kind {
        case .choice(let options):
            adw_preferences_group_set_title(adwGroup, row.title)
            group.setAccessibleLabel(row.title)
            var buttons: [Widget] = []
            for option in options {
                let line = Widget(adw_action_row_new())
                adw_preferences_row_set_title(line.typed(AdwPreferencesRow.self), option.title)
                let button = Widget(cgtk_check_button_new_with_role(nil, GTK_ACCESSIBLE_ROLE_RADIO))
                button.setAlignment(vertical: GTK_ALIGN_CENTER)
                if let first = buttons.first {
                    gtk_check_button_set_group(button.typed(GtkCheckButton.self), first.typed(GtkCheckButton.self))
                }
                adw_action_row_add_prefix(line.typed(AdwActionRow.self), button.pointer)
                adw_action_row_set_activatable_widget(line.typed(AdwActionRow.self), button.pointer)
                // Named once, by the option (the row would name it by its title as well).
                button.relabel(option.title)
                // The radio button has the keyboard, not its row: Orca says it as one.
                gtk_widget_set_focusable(line.pointer, 0)
                let command = option.command
                connections.append(
                    SignalConnection(
                        button.object,
                        handlerID: Signals.connect(button.object, "toggled") { [weak self, button] in
                            guard gtk_check_button_get_active(button.typed(GtkCheckButton.self)) != 0 else { return }
                            self?.send(command)
                        }))
                adw_preferences_group_add(adwGroup, line.pointer)
                buttons.append(button)
            }
            choices[row.key] = buttons
        case .toggle(_, let on, let off):
            let line = Widget(adw_action_row_new())
            adw_preferences_row_set_title(line.typed(AdwPreferencesRow.self), row.title)
            if let explanation = row.explanation { adw_action_row_set_subtitle(line.typed(AdwActionRow.self), explanation) }
            let toggle = Widget(gtk_switch_new())
            toggle.setAlignment(vertical: GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(line.typed(AdwActionRow.self), toggle.pointer)
            adw_action_row_set_activatable_widget(line.typed(AdwActionRow.self), toggle.pointer)
            toggle.relabel(row.title)
            if let explanation = row.explanation { toggle.setAccessibleDescription(explanation) }
            gtk_widget_set_focusable(line.pointer, 0)
            connections.append(
                SignalConnection(
                    toggle.object,
                    handlerID: Signals.connectWithArgument(toggle.object, "notify::active") { [weak self, toggle] _ in
                        self?.send(gtk_switch_get_active(toggle.opaque) != 0 ? on : off)
                    }))
            adw_preferences_group_add(adwGroup, line.pointer)
            switches[row.key] = toggle
        }
        for list in group.descendants(typeNamed: "GtkListBox") { list.relabel(row.title) }
        return group
    }

    /// Chooses the option `step` after the one with the keyboard, and gives it the keyboard;
    /// `false` (the key goes on) when the keyboard is on no option, or on the last one that way.
    private func moveChoice(by step: Int) -> Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(widget.pointer)) else { return false }
        for buttons in choices.values {
            guard let index = buttons.firstIndex(where: { $0.pointer == focus }) else { continue }
            let next = index + step
            guard buttons.indices.contains(next) else { return false }
            gtk_check_button_set_active(buttons[next].typed(GtkCheckButton.self), 1)
            _ = buttons[next].grabFocus()
            return true
        }
        return false
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

import GtkInterop
import StopwatchPresentation

/// The Preferences window over the main one, libadwaita's page of groups: a group a preference, a
/// choice as a row an option with its radio button (the button, named by the option, has the
/// keyboard: arrows go from option to option, and Orca says each as a radio button, chosen or
/// not), a switch as a row with its title, its explanation beneath, the switch at its end
/// (named by the title: GTK 4.8 tells it as a check box, checked or not); a folder as a row
/// with its path and state, and buttons to choose one or none. It renders its
/// ``PreferencesViewState`` and sends the command of what the user picks; what is chosen, and
/// what it changes, the ViewModel decides. Rendering a change (from `gsettings`) moves the
/// buttons, whose signals then send what is already chosen: nothing happens.
@MainActor
final class PreferencesWindow: ModalWindow {
    let widget: Widget
    private let window: Window
    /// Every option's radio button, by the row's key, in the order of its options.
    private var choices: [String: [RadioButton]] = [:]
    /// Every choice's group and its rows, by the row's key: greyed, with why, when it cannot be
    /// chosen here.
    private var choiceGroups: [String: (group: Adwaita.PreferencesGroup, lines: [Adwaita.ActionRow])] = [:]
    /// Every switch, by the row's key.
    private var switches: [String: Switch] = [:]
    /// Every folder's row and the button that chooses none, by the row's key.
    private var folders: [String: (line: Adwaita.ActionRow, none: Button)] = [:]
    /// Every list's group and the items it shows, a row each with its button, by the row's key.
    private var lists: [String: (group: Adwaita.PreferencesGroup, items: [PreferencesViewState.Item], lines: [Adwaita.ActionRow])] =
        [:]
    private var listConnections: [String: [SignalConnection]] = [:]
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void
    private var shown: PreferencesViewState

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: PreferencesViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        shown = state
        let preferences = Adwaita.PreferencesWindow(title: state.title, over: parent)
        widget = preferences.widget
        window = preferences.window
        widget.addCSSClass("preferences")
        let page = Adwaita.PreferencesPage()
        for row in state.rows { page.add(makeGroup(row)) }
        preferences.show(page)

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
    private func makeGroup(_ row: PreferencesViewState.Row) -> Adwaita.PreferencesGroup {
        switch row.kind {
        case .choice(let options):
            let group = Adwaita.PreferencesGroup(title: row.title)
            var buttons: [RadioButton] = []
            var lines: [Adwaita.ActionRow] = []
            for option in options {
                let line = Adwaita.ActionRow(title: option.title)
                let button = RadioButton()
                if let first = buttons.first { button.join(first) }
                line.addPrefix(button)
                // The radio button has the keyboard, not its row: Orca says it as one, named
                // once, by the option (the row would name it by its title as well).
                line.controlled(by: button)
                button.widget.relabel(option.title)
                let command = option.command
                connections.append(button.onChosen { [weak self] in self?.send(command) })
                group.add(line)
                buttons.append(button)
                lines.append(line)
            }
            choices[row.key] = buttons
            RadioButton.arrowsChoose(among: buttons)
            choiceGroups[row.key] = (group, lines)
            return group
        case .toggle(_, let on, let off):
            // A switch's group has no title: the row says it.
            let group = Adwaita.PreferencesGroup()
            let line = Adwaita.ActionRow(title: row.title, subtitle: row.explanation)
            let toggle = Switch()
            line.addSuffix(toggle)
            line.controlled(by: toggle)
            toggle.widget.relabel(row.title)
            if let explanation = row.explanation { toggle.widget.setAccessibleDescription(explanation) }
            connections.append(toggle.onToggled { [weak self] isOn in self?.send(isOn ? on : off) })
            group.add(line)
            group.nameItsList(row.title)
            switches[row.key] = toggle
            return group
        case .folder(let path, let state, let choose, let chooseLabel, _, let noneLabel):
            let group = Adwaita.PreferencesGroup(title: row.title)
            group.set(description: row.explanation ?? "")
            let line = Adwaita.ActionRow(title: path, subtitle: state)
            line.withoutKeyboard()
            let chooser = Button(mnemonic: chooseLabel)
            let none = Button(mnemonic: noneLabel)
            line.addSuffix(none)
            line.addSuffix(chooser)
            connections.append(chooser.widget.onClicked { [weak self] in self?.send(choose) })
            // The command of the state shown when clicked: none while there is no folder.
            connections.append(
                none.widget.onClicked { [weak self, key = row.key] in
                    guard let self, let row = shown.rows.first(where: { $0.key == key }),
                        case .folder(_, _, _, _, let command?, _) = row.kind
                    else { return }
                    send(command)
                })
            group.add(line)
            group.nameItsList(row.title)
            folders[row.key] = (line, none)
            return group
        case .list:
            // Its rows come with render.
            let group = Adwaita.PreferencesGroup(title: row.title)
            group.set(description: row.explanation ?? "")
            group.nameItsList(row.title)
            lists[row.key] = (group, [], [])
            return group
        }
    }

    /// The list of `key` showing `items`, a row each with its button; hidden with none. Made
    /// anew only when the items changed.
    private func renderList(_ key: String, _ items: [PreferencesViewState.Item]) {
        guard let (group, shown, lines) = lists[key], items != shown else { return }
        for line in lines { group.remove(line) }
        listConnections[key] = []
        var made: [Adwaita.ActionRow] = []
        for item in items {
            let line = Adwaita.ActionRow(title: item.title)
            line.withoutKeyboard()
            let button = Button(mnemonic: item.action.title)
            // Named with the item: a screen reader says "Forget laptop", not five "Forget".
            button.widget.setAccessibleLabel(item.spokenAction)
            line.addSuffix(button)
            let command = item.action.command
            listConnections[key, default: []].append(button.widget.onClicked { [weak self] in self?.send(command) })
            group.add(line)
            made.append(line)
        }
        group.widget.isVisible = !items.isEmpty
        lists[key] = (group, items, made)
    }

    /// Chooses the option `step` after the one with the keyboard, and gives it the keyboard;
    /// `false` (the key goes on) when the keyboard is on no option, or on the last one that way.
    private func moveChoice(by step: Int) -> Bool {
        guard let focus = window.focus else { return false }
        for buttons in choices.values {
            guard let index = buttons.firstIndex(where: { $0.widget.pointer == focus.pointer }) else { continue }
            let next = index + step
            guard buttons.indices.contains(next) else { return false }
            buttons[next].isActive = true
            _ = buttons[next].widget.grabFocus()
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
                    button.isActive = true
                }
                if let (group, lines) = choiceGroups[row.key] {
                    group.set(description: row.whyUnavailable ?? "")
                    // The buttons too: assistive technology reads each one's own.
                    for line in lines { line.widget.isSensitive = row.whyUnavailable == nil }
                    for button in choices[row.key] ?? [] { button.widget.isSensitive = row.whyUnavailable == nil }
                }
            case .toggle(let isOn, _, _):
                switches[row.key]?.isActive = isOn
            case .folder(let path, let state, _, _, let none, _):
                guard let (line, noneButton) = folders[row.key] else { continue }
                line.set(title: path)
                line.set(subtitle: state)
                noneButton.widget.isVisible = none != nil
            case .list(let items):
                renderList(row.key, items)
            }
        }
    }

    func present() {
        window.present()
        // The focus on the first row's chosen option: arrows and Tab go on from there.
        let row = shown.rows.first
        let buttons = row.flatMap { choices[$0.key] } ?? []
        var focus = buttons.first
        if let row, case .choice(let options) = row.kind, let index = options.firstIndex(where: \.isChosen), index < buttons.count {
            focus = buttons[index]
        }
        _ = focus?.widget.grabFocus()
    }

    func close() {
        connections = []
        listConnections = [:]
        window.destroy()
    }
}

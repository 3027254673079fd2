import GtkInterop

/// A button showing the choice made, every choice in its menu (a section from each choice that
/// starts a group); hidden while there is none to make: History's filter, Totals' computer.
@MainActor
final class ChoiceMenuButton: WidgetConvertible {
    /// One item of the menu: what it says, the action it activates, whether it is the one made.
    struct Choice: Equatable {
        let label: String
        let action: String
        let isChosen: Bool
        var startsGroup = false
    }

    private let button: MenuButton
    private var menu = Menu()
    private var shown: [Choice] = []
    var widget: Widget { button.widget }

    init(cssClass: String) {
        button = MenuButton(label: "", menu: menu)
        button.widget.isVisible = false
        button.widget.addCSSClass(cssClass)
    }

    /// Shows `choices` under `title` (its tooltip), named `spoken` for a screen reader ("Show:
    /// Writing"); the menu is made again only when what it lists changed.
    func render(_ choices: [Choice], title: String, spoken: String) {
        guard choices != shown else { return }
        button.widget.isVisible = !choices.isEmpty
        button.setLabel(choices.first(where: \.isChosen)?.label ?? "")
        button.widget.setTooltip(title)
        button.widget.setAccessibleLabel(spoken)
        let listed = { (choices: [Choice]) in choices.map { [$0.label, $0.action, $0.startsGroup ? "|" : ""] } }
        if listed(choices) != listed(shown) {
            let menu = Menu()
            var section = Menu()
            for choice in choices {
                if choice.startsGroup {
                    menu.appendSection(section)
                    section = Menu()
                }
                section.append(choice.label, action: choice.action)
            }
            menu.appendSection(section)
            button.setMenu(menu)
            self.menu = menu
        }
        shown = choices
    }
}

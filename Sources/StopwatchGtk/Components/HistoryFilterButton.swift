import GtkInterop
import StopwatchPresentation

/// History's filter: the choice made on a button, the others in its menu, the stopwatches and
/// the computers each a section; no button while nothing is kept.
@MainActor
final class HistoryFilterButton: WidgetConvertible {
    private let button: MenuButton
    private var menu = Menu()
    private var shown: [HistoryFilterChoice] = []
    var widget: Widget { button.widget }

    init() {
        button = MenuButton(label: "", menu: menu)
        button.widget.isVisible = false
        button.widget.addCSSClass("history-filter")
    }

    func render(_ choices: [HistoryFilterChoice], title: String, spoken: String) {
        guard choices != shown else { return }
        button.widget.isVisible = !choices.isEmpty
        button.setLabel(choices.first(where: \.isChosen)?.label ?? "")
        button.widget.setTooltip(title)
        button.widget.setAccessibleLabel(spoken)
        if choices.map(\.label) != shown.map(\.label) || choices.map(\.filter) != shown.map(\.filter) {
            let menu = Menu()
            var section = Menu()
            for choice in choices {
                if choice.startsGroup {
                    menu.appendSection(section)
                    section = Menu()
                }
                section.append(choice.label, action: choice.command.detailedActionName)
            }
            menu.appendSection(section)
            button.setMenu(menu)
            self.menu = menu
        }
        shown = choices
    }
}

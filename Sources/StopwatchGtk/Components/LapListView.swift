import CGtk
import StopwatchPresentation

/// Every completed lap in a virtualised `GtkListView`, newest first.
///
/// The list model holds one placeholder item per lap; a row widget, when GTK binds it to a
/// position, reads its lap from the current ``LapRowList``, so only the rows on screen are
/// ever mapped and 100,000 laps scroll like ten. A new lap is one insertion at the top; a new
/// best or worst redraws the rows whose mark changed; a tick touches nothing here.
///
/// For the keyboard the list is one stop: Tab and Shift+Tab leave it in one press, arrows
/// move inside it. Its rows have nothing to activate, so Space and Return do what they do
/// outside it (toggle, lap).
@MainActor
final class LapListView: WidgetConvertible {
    let widget: Widget
    /// The list itself, inside the scrolled window: what takes the focus.
    let listView: Widget
    private let model = PlaceholderListModel()
    private var factory: ListItemFactory<LapRowView>?
    private(set) var laps = LapRowList()

    init(accessibleLabel: String) {
        let scrolled = Widget(gtk_scrolled_window_new())
        widget = scrolled
        let owner = WeakReference<LapListView>()
        let factory = ListItemFactory<LapRowView>(makeRow: LapRowView.init) { row, position in
            owner.object?.bind(row, at: position)
        }
        self.factory = factory
        listView = Widget(gtk_list_view_new(gtk_no_selection_new(model.listModel), factory.pointer))
        listView.addCSSClass("lap-list")
        listView.setAccessibleLabel(accessibleLabel)
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, listView.pointer)
        scrolled.setExpand(vertical: true)
        owner.object = self
        Self.makeOneKeyboardStop(listView)
    }

    private func bind(_ row: LapRowView, at position: Int) {
        row.render(position < laps.count ? laps[position] : nil, position: position + 1, count: laps.count)
    }

    /// Number of rows the list holds.
    var rowCount: Int { model.count }

    func render(_ newLaps: LapRowList) {
        let change = newLaps.changes(from: laps)
        laps = newLaps
        switch change {
        case .none:
            return
        case .inserted(let count, let changedPositions):
            model.splice(at: 0, removing: 0, adding: count)
            for position in changedPositions { model.splice(at: position, removing: 1, adding: 1) }
        case .reloaded:
            model.splice(at: 0, removing: model.count, adding: newLaps.count)
        }
    }

    private static func makeOneKeyboardStop(_ list: Widget) {
        KeyCapture.install(on: list) { [list] name, modifiers in
            switch name {
            case "Tab", "ISO_Left_Tab", "KP_Tab":
                guard let window = list.root else { return false }
                // The focus cannot stay in a list it may not enter: it moves past it.
                list.canFocus = false
                window.moveFocus(name == "Tab" && !modifiers.contains(.shift) ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
                list.canFocus = true
                return true
            default:
                guard modifiers.isEmpty, let key = GtkKeys.key(forKeyName: name),
                      let command = KeyBindings.commands(for: key).first else { return false }
                KeyCapture.activate(command.actionName, from: list)
                return true
            }
        }
    }
}

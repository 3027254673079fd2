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
    /// Called with each row the list makes, for its table to size.
    var onRowCreated: (@MainActor (LapRowView) -> Void)?
    private let rows = WeakList<LapRowView>()

    init(accessibleLabel: String) {
        let scrolled = Widget(gtk_scrolled_window_new())
        widget = scrolled
        let owner = WeakReference<LapListView>()
        let factory = ListItemFactory<LapRowView>(makeRow: {
            let row = LapRowView()
            owner.object?.adopt(row)
            return row
        }) { row, position in
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

    /// The rows the list has made so far and still has.
    var madeRows: [LapRowView] { rows.objects }

    private func adopt(_ row: LapRowView) {
        rows.append(row)
        onRowCreated?(row)
    }

    /// Shows the lap at `position` in `row`. The list item around the row is what takes the
    /// focus, so it carries the row's name and its place in the list: GTK 4.8 sends no
    /// position-in-set to AT-SPI, so the place is its description too ("3 of 240").
    private func bind(_ row: LapRowView, at position: Int) {
        guard position < laps.count else { return row.render(nil) }
        let lap = laps[position]
        row.render(lap)
        row.widget.parent?.setAccessibleLabel(lap.spokenDescription)
        describePosition(of: row)
    }

    /// A new lap moves every row down one place without binding it again.
    private func describePosition(of row: LapRowView) {
        // Lap n is the n-th lap, and the list shows the newest first.
        guard let item = row.widget.parent, let number = row.row?.number else { return }
        let position = laps.count - number
        guard position >= 0, position < laps.count else { return }
        item.setAccessibleDescription(laps.spokenPosition(position))
        item.setAccessiblePosition(position + 1, of: laps.count)
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
            for row in rows.objects { describePosition(of: row) }
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

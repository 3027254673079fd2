import CGtk
import GtkInterop
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
        let factory = ListItemFactory<LapRowView>(
            makeRow: {
                let row = LapRowView()
                owner.object?.adopt(row)
                return row
            },
            bind: { row, position in owner.object?.bind(row, at: position) }
        )
        self.factory = factory
        listView = Widget(gtk_list_view_new(Self.selectionFollowingFocus(model.listModel), factory.pointer))
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

    /// Shows the lap at `position` in `row`.
    private func bind(_ row: LapRowView, at position: Int) {
        guard position < laps.count else { return row.render(nil) }
        row.render(laps[position])
        place(row)
    }

    /// Names the list item around `row` (it is what takes the focus) with the row and its
    /// place in the list, "Lap 3, …, 1 of 240"; again when a new lap moves every row down one
    /// place without binding it again.
    ///
    /// The place is in the name: Orca does not say a GTK 4.8 list item's place itself, and a
    /// description is said twice (GTK sends it again as a change when the row first takes the
    /// focus).
    private func place(_ row: LapRowView) {
        // Lap n is the n-th lap, and the list shows the newest first.
        guard let item = row.widget.parent, let shown = row.row else { return }
        let position = laps.count - shown.number
        guard position >= 0, position < laps.count else { return }
        item.setAccessibleLabel(laps.accessibleName(of: shown, at: position))
        item.setAccessiblePosition(position + 1, of: laps.count)
    }

    /// The rows' selection: the row with the focus. GTK 4.8 gives every list view the AT-SPI
    /// Selection interface, and Orca then says "not selected" for every focused row that is
    /// not, and its own idea of the row's place on top of the description's; selected as the
    /// focus moves onto it, a row is said once, as it is. The selection shows nothing
    /// (style.css): it is only where the focus is.
    static func selectionFollowingFocus(_ model: OpaquePointer) -> OpaquePointer {
        gtk_single_selection_new(model)
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
            for row in rows.objects { place(row) }
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
                    let command = KeyBindings.commands(for: key).first
                else { return false }
                KeyCapture.activate(command.actionName, from: list)
                return true
            }
        }
    }
}

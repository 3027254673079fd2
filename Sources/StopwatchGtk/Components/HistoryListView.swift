import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Past sessions in a virtualised `GtkListView`, newest first; activating a row (Return,
/// Space, or a click) opens its session through `app.open-session`.
@MainActor
final class HistoryListView: WidgetConvertible {
    let widget: Widget
    let listView: Widget
    private let model = PlaceholderListModel()
    private var factory: ListItemFactory<HistoryRowView>?
    private(set) var rows: [HistoryRow] = []

    init(accessibleLabel: String) {
        let scrolled = Widget(gtk_scrolled_window_new())
        widget = scrolled
        let owner = WeakReference<HistoryListView>()
        let factory = ListItemFactory<HistoryRowView>(makeRow: HistoryRowView.init) { row, position in
            owner.object?.bind(row, at: position)
        }
        self.factory = factory
        listView = Widget(gtk_list_view_new(LapListView.selectionFollowingFocus(model.listModel), factory.pointer))
        listView.addCSSClass("history-list")
        listView.setAccessibleLabel(accessibleLabel)
        gtk_list_view_set_single_click_activate(listView.opaque, 1)
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, listView.pointer)
        scrolled.setExpand(vertical: true)
        owner.object = self
        Signals.connectWithPosition(listView.object, "activate") { [weak self] position in
            guard let self, position < rows.count else { return }
            let open = AppCommand.openSession(rows[position].id)
            _ = gtk_widget_activate_action_variant(
                listView.pointer, open.actionName, g_variant_new_int64(gint64(rows[position].id.rawValue)))
        }
    }

    private func bind(_ row: HistoryRowView, at position: Int) {
        let shown = position < rows.count ? rows[position] : nil
        row.render(shown)
        // The list item around the row takes the focus: it carries the row's name and its
        // place, as lap rows do (``LapListView``).
        guard let shown, let item = row.widget.parent else { return }
        item.setAccessibleLabel(shown.accessibleName)
        item.setAccessiblePosition(position + 1, of: rows.count)
    }

    var rowCount: Int { model.count }

    func render(_ newRows: [HistoryRow]) {
        guard newRows != rows else { return }
        rows = newRows
        model.splice(at: 0, removing: model.count, adding: newRows.count)
    }
}

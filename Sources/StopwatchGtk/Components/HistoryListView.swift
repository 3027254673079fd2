import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Past sessions in a virtualised `GtkListView`, newest first; activating a row (Return,
/// Space, or a click) opens its session through `app.open-session` (another machine's rows
/// open the Mend Session dialog: ``HistoryRow/open``), and E on a row mends its session
/// (``KeyBindings/historyRowCommand(for:row:)``).
@MainActor
final class HistoryListView: WidgetConvertible {
    let widget: Widget
    let listView: Widget
    private let list: ListView
    private let model = PlaceholderListModel()
    private var factory: ListItemFactory<HistoryRowView>?
    private(set) var rows = HistoryRows.empty
    /// The rows bound now and where: every change of the list binds those shown anew, so
    /// the place of the one with the focus is known when the next change comes.
    private var bound: [ObjectIdentifier: (row: WeakReference<HistoryRowView>, position: Int)] = [:]

    init(accessibleLabel: String) {
        let owner = WeakReference<HistoryListView>()
        let factory = ListItemFactory<HistoryRowView>(makeRow: HistoryRowView.init) { row, position in
            owner.object?.bind(row, at: position)
        }
        self.factory = factory
        list = ListView(model: model.listModel, factory: factory)
        listView = list.widget
        listView.addCSSClass("history-list")
        listView.setAccessibleLabel(accessibleLabel)
        list.activatesOnSingleClick()
        widget = ScrolledWindow(content: listView, horizontally: GTK_POLICY_NEVER, vertically: GTK_POLICY_AUTOMATIC).widget
        widget.setExpand(vertical: true)
        owner.object = self
        list.onActivate { [weak self] position in
            guard let self, position < rows.count else { return }
            rows[position].open.activate(from: listView)
        }
        KeyCapture.install(on: listView) { [weak self] name, modifiers in
            guard let self, GtkKeys.isPlain(name, modifiers), let key = GtkKeys.key(forKeyName: name, modifiers: modifiers) else {
                return false
            }
            let position = list.focusedPosition
            guard position < rows.count, let command = KeyBindings.historyRowCommand(for: key, row: rows[position]) else {
                return false
            }
            command.activate(from: listView)
            return true
        }
    }

    private func bind(_ row: HistoryRowView, at position: Int) {
        let reference = WeakReference<HistoryRowView>()
        reference.object = row
        bound[ObjectIdentifier(row)] = (reference, position)
        let shown = position < rows.count ? rows[position] : nil
        row.render(shown)
        // The list item around the row takes the focus: it carries the row's name and its
        // place, as lap rows do (``LapListView``).
        guard let shown, let item = row.widget.parent else { return }
        item.setAccessibleLabel(shown.accessibleName)
        item.setAccessiblePosition(position + 1, of: rows.count)
    }

    var rowCount: Int { model.count }

    /// The list anew (mended here, elsewhere, sessions another machine brought): the row with
    /// the keyboard focus keeps it, at its place, so that a person working in the list as it
    /// changes is not thrown out of it.
    ///
    /// Only the rows that changed are made anew (``HistoryRows/changedRows(since:)``); those
    /// shown around them are told their place again (it says how many rows there are).
    func render(_ newRows: HistoryRows) {
        guard let change = newRows.changedRows(since: rows) else { return }
        let focused = focusedPosition()
        let shift = newRows.count - rows.count
        let outside = bound.values.compactMap { entry -> (row: HistoryRowView, position: Int)? in
            guard let row = entry.row.object else { return nil }
            if entry.position < change.position { return (row, entry.position) }
            if entry.position >= change.position + change.removing { return (row, entry.position + shift) }
            return nil
        }
        rows = newRows
        bound = [:]
        model.splice(at: change.position, removing: change.removing, adding: change.adding)
        for entry in outside { bind(entry.row, at: entry.position) }
        guard let focused, (change.position..<change.position + change.removing).contains(focused), !newRows.isEmpty else { return }
        list.focusRow(at: min(focused, newRows.count - 1))
    }

    private func focusedPosition() -> Int? {
        guard let focus = listView.rootFocus, focus.isWithin(listView) else { return nil }
        return bound.values.first { entry in entry.row.object?.widget.parent.map { focus.isWithin($0) } ?? false }?.position
    }
}

import CGtk
import StopwatchPresentation

/// Every completed lap in a virtualised `GtkListView`, newest first.
///
/// The list model holds one placeholder item per lap; a row widget, when GTK binds it to a
/// position, reads its lap from the current ``LapRowList``, so only the rows on screen are
/// ever mapped and 100,000 laps scroll like ten. A new lap is one insertion at the top; a new
/// best or worst redraws the rows whose mark changed; a tick touches nothing here.
@MainActor
final class LapListView: WidgetConvertible {
    let widget: Widget
    private let model = PlaceholderListModel()
    private var factory: ListItemFactory<LapRowView>?
    private(set) var laps = LapRowList()

    init() {
        let scrolled = Widget(gtk_scrolled_window_new())
        widget = scrolled
        let factory = ListItemFactory<LapRowView>(makeRow: LapRowView.init) { [weak self] row, position in
            guard let self else { return }
            row.render(position < laps.count ? laps[position] : nil)
        }
        self.factory = factory
        let listView = Widget(gtk_list_view_new(gtk_no_selection_new(model.listModel), factory.pointer))
        listView.addCSSClass("lap-list")
        listView.setAccessibleLabel("Laps")
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, listView.pointer)
        scrolled.setExpand(vertical: true)
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
}

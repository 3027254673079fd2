import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The list of stopwatches (two or more): a row each, the current one selected, and a "New
/// Stopwatch" button under them. Moving through the rows with the arrow keys or clicking one
/// makes it current (`app.select-stopwatch`), as a sidebar does; Delete on a row removes it
/// (`app.remove-stopwatch`, undoable), F2 renames it in place. The window shows one beside Home
/// when it is wide, and another as a screen of its own when it is narrow.
@MainActor
final class StopwatchListView: NavigationPage {
    let widget: Widget
    let listBox: Widget
    let newButton: Button
    private var rows: [StopwatchRowView] = []
    private var selection: SignalConnection?
    /// While rows are rendered, GTK's selection follows the view state, not the user.
    private var isRendering = false
    private var renamingID: StopwatchID?
    var contentDidArrive: (@MainActor () -> Void)?
    var defaultFocus: Widget? { rows.first { $0.shown?.isCurrent == true }?.widget ?? rows.first?.widget }

    init(state: StopwatchListViewState) {
        let box = Box.vertical(cssClasses: ["stopwatch-list"])
        widget = box.widget
        listBox = Widget(gtk_list_box_new())
        listBox.addCSSClass("navigation-sidebar")
        gtk_list_box_set_selection_mode(listBox.opaque, GTK_SELECTION_BROWSE)
        let scrolled = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, listBox.pointer)
        scrolled.setExpand(vertical: true)
        box.append(scrolled)
        newButton = Button(label: state.newLabel, actionName: AppCommand.newStopwatch.actionName, cssClasses: ["new-stopwatch"])
        newButton.widget.setMargins(6)
        box.append(newButton)
        listBox.setAccessibleLabel(state.title)
        selection = SignalConnection(
            listBox.object,
            handlerID: Signals.connectWithArgument(listBox.object, "row-selected") { [weak self] row in
                self?.rowSelected(row)
            })
        // Delete on a row removes that stopwatch: the row is the current one (selection follows
        // the focus), and the notice can bring it back.
        KeyCapture.install(on: listBox, phase: GTK_PHASE_BUBBLE) { [listBox] name, modifiers in
            guard modifiers.isEmpty, name == "Delete" || name == "KP_Delete" else { return false }
            KeyCapture.activate(AppCommand.removeStopwatch.actionName, from: listBox)
            return true
        }
        render(state)
    }

    func render(_ state: StopwatchListViewState) {
        isRendering = true
        defer { isRendering = false }
        newButton.setLabel(state.newLabel)
        while rows.count > state.rows.count { gtk_list_box_remove(listBox.opaque, rows.removeLast().widget.pointer) }
        while rows.count < state.rows.count {
            let row = StopwatchRowView()
            gtk_list_box_append(listBox.opaque, row.widget.pointer)
            rows.append(row)
        }
        for (row, shown) in zip(rows, state.rows) {
            row.render(shown, of: state.rows.count)
            if shown.isCurrent, gtk_list_box_get_selected_row(listBox.opaque) != row.widget.typed(GtkListBoxRow.self) {
                gtk_list_box_select_row(listBox.opaque, row.widget.typed(GtkListBoxRow.self))
            }
        }
        renderRenaming(state)
    }

    /// The entry of the row being renamed takes the focus when it appears; the row gets it back
    /// when it goes. Only the list in sight does either: the other one is not the user's.
    private func renderRenaming(_ state: StopwatchListViewState) {
        var focusRow: Widget?
        for row in rows {
            let isRenaming = row.shown?.id == state.renaming
            if let entry = row.renderRenaming(
                isRenaming, problem: state.renameProblem, title: state.renameLabel, inputLimit: state.nameInputLimit)
            {
                if widget.isMapped { _ = entry.grabFocus() }
            } else if !isRenaming, let renamingID, renamingID == row.shown?.id, widget.isMapped {
                focusRow = row.widget
            }
        }
        renamingID = state.renaming
        if let focusRow { _ = focusRow.grabFocus() }
    }

    private func rowSelected(_ row: gpointer?) {
        guard !isRendering, let row else { return }
        let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
        guard rows.indices.contains(index), let shown = rows[index].shown, !shown.isCurrent else { return }
        let select = AppCommand.selectStopwatch(shown.id)
        _ = gtk_widget_activate_action_variant(listBox.pointer, select.actionName, g_variant_new_int64(gint64(shown.id.rawValue)))
    }
}

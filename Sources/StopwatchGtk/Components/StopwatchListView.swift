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
    private let list: ListBox
    private var rows: [StopwatchRowView] = []
    /// While rows are rendered, GTK's selection follows the view state, not the user.
    private var isRendering = false
    private var renamingID: StopwatchID?
    var contentDidArrive: (@MainActor () -> Void)?
    var defaultFocus: Widget? { rows.first { $0.shown?.isCurrent == true }?.widget ?? rows.first?.widget }

    init(state: StopwatchListViewState) {
        let box = Box.vertical(cssClasses: ["stopwatch-list"])
        widget = box.widget
        list = ListBox()
        listBox = list.widget
        listBox.addCSSClass("navigation-sidebar")
        let scrolled = ScrolledWindow(content: listBox, horizontally: GTK_POLICY_NEVER, vertically: GTK_POLICY_AUTOMATIC)
        scrolled.widget.setExpand(vertical: true)
        box.append(scrolled)
        newButton = Button(label: state.newLabel, actionName: AppCommand.newStopwatch.actionName, cssClasses: ["new-stopwatch"])
        newButton.widget.setMargins(6)
        box.append(newButton)
        listBox.setAccessibleLabel(state.title)
        list.onRowSelected { [weak self] index in self?.rowSelected(at: index) }
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
        while rows.count > state.rows.count { list.remove(rows.removeLast()) }
        while rows.count < state.rows.count {
            let row = StopwatchRowView()
            list.append(row)
            rows.append(row)
        }
        for (row, shown) in zip(rows, state.rows) {
            row.render(shown, of: state.rows.count)
            if shown.isCurrent { list.select(row) }
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

    private func rowSelected(at index: Int) {
        guard !isRendering, rows.indices.contains(index), let shown = rows[index].shown, !shown.isCurrent else { return }
        AppCommand.selectStopwatch(shown.id).activate(from: listBox)
    }
}

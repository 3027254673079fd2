import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The list of stopwatches (two or more): a row each, the current one selected, and a "New
/// Stopwatch" button under them. Moving through the rows with the arrow keys or clicking one
/// makes it current (`app.select-stopwatch`), as a sidebar does; Delete on a row removes it
/// (`app.remove-stopwatch`, undoable), F2 renames it in place. Under them, the stopwatches
/// running on the other machines of a sync folder. The window shows one beside Home when it is
/// wide, and another as a screen of its own when it is narrow.
@MainActor
final class StopwatchListView: NavigationPage {
    let widget: Widget
    let listBox: Widget
    let newButton: Button
    private let list: ListBox
    private var rows: [StopwatchRowView] = []
    /// The stopwatches running on the other machines of a sync folder, under a title.
    private let elsewhere = Box.vertical(cssClasses: ["elsewhere"])
    private let elsewhereTitle = Label(cssClasses: ["heading", "dim-label"], xAlign: 0)
    private var elsewhereRows: [ElsewhereRowView] = []
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
        // The other machines' stopwatches under this one's, in the same scrolled area.
        let content = Box.vertical()
        content.append(listBox)
        elsewhereTitle.widget.setMargins(top: 12, bottom: 4, start: 12, end: 12)
        elsewhere.append(elsewhereTitle)
        content.append(elsewhere)
        let scrolled = ScrolledWindow(content: content.widget, horizontally: GTK_POLICY_NEVER, vertically: GTK_POLICY_AUTOMATIC)
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
        renderElsewhere(state)
    }

    private func renderElsewhere(_ state: StopwatchListViewState) {
        elsewhere.widget.isVisible = !state.elsewhere.isEmpty
        elsewhereTitle.setText(state.elsewhereTitle)
        while elsewhereRows.count > state.elsewhere.count { elsewhere.remove(elsewhereRows.removeLast()) }
        while elsewhereRows.count < state.elsewhere.count {
            let row = ElsewhereRowView()
            elsewhere.append(row)
            elsewhereRows.append(row)
        }
        for (row, shown) in zip(elsewhereRows, state.elsewhere) { row.render(shown) }
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

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
/// move inside it. Space and Return do what they do outside it (toggle, lap); on the focused
/// row, Delete removes its lap and F2 edits its note (``KeyBindings/lapRowCommand(for:lap:)``),
/// as a double click does, when the list may be changed (``isEditable``).
@MainActor
final class LapListView: WidgetConvertible {
    let widget: Widget
    /// The list itself, inside the scrolled window: what takes the focus.
    let listView: Widget
    private let list: ListView
    private let model = PlaceholderListModel()
    private var factory: ListItemFactory<LapRowView>?
    private(set) var laps = LapRowList()
    /// Called with each row the list makes, for its table to size.
    var onRowCreated: (@MainActor (LapRowView) -> Void)?
    private let rows = WeakList<LapRowView>()
    /// The lap whose note is edited, if any: a row bound to it shows the entry.
    private var noteEditor: LapNoteEditor?
    /// Whether the rows' laps may be removed and noted (the stopwatch's, not a past session's).
    let isEditable: Bool
    /// The items of a row's menu, for its lap's number (a secondary click, the Menu key).
    var rowMenuItems: (@MainActor (Int) -> [CommandButton])?
    private let rowMenu = ContextMenu()

    init(accessibleLabel: String, isEditable: Bool = false) {
        self.isEditable = isEditable
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
        list = ListView(model: model.listModel, factory: factory)
        listView = list.widget
        listView.addCSSClass("lap-list")
        listView.setAccessibleLabel(accessibleLabel)
        widget = ScrolledWindow(content: listView, horizontally: GTK_POLICY_NEVER, vertically: GTK_POLICY_AUTOMATIC).widget
        widget.setExpand(vertical: true)
        owner.object = self
        Self.makeOneKeyboardStop(
            listView, focusedLap: { [weak owner] in owner?.object?.focusedLap },
            openMenu: { [weak owner] in owner?.object?.openFocusedRowMenu() ?? false })
        if isEditable {
            // A double click on a row edits its note.
            list.onActivate { [weak owner] position in
                guard let list = owner?.object, position < list.laps.count else { return }
                AppCommand.editLapNote(list.laps.count - position).activate(from: list.listView)
            }
        }
    }

    /// The number of the lap on the focused row, if the list may be changed and has one.
    private var focusedLap: Int? {
        guard isEditable else { return nil }
        let position = list.focusedPosition
        guard position >= 0, position < laps.count else { return nil }
        return laps.count - position
    }

    private func menuItems(lap number: Int) -> [(label: String, detailedAction: String)] {
        (rowMenuItems?(number) ?? []).map { ($0.title, $0.command.detailedActionName) }
    }

    /// Opens the menu of the focused row; whether there was one.
    private func openFocusedRowMenu() -> Bool {
        guard let lap = focusedLap, let row = rows.objects.first(where: { $0.row?.number == lap }) else { return false }
        rowMenu.open(over: row.widget, menuItems(lap: lap))
        return true
    }

    /// Shows the entry for `editor` in the row of its lap (and in no other), focused.
    func renderNoteEditor(_ editor: LapNoteEditor?) {
        guard editor != noteEditor else { return }
        noteEditor = editor
        for row in rows.objects { showEditor(in: row) }
    }

    private func showEditor(in row: LapRowView) {
        let editing = noteEditor.flatMap { editor in row.row?.number == editor.lap ? editor : nil }
        if let entry = row.renderNoteEditor(editing) { _ = entry.grabFocus() }
    }

    /// The rows the list has made so far and still has.
    var madeRows: [LapRowView] { rows.objects }

    private func adopt(_ row: LapRowView) {
        rows.append(row)
        if isEditable {
            rowMenu.attach(to: row.widget) { [weak self, weak row] in
                guard let self, let number = row?.row?.number, number <= laps.count else { return [] }
                return menuItems(lap: number)
            }
        }
        onRowCreated?(row)
    }

    /// Shows the lap at `position` in `row`.
    private func bind(_ row: LapRowView, at position: Int) {
        guard position < laps.count else { return row.render(nil) }
        row.render(laps[position])
        place(row)
        showEditor(in: row)
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

    private static func makeOneKeyboardStop(
        _ list: Widget, focusedLap: @escaping @MainActor () -> Int?, openMenu: @escaping @MainActor () -> Bool
    ) {
        KeyCapture.install(on: list) { [list] name, modifiers in
            // Keys typed into a note's entry are the entry's.
            if list.rootFocus?.isInAnEntry ?? false { return false }
            switch name {
            case "Menu" where modifiers.isEmpty, "F10" where modifiers == .shift:
                return openMenu()
            case "Tab", "ISO_Left_Tab", "KP_Tab":
                guard let window = list.root else { return false }
                // The focus cannot stay in a list it may not enter: it moves past it.
                list.canFocus = false
                window.moveFocus(name == "Tab" && !modifiers.contains(.shift) ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
                list.canFocus = true
                return true
            default:
                guard GtkKeys.isPlain(name, modifiers), let key = GtkKeys.key(forKeyName: name, modifiers: modifiers) else { return false }
                if let lap = focusedLap(), let command = KeyBindings.lapRowCommand(for: key, lap: lap) {
                    command.activate(from: list)
                    return true
                }
                guard let command = KeyBindings.commands(for: key).first else { return false }
                command.activate(from: list)
                return true
            }
        }
    }
}

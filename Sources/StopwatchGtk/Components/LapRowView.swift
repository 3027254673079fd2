import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// One lap as a row: number, lap time, ± difference, total, and best or worst marked by
/// colour *and* by an icon with a word, then its note, cut short with its whole text in the
/// tooltip. Assistive technology reads the row as a sentence, the note in it. While its note
/// is edited, an entry takes the place of the title (Enter keeps, Escape cancels).
///
/// The ``LapTable`` it belongs to gives every row the same column widths, measured from the
/// widest text each column can hold, and hides the mark's word and the difference column
/// when the window is too narrow for them, so no cell ever shows less than its text.
@MainActor
final class LapRowView: WidgetConvertible {
    let widget: Widget
    let title = Inscription(characters: 6, cssClasses: ["lap-title"], xAlign: 0)
    let markLabel = Label(cssClasses: ["lap-mark"], xAlign: 0)
    /// An inscription, not a label: it may be given no width at all, so the title and the mark
    /// never give theirs up to it.
    let noteLabel = Inscription(characters: 1, cssClasses: ["lap-note", "dim-label"], xAlign: 0)
    private let titleBox = Box.horizontal(spacing: LapColumnLayout.titleSpacing)
    /// The note's entry, while it is edited.
    private(set) var noteEntry: Widget?
    private var entryConnections: [SignalConnection] = []
    // The lap in progress's times change on every frame: ``Digits`` (words in the headings).
    let lapTime: TextCell
    let difference: TextCell
    let totalTime: TextCell
    let markIcon: Widget
    private(set) var row: LapRow?
    private var layout: LapColumnLayout?
    private let isHeadings: Bool

    /// A lap row; `isHeadings`: the row of column headings, in words.
    init(isHeadings: Bool = false) {
        self.isHeadings = isHeadings
        func cell(_ cssClass: String, characters: Int) -> TextCell {
            // Until the table has measured its columns, about as wide as a short time.
            isHeadings
                ? Inscription(characters: characters, cssClasses: [cssClass, "numeric"], xAlign: 1)
                : Digits(cssClasses: [cssClass, "numeric"], xAlign: 1)
        }
        lapTime = cell("lap-time", characters: 8)
        difference = cell("lap-difference", characters: 9)
        totalTime = cell("lap-total", characters: 8)
        let box = Box.horizontal(spacing: LapColumnLayout.gap, cssClasses: ["lap-row"])
        widget = box.widget
        markIcon = Image().widget
        title.ellipsizes()
        titleBox.append(title)
        titleBox.append(markIcon)
        titleBox.append(markLabel)
        titleBox.append(noteLabel)
        titleBox.widget.setExpand(horizontal: true)
        // The icon and the word follow the title, then the note, cut short to the width left.
        title.widget.setExpand(horizontal: false)
        noteLabel.widget.setExpand(horizontal: true)
        // The note takes the width the title and the mark leave, cut short; the tooltip and
        // the row's name have it whole.
        noteLabel.ellipsizes()
        noteLabel.widget.isVisible = false
        box.append(titleBox)
        for field in [lapTime, difference, totalTime] {
            box.append(field)
        }
        markIcon.isVisible = false
        markLabel.widget.isVisible = false
        // Hidden until it is given a row.
        widget.isVisible = false
        // Kept alive as long as this view: a list may tear its item down (dropping the widget)
        // before it lets go of the view, which the list and the table still reach.
        widget.retain()
    }

    isolated deinit {
        widget.release()
    }

    /// Shows `newRow`. The lap in progress comes a hundred times a second with new times and
    /// nothing else: only what changed is set, since each accessible-name change is a D-Bus
    /// message to assistive technology.
    func render(_ newRow: LapRow?) {
        guard newRow != row else { return }
        let old = row
        row = newRow
        widget.isVisible = newRow != nil
        guard let newRow else { return }
        title.setText(newRow.title)
        lapTime.setText(newRow.lapTime)
        difference.setText(newRow.difference ?? "")
        totalTime.setText(newRow.totalTime)
        if newRow.mark != old?.mark || newRow.markLabel != old?.markLabel {
            markLabel.setText(newRow.markLabel ?? "")
            widget.setCSSClass("best", newRow.mark == .best)
            widget.setCSSClass("worst", newRow.mark == .worst)
            showMark()
            if let icon = Self.icon(for: newRow.mark) { Image(markIcon).setIconName(icon) }
        }
        if newRow.spokenDescription != old?.spokenDescription {
            widget.setAccessibleLabel(newRow.spokenDescription)
        }
        if newRow.note != old?.note {
            noteLabel.setText(newRow.note ?? "")
            noteLabel.widget.isVisible = newRow.note != nil && noteEntry == nil
            widget.setTooltip(newRow.note ?? "")
            if newRow.note == nil { widget.removeTooltip() }
        }
    }

    /// Shows the entry for `editor` after the title, or the mark and the note again (`nil`); returns
    /// the entry when it was just made, to be focused.
    @discardableResult
    func renderNoteEditor(_ editor: LapNoteEditor?) -> Widget? {
        if let noteEntry, let editor {
            noteEntry.setTooltip(editor.problem ?? "")
            return nil
        }
        guard let editor else {
            if let noteEntry {
                // The keyboard stays on this lap's row (its list item): GTK would hand it from the
                // entry going away to the next row's.
                let hadFocus = widget.rootFocus?.isWithin(noteEntry) ?? false
                titleBox.remove(noteEntry)
                if hadFocus { _ = widget.parent?.grabFocus() }
            }
            noteEntry = nil
            entryConnections = []
            showMark()
            noteLabel.widget.isVisible = row?.note != nil
            return nil
        }
        let field = TextEntry(text: editor.text, maxLength: editor.limit, placeholder: editor.placeholder)
        let entry = field.widget
        entry.setAccessibleLabel(editor.accessibleLabel)
        entry.setExpand(horizontal: true)
        entry.addCSSClass("lap-note-entry")
        let lap = editor.lap
        entryConnections.append(field.onActivate { [entry] text in AppCommand.noteLap(lap, text).activate(from: entry) })
        KeyCapture.install(on: entry) { [entry] name, _ in
            guard name == "Escape" else { return false }
            KeyCapture.activate(AppCommand.cancelLapNote.actionName, from: entry)
            return true
        }
        // The lap's title stays before the entry, which takes the mark's and the note's place.
        for part in [markLabel.widget, markIcon, noteLabel.widget] { part.isVisible = false }
        titleBox.append(entry)
        noteEntry = entry
        return entry
    }

    /// Takes the table's column widths and what fits.
    func apply(_ newLayout: LapColumnLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        // The headings hold the table at a comfortable width on a wide window; the rows'
        // titles are as wide as the longest, so their icons line up.
        title.setNaturalCharacters(isHeadings ? max(LapColumnLayout.titleCharacters, newLayout.titleCharacters) : newLayout.titleCharacters)
        // A lap's title is never cut for its note: the columns' fit leaves room for it whole.
        if !isHeadings { title.setMinimumCharacters(max(0, newLayout.titleCharacters - 1)) }
        for (cell, width) in [(lapTime, newLayout.lapTime), (difference, newLayout.difference), (totalTime, newLayout.total)] {
            // Exactly the measured width, the same in every row and in the headings.
            cell.fix(width: width)
        }
        difference.widget.isVisible = newLayout.fit.showsDifference
        showMark()
    }

    private func showMark() {
        // While the note is edited, its entry has the mark's place.
        let marked = noteEntry == nil && (row.map { Self.icon(for: $0.mark) != nil } ?? false)
        // The row's name says best or worst in words; unnamed, the icon would be "GtkImage".
        markIcon.setShownToTheEyesOnly(marked)
        markLabel.widget.isVisible = marked && (layout?.fit.showsMarkWord ?? true)
    }

    /// The icon of each mark: down for the shortest lap, up for the longest.
    private static func icon(for mark: LapMark) -> String? {
        switch mark {
        case .best: "go-down-symbolic"
        case .worst: "go-up-symbolic"
        case .normal: nil
        }
    }

    /// A row of column headings, aligned with the lap rows.
    static func headings(_ columns: LapColumns) -> LapRowView {
        let headings = LapRowView(isHeadings: true)
        headings.widget.addCSSClass("lap-headings")
        headings.render(
            LapRow(
                number: 0, title: columns.lap, lapTime: columns.lapTime, difference: columns.difference,
                totalTime: columns.total, mark: .normal, markLabel: nil, spokenDescription: columns.spokenDescription))
        return headings
    }
}

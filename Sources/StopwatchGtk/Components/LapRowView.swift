import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// One lap as a row: number, lap time, ± difference, total, and best or worst marked by
/// colour *and* by an icon with a word. Assistive technology reads the row as a sentence.
///
/// The ``LapTable`` it belongs to gives every row the same column widths, measured from the
/// widest text each column can hold, and hides the mark's word and the difference column
/// when the window is too narrow for them, so no cell ever shows less than its text.
@MainActor
final class LapRowView: WidgetConvertible {
    let widget: Widget
    let title = Inscription(characters: 6, cssClasses: ["lap-title"], xAlign: 0)
    let markLabel = Label(cssClasses: ["lap-mark"], xAlign: 0)
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
        markIcon = Widget(gtk_image_new())
        title.ellipsizes()
        let titleBox = Box.horizontal(spacing: LapColumnLayout.titleSpacing)
        titleBox.append(title)
        titleBox.append(markIcon)
        titleBox.append(markLabel)
        titleBox.widget.setExpand(horizontal: true)
        // The icon and the word follow the title; the rest of the width goes after them.
        title.widget.setExpand(horizontal: false)
        markLabel.widget.setExpand(horizontal: true)
        box.append(titleBox)
        for field in [lapTime, difference, totalTime] {
            box.append(field)
        }
        markIcon.isVisible = false
        markLabel.widget.isVisible = false
        // Hidden until it is given a row.
        widget.isVisible = false
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
            if let icon = Self.icon(for: newRow.mark) { gtk_image_set_from_icon_name(markIcon.opaque, icon) }
        }
        if newRow.spokenDescription != old?.spokenDescription {
            widget.setAccessibleLabel(newRow.spokenDescription)
        }
    }

    /// Takes the table's column widths and what fits.
    func apply(_ newLayout: LapColumnLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        // The headings hold the table at a comfortable width on a wide window; the rows'
        // titles are as wide as the longest, so their icons line up.
        title.setNaturalCharacters(isHeadings ? max(LapColumnLayout.titleCharacters, newLayout.titleCharacters) : newLayout.titleCharacters)
        for (cell, width) in [(lapTime, newLayout.lapTime), (difference, newLayout.difference), (totalTime, newLayout.total)] {
            // Exactly the measured width, the same in every row and in the headings.
            cell.fix(width: width)
        }
        difference.widget.isVisible = newLayout.fit.showsDifference
        showMark()
    }

    private func showMark() {
        let marked = row.map { Self.icon(for: $0.mark) != nil } ?? false
        markIcon.isVisible = marked
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

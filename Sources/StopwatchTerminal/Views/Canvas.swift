/// The area a frame is drawn into: rows and columns, text placed left, centred or right, and
/// cut at the edge (a 40-column terminal must never wrap).
@MainActor
struct Canvas {
    let curses: Curses

    var width: Int { Int(curses.columns) }
    var height: Int { Int(curses.rows) }

    func text(_ text: String, row: Int, column: Int = 0, style: Curses.Style = .plain) {
        guard column < width else { return }
        curses.draw(String(text.prefix(width - column)), row: Int32(row), column: Int32(column), style: style)
    }

    func centered(_ text: String, row: Int, style: Curses.Style = .plain) {
        self.text(text, row: row, column: max(0, (width - text.count) / 2), style: style)
    }

    func right(_ text: String, row: Int, style: Curses.Style = .plain) {
        self.text(text, row: row, column: max(0, width - text.count), style: style)
    }

    /// A whole row in `style` (a banner), with `text` on it.
    func banner(_ text: String, row: Int, style: Curses.Style) {
        let line = " " + text
        self.text(line + String(repeating: " ", count: max(0, width - line.count)), row: row, style: style)
    }
}

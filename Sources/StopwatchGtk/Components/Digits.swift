import CGtk
import GtkInterop

/// Text that changes on every frame (the running time), drawn from glyphs shaped once per font
/// (``DigitsWidget``): setting it lays nothing out, shapes nothing and tells
/// assistive technology nothing; a frame of it is one text node (docs/performance.md).
/// Digits are tabular. It is as wide as its text; the views may give it more.
@MainActor
final class Digits: TextCell {
    let widget: Widget
    private(set) var text = ""
    /// How many times its text was changed, for the checks: a frame must change only what moved.
    private(set) var textChanges = 0
    init(_ text: String = "", cssClasses: [String] = [], xAlign: Float = 0.5) {
        widget = Widget(DigitsWidget.make())
        cssClasses.forEach(widget.addCSSClass)
        DigitsWidget.setXAlign(xAlign, of: widget.pointer)
        setText(text)
        textChanges = 0
    }

    func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        textChanges += 1
        DigitsWidget.setText(newText, of: widget.pointer)
    }

    func width(of text: String) -> Int {
        DigitsWidget.width(of: text, in: widget.pointer)
    }

    func fix(width: Int) {
        widget.setSizeRequest(width: Int32(width))
    }
}

/// One line of text in a widget: an ``Inscription`` or ``Digits``.
@MainActor
protocol TextCell: AnyObject, WidgetConvertible {
    var text: String { get }
    func setText(_ newText: String)
    /// The width, in pixels, `text` would take here.
    func width(of text: String) -> Int
    /// Makes the cell exactly `width` pixels wide, whatever its text.
    func fix(width: Int)
}

extension Inscription: TextCell {
    func width(of text: String) -> Int {
        TextMetrics.width(of: text, in: widget)
    }

    func fix(width: Int) {
        setNaturalCharacters(0)
        widget.setSizeRequest(width: Int32(width))
    }
}

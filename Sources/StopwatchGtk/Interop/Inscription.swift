import CGtk

/// A GtkInscription: text in a box sized by a count of characters, not by the text, so
/// changing the text only redraws it. For text that changes a hundred times a second, where
/// a GtkLabel would relayout the whole window each time.
@MainActor
final class Inscription: WidgetConvertible {
    let widget: Widget
    private(set) var text: String

    init(_ text: String = "", characters: Int, cssClasses: [String] = [], xAlign: Float = 0.5) {
        widget = Widget(gtk_inscription_new(text))
        self.text = text
        cssClasses.forEach(widget.addCSSClass)
        gtk_inscription_set_min_chars(widget.opaque, guint(characters))
        gtk_inscription_set_nat_chars(widget.opaque, guint(characters))
        gtk_inscription_set_xalign(widget.opaque, xAlign)
    }

    func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        gtk_inscription_set_text(widget.opaque, newText)
    }
}

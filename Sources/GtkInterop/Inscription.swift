import CGtk

/// A GtkInscription: text in a box sized by a count of characters, not by the text, so
/// changing the text only redraws it. For text that changes a hundred times a second, where
/// a GtkLabel would relayout the whole window each time.
///
/// Its minimum width is none at all: the views size it, to fit its widest text.
@MainActor
package final class Inscription: WidgetConvertible {
    package let widget: Widget
    package private(set) var text: String
    /// How many times its text was changed, for the checks: a tick must change only what moved.
    package private(set) var textChanges = 0
    private var naturalCharacters: Int

    package init(_ text: String = "", characters: Int, cssClasses: [String] = [], xAlign: Float = 0.5) {
        widget = Widget(gtk_inscription_new(text))
        self.text = text
        naturalCharacters = characters
        cssClasses.forEach(widget.addCSSClass)
        gtk_inscription_set_min_chars(widget.opaque, 0)
        gtk_inscription_set_nat_chars(widget.opaque, guint(characters))
        gtk_inscription_set_xalign(widget.opaque, xAlign)
    }

    package func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        textChanges += 1
        gtk_inscription_set_text(widget.opaque, newText)
    }

    /// Ends text that does not fit with an ellipsis instead of cutting it.
    package func ellipsizes() {
        gtk_inscription_set_text_overflow(widget.opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
    }

    package func setNaturalCharacters(_ characters: Int) {
        guard characters != naturalCharacters else { return }
        naturalCharacters = characters
        gtk_inscription_set_nat_chars(widget.opaque, guint(max(0, characters)))
    }

    /// Never narrower than `characters` average characters.
    package func setMinimumCharacters(_ characters: Int) {
        gtk_inscription_set_min_chars(widget.opaque, guint(clamping: max(0, characters)))
    }
}

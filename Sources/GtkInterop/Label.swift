import CGtk

/// A GtkLabel that rewrites its text only when it changed (GTK relayouts on every set).
@MainActor
package final class Label: WidgetConvertible {
    package let widget: Widget
    package private(set) var text: String

    package init(_ text: String = "", cssClasses: [String] = [], xAlign: Float = 0.5) {
        widget = Widget(gtk_label_new(text))
        self.text = text
        cssClasses.forEach(widget.addCSSClass)
        gtk_label_set_xalign(widget.opaque, xAlign)
    }

    package func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        gtk_label_set_text(widget.opaque, newText)
    }

    /// Breaks its text into lines, at most `maxWidthChars` characters wide.
    package func wrap(maxWidthChars: Int32? = nil) {
        gtk_label_set_wrap(widget.opaque, 1)
        if let maxWidthChars { gtk_label_set_max_width_chars(widget.opaque, maxWidthChars) }
    }

    /// Centres its lines.
    package func centreLines() {
        gtk_label_set_justify(widget.opaque, GTK_JUSTIFY_CENTER)
    }

    /// Ends its text with an ellipsis where it does not fit.
    package func ellipsizeAtEnd() {
        gtk_label_set_ellipsize(widget.opaque, PANGO_ELLIPSIZE_END)
    }
}

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
}

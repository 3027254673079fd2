import CGtk

/// A GtkScrolledWindow around `content`, scrolling each way as its policies say.
@MainActor
package struct ScrolledWindow: WidgetConvertible {
    package let widget = Widget(gtk_scrolled_window_new())

    package init(content: WidgetConvertible, horizontally: GtkPolicyType, vertically: GtkPolicyType) {
        gtk_scrolled_window_set_policy(widget.opaque, horizontally, vertically)
        gtk_scrolled_window_set_child(widget.opaque, content.widget.pointer)
    }
}

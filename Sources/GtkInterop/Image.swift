import CGtk

/// A GtkImage showing a named icon.
@MainActor
package struct Image: WidgetConvertible {
    package let widget: Widget

    /// A new image, empty until given an icon.
    package init() {
        widget = Widget(gtk_image_new())
    }

    /// The image `widget` is.
    package init(_ widget: Widget) {
        self.widget = widget
    }

    package func setIconName(_ name: String) { gtk_image_set_from_icon_name(widget.opaque, name) }
}

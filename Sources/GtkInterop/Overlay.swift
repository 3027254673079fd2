import CGtk

/// A GtkOverlay: its child, with widgets laid over it at the child's size.
@MainActor
package struct Overlay: WidgetConvertible {
    package let widget = Widget(gtk_overlay_new())

    package init(child: WidgetConvertible) {
        gtk_overlay_set_child(widget.opaque, child.widget.pointer)
    }

    package func addOverlay(_ overlay: WidgetConvertible) { gtk_overlay_add_overlay(widget.opaque, overlay.widget.pointer) }
}

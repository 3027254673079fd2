import CGtk

/// A GtkMenuButton showing an icon and opening `menu`'s popover.
@MainActor
package struct MenuButton: WidgetConvertible {
    package let widget = Widget(gtk_menu_button_new())

    /// `primary`: F10 opens it, as the main menu of every GNOME app.
    package init(iconName: String, menu: Menu, primary: Bool = false) {
        gtk_menu_button_set_icon_name(widget.opaque, iconName)
        gtk_menu_button_set_menu_model(widget.opaque, menu.model)
        gtk_menu_button_set_primary(widget.opaque, primary ? 1 : 0)
    }

    /// The popover it opens, once made.
    package var popover: Widget? {
        gtk_menu_button_get_popover(widget.opaque).map { Widget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }
}

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

    /// A button showing `label` and an arrow, opening `menu` (a choice among its items).
    package init(label: String, menu: Menu) {
        gtk_menu_button_set_label(widget.opaque, label)
        gtk_menu_button_set_always_show_arrow(widget.opaque, 1)
        gtk_menu_button_set_menu_model(widget.opaque, menu.model)
    }

    package func setLabel(_ label: String) {
        gtk_menu_button_set_label(widget.opaque, label)
    }

    package func setMenu(_ menu: Menu) {
        gtk_menu_button_set_menu_model(widget.opaque, menu.model)
    }

    /// The popover it opens, once made.
    package var popover: Widget? {
        gtk_menu_button_get_popover(widget.opaque).map { Widget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }
}

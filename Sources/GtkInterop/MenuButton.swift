import CGtk
import GLibInterop

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

    /// A button showing an icon whose menu is made when it first opens: `makeMenu` gives the
    /// menu then, and `menuMade` is told its popover before it shows. GTK makes a menu's
    /// popover, a widget an item, as soon as it is given the menu; a menu not yet opened
    /// costs nothing. `primary`: F10 opens it.
    package init(
        iconName: String, primary: Bool = false, makeMenu: @escaping @MainActor () -> Menu,
        menuMade: @escaping @MainActor (Widget) -> Void
    ) {
        gtk_menu_button_set_icon_name(widget.opaque, iconName)
        gtk_menu_button_set_primary(widget.opaque, primary ? 1 : 0)
        typealias Opening = @MainActor (OpaquePointer) -> Void
        let opening: Opening = { button in
            // GTK asks on every opening; the menu is made on the first.
            guard gtk_menu_button_get_menu_model(button) == nil else { return }
            let menu = makeMenu()
            // The button keeps the model from here on; the menu's own reference, until then.
            withExtendedLifetime(menu) { gtk_menu_button_set_menu_model(button, menu.model) }
            if let popover = gtk_menu_button_get_popover(button) {
                menuMade(Widget(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)))
            }
        }
        gtk_menu_button_set_create_popup_func(
            widget.opaque,
            { button, data in
                MainActor.assumeIsolated { CallbackBox<Opening>.from(data).callback(button!) }
            }, CallbackBox<Opening>(opening).retainedPointer(), { data in releaseCallbackBox(data) })
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
}

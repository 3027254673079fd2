import CGtk
import GLibInterop

/// A menu that pops up over a widget: on a secondary click on it (the right mouse button, a
/// long press on a touch screen), or when asked from the keyboard (the Menu key, Shift+F10).
/// Its items come when it opens, so they are about what is there then.
@MainActor
package final class ContextMenu {
    package typealias Items = @MainActor () -> [(label: String, detailedAction: String)]

    private var popover: Widget?
    private var closed: SignalConnection?
    private lazy var unparent = MainLoopIdle { [weak self] in self?.close() }

    package init() {}

    /// Opens the menu on a secondary click on `widget`, with the `items` given then; none, no menu.
    package func attach(to widget: Widget, items: @escaping Items) {
        let gesture = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        gtk_gesture_single_set_button(OpaquePointer(gesture), guint(GDK_BUTTON_SECONDARY))
        typealias Pressed = @MainActor () -> Void
        let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, _, _, data in
            MainActor.assumeIsolated { CallbackBox<Pressed>.from(data).callback() }
        }
        let open: Pressed = { [weak self] in
            self?.open(over: widget, items())
        }
        g_signal_connect_data(
            gesture, "pressed", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Pressed>(open).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0))
        gtk_widget_add_controller(widget.pointer, OpaquePointer(gesture))
    }

    /// Opens the menu over `widget` with `items`; none, no menu.
    package func open(over widget: Widget, _ items: [(label: String, detailedAction: String)]) {
        close()
        guard !items.isEmpty else { return }
        let menu = Menu()
        for item in items { menu.append(item.label, action: item.detailedAction) }
        let popover = Widget(gtk_popover_menu_new_from_model(menu.model)!)
        gtk_widget_set_parent(popover.pointer, widget.pointer)
        gtk_popover_set_has_arrow(popover.typed(GtkPopover.self), 1)
        closed = SignalConnection(
            popover.object,
            handlerID: Signals.connect(popover.object, "closed") { [weak self] in
                // Unparented once GTK is done closing it, not from inside its own signal.
                self?.unparent.schedule()
            })
        self.popover = popover
        gtk_popover_popup(popover.typed(GtkPopover.self))
    }

    /// Whether the menu is open.
    package var isOpen: Bool { popover?.isVisible ?? false }

    private func close() {
        unparent.cancel()
        closed = nil
        guard let popover else { return }
        self.popover = nil
        gtk_widget_unparent(popover.pointer)
    }
}

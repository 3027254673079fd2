import CGtk

/// A virtualised GtkListView over a list model, its rows made by a ``ListItemFactory``, its
/// selection the row with the focus. GTK 4.8 gives every list view the AT-SPI Selection
/// interface, and Orca then says "not selected" for every focused row that is not, and its own
/// idea of the row's place on top of the description's; selected as the focus moves onto it,
/// a row is said once, as it is. The selection shows nothing (the app's style): it is only
/// where the focus is.
@MainActor
package final class ListView: WidgetConvertible {
    package let widget: Widget
    private let selection: OpaquePointer
    private var activation: SignalConnection?

    /// `model`: taken by the list (GTK takes the reference given).
    package init<Row>(model: OpaquePointer, factory: ListItemFactory<Row>) {
        selection = gtk_single_selection_new(model)
        widget = Widget(gtk_list_view_new(g_object_ref(UnsafeMutableRawPointer(selection)).map(OpaquePointer.init), factory.pointer))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(selection))
    }

    /// The position of the row with the focus (selected as the focus moved onto it); past the
    /// last row when none has it.
    package var focusedPosition: Int { Int(gtk_single_selection_get_selected(selection)) }

    /// A single click activates a row, as Return and Space do.
    package func activatesOnSingleClick() { gtk_list_view_set_single_click_activate(widget.opaque, 1) }

    /// Scrolls to the row at `position` and gives the list the keyboard focus there.
    package func focusRow(at position: Int) {
        widget.activateAction("list.scroll-to-item", parameter: g_variant_new_uint32(UInt32(clamping: max(0, position))))
        widget.grabFocus()
    }

    /// Calls `handler` with a row's position each time it is activated (Return, Space, a
    /// click as set), for as long as this list lives.
    package func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        activation = SignalConnection(widget.object, handlerID: Signals.connectWithPosition(widget.object, "activate", handler))
    }
}

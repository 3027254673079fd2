import CGtk

/// A `GtkSignalListItemFactory` creating one Swift row view per list item and binding it to
/// the item's position. The row view is attached to its list item and lives as long as it.
///
/// The list item is what takes the focus, so it is what assistive technology reads: the
/// lists give it the row's name and place, and the row view inside is left out of the tree,
/// so nothing is read twice.
@MainActor
package final class ListItemFactory<RowView: AnyObject & WidgetConvertible> {
    package let pointer: OpaquePointer

    package init(makeRow: @escaping @MainActor () -> RowView, bind: @escaping @MainActor (RowView, Int) -> Void) {
        pointer = gtk_signal_list_item_factory_new()
        let object = UnsafeMutableRawPointer(pointer)
        Signals.connectWithArgument(object, "setup") { item in
            guard let item else { return }
            let row = makeRow()
            gtk_list_item_set_child(OpaquePointer(item), row.widget.pointer)
            cgtk_accessible_set_hidden(row.widget.pointer, 1)
            ObjectData.attach(row, to: item, key: "row-view")
        }
        Signals.connectWithArgument(object, "bind") { item in
            guard let item, let row = ObjectData.get(RowView.self, from: item, key: "row-view") else { return }
            bind(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
    }
}

import CGtk

/// A GtkListBox of a few rows, one chosen at a time (browse: the selection follows the
/// focus, and there is always one), or none (rows only read, each a stop of the keyboard).
@MainActor
package final class ListBox: WidgetConvertible {
    package let widget = Widget(gtk_list_box_new())
    private var selection: SignalConnection?

    package init(choosesRows: Bool = true) {
        gtk_list_box_set_selection_mode(widget.opaque, choosesRows ? GTK_SELECTION_BROWSE : GTK_SELECTION_NONE)
    }

    /// A new row holding `content`, for ``append(_:)``.
    package static func row(holding content: WidgetConvertible) -> Widget {
        let row = Widget(gtk_list_box_row_new())
        gtk_list_box_row_set_child(row.typed(GtkListBoxRow.self), content.widget.pointer)
        return row
    }

    package func append(_ row: WidgetConvertible) { gtk_list_box_append(widget.opaque, row.widget.pointer) }

    package func remove(_ row: WidgetConvertible) { gtk_list_box_remove(widget.opaque, row.widget.pointer) }

    /// Chooses `row`, unless it is chosen already.
    package func select(_ row: WidgetConvertible) {
        let listRow = row.widget.typed(GtkListBoxRow.self)
        guard gtk_list_box_get_selected_row(widget.opaque) != listRow else { return }
        gtk_list_box_select_row(widget.opaque, listRow)
    }

    /// Calls `handler` with the place of each row chosen, for as long as this list lives.
    package func onRowSelected(_ handler: @escaping @MainActor (Int) -> Void) {
        selection = SignalConnection(
            widget.object,
            handlerID: Signals.connectWithArgument(widget.object, "row-selected") { row in
                guard let row else { return }
                handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
            })
    }
}

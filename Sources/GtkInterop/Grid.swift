import CGtk

/// A GtkGrid: children placed by column and row, so a column's widgets start and end together.
@MainActor
package struct Grid: WidgetConvertible {
    package let widget = Widget(gtk_grid_new())

    package init(rowSpacing: Int32 = 0, columnSpacing: Int32 = 0) {
        gtk_grid_set_row_spacing(widget.typed(GtkGrid.self), UInt32(rowSpacing))
        gtk_grid_set_column_spacing(widget.typed(GtkGrid.self), UInt32(columnSpacing))
    }

    package func attach(_ child: WidgetConvertible, column: Int, row: Int) {
        gtk_grid_attach(widget.typed(GtkGrid.self), child.widget.pointer, Int32(column), Int32(row), 1, 1)
    }
}

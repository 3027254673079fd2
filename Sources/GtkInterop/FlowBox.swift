import CGtk

/// A GtkFlowBox of things to read, not to choose: no selection, no stop of the keyboard; its
/// children flow into lines.
@MainActor
package struct FlowBox: WidgetConvertible {
    package let widget = Widget(gtk_flow_box_new())

    package init(columnSpacing: Int32 = 0, maxChildrenPerLine: Int32) {
        gtk_flow_box_set_selection_mode(widget.opaque, GTK_SELECTION_NONE)
        // A flow box going backwards would keep the focus where it was.
        widget.canFocus = false
        gtk_flow_box_set_max_children_per_line(widget.opaque, UInt32(maxChildrenPerLine))
        gtk_flow_box_set_column_spacing(widget.opaque, UInt32(columnSpacing))
    }

    package func append(_ child: WidgetConvertible) { gtk_flow_box_append(widget.opaque, child.widget.pointer) }

    package func removeAll() {
        while let child = gtk_widget_get_first_child(widget.pointer) { gtk_flow_box_remove(widget.opaque, child) }
    }
}

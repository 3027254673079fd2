import CGtk

/// A GtkHeaderBar: buttons at its start and end, a widget for its title.
@MainActor
package struct HeaderBar: WidgetConvertible {
    package let widget = Widget(gtk_header_bar_new())

    package init() {}

    package func packStart(_ child: WidgetConvertible) { gtk_header_bar_pack_start(widget.opaque, child.widget.pointer) }

    package func packEnd(_ child: WidgetConvertible) { gtk_header_bar_pack_end(widget.opaque, child.widget.pointer) }

    package func setTitleWidget(_ child: WidgetConvertible) { gtk_header_bar_set_title_widget(widget.opaque, child.widget.pointer) }
}

import CGtk

/// A GtkBox: children in a row or a column.
@MainActor
package struct Box: WidgetConvertible {
    package let widget: Widget

    package init(_ orientation: GtkOrientation, spacing: Int32 = 0, cssClasses: [String] = []) {
        widget = Widget(gtk_box_new(orientation, spacing))
        cssClasses.forEach(widget.addCSSClass)
    }

    /// A box that assistive technology announces when it is shown (role "alert").
    package static func alert(_ orientation: GtkOrientation, spacing: Int32 = 0, cssClasses: [String] = []) -> Box {
        Box(widget: Widget(cgtk_box_new_with_role(orientation, spacing, GTK_ACCESSIBLE_ROLE_ALERT)), cssClasses: cssClasses)
    }

    private init(widget: Widget, cssClasses: [String]) {
        self.widget = widget
        cssClasses.forEach(widget.addCSSClass)
    }

    package static func horizontal(spacing: Int32 = 0, cssClasses: [String] = []) -> Box {
        Box(GTK_ORIENTATION_HORIZONTAL, spacing: spacing, cssClasses: cssClasses)
    }

    /// A row that assistive technology takes for `role` (a label: one piece of text).
    package static func horizontal(spacing: Int32 = 0, cssClasses: [String] = [], role: GtkAccessibleRole) -> Box {
        Box(widget: Widget(cgtk_box_new_with_role(GTK_ORIENTATION_HORIZONTAL, spacing, role)), cssClasses: cssClasses)
    }

    package static func vertical(spacing: Int32 = 0, cssClasses: [String] = []) -> Box {
        Box(GTK_ORIENTATION_VERTICAL, spacing: spacing, cssClasses: cssClasses)
    }

    /// A column that assistive technology takes for `role` (a group of radio buttons).
    package static func vertical(spacing: Int32 = 0, cssClasses: [String] = [], role: GtkAccessibleRole) -> Box {
        Box(widget: Widget(cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, spacing, role)), cssClasses: cssClasses)
    }

    package func append(_ child: WidgetConvertible) {
        gtk_box_append(widget.typed(GtkBox.self), child.widget.pointer)
    }

    package func prepend(_ child: WidgetConvertible) {
        gtk_box_prepend(widget.typed(GtkBox.self), child.widget.pointer)
    }

    package func remove(_ child: WidgetConvertible) {
        gtk_box_remove(widget.typed(GtkBox.self), child.widget.pointer)
    }

    /// Lays its children out one above the other (`true`) or side by side.
    package func setVertical(_ vertical: Bool) {
        gtk_orientable_set_orientation(OpaquePointer(widget.pointer), vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
    }

    package func setHomogeneous(_ homogeneous: Bool) {
        gtk_box_set_homogeneous(widget.typed(GtkBox.self), homogeneous ? 1 : 0)
    }
}

import CGtk

/// A GtkLevelBar from 0 to 1, in one colour: GTK's own marks (low, high, full) are taken off,
/// since a bar that turns red when little is done says something this one does not. It sets
/// its value only when it changed (each set redraws it).
@MainActor
package final class LevelBar: WidgetConvertible {
    package let widget: Widget
    package private(set) var value: Double = 0

    package init(cssClasses: [String] = []) {
        widget = Widget(gtk_level_bar_new_for_interval(0, 1))
        for mark in [GTK_LEVEL_BAR_OFFSET_LOW, GTK_LEVEL_BAR_OFFSET_HIGH, GTK_LEVEL_BAR_OFFSET_FULL] {
            gtk_level_bar_remove_offset_value(widget.opaque, mark)
        }
        cssClasses.forEach(widget.addCSSClass)
    }

    /// Fills it to `value`, held within 0…1.
    package func setValue(_ newValue: Double) {
        let held = newValue.isFinite ? min(1, max(0, newValue)) : 0
        guard held != value else { return }
        value = held
        gtk_level_bar_set_value(widget.opaque, held)
    }
}

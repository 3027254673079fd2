import CGtk
import GtkInterop

/// Shows one of its children at a time, by name: a list or the page saying why it is empty.
///
/// Not a GtkStack: each child of a stack sits in a stack page, an accessible "panel" which,
/// unnamed, screen readers call by GTK's type name ("GtkStackPage panel"); these are pages
/// of one screen, with no name of their own to give. A box of which one child is visible
/// puts nothing between the screen and its content.
@MainActor
final class SwitchedContent: WidgetConvertible {
    let widget: Widget
    private let box: Box
    private var children: [(name: String, widget: Widget)] = []

    init(cssClasses: [String] = []) {
        box = Box.vertical(cssClasses: cssClasses)
        widget = box.widget
    }

    /// Adds `child` under `name`; the first child added is the one shown.
    func add(_ child: WidgetConvertible, named name: String) {
        let shown = child.widget
        shown.setExpand(vertical: true)
        shown.isVisible = children.isEmpty
        box.append(shown)
        children.append((name, shown))
    }

    /// Shows the child `name` alone.
    func show(_ name: String) {
        for child in children { child.widget.isVisible = child.name == name }
    }
}

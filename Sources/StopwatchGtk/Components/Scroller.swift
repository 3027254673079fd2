import CGtk
import GtkInterop

/// Holds a screen's content so that its width never holds the window wide: the content is
/// made to fit whatever width the user gives the window (see ``SizeObserver``), and until it
/// has, what does not fit is cut off at the edge instead of widening the window. Vertically it
/// scrolls, for windows shorter than the content, or follows the content's height.
@MainActor
struct Scroller: WidgetConvertible {
    let widget: Widget

    init(content: WidgetConvertible, scrollsVertically: Bool = true) {
        widget = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_EXTERNAL, scrollsVertically ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(widget.opaque, content.widget.pointer)
        widget.setExpand(horizontal: true, vertical: true)
    }
}

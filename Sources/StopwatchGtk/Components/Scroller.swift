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
        widget =
            ScrolledWindow(
                content: content, horizontally: GTK_POLICY_EXTERNAL, vertically: scrollsVertically ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER
            ).widget
        widget.setExpand(horizontal: true, vertical: true)
    }
}

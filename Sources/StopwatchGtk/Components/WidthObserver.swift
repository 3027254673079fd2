import CGtk
import StopwatchGLib

/// Wraps a page's content and tells the page how wide it is whenever that changes: the
/// views choose what fits (fewer columns, a smaller display) from it, as CSS breakpoints would.
///
/// GTK 4.8 has no signal for a widget's size; a drawing area has one ("resize"). An empty
/// drawing area laid over the content, drawing nothing and taking no input, reports the width.
/// The report is handed on once the main loop is idle, since changing what is shown during
/// a layout would change the layout being made.
@MainActor
final class WidthObserver: WidgetConvertible {
    let widget: Widget
    private let probe: Widget
    private var width: Int?
    private var reported: Int?
    private var resize: SignalConnection?
    private var idle: MainLoopIdle?
    /// Called with the new width, once the main loop is idle after it changed.
    var onChange: (@MainActor (Int) -> Void)?

    init(content: WidgetConvertible) {
        widget = Widget(gtk_overlay_new())
        probe = Widget(gtk_drawing_area_new())
        gtk_widget_set_can_target(probe.pointer, 0)
        gtk_widget_set_can_focus(probe.pointer, 0)
        cgtk_accessible_set_hidden(probe.pointer, 1)
        gtk_overlay_set_child(widget.opaque, content.widget.pointer)
        gtk_overlay_add_overlay(widget.opaque, probe.pointer)
        idle = MainLoopIdle { [weak self] in
            guard let self, let width, width != reported else { return }
            reported = width
            onChange?(width)
        }
        resize = SignalConnection(probe.object, handlerID: Signals.connectWithSize(probe.object, "resize") { [weak self] width, _ in
            self?.width = width
            self?.idle?.schedule()
        })
    }
}


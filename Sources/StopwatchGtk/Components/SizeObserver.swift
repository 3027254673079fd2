import CGtk
import GLibInterop
import GtkInterop
import StopwatchGLib

/// Wraps a widget (a page's content, the lap chart) and tells how wide and high it is
/// whenever that changes: the views choose what fits (fewer columns, a smaller display, no
/// chart) from it, as CSS breakpoints would, and the chart groups its laps to its width.
///
/// GTK 4.8 has no signal for a widget's size; a drawing area has one ("resize"). An empty
/// drawing area laid over the content, drawing nothing and taking no input, reports the size.
/// The report is handed on once the main loop is idle, since changing what is shown during
/// a layout would change the layout being made.
///
/// A page shown in place of another (a stack's page) gets the size of the place it is shown
/// in, the whole of its parent: ``fitsToParentWhenShown`` reports that size as the page is
/// shown, before its first layout, so its first frame is already fitted (the chart is there
/// and the columns have their widths), not the frame after.
@MainActor
final class SizeObserver: WidgetConvertible {
    let widget: Widget
    private let probe: Widget
    private var width: Int?
    /// The page's height, once known.
    private(set) var height: Int?
    private var reported: (width: Int, height: Int)?
    private var resize: SignalConnection?
    private var map: SignalConnection?
    private var idle: MainLoopIdle?
    /// Called with the width, once the main loop is idle after the width or the height changed.
    var onChange: (@MainActor (Int) -> Void)?

    init(content: WidgetConvertible) {
        let overlay = Overlay(child: content)
        widget = overlay.widget
        probe = Widget.sizeProbe()
        overlay.addOverlay(probe)
        idle = MainLoopIdle { [weak self] in self?.report() }
        resize = SignalConnection(
            probe.object,
            handlerID: Signals.connectWithSize(probe.object, "resize") { [weak self] width, height in
                self?.width = width
                self?.height = height
                self?.idle?.schedule()
            })
    }

    /// From now on, reports the parent's size at once when the widget is shown (mapped) in a
    /// parent already laid out: a page fills its stack.
    func fitsToParentWhenShown() {
        let widget = widget
        map = SignalConnection(
            widget.object,
            handlerID: Signals.connect(widget.object, "map") { [weak self] in
                guard let (width, height) = widget.parent?.size else { return }
                guard width > 0, height > 0, let self else { return }
                (self.width, self.height) = (width, height)
                report()
            })
    }

    private func report() {
        guard let width, let height, reported.map({ $0 != (width, height) }) ?? true else { return }
        reported = (width, height)
        onChange?(width)
    }
}

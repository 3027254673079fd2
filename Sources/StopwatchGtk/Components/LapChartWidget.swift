import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The lap chart's widget, a GObject subclass of `GtkWidget` written in Swift
/// (``GObjectSubclass``): one bar a lap (or a group of laps, shortest to longest) from a zero
/// baseline, the average as a dashed line and the lap in progress as a lighter bar at the
/// end, all drawn with GtkSnapshot. The finished bars are kept as one render node, made again
/// only when they, the size or the style change; a frame of the running time adds the lap in
/// progress alone. Colours are the CSS named colours `stopwatch_chart_bar`, `_best`, `_worst`
/// and `_average`; best and worst also carry the list's icons (go-down, go-up), never colour
/// alone.
package enum LapChartWidget {
    /// What an instance keeps.
    package final class State {
        var bars: [LapChart.Bar] = []
        var average: Double = 0
        /// The lap in progress's height; negative for none.
        var current: Double = -1
        /// The finished bars, the average and the marks, as drawn at `cachedSize`.
        var cache: OpaquePointer?
        var cachedSize: (width: Int32, height: Int32) = (0, 0)

        deinit {
            forgetCache()
        }

        func forgetCache() {
            if let cache { gsk_render_node_unref(cache) }
            cache = nil
        }

        var slotCount: Int { bars.count + (current >= 0 ? 1 : 0) }
    }

    /// Room above the bars for the marks' icons.
    private static let markRoom = 12.0
    private static let iconSize: Int32 = 12
    private static let averageDash = 6.0
    private static let averageGap = 3.0

    package static let subclass: GObjectSubclass<State> = GObjectSubclass(
        name: "StopwatchLapChart", parent: gtk_widget_get_type(),
        makeState: State.init
    ) { klass in
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = { widget, snapshot in
            LapChartWidget.draw(widget!, on: snapshot!)
        }
        widgetClass.pointee.css_changed = { widget, change in
            LapChartWidget.subclass.parentClass!.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed?(widget, change)
            LapChartWidget.state(of: widget!).forgetCache()
            gtk_widget_queue_draw(widget)
        }
        gtk_widget_class_set_css_name(widgetClass, "lapchart")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_IMG)
    }

    /// A new chart, floating.
    package static func make() -> UnsafeMutablePointer<GtkWidget> {
        subclass.make().assumingMemoryBound(to: GtkWidget.self)
    }

    /// The bars, oldest first (heights as fractions of the chart's height), and the average's
    /// height.
    package static func setBars(_ bars: [LapChart.Bar], average: Double, of widget: UnsafeMutablePointer<GtkWidget>) {
        let state = state(of: widget)
        state.bars = bars
        state.average = average
        state.forgetCache()
        gtk_widget_queue_draw(widget)
    }

    /// The lap in progress's height, or a negative number for none.
    package static func setCurrent(_ height: Double, of widget: UnsafeMutablePointer<GtkWidget>) {
        let state = state(of: widget)
        guard height != state.current else { return }
        // The lap in progress appearing or going changes the width of every bar.
        if (height < 0) != (state.current < 0) { state.forgetCache() }
        state.current = height
        gtk_widget_queue_draw(widget)
    }

    private static func state(of widget: UnsafeMutablePointer<GtkWidget>) -> State {
        subclass.state(of: UnsafeMutableRawPointer(widget))
    }

    private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, on snapshot: OpaquePointer) {
        let state = state(of: widget)
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, state.slotCount > 0 else { return }
        if state.cache == nil || state.cachedSize != (width, height) {
            state.forgetCache()
            state.cache = drawBars(state, widget, width: width, height: height)
            state.cachedSize = (width, height)
        }
        if let cache = state.cache { gtk_snapshot_append_node(snapshot, cache) }
        guard state.current >= 0 else { return }
        var color = namedColor(widget, "stopwatch_chart_bar", fallbackAlpha: 0.45)
        color.alpha *= 0.5
        let slot = Double(width) / Double(state.slotCount)
        let gap = slot >= 4 ? 1.0 : 0
        let high = (clamped(state.current) * max(0, Double(height) - markRoom)).rounded()
        let left = (Double(state.bars.count) * slot).rounded()
        let right = (Double(state.bars.count + 1) * slot).rounded() - gap
        var rectangle = graphene_rect_t(
            origin: graphene_point_t(x: Float(left), y: Float(Double(height) - high)),
            size: graphene_size_t(width: Float(max(0, right - left)), height: Float(high)))
        gtk_snapshot_append_color(snapshot, &color, &rectangle)
    }

    private static func drawBars(_ state: State, _ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) -> OpaquePointer? {
        let colors: [LapMark: GdkRGBA] = [
            .normal: namedColor(widget, "stopwatch_chart_bar", fallbackAlpha: 0.45),
            .best: namedColor(widget, "stopwatch_chart_best", fallbackAlpha: 1),
            .worst: namedColor(widget, "stopwatch_chart_worst", fallbackAlpha: 1),
        ]
        var averageColor = namedColor(widget, "stopwatch_chart_average", fallbackAlpha: 0.8)
        let snapshot = gtk_snapshot_new()!
        let plot = max(0, Double(height) - markRoom)
        let slot = Double(width) / Double(max(1, state.slotCount))
        let gap = slot >= 4 ? 1.0 : 0
        // The bars as one path a colour, filled once each: a few fills whatever the count of
        // bars (docs/performance.md), and no seams between bars that touch.
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        let cairo = gtk_snapshot_append_cairo(snapshot, &bounds)
        for mark in [LapMark.normal, .best, .worst] {
            var color = colors[mark]!
            addBarRectangles(cairo, state.bars, mark: mark, from: 0, to: 1, slot: slot, gap: gap, plot: plot, height: height)
            gdk_cairo_set_source_rgba(cairo, &color)
            cairo_fill(cairo)
            // A group of laps: the spread from its shortest to its longest, lighter.
            addBarRectangles(cairo, state.bars, mark: mark, from: 1, to: 2, slot: slot, gap: gap, plot: plot, height: height)
            color.alpha *= 0.5
            gdk_cairo_set_source_rgba(cairo, &color)
            cairo_fill(cairo)
        }
        if !state.bars.isEmpty {
            // Dashed, so that it reads as a line across the bars rather than as their edge.
            let y = (Double(height) - clamped(state.average) * plot).rounded() - 0.5
            let dashes = [averageDash, averageGap]
            cairo_set_dash(cairo, dashes, 2, 0)
            cairo_set_line_width(cairo, 1)
            cairo_move_to(cairo, 0, y)
            cairo_line_to(cairo, Double(width), y)
            gdk_cairo_set_source_rgba(cairo, &averageColor)
            cairo_stroke(cairo)
        }
        cairo_destroy(cairo)
        let icon = Double(iconSize)
        for (index, bar) in state.bars.enumerated() where bar.mark != .normal {
            let x = min(max(Double(index) * slot + (slot - gap) / 2 - icon / 2, 0), max(0, Double(width) - icon))
            let y = max(0, Double(height) - clamped(bar.longest) * plot - icon)
            var color = colors[bar.mark]!
            drawIcon(widget, snapshot, bar.mark == .best ? "go-down-symbolic" : "go-up-symbolic", x: x, y: y, color: &color)
        }
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Adds to the path the part of each bar of `mark` from level `from` (0: the baseline, 1:
    /// the shortest lap's height) to `to` (1: the shortest's, 2: the longest's).
    private static func addBarRectangles(
        _ cairo: OpaquePointer?, _ bars: [LapChart.Bar], mark: LapMark, from: Int, to: Int,
        slot: Double, gap: Double, plot: Double, height: Int32
    ) {
        for (index, bar) in bars.enumerated() where bar.mark == mark {
            // Whole pixels: the rasteriser's fast path for boxes, and crisp edges.
            let levels = (0.0, (clamped(bar.shortest) * plot).rounded(), (clamped(bar.longest) * plot).rounded())
            let low = from == 0 ? levels.0 : levels.1
            let top = to == 1 ? levels.1 : levels.2
            let high = max(low, top)
            let left = (Double(index) * slot).rounded()
            let right = (Double(index + 1) * slot).rounded() - gap
            if high > low, right > left { cairo_rectangle(cairo, left, Double(height) - high, right - left, high - low) }
        }
    }

    private static func drawIcon(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer, _ name: String,
        x: Double, y: Double, color: inout GdkRGBA
    ) {
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
        guard
            let icon = gtk_icon_theme_lookup_icon(
                theme, name, nil, iconSize, gtk_widget_get_scale_factor(widget),
                gtk_widget_get_direction(widget), GtkIconLookupFlags(rawValue: 0))
        else { return }
        gtk_snapshot_save(snapshot)
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(snapshot, &point)
        gtk_symbolic_paintable_snapshot_symbolic(icon, snapshot, Double(iconSize), Double(iconSize), &color, 1)
        gtk_snapshot_restore(snapshot)
        g_object_unref(UnsafeMutableRawPointer(icon))
    }

    /// The theme's colour `name`, or the text colour at `fallbackAlpha` of its opacity.
    private static func namedColor(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, fallbackAlpha: Double) -> GdkRGBA {
        var color = GdkRGBA()
        let style = gtk_widget_get_style_context(widget)
        if gtk_style_context_lookup_color(style, name, &color) == 0 {
            gtk_style_context_get_color(style, &color)
            color.alpha *= Float(fallbackAlpha)
        }
        return color
    }

    private nonisolated static func clamped(_ fraction: Double) -> Double { min(max(fraction, 0), 1) }
}

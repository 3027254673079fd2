// `make bench`, the lap chart (ARCHITECTURE.md, "Laps at a glance"): 100,000 laps binned to the chart's width in
// pixels, mapped to bars and drawn in < 5 ms. Built in release and run under Xvfb with the
// app's renderer (cairo). A measurement, never a test: it exits 1 over budget.
import CGtk
import Glibc
import GtkInterop
import StopwatchCore
import StopwatchGtk
import StopwatchPresentation
import StopwatchTestSupport

/// What the chart costs at one width, from the laps to the drawn pixels, the way the app
/// goes: laps binned (``LapChartBinning``), bars mapped (``LapGlanceMapper``), handed to the
/// widget, snapshotted and rendered by the app's renderer.
@MainActor
struct ChartDrawing {
    let window: UnsafeMutablePointer<GtkWidget>
    let chart: UnsafeMutablePointer<GtkWidget>
    let width: Int32
    static let height: Int32 = 80

    init(width: Int32) {
        self.width = width
        window = gtk_window_new()
        chart = LapChartWidget.make()
        gtk_widget_set_size_request(chart, width, Self.height)
        gtk_window_set_child(asWindow, chart)
        gtk_window_present(asWindow)
        var turns = 0
        while gtk_widget_get_width(chart) != width || gtk_widget_get_mapped(chart) == 0 {
            g_main_context_iteration(nil, 1)
            turns += 1
            if turns > 10_000 {
                fail("the \(width)-pixel chart never got its size")
            }
        }
    }

    /// Milliseconds to open `laps` on a chart this wide: every lap binned
    /// (``LapChartBinning``), the bars mapped and drawn; and the bars drawn.
    func open(_ laps: LapHistory) -> (milliseconds: Double, bars: Int) {
        let started = now()
        let binning = LapChartBinning(laps: laps, width: Int(width))
        let bars = draw(laps, binning.bins)
        return (now() - started, bars)
    }

    /// Milliseconds to show `laps`, binned for another width in `binning`, at this width: the
    /// bars regrouped, mapped and drawn, as when the window is resized.
    func resize(_ laps: LapHistory, from binning: LapChartBinning) -> Double {
        var binning = binning
        let started = now()
        binning.resize(toWidth: Int(width))
        _ = draw(laps, binning.bins)
        return now() - started
    }

    /// Milliseconds for a frame while running, the chart already drawn once: only the lap in
    /// progress changed (`step` of 9, a height that grows), the finished bars are the cached node.
    func runningFrame(_ step: Int) -> Double {
        let started = now()
        LapChartWidget.setCurrent(0.1 + 0.08 * Double(step), of: chart)
        render()
        return now() - started
    }

    /// Maps `bins` to bars, hands them to the widget, snapshots and renders it.
    private func draw(_ laps: LapHistory, _ bins: LapChartBins) -> Int {
        guard let glance = LapGlanceMapper().glance(laps, bins: bins) else { return 0 }
        let bars = glance.chart.bars
        LapChartWidget.setBars(bars, average: glance.chart.average, of: chart)
        render()
        return bars.count
    }

    /// The widget's own snapshot function, as GTK calls it for a frame, and the app's renderer.
    private func render() {
        let snapshot = gtk_snapshot_new()
        widgetClass.pointee.snapshot(chart, snapshot)
        let node = gtk_snapshot_free_to_node(snapshot)
        let renderer = gtk_native_get_renderer(OpaquePointer(window))
        let texture = node.map { gsk_renderer_render_texture(renderer, $0, nil) }
        if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        if let node { gsk_render_node_unref(node) }
        guard texture != nil else { fail("the chart drew nothing") }
    }

    private var widgetClass: UnsafeMutablePointer<GtkWidgetClass> {
        g_type_class_peek(LapChartWidget.subclass.type).assumingMemoryBound(to: GtkWidgetClass.self)
    }

    private var asWindow: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }

    func close() {
        gtk_window_destroy(asWindow)
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}

MainActor.assumeIsolated {
    g_setenv("GSK_RENDERER", "cairo", 0)
    g_setenv("GDK_DEBUG", "gl-disable", 0)
    gtk_init()
    var random = SeededRandom(seed: 11)
    let laps = LapHistory(durations: (0..<100_000).map { _ in .milliseconds(Int64.random(in: 40_000...80_000, using: &random)) })
    // The widths from the narrowest window to a wide one; the slowest width is the figure.
    // The median of nine runs a width, so a busy moment of the machine is not the figure.
    let other = LapChartBinning(laps: laps, width: LapChartFeed.defaultWidth)
    var (slowestOpen, slowestResize, slowestFrame) = (0.0, 0.0, 0.0)
    for width: Int32 in [340, 480, 640, 960, 1400] {
        let drawing = ChartDrawing(width: width)
        _ = drawing.open(laps)
        let opened = (0..<9).map { _ in drawing.open(laps) }
        let resized = (0..<9).map { _ in drawing.resize(laps, from: other) }
        let frames = (0..<9).map { drawing.runningFrame($0) }
        let openMedian = opened.map(\.milliseconds).sorted()[4]
        let resizeMedian = resized.sorted()[4]
        let frameMedian = frames.sorted()[4]
        print(
            "lap chart, 100,000 laps, \(width) px, \(opened[0].bars) bars: open \(formatted(openMedian)) ms, "
                + "resize \(formatted(resizeMedian)) ms, running frame \(formatted(frameMedian)) ms")
        slowestOpen = max(slowestOpen, openMedian)
        slowestResize = max(slowestResize, resizeMedian)
        slowestFrame = max(slowestFrame, frameMedian)
        drawing.close()
    }
    let section = "Lap chart, 100,000 laps (StopwatchChartBench, Xvfb)"
    let rows = [
        ("open: bin every lap, map, draw; slowest width", slowestOpen),
        ("resize: regroup, map, draw; slowest width", slowestResize),
        ("running frame: the lap in progress grows; slowest width", slowestFrame),
    ]
    let withinBudget = rows.allSatisfy { $0.1 < 5 }
    if let path = getenv("STOPWATCH_BENCH_RESULTS"), let file = fopen(path, "a") {
        for (what, milliseconds) in rows {
            let row = [section, what, "", formatted(milliseconds) + " ms", "< 5 ms", milliseconds < 5 ? "ok" : "over"]
            fputs(row.joined(separator: "\t") + "\n", file)
        }
        fclose(file)
        // make bench's summary judges the budgets: a non-zero exit says the bench did not finish.
        exit(0)
    }
    exit(withinBudget ? 0 : 1)
}

func fail(_ why: String) -> Never {
    print("StopwatchChartBench: " + why)
    exit(2)
}

/// Two decimals.
func formatted(_ milliseconds: Double) -> String {
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

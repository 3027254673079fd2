import CGtk
import GtkInterop
import StopwatchPresentation

/// The laps at a glance (``LapGlance``): the statistics line, and below it the lap chart
/// (``LapChartWidget``), which steps out where it does not fit (``LapChartFit``). On Laps
/// and on a past session's screen; hidden without laps.
@MainActor
final class LapGlanceView: WidgetConvertible {
    let widget: Widget
    let statistics = Label(cssClasses: ["lap-statistics", "numeric"])
    let chart = Widget(LapChartWidget.make())
    /// The chart, telling how many pixels wide it is: its laps are grouped to that.
    private let chartFrame: SizeObserver
    private(set) var shown: LapGlance?
    private var chartFits = true
    /// The lap in progress's bar, as a fraction of the chart's height; negative for none.
    private(set) var currentHeight: Double = -1
    /// Called with the chart's width in pixels each time it changes.
    var onChartWidth: (@MainActor (Int) -> Void)? {
        get { chartFrame.onChange }
        set { chartFrame.onChange = newValue }
    }

    init(chartLabel: String) {
        let box = Box.vertical(spacing: 8, cssClasses: ["lap-glance"])
        widget = box.widget
        statistics.wrap()
        statistics.centreLines()
        chartFrame = SizeObserver(content: chart)
        chartFrame.widget.addCSSClass("lap-chart")
        box.append(statistics)
        box.append(chartFrame)
        chart.setAccessibleLabel(chartLabel)
        widget.isVisible = false
    }

    func render(_ glance: LapGlance?) {
        guard glance != shown else { return }
        shown = glance
        widget.isVisible = glance != nil
        guard let glance else { return }
        statistics.setText(glance.statistics)
        LapChartWidget.setBars(glance.chart.bars, average: glance.chart.average, of: chart.pointer)
        chart.setAccessibleDescription(glance.chart.description)
    }

    /// The lap in progress, `milliseconds` so far (a frame of the running time); `nil` for none.
    func render(currentLapMilliseconds milliseconds: Int64?) {
        let height = milliseconds.flatMap { value in shown.map { $0.chart.height(ofMilliseconds: value) } } ?? -1
        guard height != currentHeight else { return }
        currentHeight = height
        LapChartWidget.setCurrent(height, of: chart.pointer)
    }

    /// Whether the chart fits the page now.
    func setChartFits(_ fits: Bool) {
        guard fits != chartFits else { return }
        chartFits = fits
        chartFrame.widget.isVisible = fits
    }
}

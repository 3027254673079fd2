import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

@testable import StopwatchGtk

/// The laps at a glance in the window (ARCHITECTURE.md, "Laps at a glance"): the statistics line and the chart on
/// Laps, grouped to the chart's own width, stepping out before any column of the list and on
/// a short window, in colours that read in every theme.
@MainActor
enum LapGlanceChecks {
    static let all: [Check] = [
        Check("LapGlance.theLapsScreenShowsTheStatisticsAndAChartOfTheCompletedLaps", statisticsAndChart),
        Check("LapGlance.theFirstFrameOfLapsAlreadyHasTheChartAndTheColumns", firstFrameIsFitted),
        Check("LapGlance.aNewLapIsOneBarMoreAndTheLineCountsIt", aNewLapIsOneBarMore),
        Check("LapGlance.theChartGroupsItsLapsToItsOwnWidthInPixels", groupsToItsWidth),
        Check("LapGlance.theChartNeverPushesTheListOffA360x480Window", keepsTheList),
        Check("LapGlance.theChartStepsOutBeforeAnyColumnOfTheList", stepsOutBeforeAColumn),
        Check("LapGlance.theChartsColoursMeetWCAGAAInEveryTheme", chartColoursMeetContrast),
        Check("Totals.eachStopwatchsColourStandsOutOfTheBackgroundsInEveryLook", totalsColoursStandOut),
    ]

    /// The statistics line with its no-break spaces as plain ones.
    private static func plain(_ text: String) -> String {
        String(text.map { $0 == "\u{00A0}" ? " " : $0 })
    }

    private static func chart(of harness: WindowHarness) -> LapChart? {
        harness.laps.glance?.shown?.chart
    }

    static func statisticsAndChart() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 6)
        harness.showLaps()
        guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
        expect(glance.widget.isMapped, "the glance is on screen")
        expect(glance.chart.isMapped, "the chart is on screen at the default size")
        let statistics = plain(glance.statistics.text)
        expect(statistics.hasPrefix("6 laps · average "), statistics)
        let chart = chart(of: harness)
        expect(chart?.bars.count == 6, "\(String(describing: chart?.bars.count)) bars")
        expect(chart?.description.hasPrefix("Lap times: 6 laps, from ") == true, chart?.description ?? "no chart")
        expect(gtk_widget_get_height(glance.chart.pointer) >= 80, "the chart is \(gtk_widget_get_height(glance.chart.pointer)) px high")
    }

    /// Laps is fitted to the window before its first frame: a user never sees it without its
    /// chart, or with squeezed columns, for a frame or two before it fits itself.
    static func firstFrameIsFitted() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 6)
        guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
        var firstFrame: (chart: Int32, title: Int32)?
        var ticks = 0
        // The second tick after Laps is shown comes after the frame that first laid it out.
        let frames = FrameTicks(widget: harness.window.widget) { _ in
            ticks += 1
            guard ticks == 2 else { return }
            let title = harness.laps.currentLap.title.widget.pointer
            firstFrame = (gtk_widget_get_height(glance.chart.pointer), gtk_widget_get_width(title))
        }
        frames.start()
        harness.activate(.showLaps)
        GtkTestEnvironment.wait(for: "the first frame of Laps") { firstFrame != nil }
        frames.stop()
        expect((firstFrame?.chart ?? 0) >= 80, "the chart is \(firstFrame?.chart ?? 0) px high in the first frame")
        let needed = TextMetrics.width(of: harness.laps.currentLap.title.text, in: harness.laps.currentLap.title.widget)
        expect(Int(firstFrame?.title ?? 0) >= needed, "the lap in progress's title has \(firstFrame?.title ?? 0) of \(needed) px")
    }

    static func aNewLapIsOneBarMore() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 3)
        harness.showLaps()
        // The lap in progress grows frame by frame, a lighter bar after the others.
        harness.advance(by: .milliseconds(500))
        let early = harness.laps.glance?.currentHeight ?? -1
        harness.advance(by: .milliseconds(1_500))
        let later = harness.laps.glance?.currentHeight ?? -1
        expect(early > 0 && later > early, "the lap in progress's bar grew from \(early) to \(later)")
        harness.activate(.lap)
        expect(chart(of: harness)?.bars.count == 4)
        let statistics = plain(harness.laps.glance?.statistics.text ?? "")
        expect(statistics.hasPrefix("4 laps · "), statistics)
        // Paused, the bar of the lap in progress stays where it is.
        harness.advance(by: .milliseconds(300))
        harness.activate(.toggle)
        let paused = harness.laps.glance?.currentHeight ?? -1
        harness.advance(by: .seconds(3))
        expect(paused > 0 && harness.laps.glance?.currentHeight == paused, "paused at \(paused)")
    }

    static func groupsToItsWidth() {
        let harness = WindowHarness()
        harness.prepare(.paused, laps: 3_000)
        harness.showLaps()
        for width in [460, 800] {
            harness.resize(width: width)
            guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
            let pixels = Int(gtk_widget_get_width(glance.chart.pointer))
            GtkTestEnvironment.wait(for: "bars for a \(pixels)-pixel chart") {
                (chart(of: harness)?.bars.count ?? 0) <= pixels && (chart(of: harness)?.bars.count ?? 0) > pixels / 2
            }
            // 3,000 laps in bars of 8 at 460 px, of 4 at 800 px.
            expect(pixels > 300 && pixels < width, "the chart is \(pixels) px in a \(width)-pixel window")
        }
    }

    static func keepsTheList() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 12)
        harness.showLaps()
        guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
        harness.resize(width: 360, height: 480)
        GtkTestEnvironment.drain()
        expect(
            harness.laps.table.layout?.fit.showsDifference == true,
            "12 short laps keep every column at 360 px: \(String(describing: harness.laps.table.layout))")
        expect(glance.chart.isMapped, "the chart shows on a 360 × 480 window")
        // The list keeps room for rows below the chart, all inside the window.
        let page = harness.laps.widget
        let rows = LayoutChecks.listRows(of: harness.laps.lapList).compactMap { LayoutChecks.bounds(of: $0.widget, in: page) }
        let pageHeight = Float(gtk_widget_get_height(page.pointer))
        let inside = rows.filter { $0.y >= 0 && $0.y + $0.height <= pageHeight }
        expect(inside.count >= 3, "\(inside.count) lap rows on a 360 × 480 window")
        // Shorter still: the chart steps out, the list stays.
        harness.resize(width: 360, height: 400)
        GtkTestEnvironment.wait(for: "the chart out of a 360 × 400 window") { !glance.chart.isMapped }
        expect(glance.statistics.widget.isMapped, "the statistics stay")
    }

    static func stepsOutBeforeAColumn() {
        // Times that need the columns' room: a column goes, and the chart before it.
        let harness = WindowHarness()
        harness.core.useCases.start.execute()
        for lap in [Duration.seconds(600 * 3600), .milliseconds(1_234_560), .seconds(1000 * 3600)] {
            harness.advance(by: lap)
            harness.activate(.lap)
        }
        harness.showLaps()
        guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
        // Narrower and narrower: the chart goes at a wider window than the Difference column.
        var chartGoneAt: Int?
        var columnGoneAt: Int?
        for width in stride(from: 700, through: 360, by: -4) where columnGoneAt == nil {
            harness.resize(width: width)
            GtkTestEnvironment.drain()
            if chartGoneAt == nil, !glance.chart.isMapped { chartGoneAt = width }
            if harness.laps.table.layout?.fit.showsDifference == false { columnGoneAt = width }
            if chartGoneAt == nil { expect(harness.laps.table.layout?.fit.showsDifference == true, "\(width) px") }
        }
        guard let chartGoneAt, let columnGoneAt else {
            return expect(
                false, "the chart went at \(String(describing: chartGoneAt)) px, the column at \(String(describing: columnGoneAt)) px")
        }
        expect(chartGoneAt > columnGoneAt, "the chart went at \(chartGoneAt) px, the column at \(columnGoneAt) px")
    }

    /// Best, worst, a plain bar and the average line carry meaning: each reads at 4.5:1 on
    /// the window's backgrounds.
    static func chartColoursMeetContrast() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 4)
        harness.showLaps()
        guard let glance = harness.laps.glance else { return expect(false, "Laps has a glance") }
        expectContrast(
            of: ["stopwatch_chart_bar", "stopwatch_chart_best", "stopwatch_chart_worst", "stopwatch_chart_average"],
            atLeast: 4.5, in: glance.chart)
    }

    /// Each stopwatch's colour in the Totals chart and legend is a graphic: it stands out of the
    /// window's backgrounds at 3:1 or more (WCAG's non-text contrast) in every look.
    static func totalsColoursStandOut() {
        let harness = WindowHarness()
        expectContrast(of: (0..<TotalsSeries.count).map { "stopwatch_totals_\($0)" }, atLeast: 3, in: harness.home.widget)
    }

    /// Each colour `names` reads at `ratio`:1 or more on the window's backgrounds, in every
    /// look, as the style of `widget` resolves them.
    private static func expectContrast(of names: [String], atLeast ratio: Double, in widget: Widget) {
        for look in DesktopLook.allCases {
            look.apply()
            let style = gtk_widget_get_style_context(widget.pointer)
            let backgrounds = ["theme_bg_color", "theme_base_color"].compactMap { LayoutChecks.lookupColor($0, in: style) }
            expect(backgrounds.count == 2, "\(look): the theme names its backgrounds")
            for name in names {
                guard let colour = LayoutChecks.lookupColor(name, in: style) else {
                    expect(false, "\(look): the style names \(name)")
                    continue
                }
                for background in backgrounds {
                    let contrast = LayoutChecks.contrast(colour, on: background)
                    expect(contrast >= ratio, "\(look): \(name) has \(contrast):1 on its background")
                }
            }
        }
        DesktopLook.reset()
    }
}

import CGtk
import Glibc
import GtkInterop
import StopwatchCore
import StopwatchPresentation

@testable import StopwatchGtk

/// What the window looks like at any width, duration and theme, read from the widgets
/// themselves: allocations against the extent of their text, colours from the loaded style.
@MainActor
enum LayoutChecks {
    static let all: [Check] = [
        Check("Layout.at1663HoursEveryCellShowsAllItsTextFrom360PixelsUp", everyCellFitsAt1663Hours),
        Check("Layout.atTheLongestDurationTheNumbersStillFitIn360Pixels", theLongestDurationFits),
        Check("Layout.aNarrowWindowDropsTheMarkWordThenTheDifferenceButNeverTheTimes", narrowDropsInOrder),
        Check("Layout.rowsAndHeadingsShareEveryColumnEdge", columnsLineUp),
        Check("Layout.theHundredthsSitOnTheDigitsBaseline", hundredthsOnTheBaseline),
        Check("Layout.theDefaultSizeFitsA1024x768ScreenAtScale2", defaultSizeFitsSmallScreens),
        Check("Layout.onAWideWindowTheContentKeepsItsWidthCentred", wideWindowsCentreTheContent),
        Check("Layout.HomeCentresTheDisplayAndButtonsVertically", homeIsCentredVertically),
        Check("Style.textColoursMeetWCAGAAInEveryTheme", coloursMeetContrast),
    ]

    // MARK: Widths

    static func everyCellFitsAt1663Hours() {
        let harness = WindowHarness()
        prepare1663Hours(harness)
        for width in [360, 420, 600, 1000] {
            harness.resize(width: width)
            expectNothingClipped(on: harness.home.widget, cells: cells(of: harness.home), "Home at \(width) px")
        }
        harness.showLaps()
        for width in [360, 420, 600, 1000] {
            harness.resize(width: width)
            expectNothingClipped(on: harness.laps.widget, cells: cells(of: harness.laps), "Laps at \(width) px")
        }
        expect(harness.laps.time.text == "1663:17:12.98")
    }

    static func theLongestDurationFits() {
        let harness = WindowHarness()
        harness.core.useCases.start.execute()
        harness.advance(by: .seconds(9_999 * 3600 + 3570))
        harness.activate(.lap)
        harness.advance(by: .milliseconds(29_990))
        harness.activate(.lap)
        harness.activate(.lap)
        harness.activate(.toggle)
        harness.resize(width: 360)
        expect(harness.home.time.text == "9999:59:59.99")
        expectNothingClipped(on: harness.home.widget, cells: cells(of: harness.home), "Home at 9,999 h")
        harness.showLaps()
        expectNothingClipped(on: harness.laps.widget, cells: cells(of: harness.laps), "Laps at 9,999 h")
    }

    static func narrowDropsInOrder() {
        let harness = WindowHarness()
        prepare1663Hours(harness)
        harness.resize(width: 1000)
        expect(harness.home.table.layout?.fit == .full, "\(String(describing: harness.home.table.layout))")
        expect(harness.home.recentLaps.contains { $0.markLabel.widget.isVisible && $0.markLabel.text == "Best" })
        harness.resize(width: 360)
        expect(
            harness.home.table.layout?.fit == LapColumnFit(showsMarkWord: false, showsDifference: false),
            "\(String(describing: harness.home.table.layout))")
        expect(harness.home.recentLaps.allSatisfy { !$0.difference.widget.isVisible && !$0.markLabel.widget.isVisible })
        // Best and worst keep their icon.
        expect(harness.home.recentLaps.contains { $0.markIcon.isVisible })
        expect(harness.home.recentLaps.allSatisfy { $0.totalTime.widget.isVisible && $0.lapTime.widget.isVisible })
    }

    static func columnsLineUp() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 4)
        harness.showLaps()
        harness.resize(width: 600)
        let page = harness.laps.widget
        let rows = [harness.laps.table.headings, harness.laps.currentLap] + listRows(of: harness.laps.lapList)
        expect(rows.count >= 5, "the headings, the current lap and the list's rows")
        for cell in [\LapRowView.lapTime, \LapRowView.difference, \LapRowView.totalTime] {
            let edges = Set(rows.map { bounds(of: $0[keyPath: cell].widget, in: page).map { Int($0.x + $0.width) } ?? -1 })
            expect(edges.count == 1 && !edges.contains(-1), "one right edge per column, not \(edges)")
        }
    }

    static func hundredthsOnTheBaseline() {
        let harness = WindowHarness()
        harness.prepare(.running)
        harness.resize(width: 600)
        let time = harness.home.time
        let page = harness.home.widget
        guard let seconds = bounds(of: time.clock.widget, in: page), let hundredths = bounds(of: time.fraction.widget, in: page) else {
            return expect(false, "the display is laid out")
        }
        let secondsBaseline = seconds.y + Float(gtk_widget_get_allocated_baseline(time.clock.widget.pointer))
        let hundredthsBaseline = hundredths.y + Float(gtk_widget_get_allocated_baseline(time.fraction.widget.pointer))
        expect(gtk_widget_get_allocated_baseline(time.fraction.widget.pointer) > 0)
        expect(abs(secondsBaseline - hundredthsBaseline) < 1, "baselines \(secondsBaseline) and \(hundredthsBaseline)")
        expect(
            TextMetrics.width(of: "00", in: time.fraction.widget) < TextMetrics.width(of: "00", in: time.clock.widget),
            "the hundredths are smaller")
    }

    static func wideWindowsCentreTheContent() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 4)
        harness.resize(width: 1000)
        expectCentredAndClamped(harness.home.table.widget, on: harness.home.widget, "Home's laps")
        harness.showLaps()
        expectCentredAndClamped(harness.laps.table.widget, on: harness.laps.widget, "the Laps list")
    }

    private static func expectCentredAndClamped(_ content: Widget, on page: Widget, _ what: String) {
        guard let box = bounds(of: content, in: page) else { return expect(false, "\(what) is laid out") }
        let pageWidth = Float(gtk_widget_get_width(page.pointer))
        expect(box.width <= 640, "\(what) is \(box.width) px wide on a \(pageWidth) px page")
        expect(abs(box.x - (pageWidth - box.x - box.width)) <= 2, "\(what) is not centred: \(box.x)…\(box.x + box.width)")
    }

    static func homeIsCentredVertically() {
        let harness = WindowHarness()
        harness.resize(width: 460, height: 620)
        let page = harness.home.widget
        guard let top = bounds(of: harness.home.time.widget, in: page),
            let bottom = bounds(of: harness.home.controls.widget, in: page)
        else { return expect(false, "Home is laid out") }
        let middle = (top.y + bottom.y + bottom.height) / 2
        let pageMiddle = Float(gtk_widget_get_height(page.pointer)) / 2
        expect(abs(middle - pageMiddle) <= 2, "the group's middle is at \(middle), the page's at \(pageMiddle)")
    }

    static func defaultSizeFitsSmallScreens() {
        let small = MainWindow.defaultSize(fitting: (width: 512, height: 384))
        expect(small.width <= 512 && small.height <= 384 - 32, "\(small)")
        expect(MainWindow.defaultSize(fitting: (width: 1920, height: 1080)) == (width: 460, height: 620))
        expect(MainWindow.defaultSize(fitting: nil) == (width: 460, height: 620))
    }

    // MARK: Colours

    static func coloursMeetContrast() {
        let harness = WindowHarness()
        harness.core.useCases.start.execute()
        for seconds in [3, 1, 2, 2] {
            harness.advance(by: .seconds(Int64(seconds)))
            harness.activate(.lap)
        }
        harness.activate(.toggle)
        harness.showLaps()
        let rows = listRows(of: harness.laps.lapList)
        guard let best = rows.first(where: { $0.row?.mark == .best }), let worst = rows.first(where: { $0.row?.mark == .worst }),
            let plain = rows.first(where: { $0.row?.mark == .normal && $0.row?.difference != nil })
        else {
            return expect(false, "a best, a worst and a plain lap in the list")
        }
        let headings = harness.laps.table.headings
        let texts: [(String, Widget)] = [
            ("best title", best.title.widget), ("best word", best.markLabel.widget), ("best time", best.lapTime.widget),
            ("worst title", worst.title.widget), ("worst word", worst.markLabel.widget), ("worst time", worst.lapTime.widget),
            ("difference", plain.difference.widget), ("total", plain.totalTime.widget), ("heading", headings.lapTime.widget),
            ("time display", harness.laps.time.clock.widget),
        ]
        for look in DesktopLook.allCases {
            look.apply()
            let style = gtk_widget_get_style_context(harness.laps.widget.pointer)
            let backgrounds = ["theme_bg_color", "theme_base_color"].compactMap { lookupColor($0, in: style) }
            expect(backgrounds.count == 2, "\(look): the theme names its backgrounds")
            for (name, widget) in texts {
                var colour = GdkRGBA()
                gtk_style_context_get_color(gtk_widget_get_style_context(widget.pointer), &colour)
                for background in backgrounds {
                    let ratio = contrast(colour, on: background)
                    expect(ratio >= 4.5, "\(look): \(name) has \(ratio):1 on its background")
                }
            }
        }
        DesktopLook.reset()
    }

    // MARK: Helpers

    /// Laps of 600 h, 20:34.56, 1,000 h (the worst) and 5 min (the best), and the lap in
    /// progress, paused at 1663:17:12.98.
    private static func prepare1663Hours(_ harness: WindowHarness) {
        harness.core.useCases.start.execute()
        for lap in [Duration.seconds(600 * 3600), .milliseconds(1_234_560), .seconds(1000 * 3600), .seconds(300)] {
            harness.advance(by: lap)
            harness.activate(.lap)
        }
        let end: Int64 = 1663 * 3_600_000 + 17 * 60_000 + 12_980
        let lapsTotal: Int64 = 1600 * 3_600_000 + 25 * 60_000 + 34_560
        harness.advance(by: .milliseconds(end - lapsTotal))
        harness.activate(.toggle)
    }

    private static func cells(of home: HomeView) -> [Widget] {
        let rows: [LapRowView] = [home.table.headings, home.currentLap] + home.recentLaps
        return cells(of: home.time) + rows.flatMap(cells(of:)) + home.controls.visibleButtons.map(\.widget)
    }

    private static func cells(of laps: LapsView) -> [Widget] {
        let rows: [LapRowView] = [laps.table.headings, laps.currentLap] + listRows(of: laps.lapList)
        return cells(of: laps.time) + rows.flatMap(cells(of:)) + laps.controls.visibleButtons.map(\.widget)
    }

    private static func cells(of time: TimeDisplay) -> [Widget] {
        [time.clock.widget, time.fraction.widget]
    }

    private static func cells(of row: LapRowView) -> [Widget] {
        [row.title.widget, row.markLabel.widget, row.lapTime.widget, row.difference.widget, row.totalTime.widget]
    }

    /// The rows the list has made and shows.
    static func listRows(of list: LapListView) -> [LapRowView] {
        list.madeRows.filter { $0.widget.isVisible && $0.widget.isMapped }
    }

    /// Every visible cell with text shows all of it: its allocation is as wide as its text,
    /// and lies inside the page (nothing cut off at the window's edge).
    private static func expectNothingClipped(on page: Widget, cells: [Widget], _ context: String) {
        let pageWidth = Float(gtk_widget_get_width(page.pointer))
        var checked = 0
        for cell in cells where isShown(cell) {
            let text = textOf(cell)
            guard !text.isEmpty, let bounds = bounds(of: cell, in: page) else { continue }
            checked += 1
            let extent = Float(isDigits(cell) ? DigitsWidget.width(of: text, in: cell.pointer) : TextMetrics.width(of: text, in: cell))
            expect(extent <= bounds.width + 0.5, "\(context): \"\(text)\" needs \(extent) px, has \(bounds.width)")
            expect(
                bounds.x >= 0 && bounds.x + bounds.width <= pageWidth + 0.5,
                "\(context): \"\(text)\" at \(bounds.x)…\(bounds.x + bounds.width) of a \(pageWidth) px page")
        }
        expect(checked >= 10, "\(context): \(checked) cells checked")
    }

    private static func isShown(_ widget: Widget) -> Bool {
        gtk_widget_is_visible(widget.pointer) != 0 && gtk_widget_get_width(widget.pointer) >= 0 && widget.isMapped
    }

    private static func isA(_ widget: Widget, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget.pointer).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private static func isDigits(_ widget: Widget) -> Bool { DigitsWidget.isDigits(widget.pointer) }

    private static func textOf(_ widget: Widget) -> String {
        func isA(_ type: GType) -> Bool { Self.isA(widget, type) }
        if isDigits(widget) { return DigitsWidget.text(of: widget.pointer) }
        if isA(gtk_inscription_get_type()) { return gtk_inscription_get_text(widget.opaque).map { String(cString: $0) } ?? "" }
        if isA(gtk_label_get_type()) { return String(cString: gtk_label_get_text(widget.opaque)) }
        if isA(gtk_button_get_type()) { return gtk_button_get_label(widget.typed(GtkButton.self)).map { String(cString: $0) } ?? "" }
        return ""
    }

    struct Rect {
        let x, y, width, height: Float
    }

    static func bounds(of widget: Widget, in page: Widget) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.pointer, page.pointer, &rect) != 0 else { return nil }
        return Rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }

    static func lookupColor(_ name: String, in style: UnsafeMutablePointer<GtkStyleContext>?) -> GdkRGBA? {
        var colour = GdkRGBA()
        return gtk_style_context_lookup_color(style, name, &colour) != 0 ? colour : nil
    }

    /// WCAG 2 contrast ratio of `text` (composited on the background if translucent).
    static func contrast(_ text: GdkRGBA, on background: GdkRGBA) -> Double {
        let alpha = Double(text.alpha)
        let composite = [(text.red, background.red), (text.green, background.green), (text.blue, background.blue)]
            .map { Double($0.0) * alpha + Double($0.1) * (1 - alpha) }
        let back = [background.red, background.green, background.blue].map(Double.init)
        let lighter = max(luminance(composite), luminance(back))
        let darker = min(luminance(composite), luminance(back))
        return (lighter + 0.05) / (darker + 0.05)
    }

    private static func luminance(_ rgb: [Double]) -> Double {
        let linear = rgb.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
}

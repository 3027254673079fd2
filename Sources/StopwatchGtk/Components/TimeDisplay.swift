import CGtk
import GtkInterop
import StopwatchPresentation

/// The elapsed time in tabular digits: the clock ("00:01." or "1663:17:12.") and the
/// fraction (hundredths, tenths, or nothing to the whole second), smaller, on the same
/// baseline. Two ``Digits`` and nothing else: each frame
/// GTK's cairo renderer draws every node of the window, so the display is as few as can be,
/// and a frame within the same second rewrites the fraction alone.
///
/// It never needs more width than it is given: it steps its font down (``scales``) as the
/// window narrows or the hours grow, so 9,999:59:59.99 fits 360 pixels.
@MainActor
final class TimeDisplay: WidgetConvertible {
    enum Size: String, CaseIterable {
        case large, compact
        /// Full screen: from a 360 pixel window to a 3840 × 2160 screen, in many steps.
        case fullScreen = "full-screen"

        /// Font sizes in pixels at the full scale: the digits, and the hundredths.
        var fontSizes: (digits: Double, hundredths: Double) {
            switch self {
            case .large: (60, 40)
            case .compact: (34, 24)
            case .fullScreen: (1000, 667)
            }
        }

        /// The steps of the display's size, largest first.
        var scales: [Double] {
            switch self {
            case .large, .compact: TimeDisplay.scales
            case .fullScreen: TimeDisplay.fullScreenScales
            }
        }
    }

    /// The steps of the display's size in the window, largest first.
    nonisolated static let scales: [Double] = [1, 0.85, 0.72, 0.6, 0.5, 0.42]
    /// Full screen's steps: a tenth smaller each, 1000 pixels down to about 30.
    nonisolated static let fullScreenScales: [Double] = {
        var scales: [Double] = [1]
        while scales.count < 34 { scales.append(scales[scales.count - 1] * 0.9) }
        return scales
    }()

    let widget: Widget
    /// Hours (from one hour on), minutes and seconds, and the decimal point.
    let clock = Digits("00:00.", cssClasses: ["time-clock"], xAlign: 1)
    let fraction = Digits("00", cssClasses: ["time-hundredths"], xAlign: 0)
    private(set) var scaleIndex = 0
    private let size: Size
    private var available: Int?
    /// The height it may take, full screen: it fits both ways.
    private var availableHeight: Int?
    /// The time the clock shows.
    private var shown = DisplayTime(hours: nil, minutes: "00", seconds: "00", fraction: "00")

    init(size: Size) {
        self.size = size
        // A label to assistive technology, the time in words its name, with nothing in it:
        // the drawn digits say nothing a screen reader could use. So screen review (Orca's
        // flat review) finds the time as one piece of text on the screen.
        let box = Box.horizontal(cssClasses: ["time-display", size.rawValue, Self.scaleClass(0)], role: GTK_ACCESSIBLE_ROLE_LABEL)
        widget = box.widget
        for part in [clock, fraction] {
            part.widget.setAlignment(vertical: GTK_ALIGN_BASELINE)
            part.widget.hideFromAssistiveTechnology()
            box.append(part)
        }
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
    }

    /// The time as shown, for tests: `MM:SS.cc` or `H:MM:SS.cc` (or coarser).
    var text: String { clock.text + fraction.text }

    /// What assistive technology reads: the time in words.
    private(set) var spokenText = ""

    func render(_ time: DisplayTime, spoken: String) {
        if spoken != spokenText {
            spokenText = spoken
            widget.setAccessibleLabel(spoken)
        }
        // A new precision changes the fraction's length: the display may need another scale.
        let fractionResized = time.fraction.utf8.count != shown.fraction.utf8.count
        fraction.setText(time.fraction)
        // The clock changes once a second: compare its parts before building its text.
        guard !time.hasSameClock(as: shown) || fractionResized else { return }
        shown = time
        let text = time.clock
        let lengthChanged = text.utf8.count != clock.text.utf8.count
        clock.setText(text)
        if lengthChanged || fractionResized { refit() }
    }

    /// The display has `width` pixels.
    func fit(width: Int) {
        guard width != available else { return }
        available = width
        refit()
    }

    /// The display has `width` × `height` pixels (full screen: the screen's).
    func fit(width: Int, height: Int) {
        guard width != available || height != availableHeight else { return }
        (available, availableHeight) = (width, height)
        refit()
    }

    private func refit() {
        guard let available else { return }
        let scales = size.scales
        let natural = widget.naturalSize(GTK_ORIENTATION_HORIZONTAL)
        var index = SizeStep.largestFitting(
            scales: scales, width: Double(natural), measuredScale: scales[scaleIndex], available: Double(available))
        if let availableHeight {
            let naturalHeight = widget.naturalSize(GTK_ORIENTATION_VERTICAL)
            index = max(
                index,
                SizeStep.largestFitting(
                    scales: scales, width: Double(naturalHeight), measuredScale: scales[scaleIndex],
                    available: Double(availableHeight)))
        }
        guard index != scaleIndex else { return }
        widget.removeCSSClass(Self.scaleClass(scaleIndex))
        scaleIndex = index
        widget.addCSSClass(Self.scaleClass(index))
    }

    private static func scaleClass(_ index: Int) -> String { "scale-\(index)" }

    /// The font sizes of every size at every scale, as CSS.
    static var styleSheet: String {
        var css = ""
        for size in Size.allCases {
            let fonts = size.fontSizes
            for (index, scale) in size.scales.enumerated() {
                let selector = ".time-display.\(size.rawValue).\(scaleClass(index))"
                css += "\(selector) { font-size: \(Int(fonts.digits * scale))px; }\n"
                css += "\(selector) .time-hundredths { font-size: \(Int(fonts.hundredths * scale))px; }\n"
            }
        }
        return css
    }
}

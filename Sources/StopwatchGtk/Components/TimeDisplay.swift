import CGtk
import StopwatchPresentation

/// The elapsed time in tabular digits: one inscription per digit group, each rewritten only
/// when its digits changed, so a tick usually touches the hundredths alone. The hundredths
/// are smaller, on the same baseline.
///
/// It never needs more width than it is given: it steps its font down (``scales``) as the
/// window narrows or the hours grow, so 9,999:59:59.99 fits 360 pixels.
@MainActor
final class TimeDisplay: WidgetConvertible {
    enum Size: String {
        case large, compact

        /// Font sizes in pixels at the full scale: the digits, and the hundredths.
        var fontSizes: (digits: Double, hundredths: Double) {
            switch self {
            case .large: (60, 40)
            case .compact: (34, 24)
            }
        }
    }

    /// The steps of the display's size, largest first.
    static let scales: [Double] = [1, 0.85, 0.72, 0.6, 0.5, 0.42]

    let widget: Widget
    private let box: Box
    private let size: Size
    let hours = Inscription("", characters: 0, cssClasses: ["time-group"], xAlign: 1)
    private let hoursSeparator = Label(":", cssClasses: ["time-separator"])
    let minutes = Inscription("00", characters: 2, cssClasses: ["time-group"])
    let seconds = Inscription("00", characters: 2, cssClasses: ["time-group"])
    let hundredths = Inscription("00", characters: 2, cssClasses: ["time-group", "hundredths"], xAlign: 0)
    private(set) var scaleIndex = 0
    private var available: Int?

    init(size: Size) {
        self.size = size
        box = Box.horizontal(cssClasses: ["time-display", size.rawValue, Self.scaleClass(0)])
        widget = box.widget
        for part in [hours, hoursSeparator, minutes, Label(":", cssClasses: ["time-separator"]), seconds,
                     Label(".", cssClasses: ["time-separator"]), hundredths] as [WidgetConvertible] {
            part.widget.setAlignment(vertical: GTK_ALIGN_BASELINE)
            box.append(part)
        }
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        hours.widget.isVisible = false
        hoursSeparator.widget.isVisible = false
    }

    /// The time as shown, for tests: `MM:SS.cc` or `H:MM:SS.cc`.
    var text: String {
        (hours.widget.isVisible ? hours.text + ":" : "") + minutes.text + ":" + seconds.text + "." + hundredths.text
    }

    /// What assistive technology reads: the time in words.
    private(set) var spokenText = ""

    func render(_ time: DisplayTime, spoken: String) {
        if spoken != spokenText {
            spokenText = spoken
            widget.setAccessibleLabel(spoken)
        }
        let showsHours = time.hours != nil
        if hours.widget.isVisible != showsHours {
            hours.widget.isVisible = showsHours
            hoursSeparator.widget.isVisible = showsHours
        }
        if let hoursText = time.hours, hoursText.utf8.count != hours.text.utf8.count {
            hours.setNaturalCharacters(hoursText.utf8.count)
            hours.setText(hoursText)
            refit()
        } else if let hoursText = time.hours {
            hours.setText(hoursText)
        } else if !hours.text.isEmpty {
            hours.setText("")
            refit()
        }
        minutes.setText(time.minutes)
        seconds.setText(time.seconds)
        hundredths.setText(time.hundredths)
    }

    /// The display has `width` pixels.
    func fit(width: Int) {
        guard width != available else { return }
        available = width
        refit()
    }

    private func refit() {
        guard let available else { return }
        var natural: Int32 = 0
        gtk_widget_measure(widget.pointer, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        let index = SizeStep.largestFitting(scales: Self.scales, width: Double(natural),
                                            measuredScale: Self.scales[scaleIndex], available: Double(available))
        guard index != scaleIndex else { return }
        widget.removeCSSClass(Self.scaleClass(scaleIndex))
        scaleIndex = index
        widget.addCSSClass(Self.scaleClass(index))
    }

    private static func scaleClass(_ index: Int) -> String { "scale-\(index)" }

    /// The font sizes of every size at every scale, as CSS.
    static var styleSheet: String {
        var css = ""
        for size in [Size.large, .compact] {
            let fonts = size.fontSizes
            for (index, scale) in scales.enumerated() {
                let selector = ".time-display.\(size.rawValue).\(scaleClass(index))"
                css += "\(selector) { font-size: \(Int(fonts.digits * scale))px; }\n"
                css += "\(selector) .hundredths { font-size: \(Int(fonts.hundredths * scale))px; }\n"
            }
        }
        return css
    }
}

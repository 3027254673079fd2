import CGtk
import StopwatchPresentation

/// The elapsed time in tabular digits: one label per digit group, each rewritten only when
/// its digits changed, so a tick usually touches the hundredths alone.
@MainActor
final class TimeDisplay: WidgetConvertible {
    enum Size: String {
        case large, compact
    }

    let widget: Widget
    private let box: Box
    let hours = Label(cssClasses: ["time-group"])
    private let hoursSeparator = Label(":", cssClasses: ["time-separator"])
    // Inscriptions: a new digit redraws the group without relayouting the window.
    let minutes = Inscription("00", characters: 2, cssClasses: ["time-group"])
    let seconds = Inscription("00", characters: 2, cssClasses: ["time-group"])
    let hundredths = Inscription("00", characters: 2, cssClasses: ["time-group", "hundredths"], xAlign: 0)

    init(size: Size) {
        box = Box.horizontal(cssClasses: ["time-display", size.rawValue])
        widget = box.widget
        for part in [hours, hoursSeparator, minutes, Label(":", cssClasses: ["time-separator"]), seconds,
                     Label(".", cssClasses: ["time-separator"]), hundredths] as [WidgetConvertible] {
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
        if let hoursText = time.hours { hours.setText(hoursText) }
        minutes.setText(time.minutes)
        seconds.setText(time.seconds)
        hundredths.setText(time.hundredths)
    }
}

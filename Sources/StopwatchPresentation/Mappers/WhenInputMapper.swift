import StopwatchCore

/// A moment typed by a user ("14:05", "yesterday 14:05", "saturday 9:00", an ISO time, in the
/// local zone: ``WhenText``) read as how long ago it was, or why it cannot be: the Pause
/// Earlier dialog's "Stopped at" and the command line's `--at` read it alike.
@MainActor
public struct WhenInputMapper: Sendable {
    /// Why a moment typed was refused, in the user's language.
    public struct Refusal: Error, Equatable, Sendable {
        public let reason: String
        /// Whether the text is no moment at all (rather than one still to come).
        public let isNotAMoment: Bool
    }

    private let notAMoment: MessageTemplate
    private let stillToCome: MessageTemplate

    public init(localizer: Localizer) {
        // TRANSLATORS: {text} is what was typed for a moment; the forms in brackets are what may be typed, kept as they are.
        notAMoment = MessageTemplate(
            localizer.translate("Not a moment: “{text}” (give it as 14:05, yesterday 14:05, saturday 9:00 or 2026-12-05T09:00)"),
            names: ["text"])
        // TRANSLATORS: {text} is a moment typed that is later than now.
        stillToCome = MessageTemplate(localizer.translate("“{text}” is still to come"), names: ["text"])
    }

    /// The instant `text` names, in `calendar`, when it is not after `now`.
    public func instant(_ text: String, now: Duration, calendar: LocalCalendar?) -> Result<Duration, Refusal> {
        let shown = String(text.prefix(80))
        guard let calendar, let instant = WhenText.instant(text, now: now, calendar: calendar) else {
            return .failure(Refusal(reason: notAMoment.filled(shown), isNotAMoment: true))
        }
        guard instant <= now else { return .failure(Refusal(reason: stillToCome.filled(shown), isNotAMoment: false)) }
        return .success(instant)
    }

    /// `instant` as a moment is typed, to the second, in `calendar`'s zone
    /// (`2026-12-05 09:00:30`): what ``instant(_:now:calendar:)`` reads back as it.
    public static func text(_ instant: Duration, calendar: LocalCalendar) -> String {
        let day = calendar.day(containing: instant)
        var seconds = Int((instant - calendar.start(of: day)).components.seconds)
        // On a day the clocks change, the hour after the change is not the hour counted.
        for shift in [0, -3600, 3600] {
            let candidate = seconds + shift
            guard (0..<86_400).contains(candidate) else { continue }
            let back = calendar.instant(on: day, hour: candidate / 3600, minute: candidate / 60 % 60, second: candidate % 60)
            if back.components.seconds == instant.components.seconds {
                seconds = candidate
                break
            }
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let date = "\(day.year)-\(two(day.month))-\(two(day.day))"
        return "\(date) \(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
    }
}

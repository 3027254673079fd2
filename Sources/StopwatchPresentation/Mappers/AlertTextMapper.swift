import StopwatchCore

/// What the alerts say (ARCHITECTURE.md, "Told in time"): an alert's time ("25:00"), an interval ("every
/// 10 minutes"), and an alert reached ("Focus reached 25:00"), in the user's language. One
/// mapper for the window, the banner, the notification, the screen reader, the terminal and
/// the log.
@MainActor
struct AlertTextMapper {
    private let elapsed: ElapsedTimeMapper
    private let spoken: SpokenTimeMapper
    private let hours: CountedWords
    private let minutes: CountedWords
    private let reached: MessageTemplate
    private let every: MessageTemplate
    private let at: MessageTemplate
    private let missed: MessageTemplate
    private let localizer: Localizer

    init(localizer: Localizer, precision: TimePrecision = .hundredths) {
        self.localizer = localizer
        elapsed = ElapsedTimeMapper(precision: precision)
        spoken = SpokenTimeMapper(localizer: localizer, precision: precision)
        hours = CountedWords("{count} hour", "{count} hours", keeping: 25, localizer: localizer)
        minutes = CountedWords("{count} minute", "{count} minutes", keeping: 60, localizer: localizer)
        // TRANSLATORS: an alert reached, in the banner, the notification and the terminal:
        // "Stopwatch 1 reached 25:00"; {name} is the stopwatch's, {time} its elapsed time.
        reached = MessageTemplate(localizer.translate("{name} reached {time}"), names: ["name", "time"])
        // TRANSLATORS: an alert's interval: "every 10 minutes", "every 1 hour, 30 minutes".
        every = MessageTemplate(localizer.translate("every {interval}"), names: ["interval"])
        // TRANSLATORS: an alert's time, as the notification says which alert it was: "alert at 25:00".
        at = MessageTemplate(localizer.translate("alert at {time}"), names: ["time"])
        // TRANSLATORS: an alert that came due while the app was not running, told at its next
        // start; {when} is the date and time it came due.
        missed = MessageTemplate(localizer.translate("Missed: it came due on {when}, while Stopwatch was closed"), names: ["when"])
    }

    /// An alert's time: to the second when it is whole ("25:00", "1:30:00"), else as precise
    /// as the user's precision shows.
    func time(_ time: Duration) -> String {
        time.wholeMilliseconds % 1000 == 0 ? elapsed.wholeSecondsText(for: time) : elapsed.text(for: time)
    }

    /// An alert's time in words, for a screen reader.
    func spokenTime(_ time: Duration) -> String {
        spoken.words(for: time, hundredths: time.wholeMilliseconds % 1000 != 0)
    }

    /// The interval in words: "10 minutes", "1 hour, 30 minutes" (whole minutes: the rules
    /// allow no less).
    func interval(_ interval: Duration) -> String {
        let totalMinutes = interval.wholeMilliseconds / 60_000
        let (wholeHours, restMinutes) = (totalMinutes / 60, totalMinutes % 60)
        if wholeHours == 0 { return minutes.words(restMinutes) }
        if restMinutes == 0 { return hours.words(wholeHours) }
        return String(joining: [hours.words(wholeHours), minutes.words(restMinutes)], separator: ", ")
    }

    /// "every 10 minutes".
    func every(_ interval: Duration) -> String {
        every.filled(self.interval(interval))
    }

    /// "Focus reached 25:00".
    func reached(_ alert: AlertReached) -> String {
        reached.filled(alert.name, time(alert.time))
    }

    /// "Focus reached 25 minutes, 0 seconds", for a screen reader.
    func spokenReached(_ alert: AlertReached) -> String {
        reached.filled(alert.name, spokenTime(alert.time))
    }

    /// What the alert reached was, beneath its message: "alert at 25:00", "every 10 minutes",
    /// or, missed, when it came due.
    func detail(_ alert: AlertReached, interval: Duration?) -> String {
        if let missedAt = alert.missedAt { return missed.filled(localizer.dateTime(missedAt)) }
        switch alert.kind {
        case .time: return at.filled(time(alert.time))
        case .interval: return interval.map(every) ?? at.filled(time(alert.time))
        }
    }
}

/// A moment or a length typed on the command line (ARCHITECTURE.md, "Mending a mistake"), read as hostile input:
/// every number bounded before any arithmetic, nothing read that is not one of the forms.
///
/// - A length: `90m`, `1h30m`, `45s`, `2h`, or `1:30` (hours and minutes) and `1:30:15`.
/// - A moment, in the local zone: `14:05` (today), `yesterday 14:05`, a weekday and a time
///   (`saturday 9:00`, `sat 9:00`: the latest such day, today included, whose time is not after
///   now), or ISO 8601 (`2026-12-05T09:00`, `2026-12-05 09:00:30`, and `…Z` for UTC).
public enum WhenText {
    /// The length `text` says; `nil` when it is none of the forms or longer than 100 years.
    public static func duration(_ text: String) -> Duration? {
        let text = text.lowercased()
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), let hours = number(parts[0]) else { return nil }
            guard let minutes = twoDigits(parts[1], below: 60) else { return nil }
            let seconds = parts.count == 3 ? twoDigits(parts[2], below: 60) : 0
            guard let seconds else { return nil }
            return bounded(hours * 3600 + minutes * 60 + seconds)
        }
        var total: Int64 = 0
        var digits = ""
        var units: [Character] = []
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let unit = ["h": Int64(3600), "m": 60, "s": 1][character], !units.contains(character),
                let value = number(Substring(digits))
            else { return nil }
            // In order: hours, then minutes, then seconds.
            if let last = units.last, "hms".firstIndex(of: last)! > "hms".firstIndex(of: character)! { return nil }
            units.append(character)
            total += value * unit
            digits = ""
        }
        guard digits.isEmpty, !units.isEmpty else { return nil }
        return bounded(total)
    }

    /// The moment `text` says, as of `now` in `calendar`; `nil` when it is none of the forms,
    /// or names a day or a time that is not one.
    public static func instant(_ text: String, now: Duration, calendar: LocalCalendar) -> Duration? {
        let words = text.lowercased().split(separator: " ", omittingEmptySubsequences: true)
        let today = calendar.day(containing: now)
        switch words.count {
        case 1 where words[0].contains("-"): return iso(String(words[0]), calendar: calendar)
        case 1:
            guard let (hour, minute, second) = time(words[0]) else { return nil }
            return calendar.instant(on: today, hour: hour, minute: minute, second: second)
        case 2 where words[0].contains("-"): return iso(words[0] + "t" + words[1], calendar: calendar)
        case 2:
            guard let (hour, minute, second) = time(words[1]) else { return nil }
            if words[0] == "yesterday" {
                return calendar.instant(on: today.adding(days: -1), hour: hour, minute: minute, second: second)
            }
            if words[0] == "today" { return calendar.instant(on: today, hour: hour, minute: minute, second: second) }
            guard let weekday = weekdays.firstIndex(where: { $0 == words[0] || $0.prefix(3) == words[0] }) else { return nil }
            // The latest such day whose time is not after now: today, or up to a week back.
            for back in 0...7 {
                let day = today.adding(days: -back)
                guard day.weekday == weekday else { continue }
                let instant = calendar.instant(on: day, hour: hour, minute: minute, second: second)
                if instant <= now { return instant }
            }
            return nil
        default: return nil
        }
    }

    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// `2026-12-05T09:00`, with seconds or not, local, or UTC with a final `z`.
    private static func iso(_ text: String, calendar: LocalCalendar) -> Duration? {
        var text = Substring(text)
        let utc = text.hasSuffix("z")
        if utc { text = text.dropLast() }
        let halves = text.split(separator: "t", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, let year = number(date[0]), let month = twoDigits(date[1], below: 13),
            let dayOfMonth = twoDigits(date[2], below: 32),
            let day = LocalDay(year: Int(year), month: Int(month), day: Int(dayOfMonth)), let (hour, minute, second) = time(halves[1])
        else { return nil }
        guard utc else { return calendar.instant(on: day, hour: hour, minute: minute, second: second) }
        return .seconds(Int64(day.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second))
    }

    /// `9:00`, `14:05`, `14:05:30`: hours below 24, minutes and seconds below 60.
    private static func time(_ text: Substring) -> (Int, Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count), let hour = number(parts[0]), hour < 24,
            let minute = twoDigits(parts[1], below: 60)
        else { return nil }
        let second = parts.count == 3 ? twoDigits(parts[2], below: 60) : 0
        guard let second else { return nil }
        return (Int(hour), Int(minute), Int(second))
    }

    /// Digits only, at most nine: no sign, no overflow.
    private static func number(_ text: Substring) -> Int64? {
        guard (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(text)
    }

    private static func twoDigits(_ text: Substring, below limit: Int64) -> Int64? {
        guard text.count == 2, let value = number(text), value < limit else { return nil }
        return value
    }

    private static func bounded(_ seconds: Int64) -> Duration? {
        let duration = Duration.seconds(seconds)
        return duration <= TimeBounds.maximumElapsed ? duration : nil
    }
}

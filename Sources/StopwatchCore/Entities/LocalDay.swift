/// A day of the user's calendar (ARCHITECTURE.md, "Where the time went"): year, month and day in the proleptic
/// Gregorian calendar, whatever its length in hours (23 or 25 at a change of daylight saving
/// time). Which instants belong to it is the ``LocalCalendar``'s to say; the arithmetic of
/// days (the next, the weekday, the first of the month) is the same everywhere.
public struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The years a day may be in: those a state file's instants may fall in (to 9999), and
    /// none before the epoch's calendar reform matters.
    public static let years = 1...9999

    /// The day, or `nil` when there is no such day ("2026-02-30", month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written as "2026-11-24" (four-digit year, two-digit month and day), or `nil`
    /// for anything else, a day that does not exist included.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `number` days after 1970-01-01 (negative: before), held to ``years``.
    public init(dayNumber number: Int) {
        // Days from 1970-01-01 to a civil date, inverted: eras of 400 years (146,097 days)
        // starting on 1 March, so the leap day is the era-year's last.
        let lowest = Self.first.dayNumber
        let highest = Self.last.dayNumber
        let shifted = min(max(number, lowest), highest) + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = year
        self.month = month
        self.day = day
    }

    public static let first = LocalDay(year: 1, month: 1, day: 1)!
    public static let last = LocalDay(year: 9999, month: 12, day: 31)!

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `count` days later (earlier when negative), held to ``years``.
    public func adding(days count: Int) -> LocalDay {
        LocalDay(dayNumber: dayNumber + count)
    }

    /// 0 for Sunday, 1 for Monday … 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((dayNumber + 4) % 7 + 7) % 7
    }

    /// The first day of its month.
    public var firstOfMonth: LocalDay { LocalDay(year: year, month: month, day: 1)! }

    /// "2026-11-24".
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

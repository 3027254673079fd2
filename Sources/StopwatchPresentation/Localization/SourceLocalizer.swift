/// The ``Localizer`` of the English source strings, with "." decimals and ISO dates in UTC:
/// what tests use, and what a frontend falls back to without translations.
public struct SourceLocalizer: Localizer {
    public init() {}

    public func translate(_ message: String) -> String { message }

    public func translatePlural(_ singular: String, _ plural: String, count: Int) -> String {
        count == 1 ? singular : plural
    }

    public var decimalSeparator: String { "." }

    /// `2026-11-22 10:12`, UTC.
    public func dateTime(_ instant: Duration) -> String {
        let minutes = instant.components.seconds / 60
        let days = minutes / (24 * 60)
        let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
        let minuteOfDay = minutes - days * 24 * 60
        return "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day)) "
            + "\(Self.twoDigits(minuteOfDay / 60)):\(Self.twoDigits(minuteOfDay % 60))"
    }

    /// `10:12`, UTC.
    public func timeOfDay(_ instant: Duration) -> String {
        let minuteOfDay = (instant.components.seconds / 60) % (24 * 60)
        return "\(Self.twoDigits(minuteOfDay / 60)):\(Self.twoDigits(minuteOfDay % 60))"
    }

    private static func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The proleptic Gregorian date `days` days after 1970-01-01 (days ≥ 0).
    private static func civilDate(daysSinceEpoch days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

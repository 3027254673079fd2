import CGLib
import StopwatchCore
import StopwatchPresentation

/// The presentation's localizer over gettext (through GLib) and the C library's locale: the
/// messages of the `stopwatch` domain in the user's language, their plural forms, the
/// locale's decimal separator, and dates in the locale's format and the local time zone.
public struct GLibLocalizer: Localizer {
    private let domain: String
    public let decimalSeparator: String

    /// Reads the locale as set by `setlocale` (GTK sets it; the terminal app calls
    /// ``TextDomain/bind(localeFolders:)`` first).
    public init(domain: String = AppInfo.textDomain) {
        self.domain = domain
        decimalSeparator = localeconv().flatMap { $0.pointee.decimal_point }.map { String(cString: $0) } ?? "."
    }

    // Without a translation gettext returns the very pointer it was given, so the result is
    // read while the message's C string is still alive.
    public func translate(_ message: String) -> String {
        message.withCString { message in String(cString: g_dgettext(domain, message)) }
    }

    public func translatePlural(_ singular: String, _ plural: String, count: Int) -> String {
        singular.withCString { singular in
            plural.withCString { plural in
                String(cString: g_dngettext(domain, singular, plural, gulong(clamping: max(0, count))))
            }
        }
    }

    /// The locale's date and time ("%x %X"), in the local time zone.
    public func dateTime(_ instant: Duration) -> String { local(instant, format: "%x %X") }

    /// The locale's time of day ("%X"), in the local time zone.
    public func timeOfDay(_ instant: Duration) -> String { local(instant, format: "%X") }

    /// `instant` in `format` (g_date_time_format's codes), in the local time zone.
    private func local(_ instant: Duration, format: String) -> String {
        guard let dateTime = g_date_time_new_from_unix_local(gint64(instant.components.seconds)) else { return "" }
        defer { g_date_time_unref(dateTime) }
        guard let text = g_date_time_format(dateTime, format) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The day in `format` with the locale's names (noon, so no zone's change of offset moves it
    /// to another day).
    public func dayText(_ day: LocalDay, format: String) -> String {
        guard let zone = g_time_zone_new_utc() else { return day.description }
        defer { g_time_zone_unref(zone) }
        guard let dateTime = g_date_time_new(zone, gint(day.year), gint(day.month), gint(day.day), 12, 0, 0) else {
            return day.description
        }
        defer { g_date_time_unref(dateTime) }
        guard let text = g_date_time_format(dateTime, format) else { return day.description }
        defer { g_free(text) }
        return String(cString: text)
    }
}

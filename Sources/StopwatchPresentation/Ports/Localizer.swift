import StopwatchCore

/// The user's language and formats, as the presentation needs them (gettext through GLib in
/// the desktop adapters; the English source strings in tests).
///
/// Messages are the English source strings; `{name}` marks a value filled in afterwards
/// (``String/filling(_:)``), so translators can move it.
public protocol Localizer: Sendable {
    /// The translation of `message`, or `message` itself.
    func translate(_ message: String) -> String
    /// The translation of a message that counts something: `singular` or `plural` in English,
    /// whatever form `count` takes in the user's language.
    func translatePlural(_ singular: String, _ plural: String, count: Int) -> String
    /// The decimal separator of the user's locale: "." or ",".
    var decimalSeparator: String { get }
    /// A wall-clock instant (since the Unix epoch) as a date and time in the user's format.
    func dateTime(_ instant: Duration) -> String
    /// A wall-clock instant as a time of day in the user's format, in the local zone.
    func timeOfDay(_ instant: Duration) -> String
    /// A local day in `format`, GLib's `g_date_time_format` codes (`%A %e %B`: "Tuesday 24
    /// November"), with the names of the user's language.
    func dayText(_ day: LocalDay, format: String) -> String
}

extension Localizer {
    /// English names, for the codes the presentation uses: `%A` `%a` (weekday), `%B` `%b`
    /// (month), `%e` `%-d` `%d` (day of the month), `%Y` (year), `%%`.
    public func dayText(_ day: LocalDay, format: String) -> String {
        var text = ""
        var isCode = false
        var isUnpadded = false
        for character in format {
            if isCode, character == "-" {
                isUnpadded = true
                continue
            }
            guard isCode else {
                if character == "%" { isCode = true } else { text.append(character) }
                continue
            }
            switch character {
            case "A": text += EnglishDayNames.weekdays[day.weekday]
            case "a": text += String(EnglishDayNames.weekdays[day.weekday].prefix(3))
            case "B": text += EnglishDayNames.months[day.month - 1]
            case "b": text += String(EnglishDayNames.months[day.month - 1].prefix(3))
            case "e": text += String(day.day)
            case "d": text += isUnpadded || day.day > 9 ? String(day.day) : "0" + String(day.day)
            case "Y": text += String(day.year)
            default: text.append(character)
            }
            isCode = false
            isUnpadded = false
        }
        return text
    }
}

/// The English names of weekdays (from Sunday) and months.
private enum EnglishDayNames {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
}

extension String {
    /// The string with each `{name}` replaced by its value: `"Lap {number}".filling(["number": "3"])`.
    /// Works on UTF-8 bytes, with a short list rather than a dictionary. A message filled on
    /// every lap or every second is kept as a ``MessageTemplate`` instead.
    public func filling(_ values: KeyValuePairs<String, String>) -> String {
        var template = self
        return template.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}"))
                else {
                    result.append(bytes[index])
                    index += 1
                    continue
                }
                let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
                if let value = values.first(where: { $0.key.utf8.elementsEqual(name) })?.value {
                    result.append(contentsOf: value.utf8)
                } else {
                    result.append(contentsOf: bytes[index...close])
                }
                index = close + 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}

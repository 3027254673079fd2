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
}

extension String {
    /// The string with each `{name}` replaced by its value: `"Lap {number}".filling(["number": "3"])`.
    /// Works on UTF-8 bytes, with a short list rather than a dictionary: it runs on ticks.
    public func filling(_ values: KeyValuePairs<String, String>) -> String {
        var result = ""
        var utf8 = self.utf8[...]
        while let open = utf8.firstIndex(of: UInt8(ascii: "{")),
              let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            result += Substring(utf8[..<open])
            let name = utf8[utf8.index(after: open)..<close]
            if let value = values.first(where: { $0.key.utf8.elementsEqual(name) })?.value {
                result += value
            } else {
                result += Substring(utf8[open...close])
            }
            utf8 = utf8[utf8.index(after: close)...]
        }
        return result + Substring(utf8)
    }
}

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
    public func filling(_ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(self)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// Writes a ``StateFileDTO`` as the documented JSON, one lap per line.
///
/// Written by hand rather than with `JSONEncoder`: the file is a handful of integer fields
/// and names, and 100,000 laps must save in well under 300 ms.
struct StateFileEncoder {
    func encode(_ dto: StateFileDTO) -> [UInt8] {
        let lapCount = dto.stopwatches.reduce(0) { $0 + $1.laps.count }
        var text = "{\n"
        text.reserveCapacity(128 + dto.stopwatches.count * 160 + lapCount * 32)
        text += "  \"version\": \(dto.version),\n"
        text += "  \"saved_at\": \(dto.savedAtMilliseconds),\n"
        text += "  \"current\": \(dto.current),\n"
        text += "  \"stopwatches\": [\n"
        for (index, stopwatch) in dto.stopwatches.enumerated() {
            encode(stopwatch, into: &text)
            text += index == dto.stopwatches.count - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        return Array(text.utf8)
    }

    private func encode(_ stopwatch: StateFileDTO.StopwatchDTO, into text: inout String) {
        text += "    {\n"
        text += "      \"id\": \(stopwatch.id),\n"
        text += "      \"name\": "
        Self.appendQuoted(stopwatch.name, to: &text)
        text += ",\n"
        text += "      \"status\": \"\(stopwatch.status.rawValue)\",\n"
        text += "      \"elapsed_ms\": \(stopwatch.elapsedMilliseconds),\n"
        if let startedAt = stopwatch.startedAtMilliseconds { text += "      \"started_at\": \(startedAt),\n" }
        if let adjusted = stopwatch.adjustedMilliseconds { text += "      \"adjusted_ms\": \(adjusted),\n" }
        if stopwatch.laps.isEmpty {
            text += "      \"laps\": []\n    }"
            return
        }
        text += "      \"laps\": [\n"
        for (index, lap) in stopwatch.laps.enumerated() {
            text += "        { \"duration_ms\": "
            text += String(lap.durationMilliseconds)
            if let note = lap.note {
                text += ", \"note\": "
                Self.appendQuoted(note, to: &text)
            }
            text += index == stopwatch.laps.count - 1 ? " }\n" : " },\n"
        }
        text += "      ]\n    }"
    }

    /// Whether `value` holds a quote, a backslash, a control character or a line or paragraph
    /// separator (E2 80 A8, E2 80 A9), which the file writes escaped.
    private static func needsEscaping(_ value: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        // Most names and notes hold nothing to escape: appended whole, not scalar by scalar.
        if !needsEscaping(value) {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

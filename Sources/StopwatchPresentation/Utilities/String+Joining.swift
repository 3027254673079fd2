extension String {
    /// `parts` with `separator` between them, copied once into a string of their length: for
    /// the words made on every lap and every second, where `joined(separator:)` or appending
    /// part by part cost several times the copying (docs/performance.md).
    init(joining parts: [String], separator: String) {
        var separator = separator
        var length = separator.utf8.count * Swift.max(0, parts.count - 1)
        for part in parts { length += part.utf8.count }
        self = separator.withUTF8 { separator in
            String(unsafeUninitializedCapacity: length) { buffer in
                var end = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) { end = buffer.copy(bytes, at: end) }
                for (index, part) in parts.enumerated() {
                    if index > 0 { copy(separator) }
                    var part = part
                    part.withUTF8(copy)
                }
                return end
            }
        }
    }
}

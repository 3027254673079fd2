import Synchronization

/// A message with `{name}` placeholders (``Swift/String/filling(_:)``), taken apart once with
/// the names it is given, and filled by position, by copying bytes: for messages filled on
/// every lap or every second (spoken times, lap rows), where scanning the message for its
/// placeholders and looking the values up by name was a third of a lap's cost (docs/performance.md).
/// A placeholder not among the names stays as it is, as with `filling`.
public struct MessageTemplate: Sendable, Equatable {
    private enum Part: Sendable, Equatable {
        case text([UInt8])
        case value(Int)
    }

    private let parts: [Part]

    /// `message` with its placeholders `names`, in the order ``filled(_:)`` takes the values.
    /// A message is taken apart once in the process: every app (and each test's app) builds
    /// the same templates of its mappers as it starts, and taking them apart each time was a
    /// fifth of building an app in a debug build.
    public init(_ message: String, names: [String]) {
        let key = Key(message: message, names: names)
        if let parts = Self.taken.withLock({ $0[key] }) {
            self.parts = parts
            return
        }
        let parts = Self.parts(of: message, names: names)
        Self.taken.withLock { taken in
            // The messages are the catalog's, a few hundred: the bound only guards against a
            // caller that makes them up.
            if taken.count < Self.mostKept { taken[key] = parts }
        }
        self.parts = parts
    }

    private struct Key: Hashable, Sendable {
        let message: String
        let names: [String]
    }

    private static let taken = Mutex<[Key: [Part]]>([:])
    private static let mostKept = 4096

    /// The bytes are compared through buffers: the generic slice comparison this replaced was
    /// a third of an app's start in a debug build.
    private static func parts(of message: String, names: [String]) -> [Part] {
        let nameBytes = names.map { Array($0.utf8) }
        var parts: [Part] = []
        var text: [UInt8] = []
        Array(message.utf8).withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == Self.open, let close = Self.close(in: bytes, after: index) else {
                    text.append(bytes[index])
                    index += 1
                    continue
                }
                let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
                if let position = nameBytes.firstIndex(where: { Self.same($0, name) }) {
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = []
                    parts.append(.value(position))
                } else {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...close]))
                }
                index = close + 1
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    private static let open = UInt8(ascii: "{")
    private static let closing = UInt8(ascii: "}")

    private static func close(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == closing { return index }
            index += 1
        }
        return nil
    }

    private static func same(_ name: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count == bytes.count else { return false }
        return name.withUnsafeBufferPointer { name in
            var index = 0
            while index < name.count, name[index] == bytes[index] { index += 1 }
            return index == name.count
        }
    }

    /// The message with the placeholders replaced by `values`, in the order of the names.
    public func filled(_ values: String...) -> String {
        var length = 0
        for part in parts {
            switch part {
            case .text(let text): length += text.count
            case .value(let position) where position < values.count: length += values[position].utf8.count
            case .value: break
            }
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) { end = buffer.copy(bytes, at: end) }
            for part in parts {
                switch part {
                case .text(let text): text.withUnsafeBufferPointer(copy)
                case .value(let position) where position < values.count:
                    var value = values[position]
                    value.withUTF8(copy)
                case .value: break
                }
            }
            return end
        }
    }
}

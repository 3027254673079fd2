import Glibc
import StopwatchCore

/// The stopwatches' names as the quarter and hour sums store them, each given an index the
/// first time it is read: a row's name is found by its bytes, without making a string for
/// each row. Two stored names shown alike (cut to the longest name; "" is `unnamed`) share one.
struct QuarterNames {
    /// Each name as stored, and the index of the name shown for it.
    private var stored: [(bytes: [UInt8], index: Int)] = []
    /// The names shown.
    private var names: [String] = []
    /// Where the last name was found: rows come with their names in the same order each hour.
    private var last = 0
    /// The name of sessions from before names (stored as "").
    private let unnamed: String

    init(unnamed: String) {
        self.unnamed = unnamed
    }

    /// The index of the name shown for `bytes`; a name not seen before is added.
    mutating func index(of bytes: UnsafeRawBufferPointer) -> Int {
        let count = stored.count
        // A handful of names, each a few bytes: looking from the one after the last is quicker than hashing.
        for step in 0..<count {
            let position = (last + 1 + step) % count
            if Self.equal(stored[position].bytes, bytes) {
                last = position
                return stored[position].index
            }
        }
        let name = Self.name(of: bytes, unnamed: unnamed)
        let index = names.firstIndex(of: name) ?? names.count
        if index == names.count { names.append(name) }
        stored.append((Array(bytes), index))
        last = stored.count - 1
        return index
    }

    /// The name shown at `index`.
    func name(at index: Int) -> String { names[index] }

    private static func equal(_ known: [UInt8], _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard known.count == bytes.count else { return false }
        guard bytes.count > 0, let base = bytes.baseAddress else { return true }
        return known.withUnsafeBytes { memcmp($0.baseAddress!, base, bytes.count) == 0 }
    }

    /// What `bytes` name: up to the first zero byte, held as every name read back
    /// (``SessionDatabase/name(_:)``); nothing stored is `unnamed`.
    private static func name(of bytes: UnsafeRawBufferPointer, unnamed: String) -> String {
        let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        return text.isEmpty ? unnamed : SessionDatabase.name(text) ?? unnamed
    }
}

/// What a file in a machine's folder of the sync folder is, by its name alone (ARCHITECTURE.md,
/// "On every machine"): a month of sessions, a sync engine's conflict copy of one, the live
/// state, or something never read (an engine's temporary or partial file, a lock, a hidden
/// file, a conflict copy of the live state, which the next state replaces, anything else).
public enum SyncFileName: Equatable, Sendable {
    /// `sessions-2026-11.jsonl`; `conflictCopy` when an engine made it beside that file.
    case sessions(year: Int, month: Int, conflictCopy: Bool)
    case liveState
    case ignored

    /// The live state's name.
    public static let liveStateName = "live.json"

    /// The name of the sessions file of `month` (1…12) of `year`.
    public static func sessionsName(year: Int, month: Int) -> String {
        "sessions-\(year)-\(month < 10 ? "0" : "")\(month).jsonl"
    }

    public init(_ name: String) {
        guard !Self.isTemporary(name) else {
            self = .ignored
            return
        }
        let (original, isCopy) = Self.withoutConflictMark(name)
        if original == Self.liveStateName {
            self = isCopy ? .ignored : .liveState
        } else if let (year, month) = Self.sessionsMonth(original) {
            self = .sessions(year: year, month: month, conflictCopy: isCopy)
        } else {
            self = .ignored
        }
    }

    /// Hidden files (Syncthing's `.syncthing.NAME.tmp`, LibreOffice's `.~lock.NAME#`, the app's
    /// own file before it is renamed into place), Syncthing's `~syncthing~NAME.tmp`, and
    /// partial downloads.
    private static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("~") || name.hasSuffix("~") || name.hasSuffix(".tmp") || name.hasSuffix(".part")
            || name.hasSuffix(".partial")
    }

    /// The name the file was a conflict copy of, and whether it was one: Syncthing's
    /// `NAME.sync-conflict-DATE-TIME-DEVICE.EXT`, Nextcloud's `NAME (conflicted copy DATE
    /// TIME).EXT`, Dropbox's `NAME (PERSON's conflicted copy DATE).EXT`.
    private static func withoutConflictMark(_ name: String) -> (String, Bool) {
        let bytes = Array(name.utf8)
        let extensionStart = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
        let stem = bytes[..<extensionStart]
        let suffix = bytes[extensionStart...]
        if let mark = occurrences(of: ".sync-conflict-", in: stem).first {
            return (String(decoding: stem[..<mark] + suffix, as: UTF8.self), true)
        }
        if stem.last == UInt8(ascii: ")"), let open = occurrences(of: " (", in: stem).last,
            !occurrences(of: "conflicted copy", in: stem[open...]).isEmpty
        {
            return (String(decoding: stem[..<open] + suffix, as: UTF8.self), true)
        }
        return (name, false)
    }

    /// Where `pattern` starts in `bytes`, each place (names are short: a plain search).
    private static func occurrences(of pattern: StaticString, in bytes: ArraySlice<UInt8>) -> [Int] {
        let wanted = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        guard bytes.count >= wanted.count else { return [] }
        return (bytes.startIndex...(bytes.endIndex - wanted.count)).filter { start in
            bytes[start..<(start + wanted.count)].elementsEqual(wanted)
        }
    }

    /// The year and month of `sessions-YYYY-MM.jsonl`.
    private static func sessionsMonth(_ name: String) -> (Int, Int)? {
        let bytes = Array(name.utf8)
        let prefix = Array("sessions-".utf8)
        let suffix = Array(".jsonl".utf8)
        guard bytes.count == prefix.count + 7 + suffix.count, bytes.starts(with: prefix), bytes.suffix(suffix.count).elementsEqual(suffix)
        else { return nil }
        let date = bytes[prefix.count..<(prefix.count + 7)]
        guard date[date.startIndex + 4] == UInt8(ascii: "-"), let year = number(date.prefix(4)), let month = number(date.suffix(2)),
            (1970...9999).contains(year), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}

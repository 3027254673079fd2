import StopwatchCore

/// A session's laps as stored: each lap's milliseconds as a little-endian 64-bit integer, one
/// after the other, oldest first.
enum LapBlob {
    /// No more laps than fit 64 MB: a larger blob is not a session this app wrote.
    static let maximumLaps = 8 * 1024 * 1024

    static func encode(_ laps: LapHistory) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(laps.count * 8)
        laps.forEachDuration { duration in
            let milliseconds = UInt64(bitPattern: duration.wholeMilliseconds)
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: milliseconds >> UInt64(shift))) }
        }
        return bytes
    }

    /// The laps in `bytes`, or `nil` when they are not whole laps or a lap is out of bounds.
    static func decode(_ bytes: [UInt8], notes: [Int: LapNote] = [:]) -> LapHistory? {
        guard bytes.count % 8 == 0, bytes.count / 8 <= maximumLaps else { return nil }
        var durations: [Duration] = []
        durations.reserveCapacity(bytes.count / 8)
        var offset = 0
        while offset < bytes.count {
            var value: UInt64 = 0
            for byte in 0..<8 { value |= UInt64(bytes[offset + byte]) << UInt64(byte * 8) }
            guard let duration = TimeBounds.elapsed(milliseconds: Int64(bitPattern: value)) else { return nil }
            durations.append(duration)
            offset += 8
        }
        return LapHistory(durations: durations, notes: notes)
    }
}

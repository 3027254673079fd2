import StopwatchCore

/// Another machine's session's run log as stored (ARCHITECTURE.md, "On every machine"):
/// little-endian 64-bit integers, the number of spans, then each span's start and end, then
/// each correction's instant and amount (milliseconds), so that forgetting the session can
/// take away exactly what it counted.
enum RunLogBlob {
    static func encode(_ log: RunLog) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(8 * (1 + 2 * (log.spans.count + log.credits.count)))
        func append(_ value: Int64) {
            let bits = UInt64(bitPattern: value)
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        }
        append(Int64(log.spans.count))
        for span in log.spans {
            append(span.start.wholeMilliseconds)
            append(span.end.wholeMilliseconds)
        }
        for credit in log.credits {
            append(credit.at.wholeMilliseconds)
            append(credit.amount.wholeMilliseconds)
        }
        return bytes
    }

    /// The run log in `bytes`; what is out of bounds or not whole is left out.
    static func decode(_ bytes: [UInt8]) -> RunLog {
        var values: [Int64] = []
        values.reserveCapacity(bytes.count / 8)
        var offset = 0
        while offset + 8 <= bytes.count {
            var value: UInt64 = 0
            for byte in 0..<8 { value |= UInt64(bytes[offset + byte]) << UInt64(byte * 8) }
            values.append(Int64(bitPattern: value))
            offset += 8
        }
        guard let count = values.first, count >= 0, count <= RunLog.maximumCount, 1 + 2 * Int(count) <= values.count else {
            return .empty
        }
        var spans: [RunLog.Span] = []
        var credits: [RunLog.Credit] = []
        var index = 1
        while index + 1 < values.count {
            if (index - 1) / 2 < Int(count) {
                if let start = TimeBounds.wallClock(milliseconds: values[index]),
                    let end = TimeBounds.wallClock(milliseconds: values[index + 1]),
                    start <= end
                {
                    spans.append(RunLog.Span(start: start, end: end))
                }
            } else if credits.count < RunLog.maximumCount, let at = TimeBounds.wallClock(milliseconds: values[index]) {
                credits.append(RunLog.Credit(at: at, amount: SessionDatabase.adjusted(values[index + 1])))
            }
            index += 2
        }
        return RunLog(spans: spans, credits: credits)
    }
}

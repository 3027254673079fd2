import StopwatchCore

/// Writes a ``StateFileDTO`` as the documented JSON (docs/state-file.md), with the app's one
/// ``JSONWriter``: a field a line, a lap a line.
///
/// Written field by field rather than with `JSONEncoder`: the file is a handful of integer
/// fields and names, and 100,000 laps must save in well under 300 ms.
struct StateFileEncoder {
    func encode(_ dto: StateFileDTO) -> [UInt8] {
        let lapCount = dto.stopwatches.reduce(0) { $0 + $1.laps.count }
        var writer = JSONWriter(capacity: 128 + dto.stopwatches.count * 160 + lapCount * 32)
        writer.beginObject(.lines)
        writer.field("version", Int64(dto.version))
        writer.field("saved_at", dto.savedAtMilliseconds)
        writer.field("current", dto.current)
        writer.key("stopwatches")
        writer.beginArray(.lines)
        for stopwatch in dto.stopwatches { encode(stopwatch, with: &writer) }
        writer.end()
        encodePairs("unanswered_away", dto.unansweredAway, with: &writer)
        writer.end()
        writer.endLine()
        return writer.bytes
    }

    /// `"name": [[1, 2], [3, 4]]`, left out when there are none.
    private func encodePairs(_ name: StaticString, _ pairs: [[Int64]], with writer: inout JSONWriter) {
        guard !pairs.isEmpty else { return }
        writer.key(name)
        writer.beginArray()
        for pair in pairs {
            writer.beginArray()
            for number in pair { writer.value(number) }
            writer.end()
        }
        writer.end()
    }

    private func encode(_ stopwatch: StateFileDTO.StopwatchDTO, with writer: inout JSONWriter) {
        writer.beginObject(.lines)
        writer.field("id", stopwatch.id)
        writer.field("name", stopwatch.name)
        writer.field("status", stopwatch.status.rawValue)
        writer.field("elapsed_ms", stopwatch.elapsedMilliseconds)
        if let startedAt = stopwatch.startedAtMilliseconds { writer.field("started_at", startedAt) }
        if let adjusted = stopwatch.adjustedMilliseconds { writer.field("adjusted_ms", adjusted) }
        if let alerts = stopwatch.alerts {
            writer.key("alerts")
            writer.beginObject(.padded)
            writer.key("at_ms")
            writer.beginArray()
            for time in alerts.atMilliseconds { writer.value(time) }
            writer.end()
            writer.key("every_ms")
            if let every = alerts.everyMilliseconds { writer.value(every) } else { writer.null() }
            writer.end()
        }
        if !stopwatch.goals.isEmpty {
            writer.key("goals")
            writer.beginArray()
            for goal in stopwatch.goals {
                writer.beginObject(.padded)
                writer.field("from", goal.from)
                if let milliseconds = goal.goalMilliseconds { writer.field("goal_ms", milliseconds) }
                if let per = goal.per { writer.field("per", per) }
                writer.end()
            }
            writer.end()
        }
        encodePairs("ran", stopwatch.ran, with: &writer)
        encodePairs("credits", stopwatch.credits, with: &writer)
        if let resumedAt = stopwatch.resumedAtMilliseconds { writer.field("resumed_at", resumedAt) }
        writer.key("laps")
        writer.beginArray(.lines)
        for lap in stopwatch.laps {
            writer.beginObject(.padded)
            writer.field("duration_ms", lap.durationMilliseconds)
            if let note = lap.note { writer.field("note", note) }
            writer.end()
        }
        writer.end()
        writer.end()
    }
}

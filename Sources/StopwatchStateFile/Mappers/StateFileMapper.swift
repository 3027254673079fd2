import StopwatchCore

/// Maps the core's ``StopwatchSnapshot`` to and from the file's ``StateFileDTO``, holding
/// every number read to ``TimeBounds`` before it becomes a time.
struct StateFileMapper {
    /// Why a file's content cannot be used.
    struct Rejection: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    func dto(from snapshot: StopwatchSnapshot) -> StateFileDTO {
        StateFileDTO(
            version: StateFileDTO.currentVersion,
            status: StateFileDTO.Status(rawValue: snapshot.status.rawValue)!,
            elapsed_ms: snapshot.elapsed.wholeMilliseconds,
            saved_at: snapshot.savedAt.wholeMilliseconds,
            started_at: snapshot.startedAt?.wholeMilliseconds,
            laps: (0..<snapshot.laps.count).map { .init(duration_ms: snapshot.laps.duration(at: $0).wholeMilliseconds) }
        )
    }

    /// The snapshot a file describes; throws when a number is out of bounds or the whole is
    /// not a consistent stopwatch.
    func snapshot(from dto: StateFileDTO) throws(Rejection) -> StopwatchSnapshot {
        guard let elapsed = TimeBounds.elapsed(milliseconds: dto.elapsed_ms) else {
            throw Rejection(description: "elapsed_ms \(dto.elapsed_ms) is not within 0 to 100 years")
        }
        guard let savedAt = TimeBounds.wallClock(milliseconds: dto.saved_at) else {
            throw Rejection(description: "saved_at \(dto.saved_at) is not within the years 1970 to 9999")
        }
        var startedAt: Duration?
        if let started = dto.started_at {
            guard let instant = TimeBounds.wallClock(milliseconds: started) else {
                throw Rejection(description: "started_at \(started) is not within the years 1970 to 9999")
            }
            startedAt = instant
        }
        var durations: [Duration] = []
        durations.reserveCapacity(dto.laps.count)
        var lapsTotal: Int64 = 0
        for (index, lap) in dto.laps.enumerated() {
            guard let duration = TimeBounds.elapsed(milliseconds: lap.duration_ms) else {
                throw Rejection(description: "lap \(index + 1) of \(lap.duration_ms) ms is not within 0 to 100 years")
            }
            // Summed exactly, before any saturation could hide laps that sum past the time.
            lapsTotal += lap.duration_ms
            guard lapsTotal <= dto.elapsed_ms else { throw Rejection(description: "laps sum past the elapsed time") }
            durations.append(duration)
        }
        let laps = LapHistory(durations: durations)
        let snapshot = StopwatchSnapshot(
            status: StopwatchStatus(rawValue: dto.status.rawValue)!, elapsed: elapsed, savedAt: savedAt, laps: laps,
            startedAt: startedAt
        )
        if let problem = snapshot.inconsistency { throw Rejection(description: problem) }
        return snapshot
    }
}

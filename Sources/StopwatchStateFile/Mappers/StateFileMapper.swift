import StopwatchCore

/// Maps the core's ``StopwatchSnapshot`` to and from the file's ``StateFileDTO``.
struct StateFileMapper {
    /// Why a file's content cannot be used.
    enum Rejection: Error, CustomStringConvertible, Equatable {
        case inconsistent(String)

        var description: String {
            switch self {
            case .inconsistent(let reason): reason
            }
        }
    }

    func dto(from snapshot: StopwatchSnapshot) -> StateFileDTO {
        StateFileDTO(
            version: StateFileDTO.currentVersion,
            status: StateFileDTO.Status(rawValue: snapshot.status.rawValue)!,
            elapsed_ms: snapshot.elapsed.wholeMilliseconds,
            saved_at: snapshot.savedAt.wholeMilliseconds,
            laps: (0..<snapshot.laps.count).map { .init(duration_ms: snapshot.laps.duration(at: $0).wholeMilliseconds) }
        )
    }

    /// The snapshot a file describes; throws when it is not a consistent stopwatch.
    func snapshot(from dto: StateFileDTO) throws(Rejection) -> StopwatchSnapshot {
        let snapshot = StopwatchSnapshot(
            status: StopwatchStatus(rawValue: dto.status.rawValue)!,
            elapsed: .milliseconds(dto.elapsed_ms),
            savedAt: .milliseconds(dto.saved_at),
            laps: LapHistory(durations: dto.laps.lazy.map { .milliseconds($0.duration_ms) })
        )
        if let problem = snapshot.inconsistency { throw .inconsistent(problem) }
        return snapshot
    }
}

import StopwatchCore

/// Maps the core's ``StopwatchCollectionSnapshot`` to and from the file's ``StateFileDTO``,
/// holding every number read to ``TimeBounds`` before it becomes a time.
struct StateFileMapper {
    /// Why a file's content cannot be used.
    struct Rejection: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    func dto(from collection: StopwatchCollectionSnapshot) -> StateFileDTO {
        let members = collection.members
        return StateFileDTO(
            version: StateFileDTO.currentVersion,
            savedAtMilliseconds: members.first?.snapshot.savedAt.wholeMilliseconds ?? 0,
            current: Int64(collection.currentID.rawValue),
            stopwatches: members.map { member in
                let snapshot = member.snapshot
                var laps: [StateFileDTO.LapDTO] = []
                laps.reserveCapacity(snapshot.laps.count)
                snapshot.laps.forEachLap { duration, note in
                    laps.append(StateFileDTO.LapDTO(durationMilliseconds: duration.wholeMilliseconds, note: note?.text))
                }
                return StateFileDTO.StopwatchDTO(
                    id: Int64(member.id.rawValue), name: member.name,
                    status: StateFileDTO.Status(rawValue: snapshot.status.rawValue)!,
                    elapsedMilliseconds: snapshot.elapsed.wholeMilliseconds, startedAtMilliseconds: snapshot.startedAt?.wholeMilliseconds,
                    adjustedMilliseconds: snapshot.adjusted == .zero ? nil : snapshot.adjusted.wholeMilliseconds,
                    laps: laps,
                    alerts: member.alerts.isEmpty
                        ? nil
                        : StateFileDTO.AlertsDTO(
                            atMilliseconds: member.alerts.times.map(\.wholeMilliseconds),
                            everyMilliseconds: member.alerts.interval?.wholeMilliseconds),
                    ran: snapshot.runLog.spans.map { [$0.start.wholeMilliseconds, $0.end.wholeMilliseconds] },
                    resumedAtMilliseconds: snapshot.runLog.resumedAt?.wholeMilliseconds,
                    credits: snapshot.runLog.credits.map { [$0.at.wholeMilliseconds, $0.amount.wholeMilliseconds] },
                    goals: member.goals.changes.map { change in
                        StateFileDTO.GoalDTO(
                            from: change.from.description, goalMilliseconds: change.goal?.amount.wholeMilliseconds,
                            per: change.goal?.period.rawValue)
                    }
                )
            },
            unansweredAway: collection.unansweredAways.map { [$0.start.wholeMilliseconds, $0.end.wholeMilliseconds] }
        )
    }

    /// The stopwatches a file describes; throws when a number is out of bounds or the whole
    /// is not a consistent collection of stopwatches.
    func snapshot(from dto: StateFileDTO) throws(Rejection) -> StopwatchCollectionSnapshot {
        guard let savedAt = TimeBounds.wallClock(milliseconds: dto.savedAtMilliseconds) else {
            throw Rejection(description: "saved_at \(dto.savedAtMilliseconds) is not within the years 1970 to 9999")
        }
        guard dto.stopwatches.count <= StopwatchCollection.maximumCount else {
            throw Rejection(description: "it holds \(dto.stopwatches.count) stopwatches (at most \(StopwatchCollection.maximumCount))")
        }
        var members: [StopwatchCollectionSnapshot.Member] = []
        for stopwatch in dto.stopwatches {
            let prefix = dto.version == 1 ? "" : "stopwatch \(stopwatch.id): "
            guard let id = Self.id(stopwatch.id) else { throw Rejection(description: "a stopwatch id \(stopwatch.id) out of range") }
            do throws(Rejection) {
                // Alerts that break the rules (hand-edited) are left out: the stopwatch is kept.
                let alerts = stopwatch.alerts.map {
                    StopwatchAlerts(keepingValid: $0.atMilliseconds, everyMilliseconds: $0.everyMilliseconds)
                }
                members.append(
                    .init(
                        id: id, name: stopwatch.name, snapshot: try Self.snapshot(from: stopwatch, savedAt: savedAt),
                        alerts: alerts ?? .none, goals: Self.goals(stopwatch.goals)))
            } catch {
                throw Rejection(description: prefix + error.description)
            }
        }
        guard let current = Self.id(dto.current) else { throw Rejection(description: "current \(dto.current) is out of range") }
        // Aways as far as they can be (hand-edited: negative, reversed, after the save, begun
        // before any stopwatch's session): the rest is left out, the stopwatches kept.
        let firstStart = members.compactMap(\.snapshot.startedAt).min() ?? savedAt
        let aways = dto.unansweredAway.prefix(StopwatchCollection.maximumUnansweredAways).compactMap { pair -> Away? in
            guard let start = TimeBounds.wallClock(milliseconds: pair[0]), let end = TimeBounds.wallClock(milliseconds: pair[1]),
                start >= firstStart, end <= savedAt
            else { return nil }
            return Away(start: start, end: end)
        }
        let collection = StopwatchCollectionSnapshot(members: members, currentID: current, unansweredAways: aways)
        if let problem = collection.inconsistency { throw Rejection(description: problem) }
        return collection
    }

    /// When it ran, as far as the file says it sanely (hand-edited or from a clock set back,
    /// what is not is left out, the stopwatch kept): spans within the years 1970 to 9999 that
    /// end no earlier than they start and no later than the save; credits within 100 years
    /// either way; an open span only while running, and not after the save.
    private static func runLog(of dto: StateFileDTO.StopwatchDTO, savedAt: Duration) -> RunLog {
        let spans = dto.ran.compactMap { pair -> RunLog.Span? in
            guard let start = TimeBounds.wallClock(milliseconds: pair[0]), let end = TimeBounds.wallClock(milliseconds: pair[1]),
                start <= end, end <= savedAt
            else { return nil }
            return RunLog.Span(start: start, end: end)
        }
        let credits = dto.credits.compactMap { pair -> RunLog.Credit? in
            guard let at = TimeBounds.wallClock(milliseconds: pair[0]),
                pair[1] >= -TimeBounds.maximumElapsedMilliseconds, pair[1] <= TimeBounds.maximumElapsedMilliseconds
            else { return nil }
            return RunLog.Credit(at: at, amount: .milliseconds(pair[1]))
        }
        let resumedAt = dto.status == .running ? dto.resumedAtMilliseconds.flatMap(TimeBounds.wallClock(milliseconds:)) : nil
        return RunLog(spans: spans, resumedAt: resumedAt.map { min($0, savedAt) }, credits: credits)
    }

    /// Goals as far as the file says them within the rules (hand-edited: a day that is none, a
    /// goal of zero or over its period, an unknown period): the rest is left out, the
    /// stopwatch kept. A change with neither a goal nor a period is "no goal from that day".
    private static func goals(_ goals: [StateFileDTO.GoalDTO]) -> GoalTimeline {
        let changes = goals.compactMap { dto -> GoalTimeline.Change? in
            guard let day = LocalDay(iso: dto.from) else { return nil }
            guard dto.goalMilliseconds != nil || dto.per != nil else { return GoalTimeline.Change(from: day, goal: nil) }
            guard let milliseconds = dto.goalMilliseconds, let per = dto.per,
                let goal = try? StopwatchGoal(milliseconds: milliseconds, period: per)
            else { return nil }
            return GoalTimeline.Change(from: day, goal: goal)
        }
        return GoalTimeline(keepingValid: changes)
    }

    private static func id(_ number: Int64) -> StopwatchID? {
        guard number >= 1, number <= Int64(StopwatchID.maximumRawValue) else { return nil }
        return StopwatchID(rawValue: Int(number))
    }

    private static func snapshot(from dto: StateFileDTO.StopwatchDTO, savedAt: Duration) throws(Rejection) -> StopwatchSnapshot {
        guard let elapsed = TimeBounds.elapsed(milliseconds: dto.elapsedMilliseconds) else {
            throw Rejection(description: "elapsed_ms \(dto.elapsedMilliseconds) is not within 0 to 100 years")
        }
        var startedAt: Duration?
        if let started = dto.startedAtMilliseconds {
            guard let instant = TimeBounds.wallClock(milliseconds: started) else {
                throw Rejection(description: "started_at \(started) is not within the years 1970 to 9999")
            }
            startedAt = instant
        }
        var adjusted = Duration.zero
        if let milliseconds = dto.adjustedMilliseconds {
            guard milliseconds >= -TimeBounds.maximumElapsedMilliseconds, milliseconds <= TimeBounds.maximumElapsedMilliseconds else {
                throw Rejection(description: "adjusted_ms \(milliseconds) is not within 100 years either way")
            }
            adjusted = .milliseconds(milliseconds)
        }
        var durations: [Duration] = []
        durations.reserveCapacity(dto.laps.count)
        // A note that breaks the rules (hand-edited) is left out: its lap is kept.
        var notes: [LapNote?] = []
        var lapsTotal: Int64 = 0
        for (index, lap) in dto.laps.enumerated() {
            guard let duration = TimeBounds.elapsed(milliseconds: lap.durationMilliseconds) else {
                throw Rejection(description: "lap \(index + 1) of \(lap.durationMilliseconds) ms is not within 0 to 100 years")
            }
            // Summed exactly, before any saturation could hide laps that sum past the time.
            lapsTotal += lap.durationMilliseconds
            guard lapsTotal <= dto.elapsedMilliseconds else { throw Rejection(description: "laps sum past the elapsed time") }
            durations.append(duration)
            if let text = lap.note, let note = try? LapNote.parse(text) {
                if notes.isEmpty { notes = Array(repeating: nil, count: dto.laps.count) }
                notes[index] = note
            }
        }
        let snapshot = StopwatchSnapshot(
            status: StopwatchStatus(rawValue: dto.status.rawValue)!, elapsed: elapsed, savedAt: savedAt,
            laps: LapHistory(durations: durations, noteOfEach: notes), startedAt: startedAt, adjusted: adjusted,
            runLog: runLog(of: dto, savedAt: savedAt)
        )
        if let problem = snapshot.inconsistency { throw Rejection(description: problem) }
        return snapshot
    }
}

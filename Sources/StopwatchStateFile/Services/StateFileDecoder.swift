import StopwatchCore

/// Reads a state file's bytes into a snapshot, or says why it cannot. Never crashes, and
/// never accepts an inconsistent stopwatch, whatever the bytes.
struct StateFileDecoder {
    enum Outcome: Equatable {
        case snapshot(StopwatchCollectionSnapshot)
        /// Written by a later version of the app: to be left alone.
        case newerVersion(Int)
        /// Not a usable version-1 or version-2 file, with the reason.
        case unusable(String)
    }

    private let mapper = StateFileMapper()

    /// `warn` is told what was read but left out, the stopwatches kept (an away that cannot be).
    func decode(_ bytes: [UInt8], warn: (String) -> Void = { _ in }) -> Outcome {
        let root: JSONReader.Value
        do {
            root = try JSONReader.read(bytes)
        } catch {
            return .unusable("it is not valid JSON (\(error))")
        }
        // The version first, so a newer file is recognised before its fields are read.
        guard case .integer(let versionNumber) = root["version"], let version = Int(exactly: versionNumber) else {
            return .unusable("it is not a stopwatch state file")
        }
        if version > StateFileDTO.currentVersion { return .newerVersion(version) }
        guard version >= 1 else { return .unusable("it has an unknown version \(version)") }
        do {
            let dto = try Self.dto(root, version: version)
            let snapshot = try mapper.snapshot(from: dto)
            let dropped = dto.unansweredAwayEntries - snapshot.unansweredAways.count
            if dropped > 0 {
                warn(
                    "\(dropped) unanswered away(s) in the state file dropped: "
                        + "not a start and an end, in order, within a session and before saved_at")
            }
            return .snapshot(snapshot)
        } catch let rejection as StateFileMapper.Rejection {
            return .unusable(rejection.description)
        } catch let problem as FieldProblem {
            return .unusable("it cannot be read as version \(version) (\(problem.path): \(problem.message))")
        } catch {
            return .unusable("it cannot be read as version \(version) (\(error))")
        }
    }

    /// A field missing or of the wrong kind, with where it is ("laps.3.duration_ms").
    private struct FieldProblem: Error {
        let path: String
        let message: String
    }

    private static func dto(_ root: JSONReader.Value, version: Int) throws -> StateFileDTO {
        let savedAt = try integer("saved_at", of: root, path: "saved_at")
        // Version 1: one stopwatch, its fields at the top level.
        guard version >= 2 else {
            let single = try stopwatch(root, id: 1, name: "Stopwatch", path: "")
            return StateFileDTO(version: version, savedAtMilliseconds: savedAt, current: 1, stopwatches: [single])
        }
        guard case .array(let values) = try field("stopwatches", of: root) else {
            throw FieldProblem(path: "stopwatches", message: "expected an array")
        }
        // Bounded before anything is read of them: 10,000 stopwatches are refused whole.
        guard values.count <= StopwatchCollection.maximumCount else {
            throw FieldProblem(path: "stopwatches", message: "\(values.count) stopwatches, at most \(StopwatchCollection.maximumCount)")
        }
        var stopwatches: [StateFileDTO.StopwatchDTO] = []
        for (index, value) in values.enumerated() {
            let path = "stopwatches.\(index)."
            guard case .object = value else { throw FieldProblem(path: "stopwatches.\(index)", message: "expected an object") }
            guard case .string(let name) = try field("name", of: value, path: path + "name") else {
                throw FieldProblem(path: path + "name", message: "expected a string")
            }
            stopwatches.append(try stopwatch(value, id: try integer("id", of: value, path: path + "id"), name: name, path: path))
        }
        var dto = StateFileDTO(
            version: version, savedAtMilliseconds: savedAt, current: try integer("current", of: root, path: "current"),
            stopwatches: stopwatches)
        if case .array(let entries) = root["unanswered_away"] {
            dto.unansweredAwayEntries = entries.count
            dto.unansweredAway = pairs(root["unanswered_away"])
        } else if let value = root["unanswered_away"], value != .null {
            dto.unansweredAwayEntries = 1
        }
        return dto
    }

    /// One stopwatch's own fields, found in `object`; `path` prefixes where a problem is.
    private static func stopwatch(_ object: JSONReader.Value, id: Int64, name: String, path: String) throws -> StateFileDTO.StopwatchDTO {
        guard case .string(let statusName) = try field("status", of: object, path: path + "status") else {
            throw FieldProblem(path: path + "status", message: "expected a string")
        }
        guard let status = StateFileDTO.Status(rawValue: statusName) else {
            throw FieldProblem(path: path + "status", message: "\"\(statusName)\" is not initial, running or paused")
        }
        guard case .array(let lapValues) = try field("laps", of: object, path: path + "laps") else {
            throw FieldProblem(path: path + "laps", message: "expected an array")
        }
        var laps: [StateFileDTO.LapDTO] = []
        laps.reserveCapacity(lapValues.count)
        for (index, lap) in lapValues.enumerated() {
            guard case .object = lap else { throw FieldProblem(path: path + "laps.\(index)", message: "expected an object") }
            let duration = try integer("duration_ms", of: lap, path: path + "laps.\(index).duration_ms")
            var note: String?
            if let value = lap["note"], value != .null {
                guard case .string(let text) = value else {
                    throw FieldProblem(path: path + "laps.\(index).note", message: "expected a string")
                }
                note = text
            }
            laps.append(StateFileDTO.LapDTO(durationMilliseconds: duration, note: note))
        }
        var startedAt: Int64?
        if let started = object["started_at"], started != .null {
            startedAt = try integer("started_at", of: object, path: path + "started_at")
        }
        var adjusted: Int64?
        if let value = object["adjusted_ms"], value != .null {
            adjusted = try integer("adjusted_ms", of: object, path: path + "adjusted_ms")
        }
        return StateFileDTO.StopwatchDTO(
            id: id, name: name, status: status, elapsedMilliseconds: try integer("elapsed_ms", of: object, path: path + "elapsed_ms"),
            startedAtMilliseconds: startedAt, adjustedMilliseconds: adjusted, laps: laps, alerts: alerts(object["alerts"]),
            ran: pairs(object["ran"]), resumedAtMilliseconds: wholeNumber(object["resumed_at"]), credits: pairs(object["credits"]),
            goals: goals(object["goals"])
        )
    }

    /// Pairs of whole numbers, read leniently like the alerts (when it ran never costs the
    /// stopwatch): what is not an array of them is left out, and past ``RunLog/maximumCount``
    /// pairs the rest is not read.
    private static func pairs(_ value: JSONReader.Value?) -> [[Int64]] {
        guard case .array(let values) = value else { return [] }
        var pairs: [[Int64]] = []
        for case .array(let pair) in values {
            guard pairs.count < RunLog.maximumCount else { break }
            guard pair.count == 2, case .integer(let first) = pair[0], case .integer(let second) = pair[1] else { continue }
            pairs.append([first, second])
        }
        return pairs
    }

    /// A stopwatch's goals, read leniently like its alerts: what is not an object with a day
    /// is left out, and past ``GoalTimeline/maximumChanges`` the rest is not read.
    private static func goals(_ value: JSONReader.Value?) -> [StateFileDTO.GoalDTO] {
        guard case .array(let values) = value else { return [] }
        var goals: [StateFileDTO.GoalDTO] = []
        for value in values {
            guard goals.count < GoalTimeline.maximumChanges else { break }
            guard case .object = value, case .string(let from) = value["from"] else { continue }
            var per: String?
            if case .string(let name) = value["per"] { per = name }
            goals.append(StateFileDTO.GoalDTO(from: from, goalMilliseconds: wholeNumber(value["goal_ms"]), per: per))
        }
        return goals
    }

    private static func wholeNumber(_ value: JSONReader.Value?) -> Int64? {
        guard case .integer(let number) = value else { return nil }
        return number
    }

    /// A stopwatch's alerts, read leniently: they never cost the stopwatch. What is not an
    /// object is none; of `at_ms`, the whole numbers; `every_ms`, a whole number or none.
    private static func alerts(_ value: JSONReader.Value?) -> StateFileDTO.AlertsDTO? {
        guard let value, case .object = value else { return nil }
        var times: [Int64] = []
        if case .array(let values) = value["at_ms"] {
            for case .integer(let milliseconds) in values { times.append(milliseconds) }
        }
        var every: Int64?
        if case .integer(let milliseconds) = value["every_ms"] { every = milliseconds }
        return StateFileDTO.AlertsDTO(atMilliseconds: times, everyMilliseconds: every)
    }

    // `path` is made only for a problem: a file of 200,000 laps would otherwise build 200,000
    // strings ("stopwatches.3.laps.17.duration_ms") that nobody reads.
    private static func field(_ key: String, of object: JSONReader.Value, path: @autoclosure () -> String? = nil) throws
        -> JSONReader.Value
    {
        guard let value = object[key] else { throw FieldProblem(path: path() ?? key, message: "missing") }
        return value
    }

    private static func integer(_ key: String, of object: JSONReader.Value, path: @autoclosure () -> String) throws -> Int64 {
        guard let value = object[key] else { throw FieldProblem(path: path(), message: "missing") }
        switch value {
        case .integer(let number): return number
        case .otherNumber(let text): throw FieldProblem(path: path(), message: "\(text) is not a whole number of 64 bits")
        default: throw FieldProblem(path: path(), message: "expected a whole number")
        }
    }
}

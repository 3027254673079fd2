import StopwatchCore

/// Reads another machine's live state file (the format: ``LiveStateEncoder``) as hostile input
/// (ARCHITECTURE.md, "On every machine"): a file over ``maximumBytes`` is not parsed, numbers are
/// held to ``TimeBounds``, names are names only, at most ``maximumStopwatches`` are taken, and
/// a stopwatch that cannot be read is left out with the reason while the others are shown.
public enum LiveStateDecoder {
    public typealias Problem = SyncLineDecoder.Problem

    /// What a file gave: the state, and what was left out of it.
    public struct Reading: Equatable, Sendable {
        public let state: MachineLiveState
        /// Stopwatches left out, each with why.
        public let problems: [String]
        /// The number the writing process made at its start (``LiveStateEncoder``); 0 when none.
        public let writer: Int64
    }

    public static let maximumBytes = 1 << 20
    /// A machine has at most as many stopwatches as the app keeps.
    public static let maximumStopwatches = 100

    /// The live state `bytes` hold, of `machine`, heard at `heardAt` (this machine's clock).
    public static func reading(_ bytes: [UInt8], machine: MachineID, heardAt: Duration? = nil) throws(Problem) -> Reading {
        guard bytes.count <= maximumBytes else { throw Problem("a live state of \(bytes.count) bytes, longer than any machine's") }
        let value: JSONReader.Value
        do {
            value = try JSONReader.read(bytes)
        } catch {
            throw Problem("not JSON: \(error)")
        }
        switch value["version"] {
        case nil: break
        case .integer(let version)?: try SyncLineDecoder.checkVersion(version)
        default: throw Problem("version is not a format version")
        }
        guard case .string(let rawName) = value["machine_name"], let machineName = try? StopwatchName.normalized(rawName) else {
            throw Problem("no machine name of 1 to \(StopwatchName.maximumLength) characters")
        }
        guard case .integer(let written) = value["written_ms"], let writtenAt = TimeBounds.wallClock(milliseconds: written) else {
            throw Problem("written_ms is not an instant between 1970 and 9999")
        }
        guard case .array(let items) = value["stopwatches"] else { throw Problem("stopwatches is not a list") }
        var stopwatches: [ElsewhereStopwatch] = []
        var problems: [String] = []
        for (index, item) in items.enumerated() {
            guard stopwatches.count < maximumStopwatches else {
                problems.append("more than \(maximumStopwatches) stopwatches: the rest left out")
                break
            }
            do {
                stopwatches.append(try stopwatch(item, machine: machine))
            } catch {
                problems.append("stopwatch \(index + 1): \(error)")
            }
        }
        let writer: Int64
        if case .integer(let number) = value["writer"] { writer = number } else { writer = 0 }
        return Reading(
            state: MachineLiveState(
                machine: machine, machineName: machineName, writtenAt: writtenAt, heardAt: heardAt, stopwatches: stopwatches),
            problems: problems, writer: writer)
    }

    private static func stopwatch(_ value: JSONReader.Value, machine: MachineID) throws(Problem) -> ElsewhereStopwatch {
        guard case .string(let rawName) = value["name"], let name = try? StopwatchName.normalized(rawName) else {
            throw Problem("no name of 1 to \(StopwatchName.maximumLength) characters")
        }
        guard case .string(let rawStatus) = value["status"], let status = StopwatchStatus(rawValue: rawStatus) else {
            throw Problem("no status (initial, running or paused)")
        }
        guard case .integer(let milliseconds) = value["elapsed_ms"], let elapsed = TimeBounds.elapsed(milliseconds: milliseconds) else {
            throw Problem("elapsed_ms is not between 0 and 100 years")
        }
        var lapCount = 0
        if let laps = value["laps"] {
            guard case .integer(let count) = laps, (0...Int64(SyncLineDecoder.maximumLapCount)).contains(count) else {
                throw Problem("laps is not a count of laps")
            }
            lapCount = Int(count)
        }
        return ElsewhereStopwatch(machine: machine, name: name, status: status, elapsed: elapsed, lapCount: lapCount)
    }
}

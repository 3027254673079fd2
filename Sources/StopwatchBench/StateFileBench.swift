import Foundation
import StopwatchCore
import StopwatchStateFile
import StopwatchTestSupport

/// Saving and loading the state file with 100,000 laps (or 20 stopwatches of 10,000), in a
/// temporary folder.
struct StateFileBench {
    struct Figures {
        var save: Duration
        var load: Duration
        /// The longest a `save()` call kept its caller (the main loop) waiting.
        var longestBlock: Duration
    }

    /// `noted`: every lap has a note of 20 to 40 characters, some of them not ASCII.
    func measure(stopwatches: Int = 1, laps count: Int = 100_000, noted: Bool = false) -> Figures {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let location = StateFileLocation(folder: folder)
        let snapshot = Self.snapshot(stopwatches: stopwatches, laps: count, noted: noted)
        let adapter = JSONStateFileAdapter(location: location, logger: RecordingLogger(), mailbox: RecordingMailbox())
        let clock = ContinuousClock()
        // Warm up (folder creation, first allocation), then the measured save.
        adapter.save(snapshot)
        _ = adapter.flush(timeout: .seconds(60))
        let save = clock.measure {
            adapter.save(snapshot)
            _ = adapter.flush(timeout: .seconds(60))
        }
        var longestBlock = Duration.zero
        for _ in 0..<50 {
            longestBlock = max(longestBlock, clock.measure { adapter.save(snapshot) })
        }
        _ = adapter.flush(timeout: .seconds(60))
        var loaded: StopwatchCollectionSnapshot?
        let load = clock.measure {
            loaded = try? JSONStateFileAdapter(location: location, logger: RecordingLogger(), mailbox: RecordingMailbox()).load()
        }
        precondition(loaded == snapshot, "the saved stopwatch did not load back")
        return Figures(save: save, load: load, longestBlock: longestBlock)
    }

    /// `stopwatches` stopwatches of `count` laps each, noted or not, as the figures save them.
    static func snapshot(stopwatches: Int, laps count: Int, noted: Bool) -> StopwatchCollectionSnapshot {
        var laps = LapHistory()
        for index in 0..<count { laps.append(.milliseconds(Int64(900 + index % 211))) }
        if noted {
            for index in 0..<count { laps.setNote(try! LapNote.parse("lap \(index): up the hill, “fast” ✓"), at: index) }
        }
        let one = StopwatchSnapshot(status: .running, elapsed: laps.total, savedAt: .seconds(1_763_726_400), laps: laps)
        return StopwatchCollectionSnapshot(
            members: (1...stopwatches).map { .init(id: StopwatchID(rawValue: $0), name: "Stopwatch \($0)", snapshot: one) },
            currentID: .first
        )
    }

    /// Saves the state file of `snapshot` in `folder` (as `state.json`), and loads it back
    /// `rounds` times: the fastest load, the file read, decoded and made stopwatches again.
    func fastestLoad(of snapshot: StopwatchCollectionSnapshot, in folder: String, rounds: Int) -> Duration {
        let location = StateFileLocation(folder: folder)
        let adapter = JSONStateFileAdapter(location: location, logger: RecordingLogger(), mailbox: RecordingMailbox())
        adapter.save(snapshot)
        _ = adapter.flush(timeout: .seconds(60))
        var fastest = Duration.seconds(1000)
        for _ in 0..<rounds {
            var loaded: StopwatchCollectionSnapshot?
            fastest = min(
                fastest,
                ContinuousClock().measure {
                    loaded = try? JSONStateFileAdapter(location: location, logger: RecordingLogger(), mailbox: RecordingMailbox()).load()
                })
            precondition(loaded == snapshot, "the saved stopwatch did not load back")
        }
        return fastest
    }
}

import Dispatch
import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// Laps appended on one thread while snapshots of the same history are encoded and written on
/// others: what the app does on every lap. `make test` also runs this under ThreadSanitizer.
@Suite struct ConcurrentSavingTests {
    @Test func appendingWhileTheWriterEncodesSnapshotsOfTheSameLaps() throws {
        let folder = TemporaryFolder()
        let adapter = JSONStateFileAdapter(location: folder.location, logger: RecordingLogger(), mailbox: RecordingMailbox())
        var laps = LapHistory()
        for index in 0..<3000 {
            laps.append(.milliseconds(Int64(100 + index % 50)))
            adapter.save(.init(single: StopwatchSnapshot(status: .running, elapsed: laps.total, savedAt: .seconds(1), laps: laps)))
        }
        #expect(adapter.flush(timeout: HangGuard.timeout))
        let loaded = try #require(
            try JSONStateFileAdapter(
                location: folder.location, logger: RecordingLogger(),
                mailbox: RecordingMailbox()
            ).load()?.current)
        #expect(loaded.laps == laps)
    }

    @Test func encodingOnOtherThreadsWhileLapsAreAppendedHere() {
        var laps = LapHistory()
        for index in 0..<500 { laps.append(.milliseconds(Int64(index))) }
        let group = DispatchGroup()
        let sizes = RecordingMailbox<Int>()
        for round in 0..<200 {
            let snapshot = StopwatchSnapshot(status: .paused, elapsed: laps.total, savedAt: .zero, laps: laps)
            DispatchQueue.global().async(group: group) {
                let size = StateFileEncoder().encode(StateFileMapper().dto(from: .init(single: snapshot))).count
                sizes.post(size)
            }
            laps.append(.milliseconds(Int64(round)))
        }
        group.wait()
        #expect(sizes.posted.count == 200)
        #expect(laps.count == 700)
    }
}

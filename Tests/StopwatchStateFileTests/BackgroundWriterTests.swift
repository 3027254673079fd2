import Dispatch
import StopwatchCore
import StopwatchTestSupport
import Synchronization
import Testing

@testable import StopwatchStateFile

@Suite struct BackgroundWriterTests {
    private static func snapshot(_ seconds: Int64) -> StopwatchSnapshot {
        StopwatchSnapshot(status: .paused, elapsed: .seconds(seconds), savedAt: .zero, laps: [])
    }

    @Test func snapshotsAreWrittenInOrderAndTheLatestWins() {
        let written = Mutex<[Duration]>([])
        let writer = BackgroundWriter { snapshot in written.withLock { $0.append(snapshot.current.elapsed) } }
        for seconds in 1...100 { writer.submit(.init(single: Self.snapshot(Int64(seconds)))) }
        #expect(writer.flush(timeout: HangGuard.timeout))
        let elapsed = written.withLock { $0 }
        #expect(elapsed.last == .seconds(100))
        #expect(elapsed == elapsed.sorted())
    }

    @Test func aFlushOnAHungDiskGivesUpAtItsDeadline() {
        let disk = DispatchSemaphore(value: 0)
        let writer = BackgroundWriter { _ in disk.wait() }
        writer.submit(.init(single: Self.snapshot(1)))
        #expect(!writer.flush(timeout: .milliseconds(200)))
        disk.signal()
        #expect(writer.flush(timeout: HangGuard.timeout))
        #expect(writer.completedWrites == 1)
    }
}

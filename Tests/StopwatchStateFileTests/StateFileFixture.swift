import StopwatchCore
import StopwatchTestSupport

@testable import StopwatchStateFile

/// A state file's folder, a logger, and the adapter over them, for suites that read and write
/// one stopwatch's file.
final class StateFileFixture {
    let folder = TemporaryFolder()
    let logger = RecordingLogger()

    func makeAdapter() -> JSONStateFileAdapter {
        JSONStateFileAdapter(location: folder.location, logger: logger, mailbox: RecordingMailbox())
    }

    /// Saves `collection` through one adapter and reads it back through another: what was
    /// read back, and the file's text.
    func roundTrip(_ collection: StopwatchCollectionSnapshot) throws -> (read: StopwatchCollectionSnapshot?, text: String) {
        let adapter = makeAdapter()
        adapter.save(collection)
        guard adapter.flush(timeout: HangGuard.timeout) else { throw RoundTripFailure.notWritten }
        let text = folder.read().map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (try makeAdapter().load(), text)
    }

    enum RoundTripFailure: Error {
        case notWritten
    }

    /// A version-2 file saved at `savedAt` (ms) of one stopwatch, "Focus", with 5 s elapsed
    /// and no laps; `members` (JSON text, each with its leading comma) are added to it.
    static func oneStopwatch(savedAt: Int64, status: String, members: String) -> String {
        #"{"version": 2, "saved_at": \#(savedAt), "current": 1, "stopwatches": [{"id": 1, "name": "Focus", "status": "\#(status)", "elapsed_ms": 5000\#(members)}]}"#
    }
}

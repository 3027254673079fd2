import StopwatchCore
import StopwatchTestSupport
import Testing

/// What this machine writes to the sync folder, and when (ARCHITECTURE.md, "On every
/// machine"), alone, over stand-ins for the folder and the history's outbox.
@Suite struct SyncFolderDeliveryTests {
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    let folder = FakeSyncFolder(machine: desktop)
    let outbox = InMemorySyncOutbox()
    let logger = RecordingLogger()

    private func session(_ id: Int64) -> SyncRecord {
        .session(
            MachineSession(
                id: SessionID(rawValue: id), machine: Self.desktop, stopwatchName: "Writing", startedAt: .seconds(1_000 * id),
                elapsed: .seconds(60)))
    }

    private func live(_ at: Int64) -> MachineLiveState {
        MachineLiveState(machine: Self.desktop, machineName: "desktop", writtenAt: .seconds(at), stopwatches: [])
    }

    private func delivery(_ told: @escaping (SyncWriteFailure?) -> Void = { _ in }) -> SyncFolderDelivery {
        SyncFolderDelivery(folder: folder, logger: logger, told: told)
    }

    @Test func whatWaitsIsWrittenInOrderAndOnce() {
        let delivery = delivery()
        outbox.enqueue(session(1))
        outbox.enqueue(nil)
        outbox.enqueue(.removed(SessionID(rawValue: 1)))
        delivery.sendWaiting(from: outbox)
        delivery.sendWaiting(from: outbox)
        #expect(folder.appended == [session(1), .removed(SessionID(rawValue: 1))], "a session gone since is passed over")
        #expect(outbox.waiting.isEmpty)
    }

    @Test func aLongOutboxGoesOutABatchAtATime() {
        let delivery = delivery()
        for id in 1...Int64(SyncFolderDelivery.batch + 3) { outbox.enqueue(session(id)) }
        delivery.sendWaiting(from: outbox)
        #expect(folder.appended.count == SyncFolderDelivery.batch)
        delivery.sendWaiting(from: outbox)
        #expect(folder.appended.count == SyncFolderDelivery.batch + 3)
    }

    @Test func aFailureKeepsEverythingWaitingIsToldAsItBeginsAndEndsAndSaidOnce() {
        var told: [SyncWriteFailure?] = []
        let delivery = delivery { told.append($0) }
        folder.failWrites("/sync/x: Read-only file system")
        outbox.enqueue(session(1))
        delivery.sendWaiting(from: outbox)
        outbox.enqueue(session(2))
        delivery.sendWaiting(from: outbox)
        #expect(folder.appended.isEmpty && outbox.waiting.count == 2)
        #expect(delivery.writeFailure == .refused("/sync/x: Read-only file system"))
        #expect(logger.messages(atLeast: .warning).count == 1, "said once")
        folder.failWrites(nil)
        delivery.sendWaiting(from: outbox)
        #expect(folder.appended == [session(1), session(2)])
        #expect(told == [.refused("/sync/x: Read-only file system"), nil])
        #expect(delivery.writeFailure == nil)
    }

    @Test func aLiveStateThatFailedIsWrittenWithTheOutboxAndOneThatWorksSendsWhatWaited() {
        let delivery = delivery()
        folder.failWrites("/sync/x: gone")
        delivery.replaceLiveState(live(1), store: outbox)
        outbox.enqueue(session(1))
        folder.failWrites(nil)
        // Nothing left waiting but the live state: written, and the failure over.
        delivery.sendWaiting(from: outbox)
        #expect(folder.liveStates == [live(1)] && folder.appended == [session(1)])
        #expect(delivery.writeFailure == nil)

        folder.failWrites("/sync/x: gone")
        outbox.enqueue(session(2))
        delivery.sendWaiting(from: outbox)
        folder.failWrites(nil)
        delivery.replaceLiveState(live(2), store: outbox)
        #expect(folder.liveStates == [live(1), live(2)])
        #expect(folder.appended == [session(1), session(2)], "a live state written after a failure takes what waited with it")
    }

    @Test func thisMachinesFolderIsMadeByTheFirstWriteOnlyAndWhenItGoesTheRecordsWait() {
        let first = delivery()
        outbox.enqueue(session(1))
        first.sendWaiting(from: outbox)
        #expect(outbox.foldersMade == ["/sync/" + Self.desktop.text])
        folder.loseOwnFolder()
        outbox.enqueue(session(2))
        first.sendWaiting(from: outbox)
        #expect(first.writeFailure == SyncWriteFailure.ownFolderGone)
        // Known across a restart, from the history.
        let restarted = delivery()
        restarted.sendWaiting(from: outbox)
        #expect(restarted.writeFailure == SyncWriteFailure.ownFolderGone)
        #expect(folder.appended == [session(1)] && outbox.waiting.count == 1)
        // The history unavailable: it may make it, as before it was kept.
        let unknown = delivery()
        outbox.failure = "disk I/O error"
        unknown.replaceLiveState(live(3), store: outbox)
        #expect(folder.liveStates == [live(3)])
    }
}

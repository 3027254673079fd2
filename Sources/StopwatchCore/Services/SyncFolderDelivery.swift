/// What this machine writes to the sync folder, and when (ARCHITECTURE.md, "On every
/// machine"): the records waiting in the history's outbox, oldest first, and the newest live
/// state, into `folder`, with the rules that keep a folder that is missing, unmounted or
/// read-only from losing anything.
///
/// - A write that fails leaves the rest waiting, and the live state is written again with the
///   outbox, at the next request or read; the failure is said once in the log and told as it
///   begins and ends (`told`).
/// - This machine's own folder there is made by its first write only: missing after that, it
///   is the folder's disk or share unmounted, and a write would land under the bare mount point,
///   hidden from every engine once the folder is back, so the records wait instead.
///
/// Runs on the history's thread, one call at a time.
public final class SyncFolderDelivery {
    /// At most this many records waiting are written at a time: a history sent whole goes out
    /// over the next requests (each read of the folder sends the rest).
    public static let batch = 5000

    public let folder: any SyncFolderDataSource
    private let logger: any Logger
    private let told: (SyncWriteFailure?) -> Void
    /// Why the last write failed, until one succeeds.
    public private(set) var writeFailure: SyncWriteFailure?
    /// Whether this machine's own folder there was made (known once asked).
    private var ownFolderMade: Bool?
    /// The newest live state asked for, while its write failed: written again with the outbox.
    private var unwrittenLiveState: MachineLiveState?

    /// `told` hears each change of ``writeFailure`` as it happens (`nil`: writes work again).
    /// Each call is given the history's `store`, `nil` while the history is unavailable.
    public init(folder: any SyncFolderDataSource, logger: any Logger, told: @escaping (SyncWriteFailure?) -> Void) {
        self.folder = folder
        self.logger = logger
        self.told = told
    }

    /// Writes what waits in the outbox, oldest first, and a live state left unwritten; on a
    /// failure the rest waits for the next time.
    public func sendWaiting(from store: any SyncOutboxStore) {
        do {
            let waiting = try store.waitingRecords(limit: Self.batch, machine: folder.machine)
            guard let last = waiting.last?.seq else {
                if writeUnwrittenLiveState(store) { noteWriteFailure(nil) }
                return
            }
            let making = makesOwnFolder(store)
            if let failure = folder.append(waiting.compactMap(\.record), makingOwnFolder: making) {
                noteWriteFailure(failure)
                return
            }
            if making { ownFolderWritten(store) }
            try store.sent(through: last)
            guard writeUnwrittenLiveState(store) else { return }
            if writeFailure != nil { logger.info("The sync folder \(folder.folder) is written to again") }
            noteWriteFailure(nil)
        } catch {
            logger.warning("The sync folder's outbox cannot be read: \(error)")
        }
    }

    /// Replaces this machine's live state with `live`; after a failure ends, what waited goes
    /// too.
    public func replaceLiveState(_ live: MachineLiveState, store: (any SyncOutboxStore)?) {
        unwrittenLiveState = live
        guard writeUnwrittenLiveState(store), writeFailure != nil, let store else { return }
        sendWaiting(from: store)
    }

    /// Writes the live state left unwritten, if one is; whether none is left.
    private func writeUnwrittenLiveState(_ store: (any SyncOutboxStore)?) -> Bool {
        guard let live = unwrittenLiveState else { return true }
        let making = makesOwnFolder(store)
        if let failure = folder.replaceLiveState(live, makingOwnFolder: making) {
            noteWriteFailure(failure)
            return false
        }
        if making { ownFolderWritten(store) }
        unwrittenLiveState = nil
        return true
    }

    /// Keeps why writes fail now (`nil`: they work), says a new failure in the log once, and
    /// tells a change at once.
    private func noteWriteFailure(_ failure: SyncWriteFailure?) {
        guard writeFailure != failure else { return }
        if let failure { logger.warning("Cannot write to the sync folder: \(failure); kept to write later") }
        writeFailure = failure
        told(failure)
    }

    /// Whether a write may make this machine's own folder: only until one did. Without the
    /// history's answer, it may (as before it was kept).
    private func makesOwnFolder(_ store: (any SyncOutboxStore)?) -> Bool {
        if let made = ownFolderMade { return !made }
        guard let store else { return true }
        do {
            let made = try store.ownFolderMade(in: folder.folder, as: folder.machine)
            ownFolderMade = made
            return !made
        } catch {
            logger.warning("The history cannot tell whether this machine's sync folder was made: \(error)")
            return true
        }
    }

    private func ownFolderWritten(_ store: (any SyncOutboxStore)?) {
        guard let store else { return }
        do {
            try store.noteOwnFolderMade(in: folder.folder, as: folder.machine)
            ownFolderMade = true
        } catch {
            logger.warning("The history cannot keep that this machine's sync folder was made: \(error)")
        }
    }
}

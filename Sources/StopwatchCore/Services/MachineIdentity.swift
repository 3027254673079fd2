/// This installation as a machine of a sync folder (ARCHITECTURE.md, "On every machine"): its
/// id, made at the first use and read after; renewed when another installation writes as it
/// ("This computer twice": a data folder copied with its id), which is said once an id; read,
/// never made, by the command line, which has no business making one.
public final class MachineIdentity {
    private let store: any MachineIDStore
    private let logger: any Logger
    /// Where the id is kept, for what the log says.
    private let place: String
    /// The id in use, once established.
    public private(set) var current: MachineID?
    /// Whether another installation writing as ``current`` was said.
    private var sharedSaid = false

    public init(store: any MachineIDStore, logger: any Logger, place: String) {
        self.store = store
        self.logger = logger
        self.place = place
    }

    /// The id, made (and kept) if there is none yet; `nil` when none can be kept, said in the
    /// log as each outcome is.
    @discardableResult
    public func establish() -> MachineID? {
        let outcome = store.load()
        switch outcome {
        case .found: break
        case .made(let machine): logger.info("This machine's id for a sync folder: \(machine.text), made")
        case .replaced(let machine, let reason): logger.warning("The machine id file was unusable (\(reason)); a new id: \(machine.text)")
        case .unavailable(let reason): logger.warning("No machine id, so no sync folder this run: \(reason)")
        }
        current = outcome.machine
        return current
    }

    /// The id kept, if there is one, without making one: the command line reads the folder as
    /// a visitor when this installation never used it.
    public func read() -> MachineID? {
        store.read()
    }

    /// Another installation writes to the sync folder as this machine: said once an id.
    /// Whether it was said now.
    @discardableResult
    public func sharedSeen() -> Bool {
        guard let current, !sharedSaid else { return false }
        sharedSaid = true
        logger.warning(
            "Another installation writes to the sync folder as this machine (\(current.text)): a data folder copied with "
                + "its machine id? Use a New Id in Preferences on one of them (or remove \(place) while its app is not "
                + "running).")
        return true
    }

    /// A new id in place of ``current``, which the other installation keeps; what was said of
    /// the old one is forgotten. `nil` (and the id unchanged) when none can be kept.
    @discardableResult
    public func renew() -> MachineID? {
        guard let old = current else { return nil }
        guard let machine = store.renew().machine else {
            logger.warning("No new machine id: the data folder cannot be written to")
            return nil
        }
        logger.warning(
            "This machine's id for a sync folder: \(machine.text), made anew (another installation writes as \(old.text), "
                + "under which this one's sessions so far stay)")
        current = machine
        sharedSaid = false
        return machine
    }
}

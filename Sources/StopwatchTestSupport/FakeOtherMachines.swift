import StopwatchCore
import StopwatchPresentation

/// The other machines of a sync folder as a test sets them: ``set(_:)`` replaces their live
/// states and tells the listeners, as the host does after a read of the folder. It stands for
/// the host's machine id too: a new one taken, the shared id is no longer seen.
@MainActor
public final class FakeOtherMachines: OtherMachinesWatching, MachineIDRenewing {
    public let changes = ObserverList<Void>()
    public private(set) var liveStates: [MachineLiveState] = []
    public var writeFailure: SyncWriteFailure? {
        didSet { changes.notify(()) }
    }
    public var lastFileRead: SyncFileRead? {
        didSet { changes.notify(()) }
    }
    public var machineIDShared = false {
        didSet { changes.notify(()) }
    }
    /// How many times a new id was asked for; each takes the shared id away, as the host does.
    public private(set) var newMachineIDs = 0

    public init() {}

    public func takeNewMachineID() {
        newMachineIDs += 1
        machineIDShared = false
    }

    public func set(_ states: [MachineLiveState]) {
        liveStates = states
        changes.notify(())
    }
}

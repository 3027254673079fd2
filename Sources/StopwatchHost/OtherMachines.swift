import StopwatchCore
import StopwatchPresentation

/// What the other machines of the sync folder last said they were doing (ARCHITECTURE.md, "On
/// every machine"), kept from the history's readings of the folder, each of which holds only
/// the live states replaced since the one before; forgotten when the folder changes.
@MainActor
final class OtherMachines: OtherMachinesWatching {
    let changes = ObserverList<Void>()
    private var states: [MachineID: MachineLiveState] = [:]
    private(set) var writeFailure: SyncWriteFailure?
    private(set) var lastFileRead: SyncFileRead?
    private(set) var machineIDShared = false

    var liveStates: [MachineLiveState] { Array(states.values) }

    /// Takes in what a reading found: the live states replaced, why this machine's records
    /// could not be written (if they could not), the file with something new read last (if one had).
    func read(_ reading: SyncFolderReading) {
        var changed = reading.writeFailure != writeFailure
        writeFailure = reading.writeFailure
        if reading.machineIDShared, !machineIDShared {
            machineIDShared = true
            changed = true
        }
        if let file = reading.lastFileRead {
            lastFileRead = file
            changed = true
        }
        let replaced = reading.liveStates
        for (machine, state) in replaced where states[machine] != state {
            states[machine] = state
            changed = true
        }
        if changed { changes.notify(()) }
    }

    /// Another folder, or none, or another id for this machine: what was read no longer holds.
    func forgetAll() {
        guard !states.isEmpty || writeFailure != nil || lastFileRead != nil || machineIDShared else { return }
        states = [:]
        writeFailure = nil
        lastFileRead = nil
        machineIDShared = false
        changes.notify(())
    }
}

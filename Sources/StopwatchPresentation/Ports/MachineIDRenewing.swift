import StopwatchCore

/// This machine's id in the sync folder, made anew on the user's word when another
/// installation writes there as this machine (a data folder copied with its id).
@MainActor
public protocol MachineIDRenewing: AnyObject {
    /// Gives this machine a new id in the folder, with which it writes only what it keeps from
    /// now on (its history so far is there under the old id); the other installation keeps the
    /// old one.
    func takeNewMachineID()
}

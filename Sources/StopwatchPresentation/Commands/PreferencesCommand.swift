import StopwatchCore

/// What the user chooses (``PreferencesViewModel``): the Preferences window and its choices,
/// and the menu's "Show in Panel".
public enum PreferencesCommand: Hashable, Sendable {
    /// Open the Preferences window.
    case show
    /// Close the Preferences window (what was chosen is kept as it was chosen).
    case close
    /// Make a choice of the Preferences window (kept in the settings at once).
    case choose(Preference)
    /// Switch "Show in Panel" (the stopwatch in the desktop's tray or top bar) on or off.
    case toggleShowInPanel
    /// Choose the sync folder with the desktop's folder chooser.
    case chooseSyncFolder
    /// Forget another machine of the sync folder: its time leaves the totals (undoable).
    case forgetMachine(MachineID)
    /// Give this machine a new id in the sync folder: another installation writes there as
    /// this one (a data folder copied with its id).
    case takeNewMachineID

    public var name: String {
        switch self {
        case .show: "preferences"
        case .close: "close-preferences"
        case .choose: "choose-preference"
        case .toggleShowInPanel: "show-in-panel"
        case .chooseSyncFolder: "choose-sync-folder"
        case .forgetMachine: "forget-machine"
        case .takeNewMachineID: "new-machine-id"
        }
    }
}

import StopwatchCore

/// The Preferences window: its rows while it is open (``PreferencesMapper``), each choice
/// made through the settings at once; the sync folder chosen with the platform's folder
/// chooser, shown with its state (``OtherMachinesWatching``), and the other machines the history
/// counts, each to forget (undoable, ``ForgetRecording``); and the menu's "Show in Panel".
///
/// A part of ``AppViewModel``, given the settings model and the idle port (without an idle
/// service, "Away after" is greyed, with why). A change from outside (`gsettings
/// set`) shows in the open window at once; the parts that follow a setting (the screens'
/// time style, the panel, the screen kept awake, the lock, the window's mode) hear it from
/// the settings model themselves.
@MainActor
final class PreferencesViewModel {
    /// Told when the window opened, closed or shows something new.
    let changes = ObserverList<Void>()
    private let settings: SettingsReading & SettingsChoosing
    private let mapper: PreferencesMapper
    private let idleMonitor: IdleMonitor?
    private let platform: PlatformServices
    private let otherMachines: OtherMachinesWatching?
    private weak var machineID: MachineIDRenewing?
    private let history: SessionHistoryUseCases?
    private weak var forgetting: ForgetRecording?
    /// The other machines the history counts, read while the window is open.
    private var machines: [(id: MachineID, name: String?)] = []
    private var latestRead = 0
    private let chooser: (title: String, accept: String, cancel: String)
    private let subscriptions = Subscriptions()
    /// Whether the window is open.
    private var isOpen = false

    init(
        settings: SettingsReading & SettingsChoosing, idleMonitor: IdleMonitor?, platform: PlatformServices,
        otherMachines: OtherMachinesWatching? = nil, machineID: MachineIDRenewing? = nil, history: SessionHistoryUseCases? = nil,
        forgetting: ForgetRecording? = nil, localizer: Localizer
    ) {
        self.machineID = machineID
        self.history = history
        self.forgetting = forgetting
        self.settings = settings
        self.idleMonitor = idleMonitor
        self.platform = platform
        self.otherMachines = otherMachines
        chooser = (
            // TRANSLATORS: the title of the folder chooser of the sync folder.
            localizer.translate("Choose a Sync Folder"), localizer.translate("_Choose"), localizer.translate("_Cancel")
        )
        mapper = PreferencesMapper(localizer: localizer)
        if let otherMachines {
            subscriptions.keep(
                otherMachines.changes.add { [weak self] in self?.settingsChanged() }, removedBy: otherMachines.changes.remove)
        }
        if let history {
            subscriptions.keep(history.changes.add { [weak self] in self?.readMachines() }, removedBy: history.changes.remove)
        }
        // The window shows most keys: any change, told once however many keys it changed.
        subscriptions.keep(settings.observe(\.self) { [weak self] _ in self?.settingsChanged() }, removedBy: settings.removeObserver)
    }

    /// The window's rows while it is open; `nil` while it is closed.
    public var viewState: PreferencesViewState? {
        guard isOpen else { return nil }
        let lastFile = otherMachines?.lastFileRead
        let folder = PreferencesMapper.SyncFolderState(
            machines: otherMachines?.liveStates.count ?? 0, writeFailure: otherMachines?.writeFailure, lastFileRead: lastFile,
            lastFileMachineName: otherMachines?.liveStates.first { $0.machine == lastFile?.machine }?.machineName,
            machineIDShared: otherMachines?.machineIDShared ?? false)
        return mapper.map(
            settings.settings, watchesIdleness: idleMonitor.map { $0.unavailability == nil } ?? false, syncFolder: folder,
            otherMachines: machines)
    }

    /// Does what a preferences command asks; the app ViewModel checked that it applies.
    func send(_ command: PreferencesCommand) {
        switch command {
        case .show: setOpen(true)
        case .close: setOpen(false)
        case .choose(let preference): settings.choose(preference)
        case .toggleShowInPanel: settings.choose(.showsInPanel(!settings.settings.showsInPanel))
        case .chooseSyncFolder:
            let current = settings.settings.syncFolder
            platform.chooseFolder(
                ChooseFolderRequest(
                    title: chooser.title, acceptLabel: chooser.accept, cancelLabel: chooser.cancel, current: current.isEmpty ? nil : current
                ) { [weak self] path in
                    self?.settings.choose(.syncFolder(path))
                })
        case .forgetMachine(let id):
            guard let machine = machines.first(where: { $0.id == id }) else { return }
            forgetting?.forget(id, named: ElsewhereRowMapper.displayName(of: id, named: machine.name))
        case .takeNewMachineID:
            guard let otherMachines, otherMachines.machineIDShared else { return }
            machineID?.takeNewMachineID()
        }
    }

    private func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        changes.notify(())
        readMachines()
    }

    /// Reads the other machines the history counts, while the window is open; the latest
    /// answer alone is shown.
    private func readMachines() {
        guard isOpen, let history else { return }
        latestRead += 1
        let read = latestRead
        history.otherMachines { [weak self] result in
            guard let self, read == latestRead, case .success(let machines) = result else { return }
            let changed = machines.map(\.id) != self.machines.map(\.id) || machines.map(\.name) != self.machines.map(\.name)
            self.machines = machines
            if changed, isOpen { changes.notify(()) }
        }
    }

    private func settingsChanged() {
        if isOpen { changes.notify(()) }
    }
}

extension PreferencesViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isPreferencesOpen = viewState != nil
        inputs.isOfferingNewMachineID =
            isOpen && !settings.settings.syncFolder.isEmpty && otherMachines?.machineIDShared == true
    }
}

extension PreferencesViewModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.preferences = viewState
    }
}

import StopwatchCore

/// Maps the settings to the Preferences window's rows, in the user's language.
@MainActor
public struct PreferencesMapper: Sendable {
    private let words: Words
    private let localizer: Localizer

    private struct Words: Sendable {
        let title, close, precision, hundredths, tenths, seconds, bigNumber, total, lap: String
        let keepAwake, keepAwakeExplanation, onLock, keepRunning, pause, showInPanel, showInPanelExplanation: String
        let alertSound, alertSoundExplanation: String
        let awayAfter, off, ask, takeAway, keep, whenAway, noIdleService: String
        let minutes: MessageTemplate
        let syncFolder, syncFolderOff, syncFolderExplanation, chooseFolder, stopSyncing: String
        let cannotWrite: MessageTemplate
        let ownFolderGone, ownFolderIsLink, historyUnavailable: String
        let lastRead: MessageTemplate
        let otherComputers, otherComputersExplanation, forget: String
        let forgetNamed: MessageTemplate
        let idShared, idSharedExplanation, idSharedItem, newID: String
    }

    /// The sync folder as the host last read it (``OtherMachinesWatching``).
    public struct SyncFolderState: Equatable, Sendable {
        /// How many other machines write there.
        public var machines: Int
        /// Why this machine's sessions cannot be written there now, if they cannot.
        public var writeFailure: SyncWriteFailure?
        /// The file with something new read last, if one had, and the name of the machine whose
        /// it is (``OtherMachinesWatching/lastFileRead``).
        public var lastFileRead: SyncFileRead?
        public var lastFileMachineName: String?
        /// Whether another installation writes there as this machine
        /// (``OtherMachinesWatching/machineIDShared``).
        public var machineIDShared: Bool

        public init(
            machines: Int = 0, writeFailure: SyncWriteFailure? = nil, lastFileRead: SyncFileRead? = nil, lastFileMachineName: String? = nil,
            machineIDShared: Bool = false
        ) {
            self.machines = machines
            self.writeFailure = writeFailure
            self.lastFileRead = lastFileRead
            self.lastFileMachineName = lastFileMachineName
            self.machineIDShared = machineIDShared
        }
    }

    /// A machine, to name the Forget button's title by.
    private static let anyMachine = MachineID(String(repeating: "0", count: MachineID.digitCount))!

    /// The choices of "Away after", in seconds: off, then 2, 5, 10, 15 and 30 minutes.
    static let awayAfterChoices = [0, 120, 300, 600, 900, 1800]

    public init(localizer: Localizer = SourceLocalizer()) {
        words = Words(
            title: localizer.translate("Preferences"),
            close: localizer.translate("Close"),
            // TRANSLATORS: how finely times are shown: to the hundredth, the tenth or the whole second.
            precision: localizer.translate("Precision"),
            hundredths: localizer.translate("Hundredths"),
            tenths: localizer.translate("Tenths"),
            seconds: localizer.translate("Whole seconds"),
            // TRANSLATORS: which time the display shows large; the other is shown small beneath it.
            bigNumber: localizer.translate("Shown large"),
            total: localizer.translate("Total time"),
            lap: localizer.translate("Lap in progress"),
            keepAwake: localizer.translate("Keep the screen awake"),
            keepAwakeExplanation: localizer.translate("While a stopwatch runs and its window is seen"),
            onLock: localizer.translate("When the screen locks"),
            keepRunning: localizer.translate("Keep running"),
            pause: localizer.translate("Pause"),
            showInPanel: localizer.translate("Show in Panel"),
            showInPanelExplanation: localizer.translate("The stopwatch in the desktop's top bar or tray"),
            alertSound: localizer.translate("Alert sound"),
            alertSoundExplanation: localizer.translate("When an alert is reached, even with the desktop's event sounds off"),
            // TRANSLATORS: how long without touching the computer, while a stopwatch runs, is an away.
            awayAfter: localizer.translate("Away after"),
            off: localizer.translate("Off"),
            // TRANSLATORS: what happens to the time a stopwatch ran while the person was away.
            ask: localizer.translate("Ask on return"),
            takeAway: localizer.translate("Take it away"),
            keep: localizer.translate("Keep it"),
            whenAway: localizer.translate("When back from an away"),
            noIdleService: localizer.translate(
                "This desktop does not tell when no one is at the computer: only a locked screen counts as away"),
            minutes: MessageTemplate(localizer.translate("{minutes} min"), names: ["minutes"]),
            // TRANSLATORS: the Preferences row of the folder a sync engine (Syncthing…) keeps the same on every computer.
            syncFolder: localizer.translate("Sync folder"),
            // TRANSLATORS: no sync folder chosen.
            syncFolderOff: localizer.translate("None"),
            syncFolderExplanation: localizer.translate(
                "Your history, totals and running stopwatches on every computer, through a folder a sync engine such as Syncthing keeps"),
            chooseFolder: localizer.translate("_Choose…"),
            // TRANSLATORS: a button: no sync folder any more.
            stopSyncing: localizer.translate("_Stop"),
            // TRANSLATORS: {reason} is the system's, such as "Read-only file system".
            cannotWrite: MessageTemplate(
                localizer.translate("Cannot be written to: {reason}. This computer's sessions wait, and are written once it can be."),
                names: ["reason"]),
            // TRANSLATORS: why the sync folder cannot be written to, after "Cannot be written to:".
            ownFolderGone: localizer.translate("this computer's folder in it is gone (its disk or share not mounted?)"),
            // TRANSLATORS: why the sync folder cannot be written to, after "Cannot be written to:".
            ownFolderIsLink: localizer.translate("this computer's folder in it is a symbolic link, which is never written through"),
            // TRANSLATORS: why the sync folder cannot be written to, after "Cannot be written to:".
            historyUnavailable: localizer.translate("the history is unavailable"),
            // TRANSLATORS: after the sync folder's state in Preferences: when a file of another computer's was last read; {time} is a date and time, {machine} the computer's name, {file} the file's name.
            lastRead: MessageTemplate(localizer.translate("Last read {time}: {file} of {machine}"), names: ["time", "file", "machine"]),
            // TRANSLATORS: the Preferences group listing the other computers of the sync folder.
            otherComputers: localizer.translate("Other computers"),
            otherComputersExplanation: localizer.translate("Forget one you no longer use: its time leaves the totals."),
            forget: CommandTitleMapper(localizer: localizer).title(for: .preferences(.forgetMachine(Self.anyMachine))),
            // TRANSLATORS: the Forget button as a screen reader names it; {name} is the other computer's name.
            forgetNamed: MessageTemplate(localizer.translate("Forget {name}"), names: ["name"]),
            // TRANSLATORS: the Preferences group shown when another installation of the app writes to the sync folder as this computer.
            idShared: localizer.translate("This computer twice"),
            idSharedExplanation: localizer.translate(
                "Another installation writes to the folder as this computer (a copied data folder?): neither counts the other's time"),
            idSharedItem: localizer.translate("This computer's sessions from now on under a new id"),
            newID: CommandTitleMapper(localizer: localizer).title(for: .preferences(.takeNewMachineID))
        )
        self.localizer = localizer
    }

    /// The rows for `settings`; without `watchesIdleness` (the desktop tells no idle time),
    /// "Away after" is shown greyed, with why; with a sync folder, its state as `syncFolder` says,
    /// and `otherMachines`, each to forget.
    public func map(
        _ settings: AppSettings, watchesIdleness: Bool = true, syncFolder: SyncFolderState = SyncFolderState(),
        otherMachines: [(id: MachineID, name: String?)] = []
    ) -> PreferencesViewState {
        let style = settings.timeStyle
        func option(_ title: String, _ preference: Preference, chosen: Bool) -> PreferencesViewState.Option {
            PreferencesViewState.Option(title: title, isChosen: chosen, command: .choosePreference(preference))
        }
        func toggle(_ isOn: Bool, _ make: (Bool) -> Preference) -> PreferencesViewState.Row.Kind {
            .toggle(isOn: isOn, on: .choosePreference(make(true)), off: .choosePreference(make(false)))
        }
        // Another installation writes as this one: said, with a new id offered, above the other
        // computers; a list of none (hidden) otherwise, so that the row is always there to show.
        let newID = PreferencesViewState.Item(
            title: words.idSharedItem, action: CommandButton(command: .preferences(.takeNewMachineID), title: words.newID),
            spokenAction: String(words.newID.filter { $0 != "_" }))
        let shared = PreferencesViewState.Row(
            key: "machine-id-shared", title: words.idShared, explanation: words.idSharedExplanation,
            kind: .list(settings.syncFolder.isEmpty || !syncFolder.machineIDShared ? [] : [newID]))
        return PreferencesViewState(
            title: words.title,
            rows: [
                .init(
                    key: "precision", title: words.precision, explanation: nil,
                    kind: .choice([
                        option(words.hundredths, .precision(.hundredths), chosen: style.precision == .hundredths),
                        option(words.tenths, .precision(.tenths), chosen: style.precision == .tenths),
                        option(words.seconds, .precision(.seconds), chosen: style.precision == .seconds),
                    ])),
                .init(
                    key: "big-number", title: words.bigNumber, explanation: nil,
                    kind: .choice([
                        option(words.total, .bigNumber(.total), chosen: style.bigNumber == .total),
                        option(words.lap, .bigNumber(.lap), chosen: style.bigNumber == .lap),
                    ])),
                .init(
                    key: "keep-awake", title: words.keepAwake, explanation: words.keepAwakeExplanation,
                    kind: toggle(settings.keepsAwake) { .keepsAwake($0) }),
                .init(
                    key: "on-lock", title: words.onLock, explanation: nil,
                    kind: .choice([
                        option(words.keepRunning, .pausesOnLock(false), chosen: !settings.pausesOnLock),
                        option(words.pause, .pausesOnLock(true), chosen: settings.pausesOnLock),
                    ])),
                .init(
                    key: "away-after", title: words.awayAfter, explanation: nil,
                    kind: .choice(
                        Self.awayAfterChoices.map { seconds in
                            option(
                                seconds == 0 ? words.off : words.minutes.filled(String(seconds / 60)), .awayAfter(seconds),
                                chosen: settings.awayAfter == seconds)
                        }),
                    whyUnavailable: watchesIdleness ? nil : words.noIdleService),
                .init(
                    key: "when-away", title: words.whenAway, explanation: nil,
                    kind: .choice([
                        option(words.ask, .whenAway(.ask), chosen: settings.whenAway == .ask),
                        option(words.takeAway, .whenAway(.takeAway), chosen: settings.whenAway == .takeAway),
                        option(words.keep, .whenAway(.keep), chosen: settings.whenAway == .keep),
                    ])),
                .init(
                    key: "show-in-panel", title: words.showInPanel, explanation: words.showInPanelExplanation,
                    kind: toggle(settings.showsInPanel) { .showsInPanel($0) }),
                .init(
                    key: "alert-sound", title: words.alertSound, explanation: words.alertSoundExplanation,
                    kind: toggle(settings.playsAlertSound) { .alertSound($0) }),
                .init(
                    key: "sync-folder", title: words.syncFolder, explanation: words.syncFolderExplanation,
                    kind: .folder(
                        path: settings.syncFolder.isEmpty ? words.syncFolderOff : settings.syncFolder,
                        state: settings.syncFolder.isEmpty ? "" : folderState(syncFolder), choose: .chooseSyncFolder,
                        chooseLabel: words.chooseFolder, none: settings.syncFolder.isEmpty ? nil : .choosePreference(.syncFolder("")),
                        noneLabel: words.stopSyncing)),
                shared,
                .init(
                    key: "other-computers", title: words.otherComputers, explanation: words.otherComputersExplanation,
                    kind: .list(
                        otherMachines.map { machine in
                            let name = ElsewhereRowMapper.displayName(of: machine.id, named: machine.name)
                            return PreferencesViewState.Item(
                                title: name, action: CommandButton(command: .preferences(.forgetMachine(machine.id)), title: words.forget),
                                spokenAction: words.forgetNamed.filled(name))
                        })),
            ],
            closeLabel: words.close)
    }

    /// Why the folder cannot be written to, in the user's words; the system's own reason as
    /// the system gave it.
    private func reason(for failure: SyncWriteFailure) -> String {
        switch failure {
        case .ownFolderGone: words.ownFolderGone
        case .ownFolderIsLink: words.ownFolderIsLink
        case .historyUnavailable: words.historyUnavailable
        case .refused(let reason): reason
        }
    }

    /// "In use · 2 other computers", or why it cannot be written to; then the file read last,
    /// once one was.
    private func folderState(_ state: SyncFolderState) -> String {
        var parts: [String] = []
        if let failure = state.writeFailure {
            parts.append(words.cannotWrite.filled(reason(for: failure)))
        } else {
            // TRANSLATORS: the sync folder's state in Preferences; {count} other computers write there too.
            parts.append(
                localizer.translatePlural("In use · {count} other computer", "In use · {count} other computers", count: state.machines)
                    .filling(["count": String(state.machines)]))
        }
        if let file = state.lastFileRead {
            let machine = ElsewhereRowMapper.displayName(of: file.machine, named: state.lastFileMachineName)
            parts.append(words.lastRead.filled(localizer.dateTime(file.at), file.name, machine))
        }
        return parts.joined(separator: "\n")
    }
}

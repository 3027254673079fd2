import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Preferences window's ViewModel alone, over the settings model: its rows while open,
/// each choice made through the settings, a change from outside shown at once.
@MainActor @Suite struct PreferencesViewModelTests {
    let source = InMemorySettings()
    let settings: SettingsModel
    let idleMonitor = FakeIdleMonitor()
    let platform = FakePlatformServices()
    let machines = FakeOtherMachines()
    let core = CoreHarness()
    let forgetting = FakeForgetting()
    let preferences: PreferencesViewModel

    /// Records what was forgotten.
    final class FakeForgetting: ForgetRecording {
        var forgotten: [String] = []
        func forget(_ machine: MachineID, named name: String) { forgotten.append(name) }
    }

    init() {
        settings = SettingsModel(source: source)
        preferences = PreferencesViewModel(
            settings: settings, idleMonitor: idleMonitor, platform: platform, otherMachines: machines, machineID: machines,
            history: core.useCases.history,
            forgetting: forgetting, localizer: SourceLocalizer())
    }

    private func whyUnavailable(_ key: String) -> String? {
        preferences.viewState?.rows.first { $0.key == key }?.whyUnavailable
    }

    /// What the row of `key` shows chosen: the options chosen, or "on" or "off".
    private func chosen(_ key: String) -> [String] {
        guard let row = preferences.viewState?.rows.first(where: { $0.key == key }) else { return [] }
        switch row.kind {
        case .choice(let options): return options.filter(\.isChosen).map(\.title)
        case .toggle(let isOn, _, _): return [isOn ? "on" : "off"]
        case .folder(let path, let state, _, _, let none, _): return [path, state, none == nil ? "no none" : "none"]
        case .list(let items): return items.map { $0.title + ": " + $0.spokenAction }
        }
    }

    @Test func closedItShowsNothingAndOpenItShowsTheSettings() {
        #expect(preferences.viewState == nil)
        var told = 0
        preferences.changes.add { told += 1 }
        preferences.send(.show)
        preferences.send(.show)
        #expect(told == 1, "open once")
        #expect(chosen("precision") == ["Hundredths"])
        preferences.send(.close)
        #expect(preferences.viewState == nil && told == 2)
    }

    @Test func aChoiceIsMadeThroughTheSettingsAndShownAtOnce() {
        preferences.send(.show)
        preferences.send(.choose(.precision(.tenths)))
        #expect(chosen("precision") == ["Tenths"])
        #expect(source.saved?.timeStyle.precision == .tenths)
        preferences.send(.choose(.keepsAwake(true)))
        #expect(chosen("keep-awake") == ["on"])
    }

    @Test func aChangeFromOutsideShowsInTheOpenWindowAndClosedTellsNothing() {
        var told = 0
        preferences.changes.add { told += 1 }
        source.changeFromOutside(AppSettings(pausesOnLock: true))
        #expect(told == 0, "closed, nothing to show")
        preferences.send(.show)
        source.changeFromOutside(AppSettings(timeStyle: TimeStyle(bigNumber: .lap)))
        #expect(told == 2)
        #expect(chosen("big-number") == ["Lap in progress"])
        #expect(chosen("on-lock") == ["Keep running"])
    }

    @Test func awayAfterIsGreyedWithWhyWhereTheDesktopTellsNoIdleTime() {
        preferences.send(.show)
        #expect(whyUnavailable("away-after") == nil)
        idleMonitor.unavailability = "no idle service found on this desktop"
        let why = "This desktop does not tell when no one is at the computer: only a locked screen counts as away"
        #expect(whyUnavailable("away-after") == why)
        // The lock is still an away: what to do on the return can still be chosen.
        #expect(whyUnavailable("when-away") == nil)
        #expect(chosen("away-after") == ["5 min"])
        let alone = PreferencesViewModel(settings: settings, idleMonitor: nil, platform: platform, localizer: SourceLocalizer())
        alone.send(.show)
        #expect(alone.viewState?.rows.first { $0.key == "away-after" }?.whyUnavailable == why, "no idle port: nothing watches")
    }

    @Test func showInPanelSwitchesFromTheMenu() {
        preferences.send(.toggleShowInPanel)
        #expect(!settings.settings.showsInPanel)
        preferences.send(.toggleShowInPanel)
        #expect(settings.settings.showsInPanel)
        #expect(source.saveCount == 2)
    }

    @Test func theSyncFolderIsChosenWithTheFolderChooserShownWithItsStateAndStoppedWithNone() throws {
        preferences.send(.show)
        #expect(chosen("sync-folder") == ["None", "", "no none"])
        preferences.send(.chooseSyncFolder)
        let request = try #require(platform.folderRequests.last)
        #expect(request.title == "Choose a Sync Folder")
        #expect(request.current == nil)
        request.chosen("/home/ann/Sync")
        #expect(source.saved?.syncFolder == "/home/ann/Sync")
        #expect(chosen("sync-folder") == ["/home/ann/Sync", "In use · 0 other computers", "none"])
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        machines.set([MachineLiveState(machine: laptop, machineName: "laptop", writtenAt: .zero, stopwatches: [])])
        #expect(chosen("sync-folder")[1] == "In use · 1 other computer", "told as the folder is read")
        // 2025-11-21 12:00 UTC.
        machines.lastFileRead = SyncFileRead(machine: laptop, name: "sessions-2025-11.jsonl", at: .seconds(1_763_726_400))
        #expect(chosen("sync-folder")[1] == "In use · 1 other computer\nLast read 2025-11-21 12:00: sessions-2025-11.jsonl of laptop")
        machines.writeFailure = .refused("Read-only file system")
        #expect(
            chosen("sync-folder")[1]
                == "Cannot be written to: Read-only file system. This computer's sessions wait, and are written once it can be.\n"
                + "Last read 2025-11-21 12:00: sessions-2025-11.jsonl of laptop")
        // What the app knows, in the user's words (the localizer's); the system's reason as it gave it.
        machines.writeFailure = .ownFolderGone
        #expect(
            chosen("sync-folder")[1].hasPrefix(
                "Cannot be written to: this computer's folder in it is gone (its disk or share not mounted?). This computer's"))
        machines.writeFailure = .ownFolderIsLink
        #expect(chosen("sync-folder")[1].hasPrefix("Cannot be written to: this computer's folder in it is a symbolic link,"))
        preferences.send(.chooseSyncFolder)
        #expect(platform.folderRequests.last?.current == "/home/ann/Sync", "the chooser opens where the folder is")
        guard case .folder(_, _, _, _, let none?, _) = preferences.viewState?.rows.first(where: { $0.key == "sync-folder" })?.kind
        else {
            Issue.record("no command for none")
            return
        }
        #expect(none == .choosePreference(.syncFolder("")))
        preferences.send(.choose(.syncFolder("")))
        #expect(source.saved?.syncFolder == "")
        #expect(chosen("sync-folder") == ["None", "", "no none"])
    }

    @Test func aSyncFolderThatIsNoAbsolutePathIsNotKept() {
        preferences.send(.choose(.syncFolder("Sync")))
        preferences.send(.choose(.syncFolder("/tmp/\u{0}x")))
        preferences.send(.choose(.syncFolder("/" + String(repeating: "a", count: 5000))))
        #expect(settings.settings.syncFolder == "")
        #expect(source.saveCount == 0)
    }

    @Test func theOtherMachinesTheHistoryCountsAreListedEachToForgetAndReadAgainAsItChanges() {
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        let attic = MachineID("fedcba9876543210fedcba9876543210")!
        core.historyDataSource.takeIn([], from: laptop, named: "laptop")
        preferences.send(.show)
        #expect(chosen("other-computers") == ["laptop: Forget laptop"])
        core.historyDataSource.takeIn([], from: attic, named: nil)
        core.useCases.history.forget(attic)
        core.useCases.history.remember(attic)
        #expect(chosen("other-computers") == ["fedcba98: Forget fedcba98", "laptop: Forget laptop"], "read again as the history changes")
        preferences.send(.forgetMachine(laptop))
        #expect(forgetting.forgotten == ["laptop"])
        preferences.send(.forgetMachine(MachineID("00000000000000000000000000000000")!))
        #expect(forgetting.forgotten == ["laptop"], "one it does not list is not forgotten")
    }

    @Test func anotherInstallationWritingAsThisOneIsSaidWithANewIdOfferedAndTakenOnce() {
        preferences.send(.show)
        machines.machineIDShared = true
        #expect(chosen("machine-id-shared") == [], "without a folder, nothing to say")
        settings.choose(.syncFolder("/home/ann/Sync"))
        #expect(chosen("machine-id-shared") == ["This computer's sessions from now on under a new id: Use a New Id"])
        let row = preferences.viewState?.rows.first { $0.key == "machine-id-shared" }
        #expect(row?.title == "This computer twice")
        guard case .list(let items) = row?.kind else {
            Issue.record("not a list")
            return
        }
        #expect(items.first?.action.command == .preferences(.takeNewMachineID))
        #expect(items.first?.action.title == "Use a _New Id")
        preferences.send(.takeNewMachineID)
        #expect(machines.newMachineIDs == 1)
        #expect(chosen("machine-id-shared") == [], "said no more")
        preferences.send(.takeNewMachineID)
        #expect(machines.newMachineIDs == 1, "not shared: no new id")
    }
}

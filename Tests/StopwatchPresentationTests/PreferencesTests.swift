import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Preferences window and what it changes: precision and the big number on every screen
/// that shows a time, the settings kept, changes from outside shown at once.
@MainActor @Suite struct PreferencesTests {
    let harness = PresentationHarness()
    var app: AppViewModel { harness.app }

    /// The option titles of the row `key`, the chosen ones marked with a star.
    func options(_ key: String) -> [String] {
        guard let row = app.viewState.preferences?.rows.first(where: { $0.key == key }) else { return [] }
        switch row.kind {
        case .choice(let options): return options.map { $0.isChosen ? "*" + $0.title : $0.title }
        case .toggle(let isOn, _, _): return [isOn ? "on" : "off"]
        case .folder(let path, _, _, _, _, _): return [path]
        case .list(let items): return items.map(\.title)
        }
    }

    @Test func controlCommaOpensTheWindowWithWhatIsChosenAndCloseClosesIt() {
        #expect(app.viewState.preferences == nil)
        #expect(app.command(for: .control(",")) == .showPreferences)
        harness.app.send(.control(","))
        #expect(app.viewState.preferences?.title == "Preferences")
        #expect(
            app.viewState.preferences?.rows.map(\.key) == [
                "precision", "big-number", "keep-awake", "on-lock", "away-after", "when-away", "show-in-panel", "alert-sound",
                "sync-folder", "machine-id-shared", "other-computers",
            ])
        #expect(options("precision") == ["*Hundredths", "Tenths", "Whole seconds"])
        #expect(options("big-number") == ["*Total time", "Lap in progress"])
        #expect(options("keep-awake") == ["off"])
        #expect(options("on-lock") == ["*Keep running", "Pause"])
        #expect(options("show-in-panel") == ["on"])
        #expect(options("alert-sound") == ["on"])
        #expect(
            app.menu.sections.joined().contains { (item: AppMenu.Item) in item.command == .showPreferences && item.title == "Preferences" })
        harness.send(.closePreferences)
        #expect(app.viewState.preferences == nil)
        #expect(!app.viewState.allows(.closePreferences))
    }

    @Test func tenthsShowOnTheDisplayTheLapsTheStatisticsAndTheCopiedTableButTheExportKeepsHundredths() {
        harness.startWithLaps(3, seconds: [1, 2, 3])
        harness.advance(by: .milliseconds(1_234))
        harness.send(.showPreferences, .choosePreference(.precision(.tenths)))
        #expect(harness.settings.saved?.timeStyle.precision == .tenths)
        #expect(options("precision") == ["Hundredths", "*Tenths", "Whole seconds"])
        #expect(app.home.viewState.running.time.text == "00:07.2")
        #expect(app.home.viewState.running.currentLap?.lapTime == "00:01.2")
        #expect(app.home.viewState.recentLaps.map(\.lapTime) == ["00:03.0", "00:02.0"])
        #expect(app.home.viewState.recentLaps.first?.difference == "+00:01.0")
        harness.send(.closePreferences, .showLaps)
        #expect(app.laps.viewState.running.time.text == "00:07.2")
        #expect(app.laps.viewState.laps[0].totalTime == "00:06.0")
        #expect(app.laps.viewState.glance?.statistics.contains("average\u{00A0}2.0") == true)
        harness.send(.copyLaps)
        #expect(harness.platform.clipboard?.contains("00:03.0") == true)
        #expect(harness.platform.clipboard?.contains("00:03.00") == false)
        harness.send(.exportLaps)
        #expect(harness.platform.savedFiles.last?.contents.contains("3,3000,00:03.00,") == true)
    }

    @Test func wholeSecondsDropTheFractionAndTheDecimalPoint() {
        harness.send(.choosePreference(.precision(.seconds)), .toggle)
        harness.advance(by: .milliseconds(61_990))
        #expect(app.home.viewState.running.time.text == "01:01")
        #expect(app.home.viewState.running.time.clock == "01:01")
        #expect(app.home.viewState.running.time.fraction == "")
        harness.send(.lap)
        harness.advance(by: .milliseconds(900))
        #expect(app.home.viewState.recentLaps.first?.lapTime == "01:01")
        // Under a second either way, no sign claims a difference the digits cannot show.
        harness.advance(by: .milliseconds(60_500))
        harness.send(.lap)
        #expect(app.home.viewState.recentLaps.first?.difference == "\u{00B1}00:00")
    }

    @Test func theLapAsTheBigNumberPutsTheTotalBeneath() {
        harness.startWithLaps(1, seconds: [5])
        harness.advance(by: .milliseconds(2_500))
        #expect(app.home.viewState.running.totalBeneath == nil)
        harness.send(.choosePreference(.bigNumber(.lap)))
        #expect(harness.settings.saved?.timeStyle.bigNumber == .lap)
        #expect(app.home.viewState.running.time.text == "00:02.50")
        #expect(app.home.viewState.running.totalBeneath == "00:07.50")
        #expect(app.home.viewState.running.spokenTime == "Lap 2, 2 seconds")
        // The next frames move both; a new lap starts the big number from zero.
        harness.advance(by: .milliseconds(10))
        #expect(app.home.viewState.running.time.text == "00:02.51")
        #expect(app.home.viewState.running.totalBeneath == "00:07.51")
        harness.send(.lap)
        harness.advance(by: .milliseconds(30))
        #expect(app.home.viewState.running.time.text == "00:00.03")
        #expect(app.home.viewState.running.totalBeneath == "00:07.54")
        #expect(app.home.viewState.running.spokenTime == "Lap 3, 0 seconds")
        harness.send(.choosePreference(.bigNumber(.total)))
        #expect(app.home.viewState.running.time.text == "00:07.54")
        #expect(app.home.viewState.running.totalBeneath == nil)
    }

    @Test func aChangeFromOutsideShowsAtOnceOnTheScreensAndInTheOpenWindow() {
        harness.send(.toggle, .showPreferences)
        harness.advance(by: .milliseconds(3_456))
        var changed = harness.settings.load()
        changed.timeStyle = TimeStyle(precision: .tenths, bigNumber: .lap)
        harness.settings.changeFromOutside(changed)
        #expect(options("precision") == ["Hundredths", "*Tenths", "Whole seconds"])
        #expect(options("big-number") == ["Total time", "*Lap in progress"])
        #expect(app.home.viewState.running.time.text == "00:03.4")
        #expect(app.home.viewState.running.totalBeneath == "00:03.4")
    }

    @Test func theSwitchesReachThePartsThatFollowThem() {
        app.presence.windowVisibilityChanged(true)
        harness.send(.toggle, .showPreferences, .choosePreference(.keepsAwake(true)))
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running"])
        #expect(options("keep-awake") == ["on"])
        harness.send(.choosePreference(.showsInPanel(false)))
        #expect(!app.viewState.isOn(.showInPanel))
        #expect(app.panel.item == nil)
        harness.send(.choosePreference(.pausesOnLock(true)))
        harness.screenLock.setLocked(true)
        #expect(harness.core.store.state.status == .paused)
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running", "release"])
        #expect(harness.settings.saved == AppSettings(showsInPanel: false, keepsAwake: true, pausesOnLock: true))
    }

    @Test func theStyleChosenBeforeIsShownFromTheStart() {
        let styled = PresentationHarness(settings: AppSettings(timeStyle: TimeStyle(precision: .seconds, bigNumber: .lap)))
        styled.send(.toggle)
        styled.advance(by: .milliseconds(4_560))
        #expect(styled.home.viewState.running.time.text == "00:04")
        #expect(styled.home.viewState.running.totalBeneath == "00:04")
    }

    @Test func controlMMakesTheWindowCompactRemembersItAndComesBackTheSameWay() {
        #expect(app.command(for: .control("m")) == .toggleCompact)
        #expect(!app.viewState.mode.isCompact && !app.viewState.isOn(.toggleCompact))
        harness.app.send(.control("m"))
        #expect(app.viewState.mode.isCompact && app.viewState.isOn(.toggleCompact))
        #expect(harness.settings.saved?.isCompact == true)
        #expect(
            app.menu.sections.joined().contains { (item: AppMenu.Item) in item.command == .toggleCompact && item.title == "Compact Window" }
        )
        // Remembered: the next start is compact.
        #expect(PresentationHarness(settings: harness.settings.saved).app.viewState.mode.isCompact)
        harness.app.send(.control("m"))
        #expect(!app.viewState.mode.isCompact && harness.settings.saved?.isCompact == false)
        // From outside too.
        var changed = harness.settings.load()
        changed.isCompact = true
        harness.settings.changeFromOutside(changed)
        #expect(app.viewState.mode.isCompact)
    }

    @Test func withTheLapAsTheBigNumberANewSecondOfTheLapIsToldAsANewSecond() {
        harness.send(.toggle)
        harness.advance(by: .milliseconds(1_300))
        harness.send(.lap, .choosePreference(.bigNumber(.lap)))
        var told: [ViewStateChange] = []
        app.home.addChangeListener { told.append($0) }
        // On to a total of 2.00 s (a second of the total): the lap is at 1.00 s at 2.30 s.
        for _ in 0..<70 { harness.advance(by: .milliseconds(10)) }
        told = []
        for _ in 0..<29 { harness.advance(by: .milliseconds(10)) }
        #expect(!told.contains(.runningTimeSecond), "a new second told within the lap's second")
        harness.advance(by: .milliseconds(10))
        #expect(told.last == .runningTimeSecond, "the lap's new second was told as any tick")
        #expect(app.home.viewState.running.time.text == "00:01.00")
        #expect(app.home.viewState.running.totalBeneath == "00:02.30")
    }

    @Test func f11ShowsHomeFullScreenWhereEscapeOrF11LeaveAndNoOtherScreenOpens() {
        harness.startWithLaps(3)
        harness.send(.showLaps)
        #expect(app.command(for: .f11) == .toggleFullScreen)
        harness.app.send(.f11)
        #expect(app.viewState.mode.isFullScreen && app.viewState.isOn(.toggleFullScreen))
        #expect(app.route == .home, "full screen shows Home's time")
        #expect(!app.viewState.allows(.showLaps) && !app.viewState.allows(.showHistory))
        #expect(app.command(for: .escape) == .leaveFullScreen)
        #expect(app.command(for: .space) == .toggle)
        harness.app.send(.escape)
        #expect(!app.viewState.mode.isFullScreen && !app.viewState.allows(.leaveFullScreen))
        #expect(app.viewState.allows(.showLaps))
        harness.app.send(.f11)
        harness.app.send(.f11)
        #expect(!app.viewState.mode.isFullScreen)
        #expect(harness.settings.saveCount == 0, "full screen is for this run, never saved")
    }

    @Test func toTheWholeSecondTheTimeMovesOnEachSecondAndNothingWakesBetween() {
        let ticker = harness.core.ticker
        let wakes = harness.core.scheduler
        var told: [ViewStateChange] = []
        app.home.addChangeListener { told.append($0) }
        harness.send(.choosePreference(.precision(.seconds)), .toggle)
        #expect(!ticker.isRunning, "no ticks between the seconds")
        #expect(wakes.delays.last == .seconds(1), "a wake on the next second")
        harness.core.clock.advance(by: .milliseconds(999))
        wakes.runDue()
        #expect(app.home.viewState.running.time.text == "00:00")
        harness.core.clock.advance(by: .milliseconds(1))
        wakes.runDue()
        #expect(app.home.viewState.running.time.text == "00:01")
        #expect(told.last == .runningTimeSecond)
        harness.core.clock.advance(by: .milliseconds(300))
        wakes.runDue()
        // The lap as the big number: its seconds turn at other moments, and wake it too.
        harness.send(.lap, .choosePreference(.bigNumber(.lap)))
        #expect(wakes.nextDue == harness.core.clock.now() + .milliseconds(700), "the total's next second, at 2.00 s")
        harness.core.clock.advance(by: .milliseconds(700))
        wakes.runDue()
        #expect(wakes.nextDue == harness.core.clock.now() + .milliseconds(300), "the lap's next second, at 2.30 s")
        harness.core.clock.advance(by: .milliseconds(300))
        wakes.runDue()
        #expect(app.home.viewState.running.time.text == "00:01")
        #expect(app.home.viewState.running.totalBeneath == "00:02")
        // Back to hundredths: the regular ticks, and no wake of the seconds.
        harness.send(.choosePreference(.precision(.hundredths)))
        #expect(ticker.interval == TimerService.tickInterval && ticker.isRunning)
        #expect(wakes.waitingCount == 0)
        harness.send(.toggle)
        #expect(!ticker.isRunning)
    }

    @Test func toTheWholeSecondAnUnseenWindowIsWokenForNothing() {
        harness.send(.choosePreference(.precision(.seconds)), .toggle)
        #expect(harness.core.scheduler.waitingCount == 1)
        app.presence.windowVisibilityChanged(false)
        #expect(harness.core.scheduler.waitingCount == 0, "nothing shown, nothing to wake for")
        harness.core.clock.advance(by: .milliseconds(2_500))
        app.presence.windowVisibilityChanged(true)
        #expect(app.home.viewState.running.time.text == "00:02", "brought up to date when seen again")
        #expect(harness.core.scheduler.waitingCount == 1)
    }

    @Test func aStoppedTimeIsSaidAsFinelyAsItIsShown() {
        harness.startWithLaps(1, seconds: [2])
        harness.advance(by: .milliseconds(1_276))
        harness.send(.toggle)
        #expect(app.home.viewState.running.spokenTime == "3.27 seconds")
        harness.send(.choosePreference(.precision(.tenths)))
        #expect(app.home.viewState.running.spokenTime == "3.2 seconds")
        #expect(app.home.viewState.recentLaps.first?.spokenDescription.contains("2.0 seconds") == true)
        harness.send(.choosePreference(.precision(.seconds)))
        #expect(app.home.viewState.running.spokenTime == "3 seconds")
        #expect(app.home.viewState.running.currentLap?.spokenDescription.hasPrefix("Lap 2 in progress, 1 second, total 3 seconds") == true)
    }
}

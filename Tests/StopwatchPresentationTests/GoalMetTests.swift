import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// A goal met, told as an alert is (ARCHITECTURE.md, "Goals"), through the app ViewModel: the sound,
/// the notification, the banner, the screen reader, the signal and the log line, at its moment,
/// once a period.
@MainActor @Suite struct GoalMetTests {
    let harness = PresentationHarness()
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)

    @Test func aGoalMetRunningIsHeardSeenAndToldEverywhereOnce() throws {
        _ = try #require(harness.core.useCases.setGoal).execute(Self.hourADay)
        harness.send(.toggle)
        harness.advance(by: .milliseconds(3_599_990))
        #expect(harness.app.viewState.alert == nil && harness.sounds.played.isEmpty, "not yet")
        harness.advance(by: .milliseconds(10))
        #expect(harness.sounds.played == [.timeReached])
        #expect(
            harness.notifications.alerts == [
                DesktopNotification(
                    title: "Stopwatch 1 met its goal: 1 h today", body: "1 day in a row",
                    buttons: [CommandButton(command: .targeted(.pause, "1"), title: "Pause")])
            ])
        #expect(harness.app.viewState.alert?.message == "Stopwatch 1 met its goal: 1 h today")
        #expect(harness.app.viewState.alert?.detail == "1 day in a row")
        #expect(harness.announcer.texts.last == "Stopwatch 1 met its goal: 1 hour today")
        #expect(harness.alertSignals.signals == ["GoalMet 1 3600000 day"])
        #expect(harness.core.logger.messages(atLeast: .info).contains("goal met: stopwatch 1, 3600000 ms a day, 0 ms late"))
        harness.send(.dismissAlert)
        harness.advance(by: .seconds(3600))
        #expect(harness.alertSignals.signals.count == 1 && harness.app.viewState.alert == nil, "once a period")
    }

    @Test func withTheAlertSoundOffNoSoundPlaysAndTheRestIsTold() throws {
        harness.send(.choosePreference(.alertSound(false)))
        _ = try #require(harness.core.useCases.setGoal).execute(try StopwatchGoal(.seconds(90 * 60), per: .week))
        harness.send(.toggle)
        harness.advance(by: .seconds(90 * 60))
        #expect(harness.sounds.played.isEmpty)
        #expect(harness.app.viewState.alert?.message == "Stopwatch 1 met its goal: 1 h 30 min this week")
        #expect(harness.announcer.texts.last == "Stopwatch 1 met its goal: 1 hour 30 minutes this week")
        #expect(harness.alertSignals.signals == ["GoalMet 1 5400000 week"])
    }
}

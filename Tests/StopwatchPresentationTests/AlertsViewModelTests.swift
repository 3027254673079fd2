import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Alerts window's ViewModel alone, over a core on a fake clock: what the window shows,
/// what its fields and buttons set, the refusals with their reasons, the commands from
/// outside, and the stopwatch it follows.
@MainActor @Suite struct AlertsViewModelTests {
    let core = CoreHarness()
    let alerts: AlertsViewModel
    let changes = Counter()
    private static let minute = Duration.seconds(60)

    final class Counter {
        var count = 0
    }

    init() {
        alerts = AlertsViewModel(useCases: core.useCases, store: core.store, localizer: SourceLocalizer(), logger: core.logger)
        alerts.changes.add { [changes] in changes.count += 1 }
    }

    private var current: StopwatchAlerts { core.store.collection.current.alerts }

    @Test func theWindowOpensEmptyWithItsFieldsAndClosesAgain() throws {
        alerts.send(.open)
        let window = try #require(alerts.viewState)
        #expect(window.title == "Alerts")
        #expect(window.subtitle == "For Stopwatch 1")
        #expect(window.rows.isEmpty)
        #expect(window.noTimes == "No alert times yet")
        #expect([window.hoursLabel, window.minutesLabel, window.secondsLabel] == ["Hours", "Minutes", "Seconds"])
        #expect(window.maximumHours == 876_600, "100 years of hours")
        #expect(window.maximumMinutes == 59 && window.maximumSeconds == 59)
        #expect(window.maximumIntervalHours == 24)
        #expect(window.canAdd)
        #expect(window.interval == "Off" && !window.hasInterval)
        #expect(window.problem == nil)
        #expect(window.close == CommandButton(command: .closeAlerts, title: "_Close"))
        #expect(changes.count == 1)
        alerts.send(.close)
        #expect(alerts.viewState == nil)
        #expect(changes.count == 2)
    }

    @Test func aTimeAddedFromTheFieldsIsListedWithItsRemoveButton() throws {
        alerts.send(.open)
        alerts.send(.addTime(AlertTimeInput(hours: 0, minutes: 25, seconds: 0)))
        alerts.send(.addTime(AlertTimeInput(hours: 1, minutes: 2, seconds: 3)))
        #expect(current.times == [Self.minute * 25, .seconds(3723)])
        let rows = try #require(alerts.viewState).rows
        #expect(rows.map(\.time) == ["25:00", "1:02:03"])
        #expect(rows.map(\.spokenTime) == ["25 minutes, 0 seconds", "1 hour, 2 minutes, 3 seconds"])
        #expect(rows[0].remove == CommandButton(command: .removeAlert(milliseconds: 1_500_000), title: "Remove"))
        #expect(rows[0].removeLabel == "Remove the alert at 25:00")
        #expect(alerts.hasAlerts)
        alerts.send(.removeTime(milliseconds: 1_500_000))
        #expect(current.times == [.seconds(3723)])
        #expect(try #require(alerts.viewState).rows.map(\.time) == ["1:02:03"])
    }

    @Test func fieldsOutOfTheirRangeAreHeldToIt() {
        #expect(AlertsViewModel.time(of: AlertTimeInput(hours: -3, minutes: 75, seconds: 99)) == .seconds(59 * 60 + 59))
        #expect(AlertsViewModel.time(of: AlertTimeInput(hours: .max, minutes: 0, seconds: 0)) == .seconds(876_600 * 3600))
    }

    @Test func aZeroTimeIsRefusedWithItsReasonAndNothingChanges() throws {
        alerts.send(.open)
        alerts.send(.addTime(AlertTimeInput()))
        #expect(current.isEmpty)
        #expect(try #require(alerts.viewState).problem == "An alert needs a time over zero.")
        alerts.send(.addTime(AlertTimeInput(minutes: 5)))
        #expect(try #require(alerts.viewState).problem == nil, "a change that is done clears the reason")
    }

    @Test func theEleventhTimeIsRefusedAndAddNoLongerApplies() throws {
        alerts.send(.open)
        for minute in 1...10 { alerts.send(.addTime(AlertTimeInput(minutes: minute))) }
        let window = try #require(alerts.viewState)
        #expect(window.rows.count == 10)
        #expect(!window.canAdd)
        alerts.send(.addTime(AlertTimeInput(minutes: 30)))
        #expect(current.times.count == 10)
        #expect(try #require(alerts.viewState).problem == "A stopwatch holds at most 10 alert times.")
    }

    @Test func theIntervalIsSetInWholeMinutesAndTurnedOff() throws {
        alerts.send(.open)
        alerts.send(.setInterval(AlertTimeInput(hours: 1, minutes: 30, seconds: 45)))
        #expect(current.interval == Self.minute * 90, "the interval's fields have no seconds")
        var window = try #require(alerts.viewState)
        #expect(window.interval == "1 hour, 30 minutes" && window.hasInterval)
        #expect(window.clearInterval == CommandButton(command: .alertEvery(milliseconds: 0), title: "_Turn Off"))
        alerts.send(.setInterval(AlertTimeInput(hours: 0, minutes: 0)))
        window = try #require(alerts.viewState)
        #expect(window.problem == "An alert needs a time over zero.")
        #expect(current.interval == Self.minute * 90)
        alerts.send(.alertEvery(milliseconds: 0))
        window = try #require(alerts.viewState)
        #expect(current.interval == nil)
        #expect(window.interval == "Off" && !window.hasInterval)
    }

    @Test func commandsFromOutsideSetTheCurrentStopwatchAndARefusalIsLogged() {
        alerts.send(.alertAt(milliseconds: 600_000))
        alerts.send(.alertEvery(milliseconds: 900_000))
        #expect(current.times == [Self.minute * 10])
        #expect(current.interval == Self.minute * 15)
        alerts.send(.alertAt(milliseconds: -5))
        #expect(current.times == [Self.minute * 10])
        #expect(core.logger.messages(atLeast: .info).contains("Alerts not set: An alert needs a time over zero."))
        alerts.send(.alertEvery(milliseconds: 86_400_001))
        #expect(core.logger.messages(atLeast: .info).contains("Alerts not set: The interval must be at most a day."))
        #expect(alerts.viewState == nil, "a refusal from outside opens no window")
        alerts.send(.clearAll)
        #expect(current.isEmpty)
    }

    @Test func hasAlertsIsToldWhenItChangesWithTheWindowClosed() {
        #expect(!alerts.hasAlerts)
        alerts.send(.alertAt(milliseconds: 60_000))
        #expect(alerts.hasAlerts)
        #expect(changes.count == 1)
        alerts.send(.alertAt(milliseconds: 120_000))
        #expect(changes.count == 1, "still has alerts: nothing to tell")
        alerts.send(.clearAll)
        #expect(!alerts.hasAlerts)
        #expect(changes.count == 2)
    }

    @Test func theWindowFollowsTheStopwatchThatBecomesCurrent() throws {
        alerts.send(.alertAt(milliseconds: 60_000))
        alerts.send(.open)
        let second = try core.useCases.create.execute(name: "Tea") { "Stopwatch \($0)" }.get()
        core.useCases.select.execute(second)
        var window = try #require(alerts.viewState)
        #expect(window.subtitle == "For Tea")
        #expect(window.rows.isEmpty)
        #expect(!alerts.hasAlerts)
        alerts.send(.addTime(AlertTimeInput(minutes: 3)))
        #expect(core.store.collection.members.first { $0.id == second }?.alerts.times == [Self.minute * 3])
        #expect(core.store.collection.members.first { $0.id != second }?.alerts.times == [Self.minute])
        window = try #require(alerts.viewState)
        #expect(window.rows.map(\.time) == ["03:00"])
    }

    @Test func setAlertsFromOutsideNamesAStopwatchAndAnswersWithTheReason() throws {
        let tea = try core.useCases.create.execute(name: "Tea") { "Stopwatch \($0)" }.get()
        #expect(alerts.setAlerts(milliseconds: [300_000, 60_000], everyMilliseconds: 0, on: tea) == nil)
        #expect(core.store.collection.members.first { $0.id == tea }?.alerts.times == [Self.minute, Self.minute * 5])
        #expect(
            alerts.setAlerts(milliseconds: Array(1...11).map { Int64($0) * 60_000 }, everyMilliseconds: 0, on: tea)
                == "A stopwatch holds at most 10 alert times.")
        #expect(alerts.setAlerts(milliseconds: [], everyMilliseconds: 30_000, on: tea) == "The interval must be at least a minute.")
        #expect(core.store.collection.members.first { $0.id == tea }?.alerts.times == [Self.minute, Self.minute * 5])
    }
}

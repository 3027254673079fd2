import StopwatchCore
import StopwatchTestSupport
import Testing

/// A stopwatch's alerts alone: the rules each is held to, from the app and from outside, and
/// what a damaged file keeps.
@Suite struct StopwatchAlertsTests {
    private static let minute = Duration.seconds(60)

    @Test func timesAreKeptAscendingAndEachOnce() throws {
        let alerts = try StopwatchAlerts(times: [.seconds(3000), .seconds(1500), .seconds(3000)], interval: .seconds(600))
        #expect(alerts.times == [.seconds(1500), .seconds(3000)])
        #expect(alerts.interval == .seconds(600))
        #expect(!alerts.isEmpty && StopwatchAlerts.none.isEmpty)
    }

    @Test(arguments: [
        ([Int64(0)], Int64(0), AlertsProblem.notPositive),
        ([-5], 0, .notPositive),
        ([3_155_760_000_001], 0, .pastTheLimit),
        ([.max], 0, .pastTheLimit),
        (Array(1...11).map { Int64($0) * 1000 }, 0, .tooMany(11)),
        ([], 59_999, .intervalUnderAMinute),
        ([], -60_000, .notPositive),
        ([], 86_400_001, .intervalOverADay),
        ([], .max, .intervalOverADay),
    ])
    func numbersFromOutsideAreRefusedWithTheRuleTheyBreak(times: [Int64], every: Int64, problem: AlertsProblem) {
        #expect(throws: problem) { try StopwatchAlerts(milliseconds: times, everyMilliseconds: every) }
    }

    @Test func aMillionTimesAreRefusedBeforeAnyIsRead() {
        let million = [Int64](repeating: 1000, count: 1_000_000)
        #expect(throws: AlertsProblem.tooMany(1_000_000)) { try StopwatchAlerts(milliseconds: million, everyMilliseconds: 0) }
    }

    @Test func theEdgesOfTheRulesAreWithinThem() throws {
        let alerts = try StopwatchAlerts(
            milliseconds: [1, 3_155_760_000_000] + Array(2...9).map { Int64($0) }, everyMilliseconds: 86_400_000)
        #expect(alerts.times.count == 10)
        #expect(try StopwatchAlerts(milliseconds: [], everyMilliseconds: 60_000).interval == Self.minute)
        #expect(try StopwatchAlerts(milliseconds: [], everyMilliseconds: 0) == .none, "an interval of 0 is none")
    }

    @Test func addingRemovingAndTheIntervalKeepTheRules() throws {
        var alerts = StopwatchAlerts.none
        for minutes in 1...10 { alerts = try alerts.adding(Self.minute * minutes) }
        #expect(throws: AlertsProblem.tooMany(11)) { try alerts.adding(.seconds(1)) }
        #expect(try alerts.adding(Self.minute) == alerts, "a time already there changes nothing")
        alerts = alerts.removing(Self.minute * 5)
        #expect(alerts.times.count == 9 && !alerts.times.contains(Self.minute * 5))
        #expect(throws: AlertsProblem.intervalUnderAMinute) { try alerts.every(.seconds(30)) }
        alerts = try alerts.every(Self.minute * 15)
        #expect(try alerts.every(nil).interval == nil)
    }

    /// A million times normally, a tenth under the sanitizers (TestScale).
    @Test func aDamagedFileKeepsWhatIsWithinTheRules() {
        let kept = StopwatchAlerts(
            keepingValid: [-1, 0, 5000, .max, 3000, 5000] + Array(1...TestScale.count(1_000_000)).map { Int64($0) * 60_000 },
            everyMilliseconds: 10)
        #expect(kept.times.first == .seconds(3) && kept.times.count == 10, "the first ten that keep the rules, ascending")
        #expect(kept.interval == nil, "an interval under a minute is left out")
        #expect(StopwatchAlerts(keepingValid: [], everyMilliseconds: .min).interval == nil)
    }

    @Test func theLastAlertReachedOnTheWayIsTheLatestTimeOrMultiple() throws {
        let alerts = try StopwatchAlerts(times: [Self.minute * 25, Self.minute * 30], interval: Self.minute * 10)
        #expect(alerts.last(reachedFrom: .zero, to: Self.minute * 9) == nil)
        #expect(alerts.last(reachedFrom: .zero, to: Self.minute * 26)! == (.time, Self.minute * 25))
        #expect(alerts.last(reachedFrom: .zero, to: Self.minute * 42)! == (.interval, Self.minute * 40))
        #expect(alerts.last(reachedFrom: Self.minute * 25, to: Self.minute * 29) == nil, "the start itself is not reached")
        #expect(
            alerts.last(reachedFrom: Self.minute * 20, to: Self.minute * 35)! == (.time, Self.minute * 30), "a time wins at the same time")
    }
}

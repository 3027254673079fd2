import StopwatchCore
import StopwatchTestSupport
import Testing

/// The history as the mends leave it (ARCHITECTURE.md, "Mends"): the list shows each session as
/// mended, and each day's totals gain or lose what the mends moved, worked out by hand here.
@Suite struct MendedHistoryTests {
    private static let here = MachineID("0123456789abcdef0123456789abcdef")!
    private static let laptop = MachineID("fedcba9876543210fedcba9876543210")!
    /// Midnight (UTC) of 1 December 2025, and 9:00 that day, as seconds since the epoch.
    private static let midnight = Duration.seconds(1_764_547_200)
    private static let nine = midnight + .seconds(9 * 3600)
    /// That day and the next, as totals ask for them.
    private static let days = [midnight, midnight + .seconds(86_400), midnight + .seconds(2 * 86_400)]

    private static func at(minutes: Int) -> Duration { nine + .seconds(minutes * 60) }

    /// A session of `name` on `machine` that ran from `from` to `to` minutes after nine.
    private static func session(_ id: Int64, on machine: MachineID, _ name: String, from: Int, to: Int) -> MachineSession {
        MachineSession(
            id: SessionID(rawValue: id), machine: machine, stopwatchName: name, startedAt: at(minutes: from),
            elapsed: .seconds((to - from) * 60), lapCount: 2,
            runLog: RunLog(spans: [RunLog.Span(start: at(minutes: from), end: at(minutes: to))]))
    }

    private static func summary(of session: MachineSession) -> SessionSummary {
        SessionSummary(
            id: session.id, startedAt: session.startedAt, elapsed: session.elapsed, lapCount: session.lapCount,
            bestLap: .seconds(60), stopwatchName: session.stopwatchName, machine: session.machine == here ? nil : session.machine,
            machineName: session.machine == here ? nil : "laptop")
    }

    private static func mend(_ count: Int64, by machine: MachineID, _ session: MachineSession, _ change: MendChange) -> SessionMend {
        SessionMend(
            stamp: MendStamp(count: count, machine: machine), session: SessionRef(machine: session.machine, id: session.id),
            change: change)
    }

    /// Writing here 9:00–10:00, Reading on the laptop 11:00–11:30.
    private static let writing = session(1, on: here, "Writing", from: 0, to: 60)
    private static let reading = session(1, on: laptop, "Reading", from: 120, to: 150)

    private func mended(_ mends: [SessionMend]) -> MendedHistory {
        MendedHistory(mends: mends, sessions: [Self.writing, Self.reading], thisMachine: Self.here)
    }

    @Test func withoutMendsTheListAndTheTotalsAreAsStored() {
        let history = mended([])
        let listed = [Self.summary(of: Self.reading), Self.summary(of: Self.writing)]
        #expect(history.changesNothing)
        #expect(history.summaries(listed) == listed)
        #expect(history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: []) == [])
    }

    @Test func aLaterBeginningShortensTheSessionInTheListAndTakesHalfAnHourFromItsDay() throws {
        let history = mended([Self.mend(1, by: Self.laptop, Self.writing, .begin(Self.at(minutes: 30)))])
        let listed = history.summaries([Self.summary(of: Self.reading), Self.summary(of: Self.writing)])
        let mended = try #require(listed.first { $0.machine == nil })
        #expect(mended.startedAt == Self.at(minutes: 30))
        #expect(mended.elapsed == .seconds(30 * 60))
        #expect(mended.stopwatchName == "Writing")
        #expect(mended.lapCount == 2)
        #expect(listed.map(\.startedAt) == [Self.at(minutes: 120), Self.at(minutes: 30)], "newest first still")
        // 9:00–9:30 no longer ran: the first day loses 30 minutes of Writing, the second nothing.
        #expect(
            history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: [])
                == [TimeCredit(stopwatch: "Writing", at: Self.midnight, amount: .seconds(-30 * 60))])
    }

    @Test func anotherStopwatchMovesTheTimeFromOneNameToTheOther() throws {
        let history = mended([Self.mend(4, by: Self.here, Self.reading, .stopwatch("Writing"))])
        let listed = history.summaries([Self.summary(of: Self.reading), Self.summary(of: Self.writing)])
        let moved = try #require(listed.first { $0.machine == Self.laptop })
        #expect(moved.stopwatchName == "Writing")
        #expect(moved.machineName == "laptop")
        #expect(moved.elapsed == .seconds(30 * 60))
        #expect(
            history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: [])
                == [
                    TimeCredit(stopwatch: "Reading", at: Self.midnight, amount: .seconds(-30 * 60)),
                    TimeCredit(stopwatch: "Writing", at: Self.midnight, amount: .seconds(30 * 60)),
                ])
        // Only where it ran: the laptop's totals move, this machine's do not.
        #expect(history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .this, forgotten: []) == [])
        #expect(history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: [Self.laptop]) == [])
        #expect(history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .other(Self.laptop), forgotten: []).count == 2)
    }

    @Test func aRemovedSessionLeavesTheListAndItsDay() {
        let history = mended([Self.mend(2, by: Self.laptop, Self.reading, .remove)])
        #expect(history.summaries([Self.summary(of: Self.reading), Self.summary(of: Self.writing)]) == [Self.summary(of: Self.writing)])
        #expect(
            history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: [])
                == [TimeCredit(stopwatch: "Reading", at: Self.midnight, amount: .seconds(-30 * 60))])
    }

    @Test func aSessionMovedPastMidnightCountsOnTheNextDay() {
        // Its end moved to 00:30 the next day: 15 hours more on the first day (to midnight),
        // half an hour on the second.
        let history = mended([Self.mend(1, by: Self.here, Self.writing, .end(Self.days[1] + .seconds(30 * 60)))])
        #expect(
            history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: [])
                == [
                    TimeCredit(stopwatch: "Writing", at: Self.days[0], amount: .seconds(14 * 3600)),
                    TimeCredit(stopwatch: "Writing", at: Self.days[1], amount: .seconds(30 * 60)),
                ])
    }

    @Test func aSplitAddsItsSecondPartToTheList() throws {
        let history = mended([Self.mend(3, by: Self.here, Self.writing, .split(at: Self.at(minutes: 20), newID: SessionID(rawValue: 9)))])
        let listed = history.summaries([Self.summary(of: Self.reading), Self.summary(of: Self.writing)])
        #expect(listed.count == 3)
        let part = try #require(listed.first { $0.id == SessionID(rawValue: 9) })
        #expect(part.startedAt == Self.at(minutes: 20) && part.elapsed == .seconds(40 * 60) && part.machine == nil)
        let first = try #require(listed.first { $0.id == SessionID(rawValue: 1) && $0.machine == nil })
        #expect(first.elapsed == .seconds(20 * 60))
        #expect(history.corrections(boundaries: Self.days, unnamed: "Stopwatch", machine: .all, forgotten: []) == [])
    }

    @Test func theLatestStampIsWhereThisMachinesNextMendFollows() {
        let history = mended([
            Self.mend(7, by: Self.laptop, Self.reading, .note("a")), Self.mend(3, by: Self.here, Self.writing, .note("b")),
        ])
        #expect(history.latest == MendStamp(count: 7, machine: Self.laptop))
        #expect(MendStamp.next(after: [history.latest!], on: Self.here) == MendStamp(count: 8, machine: Self.here))
    }
}

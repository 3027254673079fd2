import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// History's days with their sums and its filter, worked by hand: four sessions of two
/// stopwatches on two machines over three days, read on Sunday 6 December 2026 at 14:30 UTC
/// (the calendar's zone).
@MainActor @Suite struct HistoryFilterTests {
    let core = CoreHarness()
    let calendar = FixedOffsetCalendar()
    let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    let history: HistoryViewModel

    init() {
        let now = calendar.instant(on: LocalDay(iso: "2026-12-06")!, hour: 14, minute: 30, second: 0)
        history = HistoryViewModel(
            localizer: SourceLocalizer(), useCases: core.useCases.history, calendar: calendar, wallClock: FakeClock(now: now))
        // This machine: Writing today 09:00 for 30 min; "writing" yesterday 20:00 for 45 min.
        add(1, "Writing", on: "2026-12-06", hour: 9, minutes: 30)
        add(3, "writing", on: "2026-12-05", hour: 20, minutes: 45)
        // The laptop: Reading today 11:00 for 15 min; Writing on Saturday 28 November 10:00 for an hour.
        core.historyDataSource.takeIn(
            [
                session(2, "Reading", on: "2026-12-06", hour: 11, minutes: 15),
                session(4, "Writing", on: "2026-11-28", hour: 10, minutes: 60),
            ],
            from: laptop, named: "laptop")
    }

    private func session(_ id: Int64, _ name: String, on day: String, hour: Int, minutes: Int64) -> Session {
        Session(
            id: SessionID(rawValue: id), startedAt: calendar.instant(on: LocalDay(iso: day)!, hour: hour, minute: 0, second: 0),
            elapsed: .seconds(minutes * 60), laps: LapHistory(), stopwatchName: name)
    }

    private func add(_ id: Int64, _ name: String, on day: String, hour: Int, minutes: Int64) {
        core.historyDataSource.add(session(id, name, on: day, hour: hour, minutes: minutes)) { _ in }
    }

    private var rows: [HistoryRow] {
        guard case .sessions(let rows) = history.viewState.content else { return [] }
        return rows.map { $0 }
    }

    private var ids: [Int64] { rows.map(\.id.rawValue) }

    @Test func eachDaysFirstSessionCarriesTheDayAndTheSumOfItsSessionsListed() {
        history.reload()
        #expect(ids == [2, 1, 3, 4], "newest first")
        #expect(rows.map { $0.dayHeading?.day } == ["Today", nil, "Yesterday", "Saturday 28 November"])
        // Today: 15 + 30 min; yesterday: 45 min; the 28th: an hour.
        #expect(rows.map { $0.dayHeading?.total } == ["45:00.00", nil, "45:00.00", "1:00:00.00"])
        // Said as each row's total is.
        #expect(rows[0].dayHeading?.spoken == "Today, 2 sessions, 45 minutes, 0.00 seconds in all")
        #expect(rows[0].accessibleName.hasPrefix("Today, 2 sessions, 45 minutes, 0.00 seconds in all. Today, 11:00, Reading"))
        #expect(rows[1].accessibleName.hasPrefix("Today, 09:00, Writing"), "the day said once, over its first")
        #expect(rows.map(\.timeOfDay) == ["11:00", "09:00", "20:00", "10:00"], "shown under the heading")
        #expect(rows[3].dayHeading?.spoken == "Saturday 28 November, 1 session, 1 hour, 0 minutes, 0.00 seconds in all")
    }

    @Test func theListNarrowsToOneStopwatchOfEveryMachineHoweverItsNameIsCased() {
        history.reload()
        history.send(.filter(.stopwatch("WRITING")))
        #expect(ids == [1, 3, 4])
        #expect(rows.map { $0.dayHeading?.total } == ["30:00.00", "45:00.00", "1:00:00.00"], "each day's sum of what is listed")
        #expect(history.viewState.filter == .stopwatch("Writing"), "the choice of that stopwatch, whatever its case")
        #expect(history.viewState.filterSpoken == "Show: Writing", "chosen: the name as its newest session spells it")
    }

    @Test func theListNarrowsToOneMachine() {
        history.reload()
        history.send(.filter(.machine(laptop)))
        #expect(ids == [2, 4])
        history.send(.filter(.thisMachine))
        #expect(ids == [1, 3])
        history.send(.filter(.everything))
        #expect(ids == [2, 1, 3, 4])
    }

    @Test func theChoicesAreEveryStopwatchNamedThenEachComputer() {
        history.reload()
        let choices = history.viewState.filters
        #expect(choices.map(\.label) == ["All Sessions", "Reading", "Writing", "On This Computer", "On laptop"])
        #expect(choices.map(\.isChosen) == [true, false, false, false, false])
        #expect(choices.map(\.startsGroup) == [false, true, false, true, false], "the stopwatches, then the computers")
        #expect(choices[2].command == .history(.filter(.stopwatch("Writing"))))
        #expect(history.viewState.filterTitle == "Show")
    }

    @Test func nextFilterGoesThroughEveryChoiceAndRoundToAllSessions() {
        history.reload()
        #expect(history.viewState.nextFilter?.command == .history(.nextFilter))
        #expect(history.viewState.nextFilter?.title == "Show Next")
        var shown: [String] = []
        for _ in 0..<5 {
            history.send(.nextFilter)
            shown.append(history.viewState.filterSpoken)
        }
        #expect(shown == ["Show: Reading", "Show: Writing", "Show: On This Computer", "Show: On laptop", "Show: All Sessions"])
        #expect(ids == [2, 1, 3, 4])
    }

    @Test func aFilterNoSessionMeetsSaysSoAndStaysOnItsButtonAcrossReads() {
        history.reload()
        history.send(.filter(.stopwatch("Tea")))
        #expect(
            history.viewState.content
                == .placeholder(title: "No Sessions Here", explanation: "Choose All Sessions to see every session kept."))
        #expect(history.viewState.filters.first(where: \.isChosen)?.label == "Tea")
        core.historyDataSource.deliversAtOnce = false
        history.reload()
        #expect(history.viewState.content == .loading)
        #expect(history.viewState.filter == .stopwatch("Tea"), "kept while the sessions are read")
        core.historyDataSource.deliver()
        add(5, "Tea", on: "2026-12-06", hour: 12, minutes: 5)
        core.historyDataSource.deliver()
        core.historyDataSource.deliversAtOnce = true
        history.reload()
        #expect(ids == [5])
    }

    @Test func anEmptyHistoryOffersNoFilter() {
        let empty = HistoryViewModel(localizer: SourceLocalizer(), useCases: CoreHarness().useCases.history)
        empty.reload()
        #expect(empty.viewState.filters.isEmpty)
        #expect(empty.viewState.nextFilter == nil)
        #expect(
            empty.viewState.content
                == .placeholder(
                    title: "No Sessions Yet", explanation: "When you reset the stopwatch, the session is kept here with all its laps."))
    }

    @Test func theActionsArgumentNamesEachFilterAndNothingElse() {
        for filter in [HistoryFilter.everything, .thisMachine, .machine(laptop), .stopwatch("Writing"), .stopwatch("a:b")] {
            #expect(HistoryFilter(argument: filter.argument) == filter)
            #expect(AppCommand.history(.filter(filter)).actionArgument == .string(filter.argument))
        }
        #expect(HistoryFilter(argument: "machine:nope") == nil)
        #expect(HistoryFilter(argument: "stopwatch:   ") == nil, "no stopwatch has an empty name")
        #expect(HistoryFilter(argument: "Writing") == nil)
    }
}

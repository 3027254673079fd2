import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Totals screen's ViewModel alone, over the core with stand-in ports (the in-memory
/// history, the fake clocks, the deadlines on the hand-driven scheduler): read when shown and
/// not before, at each whole minute of a running stopwatch and not between, nothing while
/// hidden or when none runs, only the latest answer kept, and what it says when the history
/// cannot be read or there is none.
@MainActor @Suite struct TotalsViewModelAloneTests {
    let core = CoreHarness()
    let platform = FakePlatformServices()
    var history: InMemorySessionHistory { core.historyDataSource }

    func makeTotals(_ totals: TotalsUseCase?) -> TotalsViewModel {
        TotalsViewModel(totals: totals, deadlines: core.deadlines, platform: platform, store: core.store, localizer: SourceLocalizer())
    }

    private func today(_ model: TotalsViewModel) -> String? {
        if case .overview(let overview) = model.viewState.content { overview.headlines[0].figure } else { nil }
    }

    @Test func itReadsWhenShownAndAtEachWholeMinuteOfTheRunningStopwatchOnly() {
        let model = makeTotals(core.useCases.totals)
        core.useCases.toggle.execute()
        core.advance(by: .seconds(90))
        #expect(history.runTimesRequests == 0, "nothing read before it is shown")
        model.screenShown(true)
        #expect(history.runTimesRequests == 1)
        #expect(today(model) == "1 min")
        core.advance(by: .seconds(29))
        #expect(history.runTimesRequests == 1, "1:59: not yet")
        core.advance(by: .seconds(1))
        #expect(history.runTimesRequests == 2, "2:00, the stopwatch's whole minute")
        #expect(today(model) == "2 min")
        core.useCases.toggle.execute()
        #expect(history.runTimesRequests == 3, "a pause is read at once")
        core.advance(by: .seconds(300))
        #expect(history.runTimesRequests == 3, "paused: nothing more")
        core.useCases.toggle.execute()
        model.screenShown(false)
        let hidden = history.runTimesRequests
        core.advance(by: .seconds(600))
        #expect(history.runTimesRequests == hidden, "hidden: nothing read")
        #expect(core.deadlines.armedCount == 0, "and no deadline kept")
    }

    @Test func withOtherMachinesItCountsAllThisOneOrOneOtherAsChosen() throws {
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        let model = makeTotals(core.useCases.totals)
        model.screenShown(true)
        #expect(model.viewState.machineChoices.isEmpty, "no other machine: no choice")
        let start = core.wallClock.now() - .seconds(3600)
        history.takeIn(
            [
                Session(
                    id: SessionID(rawValue: 1), startedAt: start, elapsed: .seconds(600), laps: LapHistory(), stopwatchName: "Writing",
                    runLog: RunLog(spans: [RunLog.Span(start: start, end: start + .seconds(600))]))
            ],
            from: laptop, named: "laptop")
        core.useCases.toggle.execute()
        core.advance(by: .seconds(120))
        #expect(today(model) == "12 min", "every machine's: the laptop's ten and the two running here")
        #expect(model.viewState.machineChoices.map(\.label) == ["All computers", "This computer", "laptop"])
        #expect(model.viewState.machineChoices.map(\.isChosen) == [true, false, false])
        model.send(.machine(.this))
        #expect(today(model) == "2 min")
        model.send(.machine(.other(laptop)))
        #expect(today(model) == "10 min", "the laptop's alone: what runs here is not")
        #expect(model.viewState.machineChoices.map(\.isChosen) == [false, false, true])
        let requests = history.runTimesRequests
        model.send(.machine(.other(MachineID("fedcba9876543210fedcba9876543210")!)))
        #expect(history.runTimesRequests == requests, "a machine it does not count is not chosen")
        #expect(model.viewState.machineChoices.map(\.isChosen) == [false, false, true])
    }

    @Test func onlyTheLatestAnswerIsShown() {
        let model = makeTotals(core.useCases.totals)
        history.deliversAtOnce = false
        model.screenShown(true)
        core.useCases.toggle.execute()
        core.advance(by: .seconds(120))
        core.useCases.toggle.execute()
        #expect(history.pendingCount == 6, "shown, started, paused: each a read of the other machines and of the totals")
        history.deliver()
        #expect(today(model) == "2 min", "the answer to the last read, not an earlier one's")
    }

    @Test func aHistoryThatCannotBeReadOrNoneIsSaid() {
        history.failure = .newerVersion
        let model = makeTotals(core.useCases.totals)
        model.screenShown(true)
        #expect(
            model.viewState.content
                == .placeholder(
                    title: "History Unavailable",
                    explanation: "Past sessions cannot be read: the history is from a newer version of Stopwatch"))
        let without = makeTotals(nil)
        without.screenShown(true)
        #expect(
            without.viewState.content
                == .placeholder(
                    title: "History Unavailable", explanation: "The totals cannot be read now: the history is not available."))
        #expect(!without.canExport)
    }
}

/// Totals asked for over the interface, the part alone: each answer through its reply, a
/// refusal logged with its reason, and a history that cannot be read said as unavailable.
@MainActor @Suite struct BusTotalsAloneTests {
    let core = CoreHarness()
    let logger = RecordingLogger()

    private func answer(_ part: BusTotals, by: String = "", since: String = "", until: String = "") -> BusAnswer? {
        var answer: BusAnswer?
        part.answer(by: by, since: since, until: until) { answer = $0 }
        return answer
    }

    @Test func itAnswersFromTheHistoryAndTheStopwatchesAsTheyAre() throws {
        let part = BusTotals(totals: core.useCases.totals, localizer: SourceLocalizer(), logger: logger)
        core.useCases.toggle.execute()
        core.advance(by: .seconds(300))
        guard case .totals(let rows) = try #require(answer(part, since: "2025-11-21")) else {
            Issue.record("not totals")
            return
        }
        #expect(
            rows == [
                PeriodTotal(period: LocalDay(iso: "2025-11-21")!, stopwatch: "Stopwatch 1", total: .seconds(300)),
                PeriodTotal(period: LocalDay(iso: "2025-11-21")!, stopwatch: "", total: .seconds(300)),
            ])
        #expect(logger.entries.isEmpty)
    }

    @Test func aRefusalIsLoggedAndNothingIsRead() {
        let part = BusTotals(totals: core.useCases.totals, localizer: SourceLocalizer(), logger: logger)
        #expect(
            answer(part, by: "month", since: "1000-01-01")
                == .refused(reason: "Totals by month cover at most 1200 months: ask for a shorter range."))
        #expect(logger.messages(atLeast: .info) == ["Totals by month cover at most 1200 months: ask for a shorter range."])
        #expect(core.historyDataSource.runTimesRequests == 0)
    }

    @Test func withoutAHistoryOrWithOneThatFailsItIsUnavailable() {
        let unavailable = BusAnswer.refused(reason: "The totals cannot be read now: the history is not available.")
        #expect(answer(BusTotals(totals: nil, localizer: SourceLocalizer(), logger: logger)) == unavailable)
        core.historyDataSource.failure = HistoryFailure("disk gone")
        #expect(answer(BusTotals(totals: core.useCases.totals, localizer: SourceLocalizer(), logger: logger)) == unavailable)
    }
}

/// Today's total alone: the history read when first asked and then only when it changed or
/// the day turned; the running stopwatches' part added at each asking, with no read.
@MainActor @Suite struct TodayTotalAloneTests {
    let core = CoreHarness()
    var history: InMemorySessionHistory { core.historyDataSource }

    @Test func theHistoryIsReadOnceAskedAndAgainOnlyWhenItChanges() {
        let today = TodayTotal(totals: core.useCases.totals)
        core.useCases.toggle.execute()
        core.advance(by: .seconds(60))
        #expect(history.runTimesRequests == 0, "nothing read before anyone asks")
        #expect(today.todayTotal == .seconds(60))
        #expect(history.runTimesRequests == 1)
        for _ in 0..<5 {
            core.advance(by: .seconds(1))
            _ = today.todayTotal
        }
        #expect(today.todayTotal == .seconds(65), "the running part, live")
        #expect(history.runTimesRequests == 1, "asked each second, read once")
        core.useCases.toggle.execute()
        _ = core.useCases.reset.execute()
        #expect(history.runTimesRequests == 2, "a session stored: read again")
        #expect(today.todayTotal == .seconds(65), "now all of it from the history")
    }

    @Test func theTurnOfTheDayIsReadOnceAndYesterdaysTimeLeavesTheTotal() {
        let today = TodayTotal(totals: core.useCases.totals)
        // The fake wall clock starts at 12:00 UTC; a stopwatch from 23:00 to 01:00.
        core.advance(by: .seconds(11 * 3600))
        core.useCases.toggle.execute()
        core.advance(by: .seconds(3599))
        #expect(today.todayTotal == .seconds(3599), "23:59:59")
        core.advance(by: .seconds(3601))
        #expect(history.runTimesRequests == 1)
        #expect(today.todayTotal == .seconds(3600), "only the hour after midnight")
        #expect(history.runTimesRequests == 2, "the new day read, once")
        _ = today.todayTotal
        #expect(history.runTimesRequests == 2)
    }

    @Test func withoutAHistoryThereIsNoTotal() {
        #expect(TodayTotal(totals: nil).todayTotal == nil)
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Mend Session dialog's part alone (ARCHITECTURE.md, "Mends"), with fakes: each field mends
/// only what differs from what it showed, in an order the rules let, one mend after another; a
/// moment that cannot be read, or a refusal, is said in the dialog; what was made is offered for
/// Undo as the mends that put it back.
@MainActor @Suite struct SessionMendingViewModelTests {
    private static let here = MachineID("0123456789abcdef0123456789abcdef")!
    /// 2025-12-01 09:00 UTC, and the calendar is UTC's.
    private static let nine = Duration.seconds(1_764_579_600)

    private final class ShownSession: SessionShowing {
        var session: Session?
    }

    private final class RecordedMends: SessionMendRecording {
        var recorded: [(SessionRef, [MendChange])] = []
        var added: [SessionRef] = []
        /// The sessions each mend put back names, in order.
        var sessions: [[SessionRef]] = []
        func mended(undoing: [(session: SessionRef, change: MendChange)]) {
            recorded.append((undoing[0].session, undoing.map(\.change)))
            sessions.append(undoing.map(\.session))
        }
        func added(_ session: SessionRef) { added.append(session) }
    }

    private let dataSource = InMemorySessionHistory()
    private let shown = ShownSession()
    private let undo = RecordedMends()
    private let part: SessionMendingViewModel

    /// Writing, 9:00–10:00; then Writing again, 11:00–11:30. Now: two in the afternoon.
    init() {
        let repository = SessionHistoryRepository(dataSource: dataSource, logger: RecordingLogger()) { Self.here }
        for (id, start, length) in [(1, Self.nine, 3600), (2, Self.nine + .seconds(7200), 1800)] {
            repository.add(
                Session(
                    id: SessionID(rawValue: Int64(id)), startedAt: start, elapsed: .seconds(length), laps: LapHistory(),
                    stopwatchName: "Writing", runLog: RunLog(spans: [RunLog.Span(start: start, end: start + .seconds(length))])))
        }
        shown.session = dataSource.sessions.first { $0.id.rawValue == 1 }
        let history = SessionHistoryUseCases(history: repository, wallClock: FakeClock(now: Self.nine + .seconds(5 * 3600)))
        part = SessionMendingViewModel(
            history: history, sessions: shown, calendar: FixedOffsetCalendar(), wallClock: FakeClock(now: Self.nine + .seconds(5 * 3600)),
            store: StopwatchStore(), localizer: SourceLocalizer(), undo: undo)
    }

    private var first: SessionRef { SessionRef(machine: Self.here, id: SessionID(rawValue: 1)) }

    /// What the dialog showed, with `change` made to it.
    private func input(_ change: (inout SessionMendInput) -> Void) throws -> SessionMendInput {
        let state = try #require(part.viewState)
        var input = SessionMendInput(
            began: state.began.text, ended: state.ended.text, stopwatch: state.stopwatch.text, note: state.note?.text ?? "")
        change(&input)
        return input
    }

    @Test func itOpensWithTheSessionAsTypedAndMendsNothingUnchanged() throws {
        part.send(.mend)
        let state = try #require(part.viewState)
        #expect(state.began.text == "2025-12-01 09:00:00" && state.ended.text == "2025-12-01 10:00:00")
        #expect(state.stopwatch.text == "Writing" && state.note?.text == "" && state.splitAt?.text == "")
        part.send(.applyMend(try input { _ in }))
        #expect(part.viewState == nil && dataSource.mends.isEmpty && undo.recorded.isEmpty)
    }

    @Test func eachFieldMendsWhatItNamesAndUndoPutsItBack() throws {
        part.send(.mend)
        part.send(
            .applyMend(
                try input {
                    $0.began = "9:20"
                    $0.stopwatch = " Reading "
                }))
        #expect(part.viewState == nil)
        #expect(dataSource.mends.map(\.change) == [.stopwatch("Reading"), .begin(Self.nine + .seconds(1200))])
        #expect(dataSource.mends.map(\.stamp.count) == [1, 2], "one after another")
        let (session, undoing) = try #require(undo.recorded.first)
        #expect(session == first && undoing == [.begin(Self.nine), .stopwatch("Writing")])
    }

    @Test func movedLaterThanItEndedItsEndMovesFirst() throws {
        part.send(.mend)
        // 10:15–10:45: its beginning first would be after its end (10:00).
        part.send(
            .applyMend(
                try input {
                    $0.began = "10:15"
                    $0.ended = "10:45"
                }))
        #expect(part.viewState == nil)
        #expect(dataSource.mends.map(\.change) == [.end(Self.nine + .seconds(6300)), .begin(Self.nine + .seconds(4500))])
        #expect(undo.recorded.first?.1 == [.begin(Self.nine), .end(Self.nine + .seconds(3600))])
    }

    @Test func whatCannotBeReadOrBreaksARuleIsSaidInTheDialog() throws {
        part.send(.mend)
        part.send(.applyMend(try input { $0.ended = "25:00" }))
        #expect(part.viewState?.problem?.hasPrefix("Not a moment: “25:00”") == true)
        part.send(.applyMend(try input { $0.splitAt = "15:00" }))
        #expect(part.viewState?.problem == "“15:00” is still to come")
        #expect(dataSource.mends.isEmpty)
        // Renamed, then an end that meets 11:00–11:30: the rename stays made, and is offered for Undo.
        part.send(
            .applyMend(
                try input {
                    $0.stopwatch = "Writing Again"
                    $0.ended = "11:15"
                }))
        #expect(part.viewState?.problem == nil, "another stopwatch's session is not met")
        #expect(dataSource.mends.count == 2)
    }

    @Test func aBeginningMadeThenAnEndRefusedMendsOnlyTheEndAgain() throws {
        part.send(.mend)
        part.send(
            .applyMend(
                try input {
                    $0.began = "9:10"
                    $0.ended = "11:15"
                }))
        #expect(dataSource.mends.map(\.change) == [.begin(Self.nine + .seconds(600))])
        part.send(
            .applyMend(
                try input {
                    $0.began = "9:10"
                    $0.ended = "10:30"
                }))
        #expect(part.viewState == nil)
        #expect(dataSource.mends.map(\.change) == [.begin(Self.nine + .seconds(600)), .end(Self.nine + .seconds(5400))])
        #expect(undo.recorded.map(\.1) == [[.begin(Self.nine)], [.end(Self.nine + .seconds(3600))]])
    }

    @Test func aRefusalAfterAMendKeepsTheDialogAndMendsAgainOnlyWhatIsLeft() throws {
        part.send(.mend)
        part.send(
            .applyMend(
                try input {
                    $0.note = "the call"
                    $0.ended = "11:15"
                }))
        #expect(part.viewState?.problem == "It would overlap session 2 of the same stopwatch")
        #expect(dataSource.mends.map(\.change) == [.note("the call")])
        #expect(undo.recorded.first?.1 == [.note("")])
        part.send(
            .applyMend(
                try input {
                    $0.note = "the call"
                    $0.ended = "10:30"
                }))
        #expect(part.viewState == nil)
        #expect(dataSource.mends.map(\.change) == [.note("the call"), .end(Self.nine + .seconds(5400))], "the note once")
    }

    @Test func itShowsTheNoteTheMendsGaveAndUndoPutsThatNoteBack() throws {
        part.send(.mend)
        part.send(.applyMend(try input { $0.note = "the call" }))
        part.send(.mend)
        #expect(part.viewState?.note?.text == "the call")
        part.send(.applyMend(try input { $0.note = "the long call" }))
        #expect(undo.recorded.last?.1 == [.note("the call")])
    }

    @Test func aSplitMakesThePartAfterASessionOfItsOwnAndUndoJoinsIt() throws {
        part.send(.mend)
        part.send(.applyMend(try input { $0.splitAt = "9:45" }))
        #expect(part.viewState == nil)
        let mend = try #require(dataSource.mends.first)
        guard case .split(let at, let newID) = mend.change else { throw Unexpected(change: mend.change) }
        #expect(at == Self.nine + .seconds(2700))
        #expect(undo.recorded.first?.1 == [.join(SessionRef(machine: Self.here, id: newID))])
        part.send(.mend)
        part.send(.cancelMend)
        #expect(part.viewState == nil && dataSource.mends.count == 1)
    }

    @Test func addSessionOpensOnTheHalfHourUpToNowOfTheCurrentStopwatchAndAddsItAsThisMachines() throws {
        part.send(.add)
        let state = try #require(part.viewState)
        #expect(state.title == "Add Session" && state.note == nil && state.splitAt == nil)
        #expect(state.began.text == "2025-12-01 13:30:00" && state.ended.text == "2025-12-01 14:00:00")
        #expect(state.stopwatch.text == "Stopwatch 1")
        // 10:30–11:15 of Writing meets 11:00–11:30: refused, saying which.
        part.send(
            .applyMend(
                try input {
                    $0.began = "10:30"
                    $0.ended = "11:15"
                    $0.stopwatch = "Writing"
                }))
        #expect(part.viewState?.problem == "It would overlap session 2 of the same stopwatch")
        part.send(
            .applyMend(
                try input {
                    $0.began = "tea"
                    $0.stopwatch = "Writing"
                }))
        #expect(part.viewState?.problem?.hasPrefix("Not a moment: “tea”") == true)
        #expect(dataSource.sessions.count == 2 && undo.added.isEmpty)
        part.send(
            .applyMend(
                try input {
                    $0.began = "10:05"
                    $0.ended = "10:50"
                    $0.stopwatch = "Writing"
                }))
        #expect(part.viewState == nil)
        let added = try #require(dataSource.sessions.first { $0.id.rawValue > 2 })
        #expect(added.startedAt == Self.nine + .seconds(3900) && added.elapsed == .seconds(2700) && added.stopwatchName == "Writing")
        #expect(undo.added == [SessionRef(machine: Self.here, id: added.id)])
        #expect(dataSource.mends.isEmpty, "a session of its own, no mend")
    }

    @Test func anEndThatMeetsTheNextSessionOffersToTrimItAndUndoPutsBothBack() throws {
        part.send(.mend)
        part.send(.applyMend(try input { $0.ended = "11:15" }))
        let second = SessionRef(machine: Self.here, id: SessionID(rawValue: 2))
        #expect(part.viewState?.problem == "It would overlap session 2 of the same stopwatch")
        let trim = try #require(part.viewState?.trim)
        #expect(trim.command == .session(.trimMet) && trim.title == "_Trim That Session")
        part.send(.trimMet)
        #expect(part.viewState == nil, "trimmed, then mended")
        #expect(dataSource.mends.map(\.session) == [second, first])
        #expect(dataSource.mends.map(\.change) == [.begin(Self.nine + .seconds(8100)), .end(Self.nine + .seconds(8100))])
        // Undo: this session's end first, then the one met takes its beginning back.
        #expect(undo.recorded.last?.1 == [.end(Self.nine + .seconds(3600)), .begin(Self.nine + .seconds(7200))])
        #expect(undo.sessions.last == [first, second])
    }

    @Test func aBeginningThatMeetsTheSessionBeforeOffersToTrimItsEnd() throws {
        shown.session = dataSource.sessions.first { $0.id.rawValue == 2 }
        part.send(.mend)
        part.send(.applyMend(try input { $0.began = "9:30" }))
        #expect(part.viewState?.trim?.title == "_Trim That Session")
        part.send(.trimMet)
        #expect(part.viewState == nil)
        #expect(dataSource.mends.map(\.change) == [.end(Self.nine + .seconds(1800)), .begin(Self.nine + .seconds(1800))])
    }

    @Test func noTrimIsOfferedForARefusalThatMeetsNothing() throws {
        part.send(.mend)
        part.send(.applyMend(try input { $0.ended = "8:00" }))
        #expect(part.viewState?.problem == "A session cannot end before it begins" && part.viewState?.trim == nil)
    }

    @Test func joinTakesInTheNextSessionOfItsStopwatchAndUndoSplitsThemWhereItEnded() throws {
        part.send(.mend)
        #expect(part.viewState?.join == CommandButton(command: .session(.joinNext), title: "_Join the Next Session"))
        part.send(.joinNext)
        #expect(part.viewState == nil)
        let second = SessionRef(machine: Self.here, id: SessionID(rawValue: 2))
        #expect(dataSource.mends.map(\.change) == [.join(second)] && dataSource.mends.first?.session == first)
        let undone = try #require(undo.recorded.first)
        guard case .split(let at, let newID) = try #require(undone.1.first) else { throw Unexpected(change: undone.1[0]) }
        #expect(undone.0 == first && undone.1.count == 1 && at == Self.nine + .seconds(3600) && newID.rawValue != 2)
    }

    @Test func withNoLaterSessionOfItsStopwatchTheDialogSaysThereIsNothingToJoin() throws {
        shown.session = dataSource.sessions.first { $0.id.rawValue == 2 }
        part.send(.mend)
        part.send(.joinNext)
        #expect(part.viewState?.problem == "No later session of this stopwatch ran on that computer: there is nothing to join.")
        #expect(dataSource.mends.isEmpty && undo.recorded.isEmpty)
        part.send(.cancelMend)
        part.send(.add)
        #expect(part.viewState?.join == nil, "Add Session joins nothing")
    }

    private struct Unexpected: Error { let change: MendChange }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

/// The history's repository lays the mends kept over the sessions stored (ARCHITECTURE.md,
/// "Mends"): the list and the totals it hands out are the history as mended, read again after
/// every change, and this machine's mends come one after another in the order of stamps.
@Suite struct SessionHistoryRepositoryMendsTests {
    private static let here = MachineID("0123456789abcdef0123456789abcdef")!
    private static let laptop = MachineID("fedcba9876543210fedcba9876543210")!
    private static let midnight = Duration.seconds(1_764_547_200)
    private static let nine = midnight + .seconds(9 * 3600)
    private static let day = [midnight, midnight + .seconds(86_400)]

    /// Writing, here, 9:00–10:00.
    private static let writing = Session(
        id: SessionID(rawValue: 1), startedAt: nine, elapsed: .seconds(3600), laps: LapHistory(), stopwatchName: "Writing",
        runLog: RunLog(spans: [RunLog.Span(start: nine, end: nine + .seconds(3600))]))

    private func history(machine: MachineID? = here) -> (InMemorySessionHistory, SessionHistoryRepository) {
        let dataSource = InMemorySessionHistory()
        return (dataSource, SessionHistoryRepository(dataSource: dataSource, logger: RecordingLogger()) { machine })
    }

    /// Mends as the app would at ten that day: what was answered (`nil`: made).
    @discardableResult
    private func mend(_ repository: SessionHistoryRepository, _ change: MendChange, of id: SessionID = writing.id) -> SessionMendProblem?? {
        var answer: SessionMendProblem??
        repository.mend(SessionRef(machine: Self.here, id: id), by: change, now: Self.nine + .seconds(3600 * 5)) { answer = .some($0) }
        return answer
    }

    private func summaries(_ repository: SessionHistoryRepository) throws -> [SessionSummary] {
        var listed: Result<[SessionSummary], HistoryFailure>?
        repository.summaries { listed = $0 }
        return try #require(listed).get()
    }

    private func writingToday(_ repository: SessionHistoryRepository, machine: MachineChoice = .all) throws -> Duration {
        var times: Result<RunTimes, HistoryFailure>?
        repository.runTimes(boundaries: Self.day, unnamed: "Stopwatch", machine: machine) { times = $0 }
        return try #require(times).get().credits.filter { $0.stopwatch == "Writing" }.reduce(.zero) { $0 + $1.amount }
    }

    @Test func aMendShowsInTheListAndTheTotalsAtOnce() throws {
        let (_, repository) = history()
        repository.add(Self.writing)
        #expect(try writingToday(repository) == .seconds(3600))
        var told = 0
        let token = repository.changes.add { told += 1 }
        #expect(mend(repository, .begin(Self.nine + .seconds(1200))) == .some(nil))
        #expect(told == 1)
        let listed = try summaries(repository)
        #expect(listed.map(\.startedAt) == [Self.nine + .seconds(1200)])
        #expect(listed.map(\.elapsed) == [.seconds(2400)])
        #expect(try writingToday(repository) == .seconds(2400))
        #expect(try writingToday(repository, machine: .this) == .seconds(2400))
        #expect(try writingToday(repository, machine: .other(Self.laptop)) == .zero)
        // Opened, it is the session as mended.
        var opened: Session??
        repository.session(Self.writing.id) { opened = try? $0.get() }
        let session = try #require(opened ?? nil)
        #expect(session.startedAt == Self.nine + .seconds(1200) && session.elapsed == .seconds(2400))
        #expect(session.runLog.spans == [RunLog.Span(start: Self.nine + .seconds(1200), end: Self.nine + .seconds(3600))])
        #expect(mend(repository, .remove) == .some(nil))
        repository.session(Self.writing.id) { opened = try? $0.get() }
        #expect(opened == .some(nil), "removed: there is no such session to open")
        _ = token
    }

    @Test func thisMachinesMendsAreStampedOneAfterAnotherAfterEveryMendKept() throws {
        let (dataSource, repository) = history()
        repository.add(Self.writing)
        // Another machine's mend, read from the folder: count 5.
        dataSource.addMend(
            SessionMend(
                stamp: MendStamp(count: 5, machine: Self.laptop), session: SessionRef(machine: Self.here, id: Self.writing.id),
                change: .note("from the laptop"))
        ) { _ in }
        repository.changedElsewhere()
        mend(repository, .note("first"))
        mend(repository, .stopwatch("Reading"))
        #expect(dataSource.mends.map(\.stamp) == [5, 6, 7].map { MendStamp(count: $0, machine: $0 == 5 ? Self.laptop : Self.here) })
        #expect(try summaries(repository).map(\.stopwatchName) == ["Reading"])
        #expect(try writingToday(repository) == .zero)
    }

    @Test func mendsAskedForTogetherAreStampedOneAfterAnother() throws {
        let (dataSource, repository) = history()
        repository.add(Self.writing)
        dataSource.deliversAtOnce = false
        var answers: [SessionMendProblem?] = []
        for change in [MendChange.note("first"), .stopwatch("Reading")] {
            repository.mend(SessionRef(machine: Self.here, id: Self.writing.id), by: change, now: Self.nine + .seconds(3600 * 5)) {
                answers.append($0)
            }
        }
        dataSource.deliver()
        #expect(answers.count == 2 && answers.allSatisfy { $0 == nil })
        #expect(dataSource.mends.map(\.stamp.count) == [1, 2], "never the same count")
    }

    @Test func withoutAnIdForThisMachineNothingIsMended() throws {
        let (dataSource, repository) = history(machine: nil)
        repository.add(Self.writing)
        #expect(mend(repository, .remove) == .noMachineID)
        #expect(dataSource.mends.isEmpty)
        #expect(try summaries(repository).count == 1)
    }

    @Test func aReadOfTheMendsBegunBeforeAChangeIsReadAgain() throws {
        let (dataSource, repository) = history()
        repository.add(Self.writing)
        dataSource.deliversAtOnce = false
        var first: [SessionSummary]?
        repository.summaries { first = try? $0.get() }
        // The machines forgotten, then the mends (none yet) read: the list is asked for next.
        dataSource.deliverNext()
        dataSource.deliverNext()
        #expect(dataSource.pendingCount == 1)
        // The laptop's removal is taken in from the folder after that read was asked for.
        dataSource.addMend(
            SessionMend(
                stamp: MendStamp(count: 1, machine: Self.laptop), session: SessionRef(machine: Self.here, id: Self.writing.id),
                change: .remove)
        ) { _ in }
        repository.changedElsewhere()
        dataSource.deliver()
        #expect(first == [], "the list shows the removal, not the mends read before it")
    }

    @Test func aMendThatBreaksARuleIsRefusedWithTheReasonAndNothingKept() throws {
        let (dataSource, repository) = history()
        repository.add(Self.writing)
        // Writing again, 10:30–11:00.
        let later = Session(
            id: SessionID(rawValue: 2), startedAt: Self.nine + .seconds(5400), elapsed: .seconds(1800), laps: LapHistory(),
            stopwatchName: "Writing",
            runLog: RunLog(spans: [RunLog.Span(start: Self.nine + .seconds(5400), end: Self.nine + .seconds(7200))]))
        repository.add(later)
        let ten = Self.nine + .seconds(3600)
        #expect(mend(repository, .end(Self.nine + .seconds(3600 * 6))) == .afterNow, "two in the afternoon is after now (two)")
        #expect(mend(repository, .end(ten + .seconds(3600))) == .refused(.overlaps(SessionRef(machine: Self.here, id: later.id))))
        #expect(mend(repository, .end(Self.nine - .seconds(60))) == .refused(.endsBeforeItBegins))
        #expect(mend(repository, .note("x"), of: SessionID(rawValue: 99)) == .noSuchSession)
        #expect(dataSource.mends.isEmpty, "nothing kept of what was refused")
        #expect(mend(repository, .remove, of: later.id) == .some(nil))
        #expect(mend(repository, .note("gone"), of: later.id) == .noSuchSession, "a session removed is there no more")
        // Its end moved past where the removed one was: nothing meets it now.
        #expect(mend(repository, .end(ten + .seconds(3600))) == .some(nil))
        #expect(try writingToday(repository) == .seconds(7200))
        dataSource.failure = .unavailable("disk gone")
        #expect(mend(repository, .note("x")) == .history(.unavailable("disk gone")))
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

/// A session not timed, added by hand (`stopwatch --add`): stored as this machine's, counted at
/// once, and refused, nothing stored, when it would break a rule of mends (ARCHITECTURE.md,
/// "Mends"), with the history as mended.
@Suite struct SessionHistoryRepositoryAddedSessionsTests {
    private static let here = MachineID("0123456789abcdef0123456789abcdef")!
    private static let midnight = Duration.seconds(1_764_547_200)
    private static let nine = midnight + .seconds(9 * 3600)
    /// Two in the afternoon: the app's now.
    private static let now = nine + .seconds(5 * 3600)

    /// Writing, here, 9:00–10:00.
    private static let writing = Session(
        id: SessionID(rawValue: 1), startedAt: nine, elapsed: .seconds(3600), laps: LapHistory(), stopwatchName: "Writing",
        runLog: RunLog(spans: [RunLog.Span(start: nine, end: nine + .seconds(3600))]))

    private func history(machine: MachineID? = here) -> (InMemorySessionHistory, SessionHistoryRepository) {
        let dataSource = InMemorySessionHistory()
        let repository = SessionHistoryRepository(dataSource: dataSource, logger: RecordingLogger()) { machine }
        repository.add(Self.writing)
        return (dataSource, repository)
    }

    /// Adds `name`'s session between hours after nine: what was answered.
    private func add(_ repository: SessionHistoryRepository, _ name: String, from: Double, to: Double) -> Result<
        SessionRef, SessionMendProblem
    >? {
        var answer: Result<SessionRef, SessionMendProblem>?
        repository.addSession(
            named: name, from: Self.nine + .seconds(from * 3600), to: Self.nine + .seconds(to * 3600), now: Self.now
        ) { answer = $0 }
        return answer
    }

    private func listed(_ repository: SessionHistoryRepository) throws -> [SessionSummary] {
        var listed: Result<[SessionSummary], HistoryFailure>?
        repository.summaries { listed = $0 }
        return try #require(listed).get()
    }

    private func today(_ repository: SessionHistoryRepository, _ name: String) throws -> Duration {
        var times: Result<RunTimes, HistoryFailure>?
        repository.runTimes(boundaries: [Self.midnight, Self.midnight + .seconds(86_400)], unnamed: "Stopwatch", machine: .all) {
            times = $0
        }
        return try #require(times).get().credits.filter { $0.stopwatch == name }.reduce(.zero) { $0 + $1.amount }
    }

    @Test func anAddedSessionIsThisMachinesCountedAtOnceAndRemovedToUndo() throws {
        let (dataSource, repository) = history()
        var told = 0
        let token = repository.changes.add { told += 1 }
        let answer = try #require(add(repository, "  writing ", from: 1.5, to: 2.25))
        let ref = try answer.get()
        #expect(ref.machine == Self.here && told == 1)
        let added = try #require(try listed(repository).first { $0.id == ref.id })
        #expect(added.stopwatchName == "writing" && added.startedAt == Self.nine + .seconds(5400) && added.elapsed == .seconds(2700))
        #expect(added.lapCount == 0)
        #expect(try today(repository, "Writing") + (try today(repository, "writing")) == .seconds(3600 + 2700))
        #expect(dataSource.mends.isEmpty, "a session of its own, not a mend")
        repository.remove(ref.id)
        #expect(try listed(repository).map(\.id) == [Self.writing.id])
        _ = token
    }

    @Test func anAddedSessionThatBreaksARuleIsRefusedAndNothingStored() throws {
        let (_, repository) = history()
        let writingRef = SessionRef(machine: Self.here, id: Self.writing.id)
        #expect(add(repository, "WRITING", from: 0.5, to: 1.5) == .failure(.refused(.overlaps(writingRef))), "ignoring case")
        #expect(add(repository, "Writing", from: 4, to: 6) == .failure(.afterNow))
        #expect(add(repository, "Writing", from: 2, to: 2) == .failure(.refused(.endsBeforeItBegins)))
        #expect(add(repository, "Writing", from: 3, to: 2) == .failure(.refused(.endsBeforeItBegins)))
        #expect(add(repository, " ", from: 2, to: 3) == .failure(.refused(.stopwatchName)))
        var answer: Result<SessionRef, SessionMendProblem>?
        repository.addSession(named: "Writing", from: .seconds(-1), to: Self.nine, now: Self.now) { answer = $0 }
        #expect(answer == .failure(.refused(.pastTheLimit)))
        #expect(try listed(repository).count == 1, "nothing stored of what was refused")
        let (_, anonymous) = history(machine: nil)
        #expect(add(anonymous, "Reading", from: 2, to: 3) == .failure(.noMachineID))
    }

    @Test func theRulesReadTheHistoryAsMended() throws {
        let (dataSource, repository) = history()
        let writingRef = SessionRef(machine: Self.here, id: Self.writing.id)
        // Writing's session is Reading's now: Writing's hour is free, Reading's not.
        var made: SessionMendProblem??
        repository.mend(writingRef, by: .stopwatch("Reading"), now: Self.now) { made = .some($0) }
        #expect(made == .some(nil))
        #expect(add(repository, "Reading", from: 0.5, to: 1.5) == .failure(.refused(.overlaps(writingRef))))
        #expect((try add(repository, "Writing", from: 0.5, to: 1)?.get()) != nil)
        dataSource.failure = .unavailable("disk gone")
        #expect(add(repository, "Notes", from: 2, to: 3) == .failure(.history(.unavailable("disk gone"))))
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Mends of past sessions asked for over the app's interface (`MendSession(s session, s change,
/// x ms, s text)`, `AddSession(s stopwatch, x from_ms, x to_ms)`; the command line's `--edit`,
/// `--split`, `--join`, `--remove`, `--add`), through the whole app: the
/// session named as `--history --json` names it, the mend made and seen in the history, or
/// refused with the reason, nothing changed.
@MainActor @Suite struct BusSessionMendsTests {
    let harness = PresentationHarness()
    static let laptop = MachineID("fedcba9876543210fedcba9876543210")!

    private func mend(_ session: String, _ change: String, ms: Int64 = 0, text: String = "") -> BusAnswer? {
        var answer: BusAnswer?
        harness.app.answerSessionMend(session: session, change: change, milliseconds: ms, text: text) { answer = $0 }
        return answer
    }

    private var listed: [SessionSummary] {
        var listed: [SessionSummary] = []
        harness.core.history.summaries { listed = (try? $0.get()) ?? [] }
        return listed
    }

    /// Two sessions here: ten minutes from 12:00, then one minute from 12:20 (the fake wall
    /// clock starts at 2025-11-21 12:00 UTC).
    private func twoSessions() -> (first: SessionSummary, second: SessionSummary) {
        harness.send(.toggle)
        harness.advance(by: .seconds(600))
        harness.send(.toggle)
        harness.send(.reset)
        harness.advance(by: .seconds(600))
        harness.send(.toggle)
        harness.advance(by: .seconds(60))
        harness.send(.toggle)
        harness.send(.reset)
        let listed = listed
        return (listed[1], listed[0])
    }

    @Test func aSessionOfThisMachineIsMendedByItsId() throws {
        let (first, _) = twoSessions()
        let twelve = first.startedAt.wholeMilliseconds
        let named = BusAnswer.session("\(first.id.rawValue)")
        #expect(mend("\(first.id.rawValue)", "stopwatch", text: "Reading") == named)
        #expect(mend("\(first.id.rawValue)", "note", text: "the call") == named)
        #expect(mend("\(first.id.rawValue)", "begin", ms: twelve + 120_000) == named)
        let mended = try #require(listed.first { $0.id == first.id })
        #expect(mended.stopwatchName == "Reading")
        #expect(mended.startedAt == .milliseconds(twelve + 120_000) && mended.elapsed == .seconds(480))
        #expect(mend("\(first.id.rawValue)", "remove") == named)
        #expect(listed.count == 1)
    }

    /// The stopwatch each row of the History screen names, as its view state has it now.
    private var historyNames: [String?] {
        guard case .sessions(let rows) = harness.app.screenStates.history.viewState.content else { return [] }
        return (0..<rows.count).map { rows[$0].stopwatch }
    }

    @Test func historyShownFollowsAMendMadeElsewhereAndHiddenReadsNothing() throws {
        let (first, _) = twoSessions()
        harness.send(.showHistory)
        #expect(historyNames == ["Stopwatch 1", "Stopwatch 1"])
        _ = mend("\(first.id.rawValue)", "stopwatch", text: "Reading")
        #expect(historyNames == ["Stopwatch 1", "Reading"], "shown: read again at once")
        harness.send(.back)
        _ = mend("\(first.id.rawValue)", "stopwatch", text: "Writing")
        #expect(historyNames == ["Stopwatch 1", "Reading"], "hidden: not read")
        harness.send(.showHistory)
        #expect(historyNames == ["Stopwatch 1", "Writing"], "read when shown again")
    }

    @Test func anotherMachinesSessionIsNamedWithItsMachine() throws {
        harness.core.historyDataSource.takeIn(
            [
                .session(
                    MachineSession(
                        id: SessionID(rawValue: 1), machine: Self.laptop, stopwatchName: "Writing", startedAt: .seconds(1_763_700_000),
                        elapsed: .seconds(60)))
            ], from: Self.laptop)
        harness.core.history.changedElsewhere()
        #expect(mend("\(Self.laptop.text):1", "stopwatch", text: "Reading") == .session("\(Self.laptop.text):1"))
        #expect(listed.map(\.stopwatchName) == ["Reading"])
        #expect(harness.core.historyDataSource.mends.map(\.session) == [SessionRef(machine: Self.laptop, id: SessionID(rawValue: 1))])
    }

    private func add(_ stopwatch: String, from: Int64, to: Int64) -> BusAnswer? {
        var answer: BusAnswer?
        harness.app.answerSessionAdd(stopwatch: stopwatch, fromMilliseconds: from, toMilliseconds: to) { answer = $0 }
        return answer
    }

    @Test func aSessionIsSplitJoinedAgainAndOneNotTimedAdded() throws {
        let (first, second) = twoSessions()
        let twelve = first.startedAt.wholeMilliseconds
        let answer = try #require(mend("\(first.id.rawValue)", "split", ms: twelve + 240_000))
        guard case .session(let part) = answer else { throw Refused(answer: answer) }
        #expect(part != "\(first.id.rawValue)" && Int64(part) != nil, "the part after is this machine's, newly numbered")
        #expect(listed.map(\.elapsed) == [.seconds(60), .seconds(360), .seconds(240)])
        #expect(mend("\(first.id.rawValue)", "join", text: part) == .session("\(first.id.rawValue)"))
        #expect(listed.map(\.elapsed) == [.seconds(60), .seconds(600)])
        #expect(
            mend("\(first.id.rawValue)", "join", text: "nothing")
                == .refused(reason: "Not a session: “nothing” (give its id as --history --json does)"))
        #expect(
            mend("\(second.id.rawValue)", "split", ms: -1)
                == .refused(reason: "A session counts up to 100 years, from 1970 to the year 9999"))

        // Reading, 11:00–11:30 the same day.
        let added = try #require(add("Reading", from: twelve - 3_600_000, to: twelve - 1_800_000))
        guard case .session(let name) = added, let id = Int64(name) else { throw Refused(answer: added) }
        #expect(
            listed.last
                == SessionSummary(
                    id: SessionID(rawValue: id), startedAt: .milliseconds(twelve - 3_600_000),
                    elapsed: .seconds(1800), lapCount: 0, bestLap: nil, stopwatchName: "Reading"))
        #expect(
            add("Stopwatch 1", from: twelve + 60_000, to: twelve + 120_000)
                == .refused(reason: "It would overlap session \(first.id.rawValue) of the same stopwatch"))
        #expect(add("Reading", from: -1, to: twelve) == .refused(reason: "A session counts up to 100 years, from 1970 to the year 9999"))
        #expect(listed.count == 3, "nothing added of what was refused")
    }

    private struct Refused: Error { let answer: BusAnswer }

    @Test func whatNoMendMayDoIsRefusedWithTheReason() throws {
        let (first, second) = twoSessions()
        let end = second.startedAt.wholeMilliseconds + 60_000
        #expect(mend("x", "note") == .refused(reason: "Not a session: “x” (give its id as --history --json does)"))
        #expect(mend("nothex:1", "note") == .refused(reason: "Not a session: “nothex:1” (give its id as --history --json does)"))
        #expect(
            mend("1", "rename") == .refused(reason: "Not a change: “rename” (begin, end, length, stopwatch, note, split, join or remove)"))
        #expect(
            mend("1", "begin", ms: -5)
                == .refused(reason: "Not a change: “begin” (begin, end, length, stopwatch, note, split, join or remove)"))
        #expect(mend("99", "note", text: "x") == .refused(reason: "There is no such session in the history"))
        #expect(
            mend("\(first.id.rawValue)", "end", ms: end + 3_600_000)
                == .refused(reason: "A session cannot begin, end or be split after now"))
        #expect(
            mend("\(first.id.rawValue)", "end", ms: end)
                == .refused(reason: "It would overlap session \(second.id.rawValue) of the same stopwatch"))
        #expect(
            mend("\(first.id.rawValue)", "stopwatch", text: "   ")
                == .refused(reason: "Not a stopwatch's name: 1 to 60 characters, not only spaces"))
        #expect(harness.core.historyDataSource.mends.isEmpty, "nothing kept of what was refused")
    }
}

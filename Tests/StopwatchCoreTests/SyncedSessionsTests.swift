import StopwatchCore
import StopwatchTestSupport
import Testing

/// Another machine's sessions from the lines of its files (ARCHITECTURE.md, "On every
/// machine"): each once, whatever files and conflict copies they came from, less those removed.
@Suite struct SyncedSessionsTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!

    private static func session(_ id: Int64, elapsed: Duration = .seconds(60), startedAt: Duration = .seconds(1_764_000_000))
        -> MachineSession
    {
        MachineSession(
            id: SessionID(rawValue: id), machine: laptop, stopwatchName: "Writing", startedAt: startedAt, elapsed: elapsed)
    }

    @Test func aFileAndItsConflictCopyHoldingTheSameLinesCountEachSessionOnce() {
        var merged = SyncedSessions()
        let file: [SyncRecord] = [.session(Self.session(1)), .session(Self.session(2))]
        // The engine's copy: the lines the file had, and one the file lost.
        let copy: [SyncRecord] = [.session(Self.session(1)), .session(Self.session(2)), .session(Self.session(3))]
        let changed = (file + copy).map { merged.apply($0) }
        #expect(changed == [true, true, false, false, true])
        #expect(Set(merged.sessions.keys) == [SessionID(rawValue: 1), SessionID(rawValue: 2), SessionID(rawValue: 3)])
    }

    @Test func ofTwoDifferentLinesWithOneIDTheFirstReadStays() {
        var merged = SyncedSessions()
        merged.apply(.session(Self.session(7, elapsed: .seconds(60))))
        let changed = merged.apply(.session(Self.session(7, elapsed: .seconds(3600))))
        #expect(!changed)
        #expect(merged.sessions[SessionID(rawValue: 7)]?.elapsed == .seconds(60))
    }

    @Test func aRemovalHoldsWhetherItComesBeforeOrAfterItsSession() {
        var removedAfter = SyncedSessions()
        removedAfter.apply(.session(Self.session(4)))
        let removed = removedAfter.apply(.removed(SessionID(rawValue: 4)))
        #expect(removed)
        #expect(removedAfter.sessions.isEmpty)

        // A conflict copy read before the file that removed it.
        var removedFirst = SyncedSessions()
        let removal = removedFirst.apply(.removed(SessionID(rawValue: 4)))
        let session = removedFirst.apply(.session(Self.session(4)))
        #expect(!removal && !session)
        #expect(removedFirst.sessions.isEmpty)
    }

    @Test func newestFirstIsTheSameOrderOnEveryMachine() {
        var merged = SyncedSessions()
        for (id, start) in [(3, 100), (1, 300), (2, 100)] {
            merged.apply(.session(Self.session(Int64(id), startedAt: .seconds(Int64(start)))))
        }
        #expect(merged.newestFirst.map(\.id.rawValue) == [1, 3, 2])
    }

    @Test func aMachineIDIsThirtyTwoLowercaseHexDigitsAndNothingElse() {
        #expect(MachineID("0123456789abcdef0123456789abcdef") != nil)
        for text in [
            "", "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
            "../3456789abcdef0123456789abcdef", "0123456789abcdef/123456789abcdef", "0123456789abcdeg0123456789abcdef",
        ] {
            #expect(MachineID(text) == nil, "\(text)")
        }
        var random = SeededRandom(seed: 7)
        let made = MachineID.make(using: &random)
        #expect(MachineID(made.text) == made)
        let another = MachineID.make(using: &random)
        #expect(another != made)
    }
}

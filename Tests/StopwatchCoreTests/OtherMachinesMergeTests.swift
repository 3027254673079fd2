import StopwatchCore
import StopwatchTestSupport
import Testing

/// What another machine's lines mean (ARCHITECTURE.md, "On every machine"), decided by the one
/// merge: each session once, whatever files and conflict copies it came from, less those
/// removed, the same whatever order the lines arrive in.
@Suite struct OtherMachinesMergeTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!

    private static func session(_ id: Int64, elapsed: Duration = .seconds(60), startedAt: Duration = .seconds(1_764_000_000))
        -> MachineSession
    {
        MachineSession(
            id: SessionID(rawValue: id), machine: laptop, stopwatchName: "Writing", startedAt: startedAt, elapsed: elapsed)
    }

    @Test func aFileAndItsConflictCopyHoldingTheSameLinesCountEachSessionOnce() {
        var merged = InMemoryMachineRecords()
        let file: [SyncRecord] = [.session(Self.session(1)), .session(Self.session(2))]
        // The engine's copy: the lines the file had, and one the file lost.
        let copy: [SyncRecord] = [.session(Self.session(1)), .session(Self.session(2)), .session(Self.session(3))]
        #expect(
            OtherMachinesMerge.decisions(for: file + copy, stored: merged.stored)
                == [.keep(Self.session(1)), .keep(Self.session(2)), .keep(Self.session(3))])
        let keptFromFile = merged.takeIn(file)
        #expect(keptFromFile)
        let keptFromCopy = merged.takeIn(copy)
        #expect(keptFromCopy, "the one the file lost")
        let readAgain = merged.takeIn(copy)
        #expect(!readAgain, "read again: nothing")
        #expect(Set(merged.sessions.keys) == [SessionID(rawValue: 1), SessionID(rawValue: 2), SessionID(rawValue: 3)])
    }

    @Test func ofTwoDifferentLinesWithOneIDTheSameStaysWhicheverIsReadFirst() {
        let short = Self.session(7, elapsed: .seconds(60))
        let long = Self.session(7, elapsed: .seconds(3600))
        var shortFirst = InMemoryMachineRecords()
        shortFirst.takeIn([.session(short)])
        let longAfterShort = shortFirst.takeIn([.session(long)])
        #expect(!longAfterShort)
        var longFirst = InMemoryMachineRecords()
        longFirst.takeIn([.session(long)])
        #expect(
            OtherMachinesMerge.decisions(for: [.session(short)], stored: longFirst.stored) == [.takeOut(long), .keep(short)],
            "the one kept is taken out of the totals before the other counts")
        let shortAfterLong = longFirst.takeIn([.session(short)])
        #expect(shortAfterLong)
        #expect(shortFirst.sessions == longFirst.sessions)
        #expect(shortFirst.sessions[SessionID(rawValue: 7)]?.elapsed == .seconds(60))
    }

    @Test func aRemovalHoldsWhetherItComesBeforeOrAfterItsSession() {
        var removedAfter = InMemoryMachineRecords()
        removedAfter.takeIn([.session(Self.session(4))])
        #expect(
            OtherMachinesMerge.decisions(for: [.removed(SessionID(rawValue: 4))], stored: removedAfter.stored)
                == [.holdRemoval(SessionID(rawValue: 4)), .takeOut(Self.session(4))])
        let removal = removedAfter.takeIn([.removed(SessionID(rawValue: 4))])
        #expect(removal)
        #expect(removedAfter.sessions.isEmpty)

        // A conflict copy read before the file that removed it; in one read, or two.
        var removedFirst = InMemoryMachineRecords()
        let removalFirst = removedFirst.takeIn([.removed(SessionID(rawValue: 4))])
        #expect(!removalFirst, "nothing counted changes")
        let sessionAfter = removedFirst.takeIn([.session(Self.session(4))])
        #expect(!sessionAfter)
        #expect(removedFirst.sessions.isEmpty)
        #expect(
            OtherMachinesMerge.decisions(
                for: [.session(Self.session(4)), .removed(SessionID(rawValue: 4))], stored: StoredMachineRecords())
                == [.keep(Self.session(4)), .holdRemoval(SessionID(rawValue: 4)), .takeOut(Self.session(4))])
    }

    @Test func aSessionThatIsThisMachinesOwnIsNotCountedTwice() {
        let mine = Self.session(9)
        var merged = InMemoryMachineRecords(own: [mine.id: .init(startedAt: mine.startedAt, elapsed: mine.elapsed)])
        let ownKept = merged.takeIn([.session(mine)])
        #expect(!ownKept, "a data folder copied from here: its own")
        let othersKept = merged.takeIn([.session(Self.session(9, startedAt: .seconds(1_764_100_000)))])
        #expect(othersKept, "the same number at another time: another's")
    }

    /// Every order of the same lines, duplicated as conflict copies are, read in one go or a
    /// line at a time, ends with the same sessions: what makes every machine agree.
    @Test func theSameLinesInAnyOrderAndAnyBatchesGiveTheSameSessions() {
        var random = SeededRandom(seed: 79)
        var lines: [SyncRecord] = []
        for id in 1...40 {
            lines.append(.session(Self.session(Int64(id), elapsed: .seconds(Int64(random.next() % 3600)))))
            if random.next() % 4 == 0 { lines.append(.session(Self.session(Int64(id), elapsed: .seconds(Int64(random.next() % 3600))))) }
            if random.next() % 5 == 0 { lines.append(.removed(SessionID(rawValue: Int64(id)))) }
        }
        var reference = InMemoryMachineRecords()
        reference.takeIn(lines)
        #expect(reference.sessions.count > 20 && reference.removed.count > 3, "the lines hold both")
        for _ in 0..<50 {
            let copies = (lines + lines.filter { _ in random.next() % 2 == 0 }).shuffled(using: &random)
            var merged = InMemoryMachineRecords()
            var at = 0
            while at < copies.count {
                let batch = 1 + Int(random.next() % 7)
                merged.takeIn(Array(copies[at..<min(copies.count, at + batch)]))
                at += batch
            }
            #expect(merged.sessions == reference.sessions)
            #expect(merged.removed == reference.removed)
        }
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

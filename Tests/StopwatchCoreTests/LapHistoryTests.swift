import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct LapHistoryTests {
    private func history(_ milliseconds: [Int64]) -> LapHistory {
        LapHistory(durations: milliseconds.map { Duration.milliseconds($0) })
    }

    @Test func anEmptyHistoryHasNoLapsAndSumsToZero() {
        let laps = LapHistory()
        #expect(laps.isEmpty)
        #expect(laps.total == .zero)
        #expect(laps.last == nil)
        #expect(laps.best == nil && laps.worst == nil)
    }

    @Test func lapsAreNumberedFromOneWithRunningTotals() {
        let laps = history([1000, 2500, 700])
        #expect(laps.count == 3)
        #expect(laps[0] == Lap(number: 1, duration: .milliseconds(1000), total: .milliseconds(1000), mark: .normal))
        #expect(laps[1].total == .milliseconds(3500))
        #expect(laps[2].number == 3)
        #expect(laps.total == .milliseconds(4200))
    }

    @Test func aSingleLapIsNeitherBestNorWorst() {
        let laps = history([1234])
        #expect(laps[0].mark == .normal)
        #expect(laps.best == nil)
    }

    @Test func withTwoLapsTheShorterIsBestAndTheLongerWorst() {
        let laps = history([2000, 1000])
        #expect(laps[0].mark == .worst)
        #expect(laps[1].mark == .best)
    }

    @Test func tiesGoToTheEarliestLap() {
        let laps = history([1000, 3000, 1000, 3000, 2000])
        #expect(laps.bestIndex == 0)
        #expect(laps.worstIndex == 1)
        #expect(laps.mark(at: 2) == .normal)
        #expect(laps.mark(at: 3) == .normal)
    }

    @Test func allLapsEqualMarksTheFirstBothWaysAsBest() {
        let laps = history([500, 500, 500])
        #expect(laps.bestIndex == 0 && laps.worstIndex == 0)
        #expect(laps.mark(at: 0) == .best)
        #expect(laps.mark(at: 1) == .normal)
    }

    @Test func bestAndWorstFollowNewLapsWithoutRescanning() {
        var laps = history([1000, 2000])
        laps.append(.milliseconds(500))
        #expect(laps.best?.number == 3)
        laps.append(.milliseconds(9000))
        #expect(laps.worst?.number == 4)
        #expect(laps.best?.number == 3)
    }

    @Test func nineThousandNineHundredNinetyNineLapsKeepEveryInvariant() {
        var laps = LapHistory()
        var sum: Int64 = 0
        for index in 0..<9999 {
            let milliseconds = Int64((index * 7919) % 6007 + 1)
            laps.append(.milliseconds(milliseconds))
            sum += milliseconds
        }
        #expect(laps.count == 9999)
        #expect(laps.total == .milliseconds(sum))
        let durations = laps.durations
        let best = try! #require(laps.best)
        let worst = try! #require(laps.worst)
        #expect(best.duration == durations.min())
        #expect(worst.duration == durations.max())
        #expect(best.number == durations.firstIndex(of: durations.min()!)! + 1)
        #expect(laps[9998].total == laps.total)
    }

    @Test func copiesAreIndependentValues() {
        let original = history([1000, 2000])
        var longer = original
        longer.append(.milliseconds(300))
        var other = original
        other.append(.milliseconds(5000))
        #expect(original.count == 2)
        #expect(original.best?.number == 1)
        #expect(longer.duration(at: 2) == .milliseconds(300))
        #expect(other.duration(at: 2) == .milliseconds(5000))
        #expect(longer != other)
        #expect(other.hasPrefix(original) && longer.hasPrefix(original))
        #expect(!other.hasPrefix(longer))
    }

    @Test func copiesBranchAcrossLeafBoundaries() {
        var base = LapHistory()
        for _ in 0..<1024 { base.append(.milliseconds(10)) }
        var first = base
        var second = base
        first.append(.milliseconds(1))
        second.append(.milliseconds(2))
        first.append(.milliseconds(3))
        #expect(base.count == 1024)
        #expect(first.duration(at: 1024) == .milliseconds(1))
        #expect(first.duration(at: 1025) == .milliseconds(3))
        #expect(second.duration(at: 1024) == .milliseconds(2))
        #expect(second.count == 1025)
    }

    @Test func equalityComparesTheLapsNotTheStorage() {
        #expect(history([1, 2, 3]) == history([1, 2, 3]))
        #expect(history([1, 2, 3]) != history([1, 2, 4]))
        #expect(history([1, 2]) != history([1, 2, 3]))
        #expect(history([5, 6]).hasPrefix(history([5])))
        #expect(!history([5, 6]).hasPrefix(history([6])))
    }

    @Test func theTrieHoldsEveryLapAcrossLeavesAndLevels() {
        // Past one leaf (32), one level (32 × 32 = 1024) and a second level (32,768).
        var laps = LapHistory()
        for index in 0..<40_000 { laps.append(.milliseconds(Int64(index % 9973 + 1))) }
        for index in [0, 31, 32, 33, 1023, 1024, 1025, 32_767, 32_768, 32_769, 39_999] {
            let expected = Duration.milliseconds(Int64(index % 9973 + 1))
            #expect(laps.duration(at: index) == expected, "lap at \(index)")
        }
        let expected = (0..<40_000).map { (index: Int) -> Duration in .milliseconds(Int64(index % 9973 + 1)) }
        #expect(laps.durations == expected)
    }

    @Test func randomAppendsToRandomCopiesMatchPlainArrays() {
        var random = SeededRandom(seed: 0x1A9_7E1E)
        var copies: [(history: LapHistory, model: [Duration])] = [(LapHistory(), [])]
        for _ in 0..<TestScale.count(3000) {
            var (history, model) = copies.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...70, using: &random) {
                let lap = Duration.milliseconds(Int64.random(in: 0...5000, using: &random))
                history.append(lap)
                model.append(lap)
            }
            copies.append((history, model))
            if copies.count > 40 { copies.removeFirst() }
        }
        for (history, model) in copies {
            #expect(history.durations == model)
            #expect(history.best?.duration == (model.count >= 2 ? model.min() : nil))
            #expect(history == LapHistory(durations: model))
        }
    }

    @Test func historiesThatShareLeavesButNotTheirTailsAreNotPrefixes() {
        var base = LapHistory()
        for _ in 0..<64 { base.append(.milliseconds(10)) }
        var first = base
        var second = base
        first.append(.milliseconds(1))
        second.append(.milliseconds(2))
        second.append(.milliseconds(3))
        #expect(!second.hasPrefix(first))
        #expect(second.hasPrefix(base) && first.hasPrefix(base))
        #expect(first != LapHistory(durations: base.durations + [.milliseconds(2)]))
        #expect(first == LapHistory(durations: base.durations + [.milliseconds(1)]))
    }

    @Test func aNegativeLapIsStoredAsZeroAndSumsSaturateAtOneHundredYears() {
        var laps = LapHistory()
        laps.append(.milliseconds(-5))
        #expect(laps.duration(at: 0) == .zero)
        laps.append(TimeBounds.maximumElapsed)
        laps.append(TimeBounds.maximumElapsed)
        #expect(laps.total == TimeBounds.maximumElapsed)
    }

    @Test func historiesAreReadOnOtherThreadsWhileAppendedToOnThisOne() async {
        var laps = LapHistory()
        for index in 0..<2000 { laps.append(.milliseconds(Int64(index))) }
        let shared = laps
        await withTaskGroup(of: Duration.self) { group in
            for _ in 0..<4 {
                group.addTask { shared.durations.reduce(.zero, +) }
            }
            for index in 0..<5000 { laps.append(.milliseconds(Int64(index))) }
            for await sum in group { #expect(sum == .milliseconds(1999 * 2000 / 2)) }
        }
        #expect(laps.count == 7000)
    }
}

/// Removing a lap and noting one in histories of every shape: the result is the history
/// rebuilt from scratch, its statistics included.
@Suite struct LapHistoryMendingTests {
    static func rebuilt(_ durations: [Duration], notes: [Int: LapNote] = [:]) -> LapHistory {
        LapHistory(durations: durations, notes: notes)
    }

    @Test(arguments: [1, 2, 31, 32, 33, 64, 65, 1025, 1100])
    func removingAnyLapEqualsTheHistoryBuiltWithoutIt(count: Int) throws {
        var random = SeededRandom(seed: UInt64(count))
        let durations = (0..<count).map { _ in Duration.milliseconds(Int64.random(in: 0...90_000, using: &random)) }
        let history = LapHistory(durations: durations)
        for index in Set([0, count / 2, count - 1, max(0, count - 2)]) {
            var expected = durations
            let removed = expected.remove(at: index)
            if index < expected.count { expected[index] += removed }
            let result = history.removingLap(at: index)
            let built = Self.rebuilt(expected)
            #expect(result == built)
            #expect(result.statistics == built.statistics)
            #expect(result.bestIndex == built.bestIndex)
            #expect(result.worstIndex == built.worstIndex)
            #expect(result.durations == expected)
        }
    }

    /// Durations from a handful of values, so best and worst tie often, and notes on about a
    /// fifth of the laps (the first always): removing a lap moves the notes after it with
    /// their laps and drops its own.
    @Test(arguments: [1, 2, 31, 32, 33, 64, 65, 1025, 1100])
    func removingALapAmongTiesAndNotesEqualsTheHistoryBuiltWithoutIt(count: Int) throws {
        var random = SeededRandom(seed: UInt64(count) + 7)
        let durations = (0..<count).map { _ in Duration.seconds(Int64.random(in: 0...4, using: &random)) }
        var notes: [Int: LapNote] = [:]
        for index in 0..<count where index == 0 || Int.random(in: 0..<5, using: &random) == 0 {
            let note: LapNote = try #require(try LapNote.parse("lap \(index + 1) 🏁"))
            notes[index] = note
        }
        let history = LapHistory(durations: durations, notes: notes)
        for index in Set([0, 1 % count, count / 2, count - 1, max(0, count - 2), max(0, count - 33)]) {
            var expected = durations
            let removed = expected.remove(at: index)
            if index < expected.count { expected[index] += removed }
            var expectedNotes: [Int: LapNote] = [:]
            for (noted, note) in notes where noted != index { expectedNotes[noted > index ? noted - 1 : noted] = note }
            let result = history.removingLap(at: index)
            let built = Self.rebuilt(expected, notes: expectedNotes)
            #expect(result == built)
            #expect(result.bestIndex == built.bestIndex)
            #expect(result.worstIndex == built.worstIndex)
            #expect((0..<result.count).map { result.note(at: $0) } == (0..<built.count).map { built.note(at: $0) })
            #expect(result.hasNotes == !expectedNotes.isEmpty)
        }
    }

    @Test(arguments: [0, 1, 31, 32, 33, 100, 1025, 5000])
    func runsOfLapsGiveTheShortestAndLongestOfEachRunInOrder(count: Int) {
        var random = SeededRandom(seed: UInt64(count) + 3)
        let durations = (0..<count).map { _ in Duration.milliseconds(Int64.random(in: 0...9_000, using: &random)) }
        let history = LapHistory(durations: durations)
        for length in [1, 3, 8, 16, 24, 32, 64, 1024] {
            for from in Set([0, length, count / length / 2 * length, count / length * length]) where from <= count {
                var runs: [[Duration]] = []
                history.forEachRun(ofLength: length, from: from) { runs.append([$0, $1]) }
                let expected = stride(from: from, to: count, by: length).map { start in
                    let run = durations[start..<min(start + length, count)]
                    return [run.min()!, run.max()!]
                }
                #expect(runs == expected, "runs of \(length) from \(from)")
            }
        }
    }

    @Test(arguments: [1, 31, 32, 33, 100, 1025, 1100, 33_000])
    func theFirstDurationChangeIsFoundWhereverItIs(count: Int) throws {
        var random = SeededRandom(seed: UInt64(count) + 11)
        let durations = (0..<count).map { _ in Duration.milliseconds(Int64.random(in: 1...9_000, using: &random)) }
        let history = LapHistory(durations: durations)
        #expect(history.firstDurationChange(from: history) == nil)
        #expect(history.firstDurationChange(from: LapHistory(durations: durations)) == nil)
        var noted = history
        noted.setNote(try LapNote.parse("a note changes no duration"), at: count / 2)
        #expect(noted.firstDurationChange(from: history) == nil)
        for index in Set([0, count / 2, count - 1, max(0, count - 33)]) {
            #expect(history.removingLap(at: index).firstDurationChange(from: history) == index)
            #expect(history.firstDurationChange(from: history.removingLap(at: index)) == index)
        }
        var longer = history
        longer.append(.seconds(1))
        #expect(longer.firstDurationChange(from: history) == count)
        #expect(LapHistory().firstDurationChange(from: history) == 0)
    }

    @Test func notesSetOnEveryLapAndTakenAwayLeaveTheHistoryWithoutNotes() throws {
        let plain = LapHistory(durations: (0..<70).map { Duration.seconds($0 % 7) })
        var noted = plain
        for index in 0..<70 { noted.setNote(try LapNote.parse("n\(index)"), at: index) }
        #expect((0..<70).allSatisfy { noted.note(at: $0)?.text == "n\($0)" })
        #expect(
            noted
                == LapHistory(
                    durations: plain.durations,
                    notes: Dictionary(uniqueKeysWithValues: (0..<70).map { ($0, try! LapNote.parse("n\($0)")!) })))
        for index in 0..<70 { noted.setNote(nil, at: index) }
        #expect(noted == plain)
        #expect(!noted.hasNotes)
    }

    @Test func aNoteChangesOneLapAndLeavesTheOriginalAsItWas() throws {
        let original = LapHistory(durations: (0..<100).map { Duration.seconds($0 + 1) })
        var noted = original
        let note = try #require(try LapNote.parse("the hill"))
        noted.setNote(note, at: 40)
        #expect(noted.note(at: 40) == note)
        #expect(original.note(at: 40) == nil)
        #expect(noted != original)
        #expect(noted.durations == original.durations)
        noted.setNote(note, at: 99)
        #expect(noted[99].note == note)
    }
}

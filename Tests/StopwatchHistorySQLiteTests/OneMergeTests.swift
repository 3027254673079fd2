import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// The SQLite history and its in-memory double store what the one merge decides
/// (ARCHITECTURE.md, "On every machine"): the same random lines of two machines, shuffled,
/// duplicated and split into conflict copies, each read in its own order, give both the same
/// history and the same totals.
@Suite struct OneMergeTests {
    let folder = HistoryFolder()
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    static let machines = [MachineID("fedcba9876543210fedcba9876543210")!, MachineID("00112233445566778899aabbccddeeff")!]
    static let start: Int64 = 1_764_000_000_000

    /// Random lines of `machine`: sessions with run logs and corrections, now and then a second,
    /// different line of a session, and removals (some before their sessions).
    private func lines(of machine: MachineID, own: [Session], random: inout SeededRandom) -> [SyncRecord] {
        var lines: [SyncRecord] = []
        for index in 1...120 {
            let startedAt = Duration.milliseconds(Self.start + Int64(random.next() % 20 * 86_400_000))
            let (log, end) = randomRunLog(
                from: startedAt, longestSpan: 14_400_000, longestGap: 3_600_000, correctionOneIn: 4, largestCorrection: 600_000,
                random: &random)
            let session = MachineSession(
                id: SessionID(rawValue: Int64(index)), machine: machine, stopwatchName: "Task \(random.next() % 3)",
                startedAt: startedAt, elapsed: end - startedAt, lapCount: Int(random.next() % 9), runLog: log)
            lines.append(.session(session))
            if random.next() % 6 == 0 {
                lines.append(
                    .session(
                        MachineSession(
                            id: session.id, machine: machine, stopwatchName: session.stopwatchName, startedAt: session.startedAt,
                            elapsed: session.elapsed + .seconds(30), lapCount: session.lapCount, runLog: session.runLog)))
            }
            if random.next() % 7 == 0 { lines.insert(.removed(session.id), at: Int(random.next() % UInt64(lines.count + 1))) }
        }
        // This machine's own sessions, as a data folder copied from here holds them.
        lines += own.map { .session(MachineSession($0, on: machine, unnamed: "Stopwatch")) }
        return lines
    }

    /// `lines` as an engine hands them over: each read a run of them, with a conflict copy now
    /// and then (lines read again).
    private func reads(of lines: [SyncRecord], random: inout SeededRandom) -> [[SyncRecord]] {
        let shuffled = lines.shuffled(using: &random)
        var reads: [[SyncRecord]] = []
        var at = 0
        while at < shuffled.count {
            let next = min(shuffled.count, at + 1 + Int(random.next() % 40))
            reads.append(Array(shuffled[at..<next]))
            if random.next() % 3 == 0 { reads.append(Array(shuffled[max(0, at - 20)..<next])) }
            at = next
        }
        return reads
    }

    @Test func theSQLiteHistoryAndTheDoubleKeepTheSameOfTheSameLinesReadInAnyOrder() throws {
        var random = SeededRandom(seed: 20_261_206)
        let own = (1...5).map { index in
            Session(
                id: SessionID(rawValue: Int64(index)), startedAt: .milliseconds(Self.start + Int64(index) * 3_600_000),
                elapsed: .seconds(600), laps: LapHistory(), stopwatchName: "Task 0")
        }
        let sqlite = folder.makeHistory()
        let sync = FakeSyncFolder(machine: Self.desktop)
        sqlite.useSyncFolder { sync }
        let double = InMemorySessionHistory()
        for session in own {
            sqlite.add(session) { _ in }
            double.add(session) { _ in }
        }
        folder.deliver(to: sqlite)
        for machine in Self.machines {
            let all = lines(of: machine, own: own, random: &random)
            for read in reads(of: all, random: &random) {
                sync.queue(SyncFolderChanges(records: [machine: read]))
                sqlite.readSyncFolder { _ in }
                folder.deliver(to: sqlite)
            }
            for read in reads(of: all, random: &random) { double.takeIn(read, from: machine) }
        }

        var fromSQLite: [SessionSummary] = []
        var fromDouble: [SessionSummary] = []
        sqlite.summaries { fromSQLite = (try? $0.get()) ?? [] }
        folder.deliver(to: sqlite)
        double.summaries { fromDouble = (try? $0.get()) ?? [] }
        #expect(fromSQLite.count > 150, "most sessions kept: \(fromSQLite.count)")
        #expect(fromSQLite.count < 2 * 120 + 5, "some removed, none twice")
        // The double has no best lap for this machine's sessions' list either way.
        #expect(fromSQLite.map(\.withoutBestLap) == fromDouble.map(\.withoutBestLap))

        let boundaries = (0...21).map { Duration.milliseconds(Self.start + Int64($0) * 86_400_000) }
        for choice in [MachineChoice.all, .this, .other(Self.machines[0]), .other(Self.machines[1])] {
            var sqliteTimes: RunTimes?
            var doubleTimes: RunTimes?
            sqlite.runTimes(boundaries: boundaries, unnamed: "Stopwatch", machine: choice) { sqliteTimes = try? $0.get() }
            folder.deliver(to: sqlite)
            double.runTimes(boundaries: boundaries, unnamed: "Stopwatch", machine: choice) { doubleTimes = try? $0.get() }
            #expect(sqliteTimes != nil && sqliteTimes == doubleTimes, "\(choice)")
        }
    }
}

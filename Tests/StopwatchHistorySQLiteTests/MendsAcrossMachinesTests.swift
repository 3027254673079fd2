import StopwatchCore
import StopwatchSyncFolder
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// Two machines' histories over one real sync folder (ARCHITECTURE.md, "Mends"): a mend made on
/// one is written to its own folder only, read by the other, and both then list and count the
/// same; a removal on one and a mend on the other made apart leave the session removed on both.
@Suite struct MendsAcrossMachinesTests {
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    static let laptop = MachineID("fedcba9876543210fedcba9876543210")!
    static let nine = Duration.seconds(1_764_579_600)
    let shared = TemporaryFolder()

    /// One machine: its history (in a data folder of its own) over the shared folder, and the
    /// repository the app reads it through.
    final class Machine {
        let id: MachineID
        let data = HistoryFolder()
        let history: SQLiteSessionHistory
        let repository: SessionHistoryRepository

        init(_ id: MachineID, sharing folder: String) {
            self.id = id
            history = data.makeHistory()
            history.useSyncFolder { SyncFolder(folder: folder, machine: id, writer: 1, now: { MendsAcrossMachinesTests.nine }) }
            repository = SessionHistoryRepository(dataSource: history, logger: RecordingLogger()) { id }
        }

        /// Hands over every answer, as the main loop would, until none is left.
        func settle() {
            for _ in 0..<6 { data.deliver(to: history) }
        }

        /// Reads the other machines' files (and writes what waits to be written).
        func sync() {
            var changed = false
            history.readSyncFolder { changed = $0.changed }
            settle()
            if changed { repository.changedElsewhere() }
            settle()
        }

        /// Mends `session` as the app would, an hour after nine: what was answered (`nil`: made).
        @discardableResult
        func mend(_ session: SessionRef, by change: MendChange) -> SessionMendProblem?? {
            var answer: SessionMendProblem??
            repository.mend(session, by: change, now: nine + .seconds(3600 * 3)) { answer = .some($0) }
            settle()
            return answer
        }

        var listed: [SessionSummary] {
            var listed: [SessionSummary] = []
            repository.summaries { listed = (try? $0.get()) ?? [] }
            settle()
            return listed
        }

        /// Each stopwatch's time that day, as "name seconds", every machine's.
        var totals: Set<String> {
            var times: RunTimes?
            repository.runTimes(boundaries: [nine - .seconds(9 * 3600), nine + .seconds(15 * 3600)], unnamed: "Stopwatch") {
                times = try? $0.get()
            }
            settle()
            var sums: [String: Int64] = [:]
            for credit in times?.credits ?? [] { sums[credit.stopwatch, default: 0] += credit.amount.components.seconds }
            return Set(sums.filter { $0.value != 0 }.map { "\($0.key) \($0.value)" })
        }
    }

    private static func session(_ id: Int64, _ name: String, minutes: Int64, from start: Int64) -> Session {
        let begin = nine + .seconds(start * 60)
        return Session(
            id: SessionID(rawValue: id), startedAt: begin, elapsed: .seconds(minutes * 60), laps: LapHistory(), stopwatchName: name,
            runLog: RunLog(spans: [RunLog.Span(start: begin, end: begin + .seconds(minutes * 60))]))
    }

    @Test func aMendOnOneMachineReachesTheOthersListAndTotals() throws {
        let desktop = Machine(Self.desktop, sharing: shared.path)
        let laptop = Machine(Self.laptop, sharing: shared.path)
        laptop.repository.add(Self.session(1, "Writing", minutes: 60, from: 0))
        laptop.settle()
        laptop.sync()
        desktop.sync()
        #expect(desktop.totals == ["Writing 3600"])
        // On the desktop: that hour was Reading, and began 20 minutes late.
        let laptops = SessionRef(machine: Self.laptop, id: SessionID(rawValue: 1))
        #expect(desktop.mend(laptops, by: .stopwatch("Reading")) == .some(nil))
        #expect(desktop.mend(laptops, by: .begin(Self.nine + .seconds(20 * 60))) == .some(nil))
        #expect(desktop.totals == ["Reading 2400"])
        desktop.sync()
        // Written to the desktop's own folder only.
        #expect(shared.files(in: Self.desktop.text).contains { $0.hasPrefix("sessions-") })
        laptop.sync()
        #expect(laptop.totals == ["Reading 2400"])
        #expect(laptop.listed.map(\.stopwatchName) == ["Reading"])
        #expect(laptop.listed.map(\.machine) == [nil], "the laptop's own session, mended elsewhere")
        #expect(desktop.listed.map(\.startedAt) == laptop.listed.map(\.startedAt))
    }

    @Test func aRemovalMadeApartFromAMendOfTheSameSessionHoldsOnBoth() throws {
        let desktop = Machine(Self.desktop, sharing: shared.path)
        let laptop = Machine(Self.laptop, sharing: shared.path)
        laptop.repository.add(Self.session(1, "Writing", minutes: 60, from: 0))
        laptop.repository.add(Self.session(2, "Writing", minutes: 30, from: 90))
        laptop.settle()
        laptop.sync()
        desktop.sync()
        // Apart: the laptop removes its first session (a mend: any machine's may be removed so),
        // the desktop renames it.
        let first = SessionRef(machine: Self.laptop, id: SessionID(rawValue: 1))
        #expect(laptop.mend(first, by: .remove) == .some(nil))
        #expect(desktop.mend(first, by: .stopwatch("Reading")) == .some(nil))
        laptop.sync()
        desktop.sync()
        laptop.sync()
        #expect(laptop.totals == ["Writing 1800"])
        #expect(desktop.totals == laptop.totals)
        #expect(desktop.listed.count == 1 && laptop.listed.count == 1)
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// The SQLite history keeps every machine's mends as made and hands them back bounded
/// (ARCHITECTURE.md, "Mends"); what they make of the history is the core's, so the SQLite
/// history and its in-memory double give the same mended list and totals.
@Suite struct SQLiteMendsTests {
    let folder = HistoryFolder()
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    static let laptop = MachineID("fedcba9876543210fedcba9876543210")!
    static let start: Int64 = 1_764_000_000_000

    private func answer<Value>(_ history: SQLiteSessionHistory, _ request: (@escaping (Value) -> Void) -> Void) -> Value? {
        var value: Value?
        request { value = $0 }
        folder.deliver(to: history)
        return value
    }

    private static func mend(_ count: Int64, by machine: MachineID, _ id: Int64, on owner: MachineID, _ change: MendChange) -> SessionMend {
        SessionMend(
            stamp: MendStamp(count: count, machine: machine), session: SessionRef(machine: owner, id: SessionID(rawValue: id)),
            change: change)
    }

    @Test func everyKindOfMendIsKeptOnceAndReadBackAsMade() throws {
        let history = folder.makeHistory()
        let made = [
            Self.mend(1, by: Self.desktop, 4, on: Self.laptop, .begin(.milliseconds(Self.start))),
            Self.mend(2, by: Self.desktop, 4, on: Self.laptop, .end(.milliseconds(Self.start + 60_000))),
            Self.mend(3, by: Self.laptop, 4, on: Self.laptop, .length(.seconds(90))),
            Self.mend(4, by: Self.laptop, 5, on: Self.desktop, .stopwatch("Reading")),
            Self.mend(5, by: Self.desktop, 5, on: Self.desktop, .note("the meeting ran on — «long»")),
            Self.mend(
                6, by: Self.desktop, 5, on: Self.desktop, .split(at: .milliseconds(Self.start + 1000), newID: SessionID(rawValue: 77))),
            Self.mend(7, by: Self.laptop, 5, on: Self.desktop, .join(SessionRef(machine: Self.laptop, id: SessionID(rawValue: 4)))),
            Self.mend(8, by: Self.laptop, 4, on: Self.laptop, .remove),
        ]
        for mend in made.reversed() + made { history.addMend(mend) { _ in } }
        let read = try #require(answer(history) { history.mends(completion: $0) }).get()
        #expect(read == made, "each once, in the order of their stamps")
    }

    @Test func rowsNoMendCanMakeAreLeftOutAndTheRestKept() throws {
        let history = folder.makeHistory()
        let kept = Self.mend(3, by: Self.desktop, 1, on: Self.desktop, .note("kept"))
        history.addMend(kept) { _ in }
        folder.deliver(to: history)
        let connection = try SQLiteConnection(path: folder.databasePath)
        let hostile: [(String, String, Int64, Int64, String, String)] = [
            ("not a machine", Self.desktop.text, 0, 0, "", ""),  // who made it
            (Self.desktop.text, "../../etc", 0, 0, "", ""),  // whose session
            (Self.desktop.text, Self.desktop.text, 0, -5, "", ""),  // a beginning before 1970
            (Self.desktop.text, Self.desktop.text, 1, 1 << 60, "", ""),  // an end past year 9999
            (Self.desktop.text, Self.desktop.text, 2, -1, "", ""),  // a negative length
            (Self.desktop.text, Self.desktop.text, 3, 0, String(repeating: "n", count: 10_000), ""),  // a name too long
            (Self.desktop.text, Self.desktop.text, 4, 0, String(repeating: "n", count: 1001), ""),  // a note too long
            (Self.desktop.text, Self.desktop.text, 6, 0, "", "nobody"),  // a join of no machine's session
            (Self.desktop.text, Self.desktop.text, 42, 0, "", ""),  // no such kind
        ]
        for (maker, machine, kind, at, text, other) in hostile {
            try connection.run(
                "INSERT INTO mends (maker, count, machine, session, kind, at_ms, text, other_machine, other_id) VALUES (?, 9, ?, 1, ?, ?, ?, ?, 0)",
                [.text(maker), .text(machine), .integer(kind), .integer(at), .text(text), .text(other)])
        }
        // A count claimed far in the future is held to the bound.
        try connection.run(
            "INSERT INTO mends (maker, count, machine, session, kind, at_ms, text, other_machine, other_id) VALUES (?, ?, ?, 1, 7, 0, '', '', 0)",
            [.text(Self.laptop.text), .integer(.max), .text(Self.desktop.text)])
        let read = try #require(answer(history) { history.mends(completion: $0) }).get()
        #expect(read == [kept, Self.mend(MendStamp.maximumCount, by: Self.laptop, 1, on: Self.desktop, .remove)])
    }

    @Test func theSessionsTheRulesReadAreTheNamedAndTheirStopwatchesOnTheSameMachineIgnoringCase() throws {
        let history = folder.makeHistory()
        let sync = FakeSyncFolder(machine: Self.desktop)
        history.useSyncFolder { sync }
        for (id, name) in [(1, "Writing"), (2, "writing"), (3, "Reading"), (4, "Tea"), (5, "Reading"), (6, "Übung")] {
            history.add(
                Session(
                    id: SessionID(rawValue: Int64(id)), startedAt: .milliseconds(Self.start + Int64(id) * 3_600_000), elapsed: .seconds(60),
                    laps: LapHistory(), stopwatchName: name)
            ) { _ in }
        }
        sync.queue(
            SyncFolderChanges(records: [
                Self.laptop: [
                    .session(
                        MachineSession(
                            id: SessionID(rawValue: 1), machine: Self.laptop, stopwatchName: "Writing",
                            startedAt: .milliseconds(Self.start), elapsed: .seconds(5)))
                ]
            ]))
        history.readSyncFolder { _ in }
        folder.deliver(to: history)
        let reads = MendReads(of: [
            Self.mend(1, by: Self.desktop, 1, on: Self.desktop, .begin(.milliseconds(Self.start))),
            Self.mend(2, by: Self.desktop, 1, on: Self.desktop, .stopwatch("TEA")),
            Self.mend(3, by: Self.desktop, 3, on: Self.desktop, .note("Read")),
            Self.mend(4, by: Self.desktop, 2, on: Self.desktop, .stopwatch("üBUNG")),
        ])
        let near = try #require(answer(history) { history.sessions(read: reads, thisMachine: Self.desktop, completion: $0) }).get()
        // This machine's Writing (both cases: session 1's times move), Tea and Übung (its case
        // beyond ASCII too), as this machine's; the Reading noted alone (a note meets no other
        // session); not the laptop's Writing.
        #expect(near.map(\.id.rawValue).sorted() == [1, 2, 3, 4, 6])
        #expect(near.allSatisfy { $0.machine == Self.desktop })
        #expect(near.first { $0.id.rawValue == 4 }?.stopwatchName == "Tea")
    }

    @Test func theSQLiteHistoryAndTheDoubleGiveTheSameMendedHistory() throws {
        var random = SeededRandom(seed: 20_261_207)
        let sqlite = folder.makeHistory()
        let sync = FakeSyncFolder(machine: Self.desktop)
        sqlite.useSyncFolder { sync }
        let double = InMemorySessionHistory()
        let names = ["Writing", "Reading", "Tea"]
        var refs: [SessionRef] = []
        for index in 1...12 {
            let begin = Duration.milliseconds(Self.start + Int64(index) * 5_400_000)
            let session = Session(
                id: SessionID(rawValue: Int64(index)), startedAt: begin, elapsed: .seconds(1800), laps: LapHistory(),
                stopwatchName: names[index % 3], runLog: RunLog(spans: [RunLog.Span(start: begin, end: begin + .seconds(1800))]))
            sqlite.add(session) { _ in }
            double.add(session) { _ in }
            refs.append(SessionRef(machine: Self.desktop, id: session.id))
        }
        var laptopLines: [SyncRecord] = []
        for index in 1...12 {
            let begin = Duration.milliseconds(Self.start + Int64(index) * 7_200_000 + 600_000)
            laptopLines.append(
                .session(
                    MachineSession(
                        id: SessionID(rawValue: Int64(index)), machine: Self.laptop, stopwatchName: names[index % 3], startedAt: begin,
                        elapsed: .seconds(2400), runLog: RunLog(spans: [RunLog.Span(start: begin, end: begin + .seconds(2400))]))))
            refs.append(SessionRef(machine: Self.laptop, id: SessionID(rawValue: Int64(index))))
        }
        sync.queue(SyncFolderChanges(records: [Self.laptop: laptopLines]))
        sqlite.readSyncFolder { _ in }
        folder.deliver(to: sqlite)
        double.takeIn(laptopLines, from: Self.laptop)

        var mends: [SessionMend] = []
        for count in 1...60 {
            let ref = refs[Int(random.next() % UInt64(refs.count))]
            let instant = Duration.milliseconds(Self.start + Int64(random.next() % 30) * 1_800_000)
            let change: MendChange =
                switch random.next() % 7 {
                case 0: .begin(instant)
                case 1: .end(instant)
                case 2: .length(.seconds(Int64(random.next() % 7200)))
                case 3: .stopwatch(names[Int(random.next() % 3)])
                case 4: .split(at: instant, newID: SessionID(rawValue: 1000 + Int64(count)))
                case 5: .join(refs[Int(random.next() % UInt64(refs.count))])
                default: random.next() % 3 == 0 ? .remove : .note("note \(count)")
                }
            let maker = random.next() % 2 == 0 ? Self.desktop : Self.laptop
            mends.append(SessionMend(stamp: MendStamp(count: Int64(1 + random.next() % 40), machine: maker), session: ref, change: change))
        }
        for mend in mends {
            sqlite.addMend(mend) { _ in }
            double.addMend(mend) { _ in }
        }
        folder.deliver(to: sqlite)

        let overSQLite = SessionHistoryRepository(dataSource: sqlite, logger: RecordingLogger()) { Self.desktop }
        let overDouble = SessionHistoryRepository(dataSource: double, logger: RecordingLogger()) { Self.desktop }
        var fromSQLite: [SessionSummary]?
        var fromDouble: [SessionSummary]?
        overSQLite.summaries { fromSQLite = try? $0.get() }
        for _ in 0..<4 { folder.deliver(to: sqlite) }
        overDouble.summaries { fromDouble = try? $0.get() }
        let listed = try #require(fromSQLite)
        #expect(listed.count != 24, "the mends changed what is listed")
        #expect(listed.map(\.withoutBestLap) == fromDouble?.map(\.withoutBestLap))

        let boundaries = (0...3).map { Duration.milliseconds(Self.start + Int64($0) * 86_400_000) }
        for choice in [MachineChoice.all, .this, .other(Self.laptop)] {
            var sqliteTimes: RunTimes?
            var doubleTimes: RunTimes?
            overSQLite.runTimes(boundaries: boundaries, unnamed: "Stopwatch", machine: choice) { sqliteTimes = try? $0.get() }
            for _ in 0..<4 { folder.deliver(to: sqlite) }
            overDouble.runTimes(boundaries: boundaries, unnamed: "Stopwatch", machine: choice) { doubleTimes = try? $0.get() }
            #expect(sqliteTimes != nil && sqliteTimes == doubleTimes, "\(choice)")
        }
    }
}

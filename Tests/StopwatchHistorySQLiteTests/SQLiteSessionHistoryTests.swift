import CSQLite
import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

@Suite struct SQLiteSessionHistoryTests {
    let folder = HistoryFolder()

    private func session(_ id: Int64, startedAt seconds: Int64, laps: [Int64]) -> Session {
        let history = LapHistory(durations: laps.map { Duration.milliseconds($0) })
        return Session(
            id: SessionID(rawValue: id), startedAt: .seconds(seconds), elapsed: history.total + .milliseconds(250), laps: history)
    }

    /// Runs `request` and delivers its answer.
    private func answer<Value>(_ history: SQLiteSessionHistory, _ request: (@escaping (Value) -> Void) -> Void) -> Value? {
        var value: Value?
        request { value = $0 }
        folder.deliver(to: history)
        return value
    }

    @Test func sessionsAreStoredAndListedNewestFirstAndReadBackWithTheirLaps() throws {
        let history = folder.makeHistory()
        let older = session(7, startedAt: 1_763_000_000, laps: [1200, 900, 1500])
        let newer = session(3, startedAt: 1_763_900_000, laps: [])
        history.add(older) { _ in }
        history.add(newer) { _ in }
        let summaries = try #require(answer(history) { history.summaries(completion: $0) }).get()
        #expect(summaries == [newer.summary, older.summary])
        #expect(summaries[1].lapCount == 3 && summaries[1].bestLap == .milliseconds(900))
        let read = try #require(answer(history) { history.session(older.id, completion: $0) }).get()
        #expect(read == older)
        #expect(try #require(answer(history) { history.session(SessionID(rawValue: 99), completion: $0) }).get() == nil)
    }

    @Test func theFileIsPrivateInAPrivateFolderAndWritesAhead() throws {
        let history = folder.makeHistory()
        history.add(session(1, startedAt: 5, laps: [1])) { _ in }
        folder.deliver(to: history)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.databasePath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/stopwatch")
        #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(FileManager.default.fileExists(atPath: folder.databasePath + "-wal"))
    }

    @Test func answersComeBackInTheOrderAsked() throws {
        let history = folder.makeHistory()
        var order: [String] = []
        let stored = session(1, startedAt: 5, laps: [10, 20])
        history.add(stored) { _ in order.append("add") }
        history.summaries { _ in order.append("list") }
        history.remove(stored.id) { _ in order.append("remove") }
        history.summaries { result in order.append("list \((try? result.get())?.count ?? -1)") }
        folder.deliver(to: history)
        #expect(order == ["add", "list", "remove", "list 0"])
    }

    @Test func aHundredThousandLapSessionMakesTheRoundTrip() throws {
        let history = folder.makeHistory()
        let big = session(42, startedAt: 9, laps: (0..<100_000).map { Int64(900 + $0 % 211) })
        history.add(big) { _ in }
        let read = try #require(answer(history) { history.session(big.id, completion: $0) }).get()
        #expect(read == big)
        #expect(read?.laps.best?.number == big.laps.best?.number)
    }

    @Test func itSurvivesBeingReopened() throws {
        let stored = session(5, startedAt: 77, laps: [300, 400])
        do {
            let history = folder.makeHistory()
            history.add(stored) { _ in }
            folder.deliver(to: history)
        }
        let reopened = folder.makeHistory()
        #expect(try #require(answer(reopened) { reopened.summaries(completion: $0) }).get() == [stored.summary])
    }

    @Test func aVersionOneDatabaseIsMigratedForwardWithItsSessions() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let laps = LapHistory(durations: [.milliseconds(800), .milliseconds(600), .milliseconds(700)])
        let connection = try SQLiteConnection(path: folder.databasePath)
        try connection.execute(
            "CREATE TABLE sessions (id INTEGER PRIMARY KEY, started_at_ms INTEGER NOT NULL, elapsed_ms INTEGER NOT NULL, laps BLOB NOT NULL); PRAGMA user_version = 1"
        )
        try connection.run("INSERT INTO sessions VALUES (11, 1000, 2500, ?)", [.blob(LapBlob.encode(laps))])
        let history = folder.makeHistory()
        let summaries = try #require(answer(history) { history.summaries(completion: $0) }).get()
        #expect(
            summaries == [
                SessionSummary(
                    id: SessionID(rawValue: 11), startedAt: .seconds(1), elapsed: .milliseconds(2500),
                    lapCount: 3, bestLap: .milliseconds(600))
            ])
        #expect(try connection.integer("PRAGMA user_version") == SessionDatabase.currentVersion)
    }

    /// Version 3 adds the stopwatch's name: a version-2 database keeps its sessions (no name),
    /// and new sessions keep theirs.
    @Test func aVersionTwoDatabaseIsMigratedInPlaceKeepingItsSessionsAndNamesAreKeptFromThen() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let laps = LapHistory(durations: [.milliseconds(800), .milliseconds(600)])
        let connection = try SQLiteConnection(path: folder.databasePath)
        try connection.execute(
            """
            CREATE TABLE sessions (id INTEGER PRIMARY KEY, started_at_ms INTEGER NOT NULL, elapsed_ms INTEGER NOT NULL, laps BLOB NOT NULL,
                                   lap_count INTEGER NOT NULL DEFAULT 0, best_lap_ms INTEGER);
            CREATE INDEX sessions_newest_first ON sessions (started_at_ms DESC, id DESC);
            PRAGMA user_version = 2
            """)
        try connection.run("INSERT INTO sessions VALUES (11, 1000, 2500, ?, 2, 600)", [.blob(LapBlob.encode(laps))])
        let history = folder.makeHistory()
        let named = Session(
            id: SessionID(rawValue: 12), startedAt: .seconds(5), elapsed: .seconds(2), laps: LapHistory(), stopwatchName: "Tea \"green\"")
        history.add(named) { _ in }
        let summaries = try #require(answer(history) { history.summaries(completion: $0) }).get()
        #expect(
            summaries == [
                named.summary,
                SessionSummary(
                    id: SessionID(rawValue: 11), startedAt: .seconds(1), elapsed: .milliseconds(2500),
                    lapCount: 2, bestLap: .milliseconds(600)),
            ])
        #expect(summaries[0].stopwatchName == "Tea \"green\"" && summaries[1].stopwatchName == nil)
        #expect(try #require(answer(history) { history.session(named.id, completion: $0) }).get() == named)
        #expect(try connection.integer("PRAGMA user_version") == SessionDatabase.currentVersion)
    }

    /// Version 4 adds the sum of the corrections and the lap notes: a version-3 database keeps
    /// its sessions (measured, without notes), and new sessions keep both.
    @Test func aVersionThreeDatabaseIsMigratedInPlaceAndCorrectionsAndNotesAreKeptFromThen() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let laps = LapHistory(durations: [.milliseconds(800), .milliseconds(600)])
        let connection = try SQLiteConnection(path: folder.databasePath)
        try connection.execute(
            """
            CREATE TABLE sessions (id INTEGER PRIMARY KEY, started_at_ms INTEGER NOT NULL, elapsed_ms INTEGER NOT NULL, laps BLOB NOT NULL,
                                   lap_count INTEGER NOT NULL DEFAULT 0, best_lap_ms INTEGER, stopwatch TEXT);
            CREATE INDEX sessions_newest_first ON sessions (started_at_ms DESC, id DESC);
            PRAGMA user_version = 3
            """)
        try connection.run("INSERT INTO sessions VALUES (11, 1000, 2500, ?, 2, 600, 'Tea')", [.blob(LapBlob.encode(laps))])
        let history = folder.makeHistory()
        var noted = LapHistory(durations: [.seconds(1), .seconds(2), .seconds(3)])
        noted.setNote(try LapNote.parse("שלום 🏁"), at: 0)
        noted.setNote(try LapNote.parse("the \"hill\""), at: 2)
        let corrected = Session(
            id: SessionID(rawValue: 12), startedAt: .seconds(5), elapsed: .seconds(6), laps: noted, stopwatchName: "Eggs",
            adjusted: .milliseconds(-1500))
        history.add(corrected) { _ in }
        let summaries = try #require(answer(history) { history.summaries(completion: $0) }).get()
        #expect(summaries.map(\.adjusted) == [.milliseconds(-1500), .zero])
        let old = try #require(answer(history) { history.session(SessionID(rawValue: 11), completion: $0) }).get()
        #expect(old?.laps == laps && old?.adjusted == .zero && old?.stopwatchName == "Tea")
        let back = try #require(answer(history) { history.session(corrected.id, completion: $0) }).get()
        #expect(back == corrected)
        #expect(back?.laps.note(at: 2)?.text == "the \"hill\"")
        // Storing it again (undo, then reset again) keeps one note a lap, not two.
        history.add(corrected) { _ in }
        #expect(try #require(answer(history) { history.session(corrected.id, completion: $0) }).get() == corrected)
        history.remove(corrected.id) { _ in }
        #expect(try #require(answer(history) { history.session(corrected.id, completion: $0) }).get() == nil)
        #expect(try connection.integer("SELECT count(*) FROM lap_notes") == 0)
        #expect(try connection.integer("PRAGMA user_version") == SessionDatabase.currentVersion)
    }

    @Test func aVersionFourDatabaseIsMigratedAndItsSessionsCountOnTheDayTheyStarted() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let connection = try SQLiteConnection(path: folder.databasePath)
        try connection.execute(
            """
            CREATE TABLE sessions (id INTEGER PRIMARY KEY, started_at_ms INTEGER NOT NULL, elapsed_ms INTEGER NOT NULL, laps BLOB NOT NULL,
                                   lap_count INTEGER NOT NULL DEFAULT 0, best_lap_ms INTEGER, stopwatch TEXT,
                                   adjusted_ms INTEGER NOT NULL DEFAULT 0);
            CREATE INDEX sessions_newest_first ON sessions (started_at_ms DESC, id DESC);
            CREATE TABLE lap_notes (session INTEGER NOT NULL, lap INTEGER NOT NULL, note TEXT NOT NULL, PRIMARY KEY (session, lap)) WITHOUT ROWID;
            PRAGMA user_version = 4
            """)
        try connection.run(
            "INSERT INTO sessions VALUES (21, 1000000, 7200000, ?, 0, NULL, 'Writing', 0)", [.blob(LapBlob.encode(LapHistory()))])
        try connection.run("INSERT INTO sessions VALUES (22, 5000000, 60000, ?, 0, NULL, NULL, 0)", [.blob(LapBlob.encode(LapHistory()))])
        let history = folder.makeHistory()
        // A session of today's app: it ran in two spans and was corrected once.
        let log = RunLog(
            spans: [RunLog.Span(start: .seconds(8_000), end: .seconds(8_600)), RunLog.Span(start: .seconds(9_000), end: .seconds(9_100))],
            credits: [RunLog.Credit(at: .seconds(9_050), amount: .seconds(-30))])
        let spanned = Session(
            id: SessionID(rawValue: 23), startedAt: .seconds(8_000), elapsed: .seconds(670), laps: LapHistory(), stopwatchName: "Tea",
            adjusted: .seconds(-30), runLog: log)
        history.add(spanned) { _ in }
        #expect(try #require(answer(history) { history.session(spanned.id, completion: $0) }).get() == spanned, "kept as it ran")
        #expect(try #require(answer(history) { history.summaries(completion: $0) }).get().count == 3, "the old ones kept")
        #expect(try connection.integer("PRAGMA user_version") == SessionDatabase.currentVersion)

        // What each stopwatch counts in each period, from the quarter hours SQLite sums.
        let times = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(
            boundaries: [.zero, .seconds(8_100), .seconds(10_000)], unnamed: "Stopwatch"
        ).get()
        #expect(times.spans.isEmpty)
        #expect(
            Set(times.credits.map { "\($0.stopwatch) \($0.at.components.seconds) \($0.amount.components.seconds)" }) == [
                "Writing 0 7200", "Stopwatch 0 60", "Tea 0 100", "Tea 8100 570",
            ])
        history.remove(spanned.id) { _ in }
        #expect(try #require(answer(history) { history.session(spanned.id, completion: $0) }).get() == nil)
        #expect(try connection.integer("SELECT count(*) FROM run_spans") == 0)
        #expect(try connection.integer("SELECT count(*) FROM run_credits") == 0)
        #expect(try connection.integer("SELECT count(*) FROM run_quarters WHERE stopwatch = 'Tea'") == 0, "its quarters went with it")
        #expect(try connection.integer("SELECT count(*) FROM run_hours WHERE stopwatch = 'Tea'") == 0, "and its hours")
        #expect(try connection.integer("SELECT sum(ms) FROM run_hours WHERE stopwatch = 'Writing'") == 7_200_000, "made from the quarters")
    }

    @Test func theQuartersSumWhatALoopOverTheSameSessionsSums() throws {
        var random = SeededRandom(seed: 20_261_126)
        let history = folder.makeHistory()
        var sessions: [Session] = []
        for index in 0..<300 {
            let (log, at) = randomRunLog(
                from: .seconds(1_764_000_000 + Int64(random.next() % 2_000_000)), longestSpan: 20_000_000, longestGap: 5_000_000,
                correctionOneIn: 4, largestCorrection: 300_000, random: &random)
            let session = Session(
                id: SessionID(rawValue: Int64(index + 1)), startedAt: at, elapsed: .seconds(Int64(random.next() % 7_200)),
                laps: LapHistory(), stopwatchName: random.next() % 5 == 0 ? nil : "Task \(random.next() % 4)", runLog: log)
            sessions.append(session)
            history.add(session) { _ in }
        }
        // Some stored again (an undo, then a reset) and some removed.
        for session in sessions.prefix(20) { history.add(session) { _ in } }
        for session in sessions.suffix(15) { history.remove(session.id) { _ in } }
        _ = answer(history) { history.summaries(completion: $0) }
        let calendar = FixedOffsetCalendar(offsetHours: 0)
        let first = LocalDay(iso: "2025-11-20")!
        let last = LocalDay(iso: "2026-01-10")!
        let stored = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(
            boundaries: TotalsUseCase.boundaries(from: first, through: last, in: calendar), unnamed: "Stopwatch"
        ).get()
        var spans: [RunSpan] = []
        var credits: [TimeCredit] = []
        for session in sessions.dropLast(15) {
            let name = session.stopwatchName ?? "Stopwatch"
            if session.runLog.isEmpty { credits.append(TimeCredit(stopwatch: name, at: session.startedAt, amount: session.elapsed)) }
            spans += session.runLog.spans.map { RunSpan(stopwatch: name, start: $0.start, end: $0.end) }
            credits += session.runLog.credits.map { TimeCredit(stopwatch: name, at: $0.at, amount: $0.amount) }
        }
        let calculator = TotalsCalculator(calendar: calendar)
        let fromQuarters = calculator.totals(spans: stored.spans, credits: stored.credits, from: first, through: last, by: .day)
        let fromLoop = calculator.totals(spans: spans, credits: credits, from: first, through: last, by: .day)
        #expect(fromQuarters == fromLoop)
        #expect(fromLoop.contains { !$0.stopwatch.isEmpty }, "the range holds some of them")
    }

    @Test func aDamagedFileIsKeptAsideBytesIntactWithOneWarningAndANewHistoryStarts() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let garbage = Data("this is not a database, not at all".utf8) + Data(repeating: 7, count: 4000)
        try garbage.write(to: URL(fileURLWithPath: folder.databasePath))
        let history = folder.makeHistory()
        let stored = session(1, startedAt: 5, laps: [10])
        history.add(stored) { _ in }
        #expect(try #require(answer(history) { history.summaries(completion: $0) }).get() == [stored.summary])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/stopwatch")
        let kept = try #require(names.first { $0.hasPrefix("history.sqlite3.bad-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
        #expect(FileManager.default.contents(atPath: folder.path + "/stopwatch/" + kept) == garbage)
        #expect(folder.logger.entries.count == 1)
        #expect(folder.logger.messages(atLeast: .warning).first?.contains(kept) == true)
    }

    @Test func aDatabaseFromANewerVersionIsLeftUntouchedAndTheHistoryIsUnavailable() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        do {
            let connection = try SQLiteConnection(path: folder.databasePath)
            try connection.execute("CREATE TABLE future (x); PRAGMA user_version = 99")
        }
        let before = FileManager.default.contents(atPath: folder.databasePath)
        let history = folder.makeHistory()
        history.add(session(1, startedAt: 5, laps: [10])) { _ in }
        let result = try #require(answer(history) { history.summaries(completion: $0) })
        #expect(result == .failure(.newerVersion))
        #expect(FileManager.default.contents(atPath: folder.databasePath) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/stopwatch")
        #expect(names == ["history.sqlite3"])
    }

    @Test func aReadOnlyFolderMakesTheHistoryUnavailableAndNothingElse() throws {
        try #require(folder.makeFolderReadOnly(), "could not make a read-only folder")
        let history = folder.makeHistory()
        var added: Result<Void, HistoryFailure>?
        history.add(session(1, startedAt: 5, laps: [10])) { added = $0 }
        let listed = try #require(answer(history) { history.summaries(completion: $0) })
        guard case .failure(let failure) = listed, case .failure = added else {
            Issue.record("a read-only folder took a session: \(listed)")
            return
        }
        #expect(!failure.description.isEmpty)
    }

    @Test func rowsWithImpossibleNumbersAreLeftOut() throws {
        let history = folder.makeHistory()
        history.add(session(1, startedAt: 5, laps: [10])) { _ in }
        folder.deliver(to: history)
        let connection = try SQLiteConnection(path: folder.databasePath)
        try connection.execute("INSERT INTO sessions VALUES (2, -5, 99999999999999999, X'00', 1, NULL, NULL, 0)")
        try connection.execute("INSERT INTO sessions VALUES (3, 5, 5, X'FFFFFFFFFFFFFFFF', 1, NULL, NULL, 0)")
        let summaries = try #require(answer(history) { history.summaries(completion: $0) }).get()
        #expect(summaries.map(\.id.rawValue) == [1, 3])
        #expect(try #require(answer(history) { history.session(SessionID(rawValue: 3), completion: $0) }).get() == nil)
    }

    @Test func theCommandLineReadsEverySessionWithItsLaps() throws {
        let history = folder.makeHistory()
        let stored = session(1, startedAt: 5, laps: [10, 20])
        history.add(stored) { _ in }
        folder.deliver(to: history)
        #expect(try SQLiteHistoryAtOnce(path: folder.databasePath).entries().get() == [.here(stored)])
        #expect(try SQLiteHistoryAtOnce(path: folder.path + "/nothing/here.sqlite3").entries().get() == [])
    }
}

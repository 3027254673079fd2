import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// The list the history keeps while nothing it reads changes (docs/performance.md, "Mends of
/// past sessions"): kept through a mend, never read stale after any other change, made here
/// or by another process.
@Suite struct SessionListCacheTests {
    let folder = HistoryFolder()
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!
    static let laptop = MachineID("fedcba9876543210fedcba9876543210")!
    static let start: Int64 = 1_764_000_000_000

    private static func session(_ id: Int64, _ name: String = "Writing") -> Session {
        Session(
            id: SessionID(rawValue: id), startedAt: .milliseconds(start + id * 3_600_000), elapsed: .seconds(60), laps: LapHistory(),
            stopwatchName: name)
    }

    private static func listed(_ database: SessionDatabase) throws -> [String] {
        try database.summaries(withOtherMachines: true).map { "\($0.id.rawValue) \($0.stopwatchName ?? "") \($0.machineName ?? "")" }
    }

    @Test func theListIsKeptThroughAMendAndReadAnewAfterEveryOtherChangeHereOrElsewhere() throws {
        let path = folder.databasePath
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch", withIntermediateDirectories: true)
        let database = try SessionDatabase(path: path)
        try database.add(Self.session(1))
        #expect(try Self.listed(database) == ["1 Writing "])
        let mark = try database.listMark()
        // A mend writes only the mends and the outbox: the list stays kept, its mark unmoved.
        let mend = SessionMend(
            stamp: MendStamp(count: 1, machine: Self.desktop), session: SessionRef(machine: Self.desktop, id: SessionID(rawValue: 1)),
            change: .note("call"))
        #expect(try database.add(mend, sending: true))
        #expect(try database.listMark() == mark)
        try database.sent(through: .max)
        #expect(try database.listMark() == mark)
        // Every other change moves it, and the list is read anew.
        try database.add(Self.session(2, "Reading"))
        #expect(try Self.listed(database) == ["2 Reading ", "1 Writing "])
        try database.remove(SessionID(rawValue: 1))
        #expect(try Self.listed(database) == ["2 Reading "])
        let laptops = MachineSession(
            id: SessionID(rawValue: 7), machine: Self.laptop, stopwatchName: "Tea", startedAt: .milliseconds(Self.start),
            elapsed: .seconds(30))
        #expect(try database.takeIn([.session(laptops)], from: Self.laptop))
        #expect(try Self.listed(database) == ["2 Reading ", "7 Tea "])
        try database.noteMachine(Self.laptop, name: "Laptop", seenAt: .milliseconds(Self.start))
        #expect(try Self.listed(database) == ["2 Reading ", "7 Tea Laptop"])
        try database.forget(Self.laptop, true)
        #expect(try Self.listed(database) == ["2 Reading "])
        // Another process (the command line) writes through its own connection.
        let commandLine = try SessionDatabase(path: path)
        try commandLine.add(Self.session(3, "Tea"))
        #expect(try Self.listed(database) == ["3 Tea ", "2 Reading "])
        // And the stopwatch names the rules of mends match by, too.
        let reads = MendReads(of: [
            SessionMend(
                stamp: MendStamp(count: 2, machine: Self.desktop), session: SessionRef(machine: Self.desktop, id: SessionID(rawValue: 2)),
                change: .stopwatch("TEA"))
        ])
        #expect(try database.sessions(read: reads, thisMachine: Self.desktop).map(\.id.rawValue).sorted() == [2, 3])
        try commandLine.add(Self.session(4, "tea"))
        #expect(try database.sessions(read: reads, thisMachine: Self.desktop).map(\.id.rawValue).sorted() == [2, 3, 4])
    }
}

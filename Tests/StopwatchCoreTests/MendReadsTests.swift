import StopwatchCore
import StopwatchTestSupport
import Testing

/// The sessions the rules of mends read (ARCHITECTURE.md, "Mends"): the history hands over only
/// those `MendReads` names, and the mends must come out the same as over every session stored,
/// or machines that read more or less would disagree.
@Suite struct MendReadsTests {
    private static let machines = [
        MachineID("0123456789abcdef0123456789abcdef")!, MachineID("fedcba9876543210fedcba9876543210")!,
        MachineID("00112233445566778899aabbccddeeff")!,
    ]
    /// 9:00 on a day, as seconds since the epoch.
    private static let nine = Duration.seconds(1_764_579_600)

    private static func at(minutes: Int) -> Duration { nine + .seconds(minutes * 60) }

    /// What a history hands over for `reads`, as the port says: the sessions named, and on
    /// their machines every session of a stopwatch named or of a session whose times move.
    private static func handedOver(_ reads: MendReads, from stored: [MendableSession]) -> [MendableSession] {
        var wanted: [MachineID: Set<String>] = [:]
        for machine in Set(reads.refs.map(\.machine)) { wanted[machine] = Set(reads.names.map { $0.lowercased() }) }
        for session in stored where reads.timed.contains(session.ref) {
            wanted[session.ref.machine, default: []].insert(session.stopwatchName.lowercased())
        }
        return stored.filter {
            reads.refs.contains($0.ref) || wanted[$0.ref.machine]?.contains($0.stopwatchName.lowercased()) == true
        }
    }

    @Test func aNoteOrARemovalReadsOnlyItsSessionAndAMoveItsStopwatchToo() {
        let writing = SessionRef(machine: Self.machines[0], id: SessionID(rawValue: 1))
        let reading = SessionRef(machine: Self.machines[1], id: SessionID(rawValue: 2))
        let later = SessionRef(machine: Self.machines[1], id: SessionID(rawValue: 3))
        let stamp = MendStamp(count: 1, machine: Self.machines[0])
        let notes = MendReads(of: [
            SessionMend(stamp: stamp, session: writing, change: .note("call")),
            SessionMend(stamp: stamp, session: reading, change: .remove),
        ])
        #expect(notes.refs == [writing, reading] && notes.timed.isEmpty && notes.names.isEmpty)
        let moves = MendReads(of: [
            SessionMend(stamp: stamp, session: writing, change: .end(Self.at(minutes: 30))),
            SessionMend(stamp: stamp, session: reading, change: .join(later)),
            SessionMend(stamp: stamp, session: later, change: .stopwatch("Tea")),
        ])
        #expect(moves.refs == [writing, reading, later] && moves.timed == [writing, reading, later] && moves.names == ["Tea"])
    }

    @Test func aNoteOfASessionThatOverlapsAnotherAsStoredHoldsWhicheverAreRead() {
        // Two sessions of one stopwatch that overlap as their machine wrote them (a hostile or
        // damaged file): a note meets neither's time, so it holds read with or without the other.
        let spans = [RunLog.Span(start: Self.at(minutes: 0), end: Self.at(minutes: 30))]
        let first = MendableSession(
            ref: SessionRef(machine: Self.machines[0], id: SessionID(rawValue: 1)), stopwatchName: "Writing", runLog: RunLog(spans: spans))
        let second = MendableSession(
            ref: SessionRef(machine: Self.machines[0], id: SessionID(rawValue: 2)), stopwatchName: "Writing", runLog: RunLog(spans: spans))
        let note = SessionMend(stamp: MendStamp(count: 1, machine: Self.machines[1]), session: first.ref, change: .note("call"))
        let reads = MendReads(of: [note])
        #expect(Self.handedOver(reads, from: [first, second]) == [first])
        for sessions in [[first, second], [first]] {
            let outcome = PastMends.apply([note], to: sessions)
            #expect(outcome.refused.isEmpty && outcome.sessions[first.ref]?.note == "call")
        }
    }

    @Test func randomMendsOverTheSessionsHandedOverComeOutAsOverEverySessionStored() {
        var random = SeededRandom(seed: 20_261_207)
        var fewer = 0
        for round in 0..<60 {
            var stored: [MendableSession] = []
            for (index, machine) in Self.machines.enumerated() {
                var start = Int.random(in: 0..<30, using: &random)
                for number in 1...8 {
                    let length = Int.random(in: 5..<40, using: &random)
                    stored.append(
                        MendableSession(
                            ref: SessionRef(machine: machine, id: SessionID(rawValue: Int64(index * 10 + number))),
                            stopwatchName: ["Writing", "Reading", "Tea"].randomElement(using: &random)!,
                            runLog: RunLog(spans: [RunLog.Span(start: Self.at(minutes: start), end: Self.at(minutes: start + length))])))
                    start += length + Int.random(in: 0..<20, using: &random)
                }
            }
            var mends: [SessionMend] = []
            for _ in 0..<Int.random(in: 1..<12, using: &random) {
                let minute = Int.random(in: -20..<300, using: &random)
                let change: MendChange =
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0: .begin(Self.at(minutes: minute))
                    case 1: .end(Self.at(minutes: minute))
                    case 2: .length(.seconds(Int.random(in: 0..<7200, using: &random)))
                    case 3: .stopwatch(["writing", "Reading", "Practice"].randomElement(using: &random)!)
                    case 4: .note("call")
                    case 5: .split(at: Self.at(minutes: minute), newID: SessionID(rawValue: Int64.random(in: 100..<104, using: &random)))
                    case 6: .join(stored.randomElement(using: &random)!.ref)
                    default: .remove
                    }
                mends.append(
                    SessionMend(
                        stamp: MendStamp(
                            count: Int64.random(in: 1..<8, using: &random), machine: Self.machines.randomElement(using: &random)!),
                        session: stored.randomElement(using: &random)!.ref, change: change))
            }
            let handed = Self.handedOver(MendReads(of: mends), from: stored)
            if handed.count < stored.count { fewer += 1 }
            let everySession = PastMends.apply(mends, to: stored)
            let theHanded = PastMends.apply(mends, to: handed)
            #expect(theHanded.refused == everySession.refused, "round \(round)")
            #expect(theHanded.waiting == everySession.waiting, "round \(round)")
            #expect(theHanded.removed == everySession.removed, "round \(round)")
            #expect(theHanded.sessions == everySession.sessions.filter { theHanded.sessions[$0.key] != nil }, "round \(round)")
            // What was not handed over is as stored: the mends did not touch it.
            for session in stored where !handed.contains(session) {
                #expect(everySession.sessions[session.ref] == session, "round \(round)")
            }
        }
        // Most rounds read fewer than every session: the test is of a choice, not of all.
        #expect(fewer > 30, "\(fewer)")
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

/// Mends of past sessions applied in one order (ARCHITECTURE.md, "Mends"): each moves only
/// what it names, the later of two made apart holds, a removal holds for good, a mend waits
/// for its session, and every machine gets the same history whatever order the mends arrive in.
@Suite struct PastMendsTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    private static let desktop = MachineID("fedcba9876543210fedcba9876543210")!
    /// 9:00 on a day, as seconds since the epoch.
    private static let nine = Duration.seconds(1_764_579_600)

    private static func at(minutes: Int) -> Duration { nine + .seconds(minutes * 60) }

    private static func ref(_ id: Int64, on machine: MachineID = laptop) -> SessionRef {
        SessionRef(machine: machine, id: SessionID(rawValue: id))
    }

    /// A session of `name` that ran over the spans given in minutes after nine.
    private static func session(
        _ id: Int64, on machine: MachineID = laptop, _ name: String = "Writing", spans: [(Int, Int)], laps: [Int] = []
    ) -> MendableSession {
        MendableSession(
            ref: ref(id, on: machine), stopwatchName: name,
            runLog: RunLog(spans: spans.map { RunLog.Span(start: at(minutes: $0.0), end: at(minutes: $0.1)) }),
            lapTotals: laps.map { .seconds($0 * 60) })
    }

    private static func mend(_ count: Int64, by machine: MachineID = laptop, _ target: SessionRef, _ change: MendChange)
        -> SessionMend
    {
        SessionMend(stamp: MendStamp(count: count, machine: machine), session: target, change: change)
    }

    @Test func movingTheBeginningKeepsTheEndAndTheLapsTheirPlaceOnTheClock() throws {
        let ran = Self.session(1, spans: [(0, 60)], laps: [20])
        let earlier = try #require(
            PastMends.apply([Self.mend(1, Self.ref(1), .begin(Self.at(minutes: -20)))], to: [ran]).sessions[Self.ref(1)])
        #expect(earlier.begin == Self.at(minutes: -20))
        #expect(earlier.end == Self.at(minutes: 60))
        #expect(earlier.elapsed == .seconds(80 * 60))
        #expect(earlier.lapTotals == [.seconds(40 * 60)], "the lap still ended at 9:20")
        let later = try #require(
            PastMends.apply([Self.mend(1, Self.ref(1), .begin(Self.at(minutes: 10)))], to: [ran]).sessions[Self.ref(1)])
        #expect(later.begin == Self.at(minutes: 10))
        #expect(later.end == Self.at(minutes: 60))
        #expect(later.lapTotals == [.seconds(10 * 60)])
    }

    @Test func movingTheEndKeepsTheBeginningAndPausesStayPauses() throws {
        let ran = Self.session(1, spans: [(0, 20), (40, 60)])
        let longer = try #require(
            PastMends.apply([Self.mend(1, Self.ref(1), .end(Self.at(minutes: 90)))], to: [ran]).sessions[Self.ref(1)])
        #expect(longer.begin == Self.at(minutes: 0))
        #expect(longer.elapsed == .seconds(70 * 60), "20 minutes, a pause, then 50")
        let shorter = try #require(
            PastMends.apply([Self.mend(1, Self.ref(1), .end(Self.at(minutes: 30)))], to: [ran]).sessions[Self.ref(1)])
        #expect(shorter.end == Self.at(minutes: 20), "ended in the pause: it ended when it last ran")
        #expect(shorter.elapsed == .seconds(20 * 60))
    }

    @Test func aMendThatBreaksARuleChangesNothingAndSaysWhy() {
        let ran = Self.session(1, spans: [(0, 60)], laps: [50])
        let other = Self.session(2, spans: [(90, 120)])
        let mends = [
            Self.mend(1, Self.ref(1), .end(Self.at(minutes: -5))),
            Self.mend(2, Self.ref(1), .end(Self.at(minutes: 100))),
            Self.mend(3, Self.ref(1), .end(Self.at(minutes: 30))),
            Self.mend(4, Self.ref(1), .stopwatch(String(repeating: "x", count: 61))),
            Self.mend(5, Self.ref(1), .length(.seconds(-1))),
            Self.mend(6, Self.ref(1), .begin(.seconds(Int64.max / 2))),
            Self.mend(7, Self.ref(1), .note(String(repeating: "n", count: MendableSession.maximumNoteLength + 1))),
            Self.mend(8, Self.ref(1), .split(at: Self.at(minutes: 60), newID: SessionID(rawValue: 9))),
            Self.mend(9, Self.ref(1), .split(at: Self.at(minutes: 30), newID: SessionID(rawValue: 2))),
        ]
        let outcome = PastMends.apply(mends, to: [ran, other])
        #expect(outcome.sessions[Self.ref(1)] == ran)
        #expect(
            mends.map { outcome.refused[$0] } == [
                .endsBeforeItBegins, .overlaps(Self.ref(2)), .cutsLaps, .stopwatchName, .pastTheLimit, .pastTheLimit,
                .noteTooLong, .splitOutside, .splitNumberTaken,
            ])
        #expect(outcome.sessions[Self.ref(2)] == other)
    }

    /// The rules look only at the sessions near the time asked about, each as the mends before
    /// left it: one moved to another stopwatch, begun later or removed meets nothing where it
    /// was, and one that ran long from well before is still met.
    @Test func theRulesMeetEachSessionWhereTheMendsBeforeLeftIt() {
        let sessions = [
            Self.session(1, spans: [(0, 60)]),
            Self.session(2, spans: [(120, 180)]),
            Self.session(3, "Reading", spans: [(240, 300)]),
            Self.session(4, spans: [(400, 1_600)]),
            Self.session(5, spans: [(-100, -90)]),
            Self.session(6, spans: [(1_700, 1_710)]),
        ]
        let mends = [
            // 1 becomes Reading: Writing's 9:00–10:00 is free, Reading's is not.
            Self.mend(1, Self.ref(1), .stopwatch("Reading")),
            Self.mend(2, Self.ref(5), .end(Self.at(minutes: 30))),
            Self.mend(3, Self.ref(3), .begin(Self.at(minutes: 30))),
            // 2 begins at 11:30 now: 11:00–11:30 is free, the rest is not.
            Self.mend(4, Self.ref(2), .begin(Self.at(minutes: 150))),
            Self.mend(5, Self.ref(5), .end(Self.at(minutes: 140))),
            Self.mend(6, Self.ref(5), .end(Self.at(minutes: 160))),
            // 4 ran twenty hours from 15:40: 6 cannot begin inside them, until 4 is removed.
            Self.mend(7, Self.ref(6), .begin(Self.at(minutes: 1_000))),
            Self.mend(8, Self.ref(4), .remove),
            Self.mend(9, Self.ref(6), .begin(Self.at(minutes: 1_000))),
        ]
        let outcome = PastMends.apply(mends, to: sessions)
        #expect(
            mends.map { outcome.refused[$0] } == [
                nil, nil, .overlaps(Self.ref(1)), nil, nil, .overlaps(Self.ref(2)), .overlaps(Self.ref(4)), nil, nil,
            ])
        #expect(outcome.sessions[Self.ref(5)]?.end == Self.at(minutes: 140))
        #expect(outcome.sessions[Self.ref(6)]?.begin == Self.at(minutes: 1_000))
    }

    @Test func aSplitGivesEachSideItsTimeItsLapsAndItsCorrections() throws {
        let ran = Self.session(1, spans: [(0, 30), (40, 70)], laps: [10, 35, 50])
        let outcome = PastMends.apply(
            [Self.mend(1, by: Self.desktop, Self.ref(1), .split(at: Self.at(minutes: 50), newID: SessionID(rawValue: 5)))],
            to: [ran])
        let before = try #require(outcome.sessions[Self.ref(1)])
        let after = try #require(outcome.sessions[Self.ref(5, on: Self.desktop)], "numbered on the machine that split it")
        #expect(before.end == Self.at(minutes: 50))
        #expect(before.elapsed == .seconds(40 * 60))
        #expect(before.lapTotals == [.seconds(10 * 60), .seconds(35 * 60)])
        #expect(after.begin == Self.at(minutes: 50))
        #expect(after.elapsed == .seconds(20 * 60))
        #expect(after.lapTotals == [.seconds(10 * 60)], "the lap at 50 minutes is 10 into the part after")
        #expect(after.stopwatchName == "Writing")
        #expect(after.ranOn == Self.laptop, "but it ran on the laptop")
    }

    @Test func aPartSplitOffOnAnotherMachineStillKeepsItsMachinesStopwatchFromOverlapping() throws {
        let sessions = [Self.session(1, spans: [(0, 60)]), Self.session(2, spans: [(70, 90)])]
        let split = Self.mend(1, by: Self.desktop, Self.ref(1), .split(at: Self.at(minutes: 30), newID: SessionID(rawValue: 5)))
        let earlier = Self.mend(2, Self.ref(2), .begin(Self.at(minutes: 50)))
        let outcome = PastMends.apply([split, earlier], to: sessions)
        #expect(outcome.refused[earlier] == .overlaps(Self.ref(5, on: Self.desktop)))
        // And the two parts, both the laptop's, join again.
        let joined = PastMends.apply([split, Self.mend(3, Self.ref(1), .join(Self.ref(5, on: Self.desktop)))], to: sessions)
        #expect(joined.sessions[Self.ref(1)]?.end == Self.at(minutes: 60))
    }

    @Test func twoSessionsJoinedMakeTheGapAPauseAndTheLaterIsGoneForGood() throws {
        let first = Self.session(1, spans: [(0, 30)], laps: [10])
        let second = Self.session(2, spans: [(45, 60)], laps: [5])
        let outcome = PastMends.apply(
            [Self.mend(1, Self.ref(1), .join(Self.ref(2))), Self.mend(2, Self.ref(2), .note("lost"))], to: [first, second])
        let joined = try #require(outcome.sessions[Self.ref(1)])
        #expect(joined.elapsed == .seconds(45 * 60))
        #expect(joined.end == Self.at(minutes: 60))
        #expect(joined.lapTotals == [.seconds(10 * 60), .seconds(35 * 60)])
        #expect(outcome.sessions[Self.ref(2)] == nil)
        #expect(outcome.removed == [Self.ref(2)])
        let between = Self.session(3, spans: [(35, 40)])
        let refused = PastMends.apply([Self.mend(1, Self.ref(1), .join(Self.ref(2)))], to: [first, second, between])
        #expect(refused.refused.values.first == .notAdjacent)
        let otherStopwatch = Self.session(2, "Reading", spans: [(45, 60)])
        #expect(
            PastMends.apply([Self.mend(1, Self.ref(1), .join(Self.ref(2)))], to: [first, otherStopwatch]).refused.values.first
                == .notAdjacent)
    }

    @Test func ofTwoMendsOfOneThingMadeApartTheLaterInTheOrderHoldsWhicheverArrivesFirst() {
        let ran = Self.session(1, spans: [(0, 60)])
        // Made apart: both machines had seen the same mends, so both count 3.
        let onLaptop = Self.mend(3, by: Self.laptop, Self.ref(1), .stopwatch("Reading"))
        let onDesktop = Self.mend(3, by: Self.desktop, Self.ref(1), .stopwatch("Practice"))
        for arrival in [[onLaptop, onDesktop], [onDesktop, onLaptop]] {
            #expect(PastMends.apply(arrival, to: [ran]).sessions[Self.ref(1)]?.stopwatchName == "Practice", "the desktop's id is greater")
        }
        // The laptop saw the desktop's before it mended again: its count is past it.
        let again = Self.mend(4, by: Self.laptop, Self.ref(1), .stopwatch("Reading"))
        #expect(PastMends.apply([again, onDesktop], to: [ran]).sessions[Self.ref(1)]?.stopwatchName == "Reading")
    }

    @Test func aSessionRemovedOnOneMachineAndMendedOnAnotherApartStaysRemoved() {
        let ran = Self.session(1, spans: [(0, 60)])
        for (removal, mend) in [(2, 5), (5, 2)] {
            let outcome = PastMends.apply(
                [
                    Self.mend(Int64(removal), by: Self.laptop, Self.ref(1), .remove),
                    Self.mend(Int64(mend), by: Self.desktop, Self.ref(1), .note("kept?")),
                ], to: [ran])
            #expect(outcome.sessions.isEmpty, "removal at \(removal), mend at \(mend)")
            #expect(outcome.removed == [Self.ref(1)])
        }
    }

    @Test func aMendThatArrivesBeforeItsSessionWaitsThenHoldsInItsPlace() {
        let mend = Self.mend(1, by: Self.desktop, Self.ref(1), .note("the meeting"))
        let early = PastMends.apply([mend], to: [])
        #expect(early.waiting == [mend])
        #expect(early.sessions.isEmpty)
        let arrived = PastMends.apply([mend], to: [Self.session(1, spans: [(0, 60)])])
        #expect(arrived.waiting.isEmpty)
        #expect(arrived.sessions[Self.ref(1)]?.note == "the meeting")
        let many = (1...(PastMends.maximumWaiting + 5)).map { Self.mend(Int64($0), Self.ref(Int64($0) + 10), .remove) }
        #expect(PastMends.apply(many, to: []).waiting.count == PastMends.maximumWaiting, "bounded")
    }

    @Test func aLogicalTimeFarInTheFutureIsBoundedOnReadAndTheNextNeverOverflows() {
        let hostile = MendStamp(count: .max, machine: Self.desktop)
        #expect(hostile.count == MendStamp.maximumCount)
        #expect(MendStamp(count: -7, machine: Self.desktop).count == 1)
        let next = MendStamp.next(after: [hostile], on: Self.laptop)
        #expect(next.count == MendStamp.maximumCount)
        #expect(MendStamp.next(after: [MendStamp(count: 41, machine: Self.desktop)], on: Self.laptop).count == 42)
        #expect(MendStamp.next(after: [], on: Self.laptop).count == 1)
    }

    @Test func randomMendsShuffledDuplicatedAndSplitAcrossMachinesGiveOneHistory() {
        var random = SeededRandom(seed: 80)
        // What the rounds did, so that they are seen to mend, refuse, split, join and remove.
        var applied: [String: Int] = [:]
        var refused = 0
        let machines = [Self.laptop, Self.desktop, MachineID("00112233445566778899aabbccddeeff")!]
        for round in 0..<40 {
            var sessions: [MendableSession] = []
            for (index, machine) in machines.enumerated() {
                var start = Int.random(in: 0..<30, using: &random)
                for number in 1...5 {
                    let length = Int.random(in: 5..<40, using: &random)
                    let name = ["Writing", "Reading"].randomElement(using: &random)!
                    sessions.append(
                        Self.session(
                            Int64(index * 10 + number), on: machine, name, spans: [(start, start + length)],
                            laps: length > 10 ? [Int.random(in: 1..<length, using: &random)] : []))
                    start += length + Int.random(in: 0..<20, using: &random)
                }
            }
            var mends: [SessionMend] = []
            for _ in 0..<30 {
                let target = sessions.randomElement(using: &random)!.ref
                let minute = Int.random(in: -20..<200, using: &random)
                let change: MendChange =
                    switch Int.random(in: 0..<9, using: &random) {
                    case 0: .begin(Self.at(minutes: minute))
                    case 1: .end(Self.at(minutes: minute))
                    case 2: .length(.seconds(Int.random(in: 0..<7200, using: &random)))
                    case 3: .stopwatch(["Writing", "Reading", "Practice"].randomElement(using: &random)!)
                    case 4: .note(["", "call", "lunch"].randomElement(using: &random)!)
                    case 5: .split(at: Self.at(minutes: minute), newID: SessionID(rawValue: Int64.random(in: 100..<110, using: &random)))
                    case 6: .join(sessions.randomElement(using: &random)!.ref)
                    case 7: .remove
                    default: .note("again")
                    }
                mends.append(
                    SessionMend(
                        stamp: MendStamp(count: Int64.random(in: 1..<12, using: &random), machine: machines.randomElement(using: &random)!),
                        session: target, change: change))
            }
            let reference = PastMends.apply(mends, to: sessions)
            refused += reference.refused.count
            // None overlapped before (each machine's one after another): none of one machine's
            // stopwatch does after, whatever was renamed, split, joined or moved.
            let kept = reference.sessions.values.sorted { $0.ref < $1.ref }
            for (place, one) in kept.enumerated() {
                for other in kept[(place + 1)...]
                where one.ranOn == other.ranOn && StopwatchName.same(one.stopwatchName, other.stopwatchName) {
                    guard let begin = one.begin, let end = one.end, let otherBegin = other.begin, let otherEnd = other.end else { continue }
                    #expect(!(begin < otherEnd && otherBegin < end), "round \(round): \(one.ref) and \(other.ref) overlap")
                }
            }
            for mend in mends where reference.refused[mend] == nil && !reference.waiting.contains(mend) {
                applied[String(describing: mend.change).prefix { $0 != "(" }.description, default: 0] += 1
            }
            for _ in 0..<5 {
                // Another machine: the mends in another order, some twice (a file and its conflict copy).
                var arrival = mends + mends.filter { _ in Bool.random(using: &random) }
                arrival.shuffle(using: &random)
                #expect(PastMends.apply(arrival, to: sessions.shuffled(using: &random)) == reference, "round \(round)")
            }
        }
        #expect(refused > 0)
        #expect(Set(applied.keys) == ["begin", "end", "length", "stopwatch", "note", "split", "join", "remove"], "\(applied)")
    }
}

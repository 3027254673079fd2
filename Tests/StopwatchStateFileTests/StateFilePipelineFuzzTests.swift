import Foundation
import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// 20,000 generated state files, hostile on purpose, each taken as far as the app takes it:
/// decoded, restored into the core, ticked at a clock far in the future, and shown on Home
/// and Laps with their spoken texts. Each is accepted with every invariant holding, or
/// rejected as unusable; none traps. A failure names the seed that replays it.
@MainActor @Suite struct StateFilePipelineFuzzTests {
    static let masterSeed: UInt64 = 0x5AFE_F11E
    static let files = 20_000

    @Test func generatedFilesAreAcceptedWithTheirInvariantsOrRejectedNeverATrap() {
        var random = SeededRandom(seed: Self.masterSeed)
        var accepted = 0
        for index in 0..<TestScale.count(Self.files) {
            let seed = random.next()
            var generator = StateFileGenerator(seed: seed)
            let bytes = generator.file()
            switch StateFileDecoder().decode(bytes) {
            case .snapshot(let snapshot):
                accepted += 1
                check(snapshot.current, seed: seed, index: index)
            case .newerVersion(let version):
                #expect(version > 1, "seed \(seed)")
            case .unusable(let reason):
                #expect(!reason.isEmpty, "seed \(seed)")
            }
        }
        // The generator makes valid files too: some must get through.
        #expect(accepted > TestScale.count(Self.files) / 10, "only \(accepted) files accepted")
    }

    private func check(_ snapshot: StopwatchSnapshot, seed: UInt64, index: Int) {
        #expect(snapshot.inconsistency == nil, "seed \(seed)")
        // A clock anywhere up to the end of year 9999, often far past the save.
        var random = SeededRandom(seed: seed ^ 0xC10C)
        let wallClockNow = Duration.milliseconds(Int64.random(in: 0...TimeBounds.maximumWallClockMilliseconds, using: &random))
        let harness = PresentationHarness(stored: snapshot, wallClockNow: wallClockNow)
        harness.core.useCases.restore.execute()
        harness.advance(by: .seconds(Int64.random(in: 0...(3_000_000_000), using: &random)))
        let state = harness.core.state
        let elapsed = harness.core.elapsed
        #expect(elapsed <= TimeBounds.maximumElapsed, "seed \(seed)")
        #expect(elapsed >= snapshot.elapsed || snapshot.status == .initial, "seed \(seed)")
        #expect(state.laps.total <= elapsed, "seed \(seed)")
        #expect(state.laps.count == snapshot.laps.count || snapshot.status == .initial, "seed \(seed)")
        let home = harness.home.viewState
        #expect(home.running.time.fraction.count == 2 && home.running.time.minutes.count == 2, "seed \(seed)")
        #expect((home.running.time.hours?.count ?? 0) <= 6, "seed \(seed)")
        #expect(!home.running.spokenTime.isEmpty, "seed \(seed)")
        if state.laps.count >= Route.minimumLapsForLapsScreen {
            harness.send(.showLaps)
            let laps = harness.laps.viewState
            #expect(laps.laps.count == state.laps.count, "seed \(seed)")
            for row in [laps.laps.first, laps.laps.last].compactMap({ $0 }) {
                #expect(!row.spokenDescription.isEmpty && !row.lapTime.isEmpty, "seed \(seed)")
            }
        }
        _ = index
    }
}

/// Makes state files: valid ones, and ones broken in every way a file can be.
@MainActor
struct StateFileGenerator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    static let boundaryNumbers = [
        "0", "1", "-1", "3155760000000", "3155760000001", "253402300799999", "253402300800000",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9007199254740992",
        "9007199254740993", "5000.5", "1e3", "1E309", "-0", "0.0", "1e-5", "2e12", "00", "+5", "0x10",
    ]

    mutating func file() -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return Array(randomBytes())
        case 1: return Array(deepNesting().utf8)
        case 2: return truncate(Array(validFile().utf8))
        case 3: return Array(("\u{FEFF}" + validFile()).utf8)
        case 4: return Array(duplicateKeys().utf8)
        case 5, 6: return Array(fileWithBoundaryNumbers().utf8)
        default: return Array(validFile().utf8)
        }
    }

    private mutating func number(_ range: ClosedRange<Int64>) -> Int64 { Int64.random(in: range, using: &random) }

    private mutating func validFile() -> String {
        let status = ["initial", "running", "paused"].randomElement(using: &random)!
        if status == "initial" {
            return
                #"{"version": 1, "status": "initial", "elapsed_ms": 0, "saved_at": \#(number(0...TimeBounds.maximumWallClockMilliseconds)), "laps": []}"#
        }
        let count = Int.random(in: 0...(Bool.random(using: &random) ? 5 : 300), using: &random)
        let laps = (0..<count).map { _ in number(0...(Bool.random(using: &random) ? 100_000 : TimeBounds.maximumElapsedMilliseconds / 400))
        }
        let sum = laps.reduce(0, +)
        let elapsed = min(TimeBounds.maximumElapsedMilliseconds, sum + number(0...10_000_000))
        let lapList = laps.map { #"{"duration_ms": \#($0)}"# }.joined(separator: ", ")
        let started = Bool.random(using: &random) ? #", "started_at": \#(number(0...TimeBounds.maximumWallClockMilliseconds))"# : ""
        return
            #"{"version": 1, "status": "\#(status)", "elapsed_ms": \#(elapsed), "saved_at": \#(number(0...TimeBounds.maximumWallClockMilliseconds))\#(started), "laps": [\#(lapList)]}"#
    }

    private mutating func fileWithBoundaryNumbers() -> String {
        func pick(_ generator: inout StateFileGenerator) -> String {
            Self.boundaryNumbers.randomElement(using: &generator.random)!
        }
        let status = ["initial", "running", "paused", "lapping", "RUNNING"].randomElement(using: &random)!
        let laps = (0..<Int.random(in: 0...4, using: &random)).map { _ in #"{"duration_ms": \#(pick(&self))}"# }
        let version = Int.random(in: 0..<8, using: &random) == 0 ? pick(&self) : "1"
        return
            #"{"version": \#(version), "status": "\#(status)", "elapsed_ms": \#(pick(&self)), "saved_at": \#(pick(&self)), "started_at": \#(pick(&self)), "laps": [\#(laps.joined(separator: ","))]}"#
    }

    private mutating func duplicateKeys() -> String {
        #"{"version": 1, "status": "paused", "elapsed_ms": \#(number(0...100_000)), "elapsed_ms": \#(number(-5...TimeBounds.maximumElapsedMilliseconds + 5)), "saved_at": 1, "laps": [], "laps": [{"duration_ms": \#(number(0...200_000))}]}"#
    }

    private mutating func deepNesting() -> String {
        let depth = Int.random(in: 100...20_000, using: &random)
        let open = Bool.random(using: &random) ? "[" : #"{"a":"#
        let close = open == "[" ? "]" : "}"
        return #"{"version": 1, "status": "paused", "laps": "# + String(repeating: open, count: depth)
            + String(repeating: close, count: depth) + "}"
    }

    private mutating func randomBytes() -> [UInt8] {
        (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    private mutating func truncate(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    }
}

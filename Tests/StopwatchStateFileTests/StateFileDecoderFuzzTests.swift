import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// 10,000 seeded mutations of valid files: the decoder never crashes, and whatever it accepts
/// is a consistent stopwatch.
@Suite struct StateFileDecoderFuzzTests {
    static var seeds: [[UInt8]] {
        [
            Array(
                #"{"version": 1, "status": "running", "elapsed_ms": 83450, "saved_at": 1763726400123, "laps": [{"duration_ms": 41200}, {"duration_ms": 40010}]}"#
                    .utf8),
            Array(#"{"version": 1, "status": "initial", "elapsed_ms": 0, "saved_at": 77, "laps": []}"#.utf8),
            StateFileEncoder().encode(
                StateFileDTO(
                    version: 2, savedAtMilliseconds: 5, current: 2,
                    stopwatches: [
                        .init(
                            id: 1, name: "Tea", status: .paused, elapsedMilliseconds: 9_000, startedAtMilliseconds: nil,
                            laps: (0..<8).map { .init(durationMilliseconds: Int64(1000 + $0)) }),
                        .init(
                            id: 2, name: "Eggs \"soft\"", status: .running, elapsedMilliseconds: 500, startedAtMilliseconds: 3,
                            laps: [.init(durationMilliseconds: 200)]),
                    ])),
        ]
    }

    static let fragments: [String] = [
        "\"elapsed_ms\": -1", "\"laps\": [{\"duration_ms\": 99999999}]", "\"status\": \"paused\"", "\"version\": 3", "\"id\": 1",
        "\"current\": 9", "\"name\": \"tea\"", "\"name\": \"\"",
        "9223372036854775807", "-9223372036854775808", "1e309", "null", "{", "]", "\"saved_at\": \"x\"", "\u{0}",
    ]

    @Test func mutatedFilesNeverCrashTheDecoderNorSlipThroughInconsistent() {
        var random = SeededRandom(seed: 0xF022_5EED)
        let decoder = StateFileDecoder()
        let seeds = Self.seeds
        var accepted = 0
        for _ in 0..<TestScale.count(10_000) {
            var bytes = [UInt8](seeds.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                mutate(&bytes, using: &random)
            }
            switch decoder.decode(bytes) {
            case .snapshot(let snapshot):
                accepted += 1
                #expect(snapshot.inconsistency == nil)
                for member in snapshot.members.map(\.snapshot) {
                    #expect(member.laps.total <= member.elapsed)
                    #expect(member.elapsed >= .zero && member.savedAt >= .zero)
                }
            case .newerVersion(let version):
                #expect(version > 2)
            case .unusable(let reason):
                #expect(!reason.isEmpty)
            }
        }
        // Some mutations (a digit changed inside a lap) are still valid files.
        #expect(accepted > 0)
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:  // flip a bit
            let index = Int.random(in: 0..<bytes.count, using: &random)
            bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1:  // truncate
            bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
        case 2:  // splice a field or value in
            let at = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &random)!.utf8), at: at)
        default:  // change a digit
            let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
            if let index = digits.randomElement(using: &random) { bytes[index] = UInt8.random(in: 48...57, using: &random) }
        }
    }
}

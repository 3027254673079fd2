import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// The question asked on the return from an away, kept in the state file until answered
/// (docs/state-file.md): written when there is one, read back as it was; a hostile away
/// (negative, reversed, after the save, longer than the session, not numbers) is left
/// out with a line in the log, the stopwatches kept.
@Suite struct StateFileAwayTests {
    let fixture = StateFileFixture()

    private static let savedAt = Duration.milliseconds(1_763_726_400_000)

    @Test func anUnansweredAwayMakesTheRoundTrip() throws {
        let away = try #require(Away(start: Self.savedAt - .seconds(700), end: Self.savedAt - .seconds(100)))
        let collection = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: .first, name: "Writing",
                    snapshot: StopwatchSnapshot(
                        status: .running, elapsed: .seconds(800), savedAt: Self.savedAt, laps: [],
                        startedAt: Self.savedAt - .seconds(800)))
            ], currentID: .first, unansweredAways: [away])
        #expect(try fixture.roundTrip(collection).read?.unansweredAways == [away])
        let text = try #require(fixture.folder.read().map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains(#""unanswered_away": [[1763725700000, 1763726300000]]"#))
        #expect(fixture.logger.messages(atLeast: .warning).isEmpty)
    }

    @Test func hostileAwaysAreLeftOutSaidInTheLogAndTheStopwatchKept() throws {
        let file = StateFileFixture.oneStopwatch(
            savedAt: 1_763_726_400_000, status: "running", members: #", "started_at": 1763726000000, "laps": []"#)
        // Six entries: one sane; negative, reversed, after the save, from before the session, not numbers.
        let hostile =
            #", "unanswered_away": [[1763726100000, 1763726300000], [-5, 10], [1763726300000, 1763725700000], "#
            + #"[1763726300000, 1763726500000], [1, 1763726300000], ["a", "b"]]}"#
        fixture.folder.write(String(file.dropLast(file.hasSuffix("}\n") ? 2 : 1)) + hostile)
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.unansweredAways == [Away(start: .milliseconds(1_763_726_100_000), end: .milliseconds(1_763_726_300_000))])
        #expect(loaded.members[0].name == "Focus")
        #expect(
            fixture.logger.messages(atLeast: .warning).contains {
                $0.hasPrefix("5 unanswered away(s) in the state file dropped")
            })
    }

    @Test func anAwayThatIsNoListIsDroppedAndSaid() throws {
        let file = StateFileFixture.oneStopwatch(
            savedAt: 1_763_726_400_000, status: "paused", members: #", "started_at": 1763726000000, "laps": []"#)
        fixture.folder.write(String(file.dropLast(file.hasSuffix("}\n") ? 2 : 1)) + #", "unanswered_away": "soon"}"#)
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.unansweredAways.isEmpty)
        #expect(fixture.logger.messages(atLeast: .warning).contains { $0.hasPrefix("1 unanswered away(s) in the state file dropped") })
    }
}

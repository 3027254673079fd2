import StopwatchCore
import StopwatchPresentation
import Testing

/// The banner: its words, and which one wins when both apply.
@MainActor @Suite struct BannerMapperTests {
    @Test func aFailingSaveWinsOverWatching() {
        let mapper = BannerMapper(isReadOnly: true)
        let problem = mapper.saveProblem(.failing(reason: "No space left on device"))
        #expect(problem == "Not saved: No space left on device")
        #expect(mapper.banner(saveProblem: problem) == Banner(message: "Not saved: No space left on device", kind: .warning))
        #expect(mapper.banner(saveProblem: nil) == Banner(message: "Watching: another stopwatch owns this one", kind: .information))
    }

    @Test func savingAndOwnedThereIsNoBanner() {
        let mapper = BannerMapper()
        #expect(mapper.saveProblem(.saving) == nil)
        #expect(mapper.banner(saveProblem: nil) == nil)
    }
}

/// The adapters' kinds of problem, in words: the system's passed on, the app's own translated.
@MainActor @Suite struct ProblemMapperTests {
    struct German: Localizer {
        func translate(_ message: String) -> String {
            [
                "Not saved: {reason}": "Nicht gespeichert: {reason}",
                "the state file is from a newer version of Stopwatch": "die Zustandsdatei stammt von einer neueren Version",
                "the history is damaged ({reason})": "der Verlauf ist beschädigt ({reason})",
            ][message] ?? message
        }

        func translatePlural(_ singular: String, _ plural: String, count: Int) -> String { count == 1 ? singular : plural }
        var decimalSeparator: String { "," }
        func dateTime(_ instant: Duration) -> String { "" }
        func timeOfDay(_ instant: Duration) -> String { "" }
    }

    @Test func theAppsOwnReasonsAreTranslatedAndTheSystemsPassedOn() {
        let banners = BannerMapper(localizer: German())
        #expect(banners.saveProblem(.off(reason: .newerVersion)) == "Nicht gespeichert: die Zustandsdatei stammt von einer neueren Version")
        #expect(banners.saveProblem(.failing(reason: .system("Kein Platz"))) == "Nicht gespeichert: Kein Platz")
        let problems = ProblemMapper(localizer: German())
        #expect(
            problems.words(for: HistoryFailure.damaged("file is not a database")) == "der Verlauf ist beschädigt (file is not a database)")
        #expect(
            problems.words(for: SaveProblem.unmovable("Permission denied"))
                == "the state file is unusable and cannot be moved aside (Permission denied)")
    }
}

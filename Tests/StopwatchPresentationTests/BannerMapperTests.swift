import StopwatchCore
import StopwatchPresentation
import Testing

/// The banner: its words, and which one wins when both apply.
@Suite struct BannerMapperTests {
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

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// What a screen reader user hears, alone, over the core: each change of the store said once,
/// in words.
@MainActor @Suite struct AnnouncementViewModelTests {
    let core = CoreHarness()
    let announcer = RecordingAnnouncer()
    let announcements: AnnouncementViewModel

    init() {
        announcements = AnnouncementViewModel(service: announcer, localizer: SourceLocalizer(), store: core.store, timer: core.timer)
    }

    @Test func aLapAndAPauseAreSaidAndAStateSeenAgainSaysNothing() {
        core.useCases.start.execute()
        core.advance(by: .milliseconds(1_500))
        core.useCases.lap.execute()
        core.advance(by: .milliseconds(1_700))
        core.useCases.pause.execute()
        // The same state again (a restore of what is there, a pause of a paused one) is no news.
        core.useCases.pause.execute()
        core.store.update { _ in }
        #expect(announcer.texts.count == 2)
        #expect(announcer.texts[0].contains("Lap 1"))
        #expect(announcer.texts[1] == "Paused at 3.20 seconds")
    }

    @Test func aResetSaysHowToUndoIt() {
        announcements.didReset()
        #expect(announcer.texts == ["Reset; Undo with Control Z"])
    }

    @Test func theTimeAskedForNamesTheLapInProgress() {
        core.prepare(.running, laps: 2)
        core.advance(by: .seconds(3))
        announcements.sayTime()
        #expect(announcer.texts.last == "Running at 5 seconds; lap 3 at 3 seconds")
    }

    @Test func theWindowDescriptionFollowsTheStatus() {
        #expect(announcements.windowDescription(elapsed: .zero) == "Stopwatch, ready. Space starts or pauses.")
        core.prepare(.paused)
        #expect(announcements.windowDescription(elapsed: core.elapsed) == "Stopwatch, paused at 0.50 seconds. Space starts or pauses.")
    }

    @Test func withoutAServiceNothingIsSaidAndNothingBreaks() {
        let silent = AnnouncementViewModel(service: nil, localizer: SourceLocalizer(), store: core.store, timer: core.timer)
        silent.didReset()
        silent.sayTime()
        #expect(announcer.texts.isEmpty)
    }
}

import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Mending alone, over a core on a fake clock, with a stand-in for the undo notice: the Adjust
/// Time dialog and its refusals, the note editor, and every command from outside.
@MainActor @Suite struct MendingAloneTests {
    final class FakeCorrections: CorrectionRecording {
        func tookAway(_ adjustments: [TimeAdjustment]) {}
        var adjustments: [TimeAdjustment] = []
        var removedLaps: [RemovedLap] = []
        func adjusted(_ adjustment: TimeAdjustment) { adjustments.append(adjustment) }
        func removedLap(_ removed: RemovedLap) { removedLaps.append(removed) }
        var earlierPauses: [EarlierPause] = []
        func pausedEarlier(_ pause: EarlierPause) { earlierPauses.append(pause) }
    }

    let core = CoreHarness()
    let corrections = FakeCorrections()
    let logger = RecordingLogger()
    let mending: MendingViewModel

    init() {
        mending = MendingViewModel(
            useCases: core.useCases, store: core.store, localizer: SourceLocalizer(), corrections: corrections, logger: logger,
            wallClock: core.wallClock)
    }

    @Test func theDialogAddsWhatItWasGivenAndClosesTellingEveryListener() {
        core.prepare(.paused, laps: 1)
        var told = 0
        mending.changes.add { told += 1 }
        mending.send(.openTimeAdjustment)
        let dialog = mending.viewState.timeAdjustment
        #expect(dialog?.purpose == .adjust)
        #expect(dialog?.confirm.title == "_Adjust")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(hours: 1, minutes: 2, seconds: 3)))
        #expect(mending.viewState.timeAdjustment == nil)
        #expect(core.elapsed == .milliseconds(1500 + 3_723_000))
        #expect(corrections.adjustments.map(\.amount) == [.seconds(3723)])
        #expect(told == 2)
    }

    @Test func aRefusalKeepsTheDialogOpenSayingWhyAndChangesNothing() {
        core.prepare(.paused, laps: 1)
        mending.send(.openTimeAdjustment)
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(takesAway: true, minutes: 1)))
        #expect(mending.viewState.timeAdjustment?.problem == "Only the lap in progress can be shortened, and it holds 00:00.50")
        #expect(core.elapsed == .milliseconds(1500))
        #expect(corrections.adjustments.isEmpty)
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput()))
        #expect(mending.viewState.timeAdjustment?.problem == "Nothing to adjust: the time to add or take away is zero")
        mending.send(.cancelTimeAdjustment)
        #expect(mending.viewState.timeAdjustment == nil)
    }

    @Test func onAStopwatchNotStartedTheDialogStartsItSoLongAgo() {
        mending.send(.openTimeAdjustment)
        #expect(mending.viewState.timeAdjustment?.purpose == .start)
        #expect(mending.viewState.timeAdjustment?.confirm.title == "_Start")
        // Take Away means nothing here: the time is how long ago it was started.
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(takesAway: true, minutes: 5)))
        #expect(core.state.status == .running)
        #expect(core.elapsed == .seconds(300))
    }

    @Test func askedWhenARunningStopwatchIsPausedSoLongAgoAndAPausedOneIsAskedNothing() {
        core.prepare(.running)
        core.advance(by: .seconds(30 * 60))
        mending.send(.askWhen)
        let dialog = mending.viewState.timeAdjustment
        #expect(dialog?.purpose == .pause)
        #expect(dialog?.title == "Pause Earlier")
        #expect(dialog?.startedLabel == "Stopped")
        #expect(dialog?.confirm.title == "_Pause")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(minutes: 40)))
        #expect(dialog?.problem == nil)
        #expect(
            mending.viewState.timeAdjustment?.problem
                == "It can be paused at most 30:00.50 ago: since it started, resumed or took its last lap")
        #expect(core.state.status == .running)
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(takesAway: true, minutes: 10)))
        #expect(mending.viewState.timeAdjustment == nil)
        #expect(core.state.status == .paused)
        #expect(core.elapsed == .milliseconds(20 * 60_000 + 500), "Take Away means nothing here either")
        #expect(corrections.earlierPauses.count == 1)
        mending.send(.askWhen)
        #expect(mending.viewState.timeAdjustment == nil, "paused: nothing to ask")
    }

    @Test func askedWhenARunningStopwatchIsPausedAtAMomentTyped() {
        // Friday 21 November 2025, 12:00 UTC (the calendar's zone) on the wall clock.
        core.prepare(.running)
        core.advance(by: .seconds(30 * 60))
        mending.send(.askWhen)
        let dialog = mending.viewState.timeAdjustment
        #expect(dialog?.atLabel == "Stopped at")
        #expect(dialog?.agoChoiceLabel == "How _Long Ago" && dialog?.atChoiceLabel == "At a _Time")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(at: "12:45")))
        #expect(mending.viewState.timeAdjustment?.problem == "“12:45” is still to come")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(at: "noon")))
        #expect(
            mending.viewState.timeAdjustment?.problem
                == "Not a moment: “noon” (give it as 14:05, yesterday 14:05, saturday 9:00 or 2026-12-05T09:00)")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(at: "yesterday 23:00")))
        #expect(mending.viewState.timeAdjustment?.problem?.hasPrefix("It can be paused at most 30:00.50 ago") == true)
        #expect(core.state.status == .running)
        // The fields are not read when a moment is typed.
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(hours: 5, at: "12:20")))
        #expect(mending.viewState.timeAdjustment == nil)
        #expect(core.state.status == .paused)
        #expect(core.elapsed == .seconds(20 * 60), "started at 12:00:00 on the wall clock, ran to 12:20")
    }

    @Test func aMomentIsOfferedOnlyWhenTheDialogAsksWhen() {
        core.prepare(.paused, laps: 1)
        mending.send(.openTimeAdjustment)
        #expect(mending.viewState.timeAdjustment?.atChoiceLabel == "", "adding or taking away has no moment")
        mending.send(.applyTimeAdjustment(TimeAdjustmentInput(minutes: 1, at: "12:00")))
        #expect(core.elapsed == .milliseconds(1500 + 60_000), "the moment sent anyway is not read")
        mending.send(.cancelTimeAdjustment)
        let fresh = CoreHarness()
        let clockless = MendingViewModel(
            useCases: fresh.useCases, store: fresh.store, localizer: SourceLocalizer(), corrections: corrections, logger: logger)
        clockless.send(.askWhen)
        #expect(clockless.viewState.timeAdjustment?.purpose == .start)
        #expect(clockless.viewState.timeAdjustment?.atChoiceLabel == "", "no wall clock, no moment")
    }

    @Test func askedWhenAStopwatchNotStartedIsStartedSoLongAgo() {
        mending.send(.askWhen)
        #expect(mending.viewState.timeAdjustment?.purpose == .start)
        #expect(mending.viewState.timeAdjustment?.startedLabel == "Started")
    }

    @Test func aPauseEarlierFromOutsideIsRefusedWithItsReasonInTheLog() {
        mending.send(.pauseEarlier(milliseconds: 1000))
        #expect(logger.entries.map(\.message) == ["Only a running stopwatch can be paused as of a moment ago"])
        core.prepare(.running)
        mending.send(.pauseEarlier(milliseconds: 200))
        #expect(core.state.status == .paused)
        #expect(core.elapsed == .milliseconds(300))
    }

    static let largest: Int64 = 876_600 * 3_600_000 + 59 * 60_000 + 59_000
    static let bounds: [(TimeAdjustmentInput, Int64)] = [
        (TimeAdjustmentInput(hours: -5, minutes: -1, seconds: -1), 0),
        (TimeAdjustmentInput(hours: .max, minutes: .max, seconds: .max), largest),
        (TimeAdjustmentInput(takesAway: true, hours: 0, minutes: 59, seconds: 60), -3_599_000),
    ]

    @Test func everyFieldIsBoundedBeforeItBecomesMilliseconds() {
        for (input, milliseconds) in Self.bounds {
            #expect(MendingViewModel.milliseconds(of: input, asksHowLongAgo: false) == milliseconds, "\(input)")
        }
    }

    @Test func theNoteEditorOpensOnALapKeepsARefusalAndClosesOnceNoted() {
        core.prepare(.paused, laps: 2)
        mending.send(.editNote(2))
        #expect(mending.viewState.noteEditor?.accessibleLabel == "Note for Lap 2")
        #expect(mending.viewState.noteEditor?.limit == 100)
        #expect(mending.perform(.noteLap(2, "a\u{7}b"), on: nil) == "A note cannot hold control characters such as line breaks")
        #expect(mending.viewState.noteEditor?.problem == "A note cannot hold control characters such as line breaks")
        #expect(mending.viewState.noteEditor?.text == "a\u{7}b", "what was typed stays, to be mended")
        #expect(mending.perform(.noteLap(2, "the hill"), on: nil) == nil)
        #expect(mending.viewState.noteEditor == nil)
        mending.send(.editNote(2))
        #expect(mending.viewState.noteEditor?.text == "the hill")
        mending.send(.editNote(3))
        #expect(mending.viewState.noteEditor?.lap == 2, "no editor for a lap that is not there")
    }

    @Test func anEditorOfALapThatGoesCloses() throws {
        core.prepare(.paused, laps: 2)
        mending.send(.editNote(2))
        #expect(mending.perform(.removeLap(2), on: nil) == nil)
        #expect(mending.viewState.noteEditor == nil, "the store told it the lap went")
        #expect(corrections.removedLaps.map(\.number) == [2])
    }

    @Test func aCommandFromOutsideSaysWhyItWasRefused() {
        core.prepare(.running, laps: 3)
        #expect(mending.perform(.removeLap(0), on: nil) == "There is no lap 0: the laps are 1 to 3")
        #expect(mending.perform(.noteLap(1, String(repeating: "x", count: 10_000)), on: nil) == "A note holds at most 100 characters")
        #expect(mending.perform(.adjustTime(milliseconds: .min), on: nil) == "A stopwatch counts up to 100 years")
        #expect(core.state.laps.count == 3)
        #expect(corrections.adjustments.isEmpty && corrections.removedLaps.isEmpty)
    }

    @Test func aKeyThatMendsLogsWhyItWasRefused() {
        core.prepare(.running, laps: 1)
        mending.send(.removeLap(5))
        mending.send(.adjustTime(milliseconds: -60_000))
        #expect(
            logger.messages(atLeast: .info).suffix(2) == [
                "There is no lap 5: the laps are 1 to 1", "Only the lap in progress can be shortened, and it holds 00:00.50",
            ])
        #expect(core.state.laps.count == 1)
    }

    @Test func anotherStopwatchMadeCurrentClosesWhatWasOpenAboutTheOneBefore() {
        core.prepare(.paused, laps: 2)
        mending.send(.editNote(1))
        mending.send(.openTimeAdjustment)
        var told = 0
        mending.changes.add { told += 1 }
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        #expect(mending.viewState == MendingViewState())
        #expect(told == 1)
    }
}

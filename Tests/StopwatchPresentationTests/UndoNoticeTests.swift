import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The undo notice alone: what it offers, for how long, and what Undo brings back.
@MainActor @Suite struct UndoNoticeTests {
    let core = CoreHarness()
    let scheduler = ManualScheduler()
    let notice: UndoNotice
    let changes = Counter()

    final class Counter {
        var count = 0
    }

    init() {
        notice = UndoNotice(scheduler: scheduler, useCases: core.useCases, store: core.store, localizer: SourceLocalizer())
        notice.changes.add { [changes] in changes.count += 1 }
    }

    @Test func aResetOffersUndoForTenSeconds() {
        core.prepare(.paused, laps: 2)
        #expect(notice.reset())
        #expect(notice.notice == Notice(message: "Stopwatch reset", action: CommandButton(command: .undo, title: "Undo")))
        scheduler.advance(by: Notice.duration - .milliseconds(1))
        #expect(notice.notice != nil)
        scheduler.advance(by: .milliseconds(1))
        #expect(notice.notice == nil)
        #expect(changes.count == 2)
    }

    @Test func aMachineForgottenLeavesTheCountUntilUndoRemembersIt() {
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        let history = core.historyDataSource
        history.takeIn([], from: laptop, named: "laptop")
        notice.forget(laptop, named: "laptop")
        #expect(history.forgotten == [laptop])
        #expect(notice.notice == Notice(message: "“laptop” forgotten", action: CommandButton(command: .undo, title: "Undo")))
        notice.send(.undo)
        #expect(history.forgotten.isEmpty)
        #expect(notice.notice == nil)
    }

    @Test func nothingToResetShowsNothing() {
        #expect(!notice.reset())
        #expect(notice.notice == nil && changes.count == 0)
    }

    @Test func undoBringsTheStopwatchBackPausedWithItsLaps() {
        core.prepare(.paused, laps: 2)
        let before = core.state
        _ = notice.reset()
        #expect(core.state.status == .initial)
        notice.send(.undo)
        #expect(core.state == before)
        #expect(notice.notice == nil)
        #expect(scheduler.waitingCount == 0)
    }

    @Test func aNewSessionEndsTheResetsNoticeButNotADeletions() {
        core.prepare(.paused, laps: 1)
        _ = notice.reset()
        core.useCases.start.execute()
        #expect(notice.notice == nil, "the store told it")

        let session = Session(id: SessionID(rawValue: 3), startedAt: .seconds(1_763_726_400), elapsed: .seconds(2), laps: LapHistory())
        notice.delete(session)
        core.useCases.pause.execute()
        #expect(notice.notice?.message == "Session deleted")
    }

    @Test func undoingADeletionRestoresTheSessionAndSaysSo() {
        var restored = 0
        let session = Session(id: SessionID(rawValue: 3), startedAt: .seconds(1_763_726_400), elapsed: .seconds(2), laps: LapHistory())
        core.historyDataSource.add(session) { _ in }
        notice.delete(session)
        // Said as every change of the history is: History, if shown, reads it again.
        core.useCases.history.changes.add { restored += 1 }
        #expect(core.historyDataSource.sessions.isEmpty)
        notice.send(.undo)
        #expect(core.historyDataSource.sessions.map(\.id) == [session.id])
        #expect(restored == 1)
    }
}

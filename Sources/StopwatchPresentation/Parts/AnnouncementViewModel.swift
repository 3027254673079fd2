import StopwatchCore

/// What a screen reader user hears of the stopwatch (ARCHITECTURE.md, "Heard"): what the display
/// and the notice tell the others, in words, through the ``AnnouncementService``. A lap
/// completed, the time a pause stopped at, a reset and how to undo it, the time and the lap
/// when asked (T); and what the window is, for the window's description.
///
/// Each is said once: a state seen again (a restored stopwatch, an undone reset) says
/// nothing. With two or more stopwatches, everything said names the stopwatch ("Tea: Paused at
/// 3.20 seconds"), and switching to another says which and how it is.
@MainActor
final class AnnouncementViewModel: SwitchAnnouncing, WindowDescribing {
    private let service: AnnouncementService?
    private let lapRows: LapRowMapper
    private let spokenTime: SpokenTimeMapper
    private let pausedAt: MessageTemplate
    private let runningAt: MessageTemplate
    private let timeAndLap: MessageTemplate
    private let windowPaused, windowRunning: MessageTemplate
    private let windowReady, reset: String
    private let named: MessageTemplate
    /// What was last heard of the current stopwatch: its status, its laps' count and their
    /// total. Not its state: a copy of its laps kept here would make the store copy them at
    /// the next lap.
    private var heard: Heard
    /// The current stopwatch, and its name while there are several (`nil` with one).
    private var current: (id: StopwatchID, name: String?) = (.first, nil)
    private var said = 0
    private let store: StopwatchStore
    private let timer: TimerService
    private let subscriptions = Subscriptions()

    init(service: AnnouncementService?, localizer: Localizer, store: StopwatchStore, timer: TimerService) {
        self.service = service
        self.store = store
        self.timer = timer
        heard = Heard(store.state)
        current = (store.collection.currentID, nil)
        lapRows = LapRowMapper(localizer: localizer)
        spokenTime = SpokenTimeMapper(localizer: localizer)
        // TRANSLATORS: said by a screen reader when the stopwatch is paused; {time} is in words.
        pausedAt = MessageTemplate(localizer.translate("Paused at {time}"), names: ["time"])
        // TRANSLATORS: said by a screen reader; {time} is in words, to the second.
        runningAt = MessageTemplate(localizer.translate("Running at {time}"), names: ["time"])
        // TRANSLATORS: the time asked for with T: "Running at 5 seconds; lap 2 at 1 second".
        timeAndLap = MessageTemplate(localizer.translate("{time}; lap {lap} at {lapTime}"), names: ["time", "lap", "lapTime"])
        // TRANSLATORS: the window's description for a screen reader, heard when it comes to the front.
        windowReady = localizer.translate("Stopwatch, ready. Space starts or pauses.")
        // TRANSLATORS: the window's description for a screen reader; {time} is in words.
        windowPaused = MessageTemplate(localizer.translate("Stopwatch, paused at {time}. Space starts or pauses."), names: ["time"])
        // TRANSLATORS: the window's description for a screen reader; {time} is in words, to the second.
        windowRunning = MessageTemplate(localizer.translate("Stopwatch, running at {time}. Space starts or pauses."), names: ["time"])
        // TRANSLATORS: said by a screen reader after a reset; Control Z is the key that undoes it.
        reset = localizer.translate("Reset; Undo with Control Z")
        // TRANSLATORS: what a screen reader says with two or more stopwatches: the stopwatch's
        // name, then what happened to it ("Tea: Paused at 3.20 seconds").
        named = MessageTemplate(localizer.translate("{name}: {words}"), names: ["name", "words"])
        subscriptions.keep(store.addObserver { [weak self] _ in self?.stopwatchDidChange() }, removedBy: store.removeObserver)
    }

    /// The current stopwatch changed: a new lap, or a pause, is said. Another one that became
    /// current (restored, switched to) is no news of its own: ``didSwitch(elapsed:)`` says it.
    private func stopwatchDidChange() {
        let stopwatches = store.collection
        let old = heard
        let newState = stopwatches.currentState
        let switched = stopwatches.currentID != current.id
        // The name is looked up only with several stopwatches: a lap of one copies none.
        (heard, current) = (Heard(newState), (stopwatches.currentID, stopwatches.count > 1 ? stopwatches.current.name : nil))
        guard !switched else { return }
        if newState.laps.count == old.lapCount + 1, newState.status == .running {
            // The words are made only when asked for, from the lap as it is now (not the laps:
            // a copy of them kept for later would make the store copy them at the next lap).
            let laps = newState.laps
            let lap = laps[laps.count - 1]
            let difference = laps.count > 1 ? lap.duration - laps.duration(at: laps.count - 2) : nil
            let mapper = lapRows
            say { mapper.spokenDescription(of: lap, difference: difference) }
        } else if newState.status == .paused, old.status == .running {
            let words = pausedAt.filled(spokenTime.words(for: newState.elapsed(at: timer.now)))
            say { words }
        }
    }

    /// The user switched to another stopwatch: its name and how it is now.
    public func didSwitch(elapsed: Duration) {
        let words = timeWords(elapsed: elapsed)
        say { words }
    }

    /// The user reset the stopwatch, and can undo it.
    func didReset() {
        let words = reset
        say { words }
    }

    /// The time and the lap, as asked for.
    func sayTime() {
        let words = timeWords(elapsed: timer.elapsed)
        say { words }
    }

    /// What the window is and what it does now: "Stopwatch, paused at 3.20 seconds. Space
    /// starts or pauses."
    public func windowDescription(elapsed: Duration) -> String {
        // The store's, not the state last announced: a part told of a change before this one
        // may ask.
        switch store.state.status {
        case .initial: windowReady
        case .running: windowRunning.filled(spokenTime.words(for: elapsed, hundredths: false))
        case .paused: windowPaused.filled(spokenTime.words(for: elapsed))
        }
    }

    /// "Running at 1 minute, 5 seconds; lap 3 at 12 seconds", "Paused at 3.20 seconds".
    private func timeWords(elapsed: Duration) -> String {
        let time: String
        switch heard.status {
        case .initial: return windowReady
        case .running: time = runningAt.filled(spokenTime.words(for: elapsed, hundredths: false))
        case .paused: time = pausedAt.filled(spokenTime.words(for: elapsed))
        }
        guard heard.lapCount > 0 else { return time }
        let lapTime = max(.zero, elapsed - heard.lapsTotal)
        return timeAndLap.filled(
            time, String(heard.lapCount + 1),
            spokenTime.words(for: lapTime, hundredths: heard.status != .running))
    }

    private func say(_ words: @escaping @MainActor @Sendable () -> String) {
        guard let service else { return }
        said += 1
        if let name = current.name {
            let named = named
            service.announce(Announcement(number: said, text: { named.filled(name, words()) }))
        } else {
            service.announce(Announcement(number: said, text: words))
        }
    }

    /// The little of a state that what is said next depends on.
    private struct Heard {
        let status: StopwatchStatus
        let lapCount: Int
        let lapsTotal: Duration

        init(_ state: StopwatchState) {
            (status, lapCount, lapsTotal) = (state.status, state.laps.count, state.laps.total)
        }
    }
}

extension AnnouncementViewModel: AppPart {}

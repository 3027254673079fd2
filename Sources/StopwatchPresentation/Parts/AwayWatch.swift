import StopwatchCore

/// Away and back (ARCHITECTURE.md, "Away and back"): while a stopwatch runs, the desktop's
/// idle service is asked to say when no input came for `away-after`; the away begins at the
/// last input (that long before it was told), or at the lock. At the first input after it, or
/// at the unlock, the person is asked once, whatever is shown: "You were away 12 min while
/// Writing ran", Keep or Take Away; or, as `when-away` says, the time is taken away at once
/// (offered for Undo) or kept. An away shorter than `away-after` (a short lock) asks nothing,
/// and so does one during which nothing ran.
///
/// The away is measured on the monotonic clock, which counts a suspend and ignores a change
/// of the wall clock, and placed in the stopwatches' run logs as ending now. Nothing is asked
/// of the desktop while nothing runs.
///
/// A part of ``AppViewModel``, given the idle service and the lock monitor (either may be
/// missing), the settings, the store, the timer, the Take Away use case and where a
/// correction is kept for Undo; ``changes`` tells when the question came or went.
@MainActor
final class AwayWatch {
    let changes = ObserverList<Void>()
    /// The question, until it is answered.
    private(set) var question: AwayQuestion?
    /// Whether the panel item asks for attention: a question came with the window not seen.
    private(set) var needsAttention = false
    private let monitor: IdleMonitor?
    private let store: StopwatchStore
    private let timer: TimerService
    private let settings: SettingsReading
    private let takeAwayTime: TakeAwayTimeUseCase
    private weak var corrections: CorrectionRecording?
    private let announcer: AnnouncementService?
    private let notifications: NotificationService?
    private let signals: AwayBroadcasting?
    private let logger: Logger?
    private let words: Words
    /// The monotonic reading the away began at, and the wall clock's then, while the person
    /// is away.
    private var awaySince: Duration?
    private var awayWallStart: Duration = .zero
    private var watched: Duration?
    private var isWindowSeen = true
    private var asked = 0
    /// Another process owns the stopwatches: it asks, not this one.
    private let isReadOnly: Bool
    private let subscriptions = Subscriptions()

    private struct Words {
        let question: MessageTemplate
        let minutes, seconds, hoursAndMinutes: MessageTemplate
        let keep, takeAway: String
    }

    init(
        monitor: IdleMonitor?, screenLock: ScreenLockMonitor?, settings: SettingsReading, store: StopwatchStore,
        timer: TimerService, takeAwayTime: TakeAwayTimeUseCase, corrections: CorrectionRecording?,
        localizer: Localizer, announcer: AnnouncementService?, notifications: NotificationService?,
        signals: AwayBroadcasting? = nil, logger: Logger?, isReadOnly: Bool = false
    ) {
        self.isReadOnly = isReadOnly
        self.signals = signals
        self.monitor = monitor
        self.store = store
        self.timer = timer
        self.settings = settings
        self.takeAwayTime = takeAwayTime
        self.corrections = corrections
        self.announcer = announcer
        self.notifications = notifications
        self.logger = logger
        let titles = CommandTitleMapper(localizer: localizer)
        words = Words(
            // TRANSLATORS: asked on the return after an away; {time} is how long ("12 min"), {names} the stopwatches that ran.
            question: MessageTemplate(localizer.translate("You were away {time} while {names} ran"), names: ["time", "names"]),
            // TRANSLATORS: how long the person was away, under an hour: "12 min".
            minutes: MessageTemplate(localizer.translate("{minutes} min"), names: ["minutes"]),
            // TRANSLATORS: how long the person was away, under a minute: "45 s".
            seconds: MessageTemplate(localizer.translate("{seconds} s"), names: ["seconds"]),
            hoursAndMinutes: MessageTemplate(localizer.translate("{hours} h {minutes} min"), names: ["hours", "minutes"]),
            keep: titles.title(for: .away(.keep)), takeAway: titles.title(for: .away(.takeAway)))
        subscriptions.keep(
            monitor?.idleChanges.add { [weak self] change in self?.idleChanged(change) },
            removedBy: { [monitor] in monitor?.idleChanges.remove($0) })
        subscriptions.keep(
            screenLock?.lockChanges.add { [weak self] isLocked in self?.lockChanged(isLocked) },
            removedBy: { [screenLock] in screenLock?.lockChanges.remove($0) })
        // A status change, or the list's (the stopwatches restored: a question not answered
        // before a quit or a crash is asked again); a lap changes neither.
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                guard change.changesList else { return }
                self?.askAgainIfUnanswered()
                self?.decideWatch()
            }, removedBy: store.removeCollectionObserver)
        subscriptions.keep(settings.observe(\.awayAfter) { [weak self] _ in self?.decideWatch() }, removedBy: settings.removeObserver)
        askAgainIfUnanswered()
        decideWatch()
    }

    /// Asks the question kept with the stopwatches while none is shown (restored after a quit
    /// or a crash); an away kept during which nothing ran (a hand-edited file) is dropped, said
    /// in the log.
    private func askAgainIfUnanswered() {
        let kept = takeAwayTime.unanswered
        guard question == nil, !isReadOnly, !kept.isEmpty else { return }
        let sane = kept.filter { !takeAwayTime.stopwatchesThatRan(during: $0).isEmpty }
        if sane.count < kept.count {
            logger?.warning("Dropped \(kept.count - sane.count) unanswered away(s) during which no stopwatch ran")
            takeAwayTime.keepUnanswered(sane)
        }
        guard !sane.isEmpty else { return }
        logger?.info("asked again: \(sane.count) unanswered away(s)")
        showQuestion(about: sane)
    }

    /// The time without input that makes an away: `away-after`, at least 10 s; `nil` when off.
    private var awayAfter: Duration? {
        let seconds = settings.settings.awayAfter
        return seconds == 0 ? nil : .seconds(max(seconds, AppSettings.shortestAwayAfter))
    }

    /// Asks the idle service to watch only while it may matter: a stopwatch runs, or an away
    /// has begun (its end is awaited whatever runs now).
    private func decideWatch() {
        let running = store.collection.contains { $0.state.status == .running }
        let wanted = isReadOnly ? nil : awayAfter.flatMap { running || awaySince != nil ? $0 : nil }
        guard wanted != watched else { return }
        watched = wanted
        monitor?.watch(idleFor: wanted)
    }

    private func idleChanged(_ change: IdleChange) {
        switch change {
        case .idle:
            guard awaySince == nil, let awayAfter else { return }
            awaySince = max(.zero, timer.now - awayAfter)
            awayWallStart = takeAwayTime.wallClockNow - awayAfter
        case .active:
            back()
        }
    }

    private func lockChanged(_ isLocked: Bool) {
        if isLocked {
            guard awaySince == nil, awayAfter != nil, store.collection.contains(where: { $0.state.status == .running }) else {
                return
            }
            awaySince = timer.now
            awayWallStart = takeAwayTime.wallClockNow
            decideWatch()
        } else {
            back()
        }
    }

    /// The first input after an away, or the unlock.
    private func back() {
        guard let since = awaySince, let awayAfter else {
            awaySince = nil
            return
        }
        awaySince = nil
        defer { decideWatch() }
        // To the millisecond, as the log and the question say it.
        let duration = Duration.milliseconds((timer.now - since).wholeMilliseconds)
        guard duration >= awayAfter, let away = takeAwayTime.away(beganAt: awayWallStart, lasting: duration) else { return }
        let ran = takeAwayTime.stopwatchesThatRan(during: away)
        logger?.info(
            "away ended: \(duration.wholeMilliseconds) ms, stopwatches that ran: "
                + (ran.isEmpty ? "none" : ran.map { String($0.rawValue) }.joined(separator: ",")))
        guard !ran.isEmpty else { return }
        signals?.awayEnded(milliseconds: duration.wholeMilliseconds, ids: ran.map(\.rawValue))
        switch settings.settings.whenAway {
        case .keep: logger?.info("away kept (when-away is keep)")
        case .takeAway: take([away])
        case .ask: ask(adding: away)
        }
    }

    private func ask(adding away: Away) {
        let unanswered = takeAwayTime.unanswered + [away]
        // Asked first: keeping them tells of a change of the list, which asks what is kept
        // while nothing is asked.
        showQuestion(about: unanswered)
        takeAwayTime.keepUnanswered(unanswered)
    }

    /// Asks about `unanswered` as one.
    private func showQuestion(about unanswered: [Away]) {
        asked += 1
        let message = words.question.filled(
            text(for: unanswered.reduce(.zero) { $0 + $1.duration }), names(of: unanswered).joined(separator: ", "))
        let question = AwayQuestion(
            message: message, keep: CommandButton(command: .away(.keep), title: words.keep),
            takeAway: CommandButton(command: .away(.takeAway), title: words.takeAway), number: asked)
        self.question = question
        needsAttention = !isWindowSeen
        announcer?.announce(Announcement(number: asked) { message })
        if !isWindowSeen {
            notifications?.showQuestion(
                DesktopNotification(title: message, body: "", buttons: [question.keep.plain, question.takeAway.plain]))
        }
        changes.notify(())
    }

    /// Answers the question; the app ViewModel checked that one is asked.
    func send(_ command: AwayCommand) {
        guard question != nil else { return }
        let aways = takeAwayTime.unanswered
        (question, needsAttention) = (nil, false)
        takeAwayTime.keepUnanswered([])
        // Answered in the window: the notification asks no more. (One whose button was
        // pressed the notification server takes away itself.)
        notifications?.withdrawQuestion()
        switch command {
        case .keep: logger?.info("away kept")
        case .takeAway: take(aways)
        }
        changes.notify(())
    }

    private func take(_ aways: [Away]) {
        let taken = aways.flatMap { away -> [TimeAdjustment] in
            let correction = takeAwayTime.execute(away)
            for (id, problem) in correction.refused {
                logger?.warning("away not taken from stopwatch \(id.rawValue): \(problem)")
            }
            return correction.taken
        }
        logger?.info("away taken: \(taken.map { "\($0.stopwatch.rawValue): \($0.amount.wholeMilliseconds) ms" }.joined(separator: ", "))")
        if !taken.isEmpty { corrections?.tookAway(taken) }
    }

    /// The platform's word, through ``WindowPresence``: the window was shown, or closed,
    /// hidden or minimised.
    func windowSightChanged(_ sight: WindowSight) {
        isWindowSeen = sight.isSeen
        guard isWindowSeen, needsAttention else { return }
        needsAttention = false
        changes.notify(())
    }

    /// The names of the stopwatches that ran during `aways`, in the list's order.
    private func names(of aways: [Away]) -> [String] {
        let ran = Set(aways.flatMap(takeAwayTime.stopwatchesThatRan(during:)))
        return store.collection.members.filter { ran.contains($0.id) }.map(\.name)
    }

    /// "45 s", "12 min", "1 h 05 min".
    private func text(for duration: Duration) -> String {
        let seconds = max(0, duration.components.seconds)
        if seconds < 60 { return words.seconds.filled(String(seconds)) }
        let minutes = seconds / 60
        if minutes < 60 { return words.minutes.filled(String(minutes)) }
        let rest = String(minutes % 60)
        return words.hoursAndMinutes.filled(String(minutes / 60), String(repeating: "0", count: 2 - rest.count) + rest)
    }
}

extension AwayWatch: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isAskingAboutAway = question != nil
    }
}

extension AwayWatch: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.away = question
    }
}

import StopwatchCore

/// Decides what a call from outside does to a stopwatch (``RemoteCall``, from the app's D-Bus
/// interface or a targeted application action): the command to carry out, or the answer
/// that says why nothing is done. It changes nothing itself: ``AppViewModel`` has the list
/// of stopwatches carry the command out.
///
/// A part of ``AppViewModel``, given the store and the clock alone.
@MainActor
final class RemoteControl {
    /// What a call comes to.
    enum Decision: Equatable {
        /// Have the list of stopwatches carry out `command`; the call's answer is
        /// ``RemoteAnswer/done``.
        case perform(StopwatchListCommand)
        /// Have mending carry out `command` on the stopwatch `id`: the call's answer is done,
        /// or the reason it was refused.
        case mend(MendCommand, StopwatchID)
        /// Nothing to carry out: answer this.
        case answer(RemoteAnswer)
    }

    private let store: StopwatchStore
    private let timer: TimerService
    private let mapper: RemoteAnswerMapper
    private let isReadOnly: Bool

    init(store: StopwatchStore, timer: TimerService, localizer: Localizer, isReadOnly: Bool) {
        self.store = store
        self.timer = timer
        self.isReadOnly = isReadOnly
        mapper = RemoteAnswerMapper(localizer: localizer)
    }

    func decide(_ call: RemoteCall) -> Decision {
        switch call {
        case .list: .answer(mapper.stopwatches(store.collection, now: timer.now))
        case .toggle(let target): decide(target, needs: nil, .toggle(target: target))
        case .lap(let target): decide(target, needs: .running, .lap(target: target))
        case .reset(let target): decide(target, needs: .paused, .reset(target: target))
        case .adjustTime(let target, let milliseconds): mend(target, .adjustTime(milliseconds: milliseconds))
        case .removeLap(let target, let lap): mend(target, .removeLap(lap))
        case .noteLap(let target, let lap, let note): mend(target, .noteLap(lap, note))
        }
    }

    /// `command` on the stopwatch `target` names, when there is one and the stopwatches are
    /// this app's to change; whether it applies, mending says.
    private func mend(_ target: String, _ command: MendCommand) -> Decision {
        guard let member = store.collection.member(targeted: target) else { return .answer(mapper.noSuchStopwatch(target)) }
        guard !isReadOnly else { return .answer(mapper.readOnlyRefusal) }
        return .mend(command, member.id)
    }

    /// `command` on the stopwatch `target` names, when there is one, the stopwatches are this
    /// app's to change, and it is `status` (any, for `nil`).
    private func decide(_ target: String, needs status: StopwatchStatus?, _ command: StopwatchListCommand) -> Decision {
        guard let member = store.collection.member(targeted: target) else { return .answer(mapper.noSuchStopwatch(target)) }
        guard !isReadOnly else { return .answer(mapper.readOnlyRefusal) }
        guard let status, member.state.status != status else { return .perform(command) }
        return .answer(status == .running ? mapper.notRunning(member.name) : mapper.notPaused(member.name))
    }
}

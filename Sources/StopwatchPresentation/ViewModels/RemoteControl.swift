import StopwatchCore

/// Decides what a call from outside does to a stopwatch (``RemoteCall``, from the app's D-Bus
/// interface or a targeted application action): the command to carry out, or the answer
/// that says why nothing is done. It changes nothing itself: ``AppViewModel`` has the list
/// of stopwatches carry the command out.
///
/// A part of ``AppViewModel``, given the store and the clock alone.
final class RemoteControl {
    /// What a call comes to.
    enum Decision: Equatable {
        /// Have the list of stopwatches carry out `command`; the call's answer is
        /// ``RemoteAnswer/done``.
        case perform(StopwatchListCommand)
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
        let collection = store.collection
        let target: String
        switch call {
        case .list: return .answer(mapper.stopwatches(collection, now: timer.now))
        case .toggle(let name), .lap(let name), .reset(let name): target = name
        }
        guard let member = collection.member(targeted: target) else { return .answer(mapper.noSuchStopwatch(target)) }
        guard !isReadOnly else { return .answer(mapper.readOnlyRefusal) }
        switch call {
        case .list: return .answer(mapper.stopwatches(collection, now: timer.now))
        case .toggle: return .perform(.toggle(target: target))
        case .lap:
            guard member.state.status == .running else { return .answer(mapper.notRunning(member.name)) }
            return .perform(.lap(target: target))
        case .reset:
            guard member.state.status == .paused else { return .answer(mapper.notPaused(member.name)) }
            return .perform(.reset(target: target))
        }
    }
}

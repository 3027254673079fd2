import StopwatchCore

/// What a call from outside does (``BusCall``, from the app's D-Bus interface or a targeted
/// application action): carried out on the stopwatch it targets, or answered with why not,
/// nothing changed. A call that did nothing is said in the log too.
///
/// A part of ``AppViewModel``, given the store and the clock, and the roles that carry a call
/// out: ``StopwatchCommanding``, ``MendPerforming``, ``AlertsSetting`` and ``GoalsSetting``.
@MainActor
final class BusControl {
    private let store: StopwatchStore
    private let timer: TimerService
    private let mapper: BusAnswerMapper
    private let isReadOnly: Bool
    private weak var stopwatches: StopwatchCommanding?
    private weak var mending: MendPerforming?
    private weak var alerts: AlertsSetting?
    private weak var goals: GoalsSetting?
    private let logger: Logger?

    init(
        store: StopwatchStore, timer: TimerService, localizer: Localizer, isReadOnly: Bool, stopwatches: StopwatchCommanding,
        mending: MendPerforming, alerts: AlertsSetting, goals: GoalsSetting, logger: Logger?
    ) {
        self.alerts = alerts
        self.goals = goals
        self.store = store
        self.timer = timer
        self.isReadOnly = isReadOnly
        self.stopwatches = stopwatches
        self.mending = mending
        self.logger = logger
        mapper = BusAnswerMapper(localizer: localizer)
    }

    /// Does what `call` asks, or says why not.
    func answer(_ call: BusCall) -> BusAnswer {
        let answer = carryOut(call)
        switch answer {
        case .noSuchStopwatch(let reason), .refused(let reason): logger?.info(reason)
        case .done, .stopwatches, .alerts, .goal, .totals, .session: break
        }
        return answer
    }

    /// A targeted action (`lap-stopwatch 'Tea'`): nobody waits for the answer but the log.
    func send(_ command: StopwatchCommand, target: String) {
        _ = answer(Self.call(command, target: target))
    }

    private static func call(_ command: StopwatchCommand, target: String) -> BusCall {
        switch command {
        case .toggle: .toggle(target: target)
        case .lap: .lap(target: target)
        case .reset: .reset(target: target)
        case .pause: .pause(target: target)
        }
    }

    private func carryOut(_ call: BusCall) -> BusAnswer {
        switch call {
        case .list: mapper.stopwatches(store.collection, now: timer.now)
        case .toggle(let target): perform(.toggle, on: target)
        case .lap(let target): perform(.lap, on: target)
        case .reset(let target): perform(.reset, on: target)
        case .pause(let target): perform(.pause, on: target)
        case .adjustTime(let target, let milliseconds): mend(.adjustTime(milliseconds: milliseconds), on: target)
        case .pauseEarlier(let target, let milliseconds): mend(.pauseEarlier(milliseconds: milliseconds), on: target)
        case .startEarlier(let target, let milliseconds): mend(.startEarlier(milliseconds: milliseconds), on: target)
        case .removeLap(let target, let lap): mend(.removeLap(lap), on: target)
        case .noteLap(let target, let lap, let note): mend(.noteLap(lap, note), on: target)
        case .setAlerts(let target, let times, let every):
            switch changeable(target) {
            case .refused(let answer): answer
            case .stopwatch(let member):
                alerts?.setAlerts(milliseconds: times, everyMilliseconds: every, on: member.id).map { .refused(reason: $0) } ?? .done
            }
        case .listAlerts(let target):
            store.collection.member(targeted: target).map {
                .alerts(
                    milliseconds: $0.alerts.times.map(\.wholeMilliseconds), everyMilliseconds: $0.alerts.interval?.wholeMilliseconds ?? 0)
            } ?? mapper.noSuchStopwatch(target)
        case .setGoal(let target, let milliseconds, let period):
            switch changeable(target) {
            case .refused(let answer): answer
            case .stopwatch(let member):
                goals?.setGoal(milliseconds: milliseconds, period: period, on: member.id).map { .refused(reason: $0) } ?? .done
            }
        case .goal(let target):
            store.collection.member(targeted: target).map { member in
                member.goals.current.map { .goal(milliseconds: $0.amount.wholeMilliseconds, period: $0.period.rawValue) }
                    ?? .goal(milliseconds: 0, period: "")
            } ?? mapper.noSuchStopwatch(target)
        }
    }

    /// A call's target: the stopwatch to change, or the answer that says why there is none.
    private enum Target {
        case stopwatch(NamedStopwatch)
        case refused(BusAnswer)
    }

    /// The stopwatch `target` names, when there is one and the stopwatches are this app's to
    /// change.
    private func changeable(_ target: String) -> Target {
        guard let member = store.collection.member(targeted: target) else { return .refused(mapper.noSuchStopwatch(target)) }
        guard !isReadOnly else { return .refused(mapper.readOnlyRefusal) }
        return .stopwatch(member)
    }

    /// `command` on the stopwatch `target` names, when it applies to it: the window's rule
    /// (``CommandAvailabilityMapper/applies(_:to:)``), for that stopwatch.
    private func perform(_ command: StopwatchCommand, on target: String) -> BusAnswer {
        switch changeable(target) {
        case .refused(let answer): return answer
        case .stopwatch(let member):
            guard CommandAvailabilityMapper.applies(command, to: member.state.status) else {
                return mapper.refusal(command, name: member.name)
            }
            stopwatches?.perform(command, on: member.id)
            return .done
        }
    }

    /// `mend` on the stopwatch `target` names; whether it applies, mending says.
    private func mend(_ mend: Mend, on target: String) -> BusAnswer {
        switch changeable(target) {
        case .refused(let answer): answer
        case .stopwatch(let member): mending?.perform(mend, on: member.id).map { .refused(reason: $0) } ?? .done
        }
    }
}

extension BusControl: AppPart {}

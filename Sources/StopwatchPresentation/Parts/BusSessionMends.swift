import StopwatchCore

/// Mends of past sessions asked for from outside (ARCHITECTURE.md, "Mends": the interface's
/// `MendSession(s session, s change, x ms, s text)`, the command line's `--edit` and
/// `--remove`): the session and the change read as hostile input, the mend made by the history's
/// use case, or refused with the reason in the user's words, nothing changed.
///
/// A session is named as `stopwatch --history --json` gives it: its `id` for this machine's,
/// `machine_id:id` for another machine's.
///
/// A part of ``AppViewModel``, given the history's use cases.
@MainActor
final class BusSessionMends {
    private let history: SessionHistoryUseCases
    private let localizer: Localizer
    private let problems: SessionMendProblemMapper
    private let isReadOnly: Bool
    private let logger: Logger?

    init(history: SessionHistoryUseCases, localizer: Localizer, isReadOnly: Bool, logger: Logger?) {
        self.history = history
        self.localizer = localizer
        problems = SessionMendProblemMapper(localizer: localizer)
        self.isReadOnly = isReadOnly
        self.logger = logger
    }

    /// Mends the session `session` names: `change` is `begin` or `end` (at `milliseconds` since
    /// the epoch), `length` (`milliseconds`), `stopwatch` or `note` (`text`), `split` (at
    /// `milliseconds` since the epoch), `join` (the session `text` names, after it) or `remove`.
    /// Answers the session mended, or for a split the part after it, named as given.
    func answer(session: String, change: String, milliseconds: Int64, text: String, _ reply: @escaping (BusAnswer) -> Void) {
        guard !isReadOnly else { return reply(BusAnswerMapper(localizer: localizer).readOnlyRefusal) }
        let thisMachine = history.thisMachine
        guard let ref = Self.ref(session, thisMachine: thisMachine) else { return refuse(notASession(session), reply) }
        if change == "split" {
            guard let instant = TimeBounds.wallClock(milliseconds: milliseconds) else {
                return refuse(problems.reason(.refused(.pastTheLimit), thisMachine: thisMachine), reply)
            }
            return history.split(ref, at: instant) { [weak self] result in self?.answer(result, reply) }
        }
        var joined: SessionRef?
        if change == "join" {
            guard let other = Self.ref(text, thisMachine: thisMachine) else { return refuse(notASession(text), reply) }
            joined = other
        }
        guard let mend = joined.map({ MendChange.join($0) }) ?? Self.change(change, milliseconds: milliseconds, text: text) else {
            // TRANSLATORS: {text} is what was given; begin, end, length, stopwatch, note, split, join and remove are typed as they are.
            return refuse(
                localizer.translate("Not a change: “{text}” (begin, end, length, stopwatch, note, split, join or remove)").filling([
                    "text": change
                ]),
                reply)
        }
        history.mend(ref, by: mend) { [weak self] problem in
            self?.answer(problem.map { .failure($0) } ?? .success(ref), reply)
        }
    }

    /// Adds a session not timed (`stopwatch --add`): `stopwatch`'s, from `fromMilliseconds` to
    /// `toMilliseconds` since the epoch; answers the new session's name.
    func add(stopwatch: String, fromMilliseconds: Int64, toMilliseconds: Int64, _ reply: @escaping (BusAnswer) -> Void) {
        guard !isReadOnly else { return reply(BusAnswerMapper(localizer: localizer).readOnlyRefusal) }
        guard let begin = TimeBounds.wallClock(milliseconds: fromMilliseconds), let end = TimeBounds.wallClock(milliseconds: toMilliseconds)
        else {
            return refuse(problems.reason(.refused(.pastTheLimit), thisMachine: history.thisMachine), reply)
        }
        history.add(named: stopwatch, from: begin, to: end) { [weak self] result in self?.answer(result, reply) }
    }

    private func answer(_ result: Result<SessionRef, SessionMendProblem>, _ reply: (BusAnswer) -> Void) {
        let thisMachine = history.thisMachine
        switch result {
        case .success(let ref): reply(.session(Self.name(ref, thisMachine: thisMachine)))
        case .failure(let problem): refuse(problems.reason(problem, thisMachine: thisMachine), reply)
        }
    }

    private func notASession(_ text: String) -> String {
        // TRANSLATORS: {text} is what was given as a session's id.
        localizer.translate("Not a session: “{text}” (give its id as --history --json does)").filling(["text": text])
    }

    /// The session `text` names: `id` (this machine's) or `machine_id:id`.
    static func ref(_ text: String, thisMachine: MachineID?) -> SessionRef? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let last = parts.last, let id = Int64(last), id > 0 else { return nil }
        guard parts.count == 2 else { return thisMachine.map { SessionRef(machine: $0, id: SessionID(rawValue: id)) } }
        return MachineID(String(parts[0])).map { SessionRef(machine: $0, id: SessionID(rawValue: id)) }
    }

    /// How `ref` is named to the user: as ``ref(_:thisMachine:)`` reads it.
    static func name(_ ref: SessionRef, thisMachine: MachineID?) -> String {
        SessionMendProblemMapper.name(ref, thisMachine: thisMachine)
    }

    /// The change asked for, its values bounded; `nil` for none a caller may ask for.
    private static func change(_ kind: String, milliseconds: Int64, text: String) -> MendChange? {
        switch kind {
        case "begin": TimeBounds.wallClock(milliseconds: milliseconds).map { .begin($0) }
        case "end": TimeBounds.wallClock(milliseconds: milliseconds).map { .end($0) }
        case "length": TimeBounds.elapsed(milliseconds: milliseconds).map { .length($0) }
        case "stopwatch": .stopwatch(text)
        case "note": .note(text)
        case "remove": .remove
        default: nil
        }
    }

    private func refuse(_ reason: String, _ reply: (BusAnswer) -> Void) {
        logger?.info(reason)
        reply(.refused(reason: reason))
    }
}

extension BusSessionMends: AppPart {}

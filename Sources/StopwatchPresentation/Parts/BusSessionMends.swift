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
    /// the epoch), `length` (`milliseconds`), `stopwatch` or `note` (`text`), or `remove`.
    func answer(session: String, change: String, milliseconds: Int64, text: String, _ reply: @escaping (BusAnswer) -> Void) {
        guard !isReadOnly else { return reply(BusAnswerMapper(localizer: localizer).readOnlyRefusal) }
        guard let ref = Self.ref(session, thisMachine: history.thisMachine) else {
            // TRANSLATORS: {text} is what was given as a session's id.
            return refuse(
                localizer.translate("Not a session: “{text}” (give its id as --history --json does)").filling(["text": session]), reply)
        }
        guard let mend = Self.change(change, milliseconds: milliseconds, text: text) else {
            // TRANSLATORS: {text} is what was given; begin, end, length, stopwatch, note and remove are typed as they are.
            return refuse(
                localizer.translate("Not a change: “{text}” (begin, end, length, stopwatch, note or remove)").filling(["text": change]),
                reply)
        }
        let thisMachine = history.thisMachine
        history.mend(ref, by: mend) { [weak self] problem in
            guard let self else { return }
            guard let problem else { return reply(.done) }
            refuse(problems.reason(problem) { Self.name($0, thisMachine: thisMachine) }, reply)
        }
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
        ref.machine == thisMachine ? String(ref.id.rawValue) : "\(ref.machine.text):\(ref.id.rawValue)"
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

import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchPresentation

/// `stopwatch --edit ID [--from WHEN] [--to WHEN] [--stopwatch NAME] [--note TEXT]`,
/// `--split ID --at WHEN`, `--join ID ID`, `--remove ID` and `--add NAME --from WHEN --to WHEN`
/// (ARCHITECTURE.md, "Mends"): a past session, this machine's or another's, mended by the running
/// app through its D-Bus interface (``AppBusClient``), which makes each mend or refuses it saying
/// why (on standard error, exit status 1; what was asked before a refusal stays made). ID is what
/// `stopwatch --history --json` names a session by; each moment is read here, as hostile input,
/// in the local zone.
@MainActor
struct SessionEditCommand {
    let localizer: Localizer
    let json: Bool

    /// What `--edit` changes of the session, each a mend, in this order.
    struct Changes {
        var stopwatch: String?
        var note: String?
        var from: String?
        var to: String?

        var isEmpty: Bool { stopwatch == nil && note == nil && from == nil && to == nil }
    }

    /// What the app said it did: the text printed, and the JSON object's fields.
    private struct Done {
        let text: String
        let fields: [(StaticString, String)]
    }

    private enum Problem: Error {
        /// Refused by the app, or not read here: the reason and the exit status.
        case said(String, status: Int32)
        case app(AppBusClient.Failure)
    }

    func edit(_ session: String, _ changes: Changes) -> Int32 {
        guard !changes.isEmpty else {
            return fail(localizer.translate("With --edit: say what to change (--from, --to, --stopwatch or --note)"), status: 2)
        }
        return run { app throws(Problem) in
            var mends: [(change: String, milliseconds: Int64, text: String)] = []
            if let name = changes.stopwatch { mends.append(("stopwatch", 0, name)) }
            if let note = changes.note { mends.append(("note", 0, note)) }
            if let from = changes.from { mends.append(("begin", try moment(from).wholeMilliseconds, "")) }
            if let to = changes.to { mends.append(("end", try moment(to).wholeMilliseconds, "")) }
            for mend in mends {
                try answer(app.mendSession(session, change: mend.change, milliseconds: mend.milliseconds, text: mend.text))
            }
            return Done(text: localizer.translate("Session {id} mended").filling(["id": session]), fields: [("session", session)])
        }
    }

    func remove(_ session: String) -> Int32 {
        run { app throws(Problem) in
            try answer(app.mendSession(session, change: "remove"))
            return Done(text: localizer.translate("Session {id} removed").filling(["id": session]), fields: [("session", session)])
        }
    }

    /// `--split ID --at WHEN`: the part after WHEN becomes a session of its own.
    func split(_ session: String, at: String?) -> Int32 {
        guard let at else { return fail(localizer.translate("With --split: say when (--at WHEN)"), status: 2) }
        return run { app throws(Problem) in
            let part = try answer(app.mendSession(session, change: "split", milliseconds: try moment(at).wholeMilliseconds))
            // TRANSLATORS: {id} is the session split, {part} the new session of the part after the split.
            let text = localizer.translate("Session {id} split: the part after is session {part}")
            return Done(text: text.filling(["id": session, "part": part]), fields: [("session", session), ("part", part)])
        }
    }

    /// `--join ID ID`: the second, of the same stopwatch and after the first, joins it.
    func join(_ sessions: [String]) -> Int32 {
        guard sessions.count == 2 else { return fail(localizer.translate("With --join: give two sessions (--join ID ID)"), status: 2) }
        return run { app throws(Problem) in
            try answer(app.mendSession(sessions[0], change: "join", text: sessions[1]))
            // TRANSLATORS: {id} is the session kept, {other} the one joined to it.
            let text = localizer.translate("Session {other} joined to session {id}")
            return Done(text: text.filling(["id": sessions[0], "other": sessions[1]]), fields: [("session", sessions[0])])
        }
    }

    /// `--add NAME --from WHEN --to WHEN`: a session not timed.
    func add(_ stopwatch: String, from: String?, to: String?) -> Int32 {
        guard let from, let to else { return fail(localizer.translate("With --add: say when (--from WHEN --to WHEN)"), status: 2) }
        return run { app throws(Problem) in
            let (begin, end) = (try moment(from), try moment(to))
            let added = try answer(
                app.addSession(stopwatch, fromMilliseconds: begin.wholeMilliseconds, toMilliseconds: end.wholeMilliseconds))
            return Done(text: localizer.translate("Session {id} added").filling(["id": added]), fields: [("session", added)])
        }
    }

    /// A moment read in the local zone, not after now.
    private func moment(_ text: String) throws(Problem) -> Duration {
        let now = TimeBounds.clampWallClock(SystemWallClock().now())
        switch WhenInputMapper(localizer: localizer).instant(text, now: now, calendar: GLibLocalCalendar()) {
        case .success(let instant): return instant
        case .failure(let refusal): throw .said(refusal.reason, status: refusal.isNotAMoment ? 2 : 1)
        }
    }

    @discardableResult
    private func answer(_ result: Result<String, AppBusClient.Failure>) throws(Problem) -> String {
        switch result {
        case .success(let name): return name
        case .failure(let failure): throw .app(failure)
        }
    }

    /// Runs `work` on the app, then says what it did; a failure said on standard error.
    private func run(_ work: (AppBusClient) throws(Problem) -> Done) -> Int32 {
        guard let app = AppBusClient() else { return fail(localizer.translate("Stopwatch is not running"), status: 1) }
        do throws(Problem) {
            let done = try work(app)
            if json {
                var writer = JSONWriter()
                writer.beginObject()
                for (key, value) in done.fields { writer.field(key, value) }
                writer.end()
                printOutput(String(decoding: writer.bytes, as: UTF8.self))
            } else {
                printOutput(done.text)
            }
            return 0
        } catch {
            switch error {
            case .said(let reason, let status): return fail(reason, status: status)
            case .app(.notRunning): return fail(localizer.translate("Stopwatch is not running"), status: 1)
            case .app(.refused(let reason)): return fail(reason, status: 1)
            }
        }
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        printError(message)
        return status
    }
}

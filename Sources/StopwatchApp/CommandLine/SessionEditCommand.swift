import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchPresentation

/// `stopwatch --edit ID [--from WHEN] [--to WHEN] [--stopwatch NAME] [--note TEXT]` and
/// `stopwatch --remove ID` (ARCHITECTURE.md, "Mends"): a past session, this machine's or
/// another's, mended by the running app through its D-Bus interface (``AppBusClient``), which
/// makes each mend or refuses it saying why (on standard error, exit status 1; what was asked
/// before a refusal stays made). ID is what `stopwatch --history --json` names a session by;
/// each moment is read here, as hostile input, in the local zone.
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

    func edit(_ session: String, _ changes: Changes) -> Int32 {
        guard !changes.isEmpty else {
            return fail(localizer.translate("With --edit: say what to change (--from, --to, --stopwatch or --note)"), status: 2)
        }
        var mends: [(change: String, milliseconds: Int64, text: String)] = []
        if let name = changes.stopwatch { mends.append(("stopwatch", 0, name)) }
        if let note = changes.note { mends.append(("note", 0, note)) }
        let now = TimeBounds.clampWallClock(SystemWallClock().now())
        for (kind, text) in [("begin", changes.from), ("end", changes.to)] {
            guard let text else { continue }
            switch WhenInputMapper(localizer: localizer).instant(text, now: now, calendar: GLibLocalCalendar()) {
            case .success(let instant): mends.append((kind, instant.wholeMilliseconds, ""))
            case .failure(let refusal): return fail(refusal.reason, status: refusal.isNotAMoment ? 2 : 1)
            }
        }
        return withApp(session, done: localizer.translate("Session {id} mended")) { app throws(AppBusClient.Failure) in
            for mend in mends {
                try app.mendSession(session, change: mend.change, milliseconds: mend.milliseconds, text: mend.text).get()
            }
        }
    }

    func remove(_ session: String) -> Int32 {
        withApp(session, done: localizer.translate("Session {id} removed")) { app throws(AppBusClient.Failure) in
            try app.mendSession(session, change: "remove").get()
        }
    }

    /// Runs `work` on the app, then says it was `done` (`{id}`: the session); a failure said
    /// on standard error.
    private func withApp(_ session: String, done: String, _ work: (AppBusClient) throws(AppBusClient.Failure) -> Void) -> Int32 {
        guard let app = AppBusClient() else { return fail(localizer.translate("Stopwatch is not running"), status: 1) }
        do throws(AppBusClient.Failure) {
            try work(app)
            if json {
                var writer = JSONWriter()
                writer.beginObject()
                writer.field("session", session)
                writer.end()
                printOutput(String(decoding: writer.bytes, as: UTF8.self))
            } else {
                printOutput(done.filling(["id": session]))
            }
            return 0
        } catch {
            switch error {
            case .notRunning: return fail(localizer.translate("Stopwatch is not running"), status: 1)
            case .refused(let reason): return fail(reason, status: 1)
            }
        }
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        printError(message)
        return status
    }
}

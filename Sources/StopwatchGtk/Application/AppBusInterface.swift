import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The app's own D-Bus interface, for scripts that need an answer (docs/command-line.md):
/// `io.github.swiftgtk.Stopwatch1` at the app's object path, on its bus name. Application
/// actions (`app.lap`) serve keys, notifications and the panel, and cannot answer; these
/// methods return an error, with the reason in the user's language, when they did nothing.
///
/// Exported as the app takes its bus name (``Application/onBusRegistration(register:unregister:)``),
/// so D-Bus activation starts the app for a call; GDBus answers `Introspect` from the XML. It
/// turns each call into a ``BusCall`` and the ``BusAnswer`` into the reply: it decides nothing.
/// Its signals `AlertReached` and `GoalMet` tell scripts of each alert reached and goal met (``AlertBroadcasting``), and
/// `AwayEnded` of each return from an away while stopwatches ran (``AwayBroadcasting``).
@MainActor
public final class AppBusInterface: DBusObjectHandler, AlertBroadcasting, AwayBroadcasting {
    public static let interface = "io.github.swiftgtk.Stopwatch1"
    static let noSuchStopwatchError = "io.github.swiftgtk.Stopwatch1.Error.NoSuchStopwatch"
    static let refusedError = "io.github.swiftgtk.Stopwatch1.Error.Refused"
    static let xml = """
        <node><interface name="io.github.swiftgtk.Stopwatch1">
          <method name="Toggle"><arg name="target" type="s" direction="in"/></method>
          <method name="Lap"><arg name="target" type="s" direction="in"/></method>
          <method name="Reset"><arg name="target" type="s" direction="in"/></method>
          <method name="List"><arg name="stopwatches" type="aa{sv}" direction="out"/></method>
          <method name="AdjustTime"><arg name="target" type="s" direction="in"/><arg name="ms" type="x" direction="in"/></method>
          <method name="PauseEarlier"><arg name="target" type="s" direction="in"/><arg name="ms" type="x" direction="in"/></method>
          <method name="StartEarlier"><arg name="target" type="s" direction="in"/><arg name="ms" type="x" direction="in"/></method>
          <method name="MendSession"><arg name="session" type="s" direction="in"/><arg name="change" type="s" direction="in"/>
            <arg name="ms" type="x" direction="in"/><arg name="text" type="s" direction="in"/>
            <arg name="mended" type="s" direction="out"/></method>
          <method name="AddSession"><arg name="stopwatch" type="s" direction="in"/>
            <arg name="from_ms" type="x" direction="in"/><arg name="to_ms" type="x" direction="in"/>
            <arg name="session" type="s" direction="out"/></method>
          <method name="RemoveLap"><arg name="target" type="s" direction="in"/><arg name="lap" type="u" direction="in"/></method>
          <method name="NoteLap">
            <arg name="target" type="s" direction="in"/><arg name="lap" type="u" direction="in"/>
            <arg name="note" type="s" direction="in"/>
          </method>
          <method name="SetAlerts">
            <arg name="target" type="s" direction="in"/><arg name="at_ms" type="ax" direction="in"/>
            <arg name="every_ms" type="x" direction="in"/>
          </method>
          <method name="ListAlerts">
            <arg name="target" type="s" direction="in"/><arg name="at_ms" type="ax" direction="out"/>
            <arg name="every_ms" type="x" direction="out"/>
          </method>
          <method name="SetGoal">
            <arg name="target" type="s" direction="in"/><arg name="goal_ms" type="x" direction="in"/>
            <arg name="period" type="s" direction="in"/>
          </method>
          <method name="Goal">
            <arg name="target" type="s" direction="in"/><arg name="goal_ms" type="x" direction="out"/>
            <arg name="period" type="s" direction="out"/>
          </method>
          <method name="Totals">
            <arg name="by" type="s" direction="in"/><arg name="since" type="s" direction="in"/>
            <arg name="until" type="s" direction="in"/><arg name="totals" type="aa{sv}" direction="out"/>
          </method>
          <signal name="AlertReached">
            <arg name="id" type="x"/><arg name="name" type="s"/><arg name="elapsed_ms" type="x"/>
          </signal>
          <signal name="GoalMet">
            <arg name="id" type="x"/><arg name="goal_ms" type="x"/><arg name="period" type="s"/>
          </signal>
          <signal name="AwayEnded">
            <arg name="away_ms" type="x"/><arg name="ids" type="ax"/>
          </signal>
        </interface></node>
        """

    /// Where the calls go; set once the app ViewModel exists (before any call is dispatched).
    public weak var viewModel: AppViewModel?
    private var export: DBusExport?
    private let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    /// Exports the interface on `connection` at `path` (the app's object path).
    public func export(on connection: OpaquePointer, at path: String) {
        export = DBusConnection(connection).export(Self.interface, xml: Self.xml, at: path, handler: self)
        if export == nil { logger.warning("the app's D-Bus interface could not be exported at \(path)") }
    }

    public func unexport() {
        export?.cancel()
        export = nil
    }

    package func methodCalled(_ method: String, parameters: DBusValue, reply: DBusReply) {
        let target = parameters[0]?.stringValue ?? ""
        if method == "Totals" {
            // Answered once the history has been read, on the main loop.
            guard let viewModel else { return reply.error("org.freedesktop.DBus.Error.Failed", "The app is not ready") }
            return viewModel.answerTotals(
                by: target, since: parameters[1]?.stringValue ?? "", until: parameters[2]?.stringValue ?? ""
            ) { answer in Self.send(answer, through: reply) }
        }
        if method == "MendSession" {
            // Answered once the history has been read, on the main loop.
            guard let viewModel else { return reply.error("org.freedesktop.DBus.Error.Failed", "The app is not ready") }
            return viewModel.answerSessionMend(
                session: target, change: parameters[1]?.stringValue ?? "", milliseconds: parameters[2]?.int64Value ?? 0,
                text: parameters[3]?.stringValue ?? ""
            ) { answer in Self.send(answer, through: reply) }
        }
        if method == "AddSession" {
            guard let viewModel else { return reply.error("org.freedesktop.DBus.Error.Failed", "The app is not ready") }
            return viewModel.answerSessionAdd(
                stopwatch: target, fromMilliseconds: parameters[1]?.int64Value ?? 0, toMilliseconds: parameters[2]?.int64Value ?? 0
            ) { answer in Self.send(answer, through: reply) }
        }
        let call: BusCall
        switch method {
        case "Toggle": call = .toggle(target: target)
        case "Lap": call = .lap(target: target)
        case "Reset": call = .reset(target: target)
        case "List": call = .list
        case "AdjustTime": call = .adjustTime(target: target, milliseconds: parameters[1]?.int64Value ?? 0)
        case "PauseEarlier": call = .pauseEarlier(target: target, milliseconds: parameters[1]?.int64Value ?? 0)
        case "StartEarlier": call = .startEarlier(target: target, milliseconds: parameters[1]?.int64Value ?? 0)
        case "RemoveLap": call = .removeLap(target: target, lap: Int(parameters[1]?.uint32Value ?? 0))
        case "NoteLap":
            call = .noteLap(target: target, lap: Int(parameters[1]?.uint32Value ?? 0), note: parameters[2]?.stringValue ?? "")
        case "SetAlerts":
            call = .setAlerts(
                target: target, milliseconds: parameters[1]?.arrayValue?.compactMap(\.int64Value) ?? [],
                everyMilliseconds: parameters[2]?.int64Value ?? 0)
        case "ListAlerts": call = .listAlerts(target: target)
        case "SetGoal":
            call = .setGoal(
                target: target, milliseconds: parameters[1]?.int64Value ?? 0, period: parameters[2]?.stringValue ?? "")
        case "Goal": call = .goal(target: target)
        default: return reply.error("org.freedesktop.DBus.Error.UnknownMethod", "No method \(method)")
        }
        guard let viewModel else { return reply.error("org.freedesktop.DBus.Error.Failed", "The app is not ready") }
        Self.send(viewModel.answer(call), through: reply)
    }

    private static func send(_ answer: BusAnswer, through reply: DBusReply) {
        switch answer {
        case .done: reply.value()
        case .stopwatches(let stopwatches): reply.value(.tuple([.array(elementType: "a{sv}", stopwatches.map(Self.value(of:)))]))
        case .alerts(let times, let every): reply.value(.tuple([.array(elementType: "x", times.map { .int64($0) }), .int64(every)]))
        case .goal(let milliseconds, let period): reply.value(.tuple([.int64(milliseconds), .string(period)]))
        case .totals(let rows):
            reply.value(
                .tuple([
                    .array(
                        elementType: "a{sv}",
                        rows.map {
                            .properties([
                                ("day", .string($0.period.description)), ("stopwatch", .string($0.stopwatch)),
                                ("total_ms", .int64($0.total.wholeMilliseconds)),
                            ])
                        })
                ]))
        case .session(let name): reply.value(.tuple([.string(name)]))
        case .noSuchStopwatch(let reason): reply.error(Self.noSuchStopwatchError, reason)
        case .refused(let reason): reply.error(Self.refusedError, reason)
        }
    }

    package func property(_ name: String) -> DBusValue? { nil }

    public func alertReached(id: Int, name: String, elapsedMilliseconds: Int64) {
        export?.emit("AlertReached", .tuple([.int64(Int64(id)), .string(name), .int64(elapsedMilliseconds)]))
    }

    public func goalMet(id: Int, goalMilliseconds: Int64, period: String) {
        export?.emit("GoalMet", .tuple([.int64(Int64(id)), .int64(goalMilliseconds), .string(period)]))
    }

    public func awayEnded(milliseconds: Int64, ids: [Int]) {
        export?.emit("AwayEnded", .tuple([.int64(milliseconds), .array(elementType: "x", ids.map { .int64(Int64($0)) })]))
    }

    private static func value(of stopwatch: BusStopwatch) -> DBusValue {
        .properties([
            ("id", .int64(Int64(stopwatch.id))), ("name", .string(stopwatch.name)), ("status", .string(stopwatch.status)),
            ("elapsed_ms", .int64(stopwatch.elapsedMilliseconds)), ("laps", .int64(Int64(stopwatch.laps))),
            ("current", .boolean(stopwatch.isCurrent)),
        ])
    }
}

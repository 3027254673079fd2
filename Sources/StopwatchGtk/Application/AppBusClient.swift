import GtkInterop
import StopwatchPresentation

/// The app's own D-Bus interface (``AppBusInterface``) called from another process: the
/// command line's `--start` and `--pause` reach the running app through it (D-Bus activation
/// starts the app when it is installed and not running). It decides nothing: the app does
/// what it is asked or refuses, and says why.
@MainActor
public struct AppBusClient {
    /// Why a call did nothing: the app is not there, or it refused, with its reason.
    public enum Failure: Error, Equatable {
        case notRunning
        case refused(String)
    }

    /// The current stopwatch as the app lists it.
    public struct Current: Equatable {
        public let name: String
        public let status: String
        public let elapsedMilliseconds: Int64
    }

    private let connection: DBusConnection

    /// A client on the session bus; `nil` without one.
    public init?() {
        guard let connection = DBusConnection.session() else { return nil }
        self.connection = connection
    }

    /// Starts the current stopwatch, not yet started, as of `milliseconds` ago (0: now); the
    /// app refuses one already started, saying so.
    public func startEarlier(milliseconds: Int64) -> Result<Void, Failure> {
        call("StartEarlier", [.string(""), .int64(milliseconds)]).map { _ in () }
    }

    /// Pauses the current stopwatch as of `milliseconds` ago (0: now).
    public func pauseEarlier(milliseconds: Int64) -> Result<Void, Failure> {
        call("PauseEarlier", [.string(""), .int64(milliseconds)]).map { _ in () }
    }

    /// Gives the stopwatch `target` names a goal of `milliseconds` each `period` ("day",
    /// "week"), 0 for none; then its goal as the app keeps it.
    public func setGoal(_ target: String, milliseconds: Int64, period: String) -> Result<(milliseconds: Int64, period: String), Failure> {
        call("SetGoal", [.string(target), .int64(milliseconds), .string(period)]).flatMap { _ in
            call("Goal", [.string(target)]).map { ($0[0]?.int64Value ?? 0, $0[1]?.stringValue ?? "") }
        }
    }

    /// Mends a past session (`session` as `--history --json` names it) by `change`, with its
    /// moment or length in `milliseconds` or its `text`; the app refuses what a mend may not do.
    /// The session mended, named as given (a split: the part after it).
    public func mendSession(_ session: String, change: String, milliseconds: Int64 = 0, text: String = "") -> Result<String, Failure> {
        call("MendSession", [.string(session), .string(change), .int64(milliseconds), .string(text)]).map {
            $0[0]?.stringValue ?? ""
        }
    }

    /// Adds a session not timed: `stopwatch`'s, between two wall-clock instants in milliseconds
    /// since the epoch; the app refuses what would break a rule. The new session's name.
    public func addSession(_ stopwatch: String, fromMilliseconds: Int64, toMilliseconds: Int64) -> Result<String, Failure> {
        call("AddSession", [.string(stopwatch), .int64(fromMilliseconds), .int64(toMilliseconds)]).map { $0[0]?.stringValue ?? "" }
    }

    /// The current stopwatch, as `List` gives it.
    public func current() -> Result<Current, Failure> {
        call("List", []).flatMap { reply in
            let rows = reply[0]?.arrayValue ?? []
            for row in rows {
                guard case .properties(let properties) = row else { continue }
                let values = Dictionary(properties, uniquingKeysWith: { first, _ in first })
                guard case .boolean(true) = values["current"] else { continue }
                return .success(
                    Current(
                        name: values["name"]?.stringValue ?? "", status: values["status"]?.stringValue ?? "",
                        elapsedMilliseconds: values["elapsed_ms"]?.int64Value ?? 0))
            }
            return .failure(.refused("no current stopwatch"))
        }
    }

    private func call(_ method: String, _ arguments: [DBusValue]) -> Result<DBusValue, Failure> {
        let path = "/" + AppInfo.applicationID.split(separator: ".").joined(separator: "/")
        return connection.callAndWait(method, of: AppBusInterface.interface, at: path, on: AppInfo.applicationID, .tuple(arguments))
            .mapError { error in
                switch error.name {
                case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner": .notRunning
                default: .refused(error.message)
                }
            }
    }
}

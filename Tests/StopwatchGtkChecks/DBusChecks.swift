import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport

@testable import StopwatchGtk

/// The app's D-Bus adapters in Swift, beside the end-to-end tests that drive them from
/// outside: the panel item's menu and the app's own interface answered over the checks'
/// session bus (`make test` runs them under `dbus-run-session`), and the panel item's
/// properties as a panel reads them.
@MainActor
enum DBusChecks {
    static let all: [Check] = [
        Check("DBusMenu.itsLayoutIsThePanelItemsMenuAndOnlyAnEnabledLinesClickIsItsCommand", menuLayoutAndClicks),
        Check("DBusMenu.anUnknownLineIsAnErrorAndChangesNothing", menuUnknownLine),
        Check("PanelItem.itsPropertiesSayWhatThePanelItemShows", panelItemProperties),
        Check("AppBusInterface.answersAListAndDoesWhatACallAsksOrSaysWhyNot", appInterface),
    ]

    /// The checks' own connection to the session bus, and its unique name to call itself by.
    private static func sessionBus() -> (connection: DBusConnection, name: String)? {
        guard let pointer = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        let connection = DBusConnection(pointer)
        g_object_unref(UnsafeMutableRawPointer(pointer))
        guard let name = g_dbus_connection_get_unique_name(pointer) else { return nil }
        return (connection, String(cString: name))
    }

    /// Calls `method` on this process over the bus, running the main loop until it answers.
    private static func call(
        _ bus: (connection: DBusConnection, name: String), _ interface: String, _ method: String, at path: String,
        _ arguments: DBusValue = .tuple([])
    ) -> Result<DBusValue, DBusCallError>? {
        var answer: Result<DBusValue, DBusCallError>?
        bus.connection.call(method, of: interface, at: path, on: bus.name, arguments) { answer = $0 }
        GtkTestEnvironment.wait(for: "the answer to \(method)") { answer != nil }
        return answer
    }

    private static func labels(of layout: DBusValue?) -> [String] {
        guard case .tuple(let members)? = layout, members.count == 2, case .tuple(let root) = members[1], root.count == 3,
            let children = root[2].arrayValue
        else { return [] }
        return children.compactMap { child in
            guard case .variant(let line) = child, case .properties(let properties)? = line[1],
                case .string(let label)? = properties.first(where: { $0.0 == "label" })?.1
            else { return nil }
            return label
        }
    }

    static func menuLayoutAndClicks() {
        guard let bus = sessionBus() else { return expect(false, "a session bus") }
        let menu = DBusMenu()
        var chosen: [PanelItem.MenuItem.Action] = []
        menu.choices.add { chosen.append($0) }
        let path = "/checks/menu"
        expect(menu.export(on: bus.connection, at: path), "the menu is exported")
        menu.show([
            PanelItem.MenuItem(title: "Pause", action: .command(.toggle), isEnabled: true),
            PanelItem.MenuItem(title: "Reset", action: .command(.reset), isEnabled: false),
            PanelItem.MenuItem(title: "Show Window", action: .showWindow, isEnabled: true),
        ])
        let layout = call(bus, DBusMenu.interface, "GetLayout", at: path, .tuple([.int32(0), .int32(-1), .array(elementType: "s", [])]))
        expect(labels(of: try? layout?.get()) == ["Pause", "Reset", "Show Window"], "\(String(describing: layout))")
        // A click on the disabled line does nothing; then one on an enabled line does its action.
        _ = call(bus, DBusMenu.interface, "Event", at: path, .tuple([.int32(2), .string("clicked"), .variant(.int32(0)), .uint32(0)]))
        _ = call(bus, DBusMenu.interface, "Event", at: path, .tuple([.int32(1), .string("clicked"), .variant(.int32(0)), .uint32(0)]))
        expect(chosen == [.command(.toggle)], "\(chosen)")
        menu.unexport()
    }

    static func menuUnknownLine() {
        guard let bus = sessionBus() else { return expect(false, "a session bus") }
        let menu = DBusMenu()
        var chosen = 0
        menu.choices.add { _ in chosen += 1 }
        let path = "/checks/menu2"
        _ = menu.export(on: bus.connection, at: path)
        menu.show([PanelItem.MenuItem(title: "Lap", action: .command(.lap), isEnabled: true)])
        let missing = call(bus, DBusMenu.interface, "GetLayout", at: path, .tuple([.int32(9), .int32(-1), .array(elementType: "s", [])]))
        if case .failure(let error)? = missing {
            expect(error.message.contains("InvalidArgs"), error.message)
        } else {
            expect(false, "GetLayout of line 9 is an error, not \(String(describing: missing))")
        }
        let event = call(
            bus, DBusMenu.interface, "Event", at: path, .tuple([.int32(9), .string("clicked"), .variant(.int32(0)), .uint32(0)]))
        expect((try? event?.get()) == nil, "a click on line 9 is an error")
        _ = call(bus, DBusMenu.interface, "Event", at: path, .tuple([.int32(1), .string("clicked"), .variant(.int32(0)), .uint32(0)]))
        expect(chosen == 1, "only the click on a line there is chose something: \(chosen)")
        menu.unexport()
    }

    static func panelItemProperties() {
        let harness = WindowHarness()
        let item = StatusNotifierPanelItem(application: harness.application, logger: RecordingLogger())
        expect(item.property("Status") == nil, "nothing before the item is shown")
        item.show(
            PanelItem(
                status: .active, title: "Stopwatch", label: "01:02", labelGuide: "00:00", tooltipTitle: "Stopwatch running",
                tooltipText: "01:02 · Lap 3", menu: []))
        expect(item.property("Status") == .string("Active"))
        expect(item.property("XAyatanaLabel") == .string("01:02"))
        expect(item.property("XAyatanaLabelGuide") == .string("00:00"))
        expect(item.property("Id") == .string(AppInfo.applicationID))
        expect(item.property("Menu") == .objectPath(StatusNotifierPanelItem.menuPath))
        if case .tuple(let tooltip)? = item.property("ToolTip") {
            expect(tooltip.count == 4 && tooltip[2] == .string("Stopwatch running") && tooltip[3] == .string("01:02 · Lap 3"))
        } else {
            expect(false, "a tooltip")
        }
        item.show(
            PanelItem(status: .passive, title: "Stopwatch", label: "", labelGuide: "00:00", tooltipTitle: "", tooltipText: "", menu: []))
        expect(item.property("Status") == .string("Passive"))
        item.remove()
        expect(item.property("Status") == nil, "nothing once removed")
    }

    static func appInterface() {
        guard let bus = sessionBus() else { return expect(false, "a session bus") }
        let harness = WindowHarness()
        let interface = AppBusInterface(logger: RecordingLogger())
        interface.viewModel = harness.app
        let path = "/checks/stopwatch"
        interface.export(on: bus.connection.pointer, at: path)
        let name = AppBusInterface.interface
        let listed = call(bus, name, "List", at: path)
        guard case .tuple(let members)? = try? listed?.get(), let stopwatches = members.first?.arrayValue,
            case .properties(let first)? = stopwatches.first
        else { return expect(false, "a list: \(String(describing: listed))") }
        expect(first.map(\.0) == ["id", "name", "status", "elapsed_ms", "laps", "current"], "\(first.map(\.0))")
        expect(first.first { $0.0 == "status" }?.1 == .string("initial"))
        if case .failure(let error)? = call(bus, name, "Lap", at: path, .tuple([.string("")])) {
            expect(error.message.contains("Stopwatch1.Error.Refused") && error.message.contains("is not running"), error.message)
        } else {
            expect(false, "a lap on a stopwatch not running is refused")
        }
        if case .failure(let error)? = call(bus, name, "Toggle", at: path, .tuple([.string("Coffee")])) {
            expect(error.message.contains("Stopwatch1.Error.NoSuchStopwatch"), error.message)
        } else {
            expect(false, "a name nobody has is an error")
        }
        expect(harness.core.state.status == .initial, "refused calls changed nothing")
        expect((try? call(bus, name, "Toggle", at: path, .tuple([.string("")]))?.get()) == .tuple([]))
        expect(harness.core.state.status == .running)
        interface.unexport()
    }
}

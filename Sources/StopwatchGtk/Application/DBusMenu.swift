import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The panel item's menu over `com.canonical.dbusmenu` (the protocol GNOME's AppIndicator
/// extension, KDE, XFCE and waybar read), written over GDBus: no GTK 3 library may enter a GTK 4
/// process. A flat menu: the root (id 0) and the item's lines, numbered from 1 in order.
///
/// It shows ``PanelItem/menu`` as it is and hands a click back as the line's action; whether a
/// line can be chosen is the ViewModel's (a disabled line's click does nothing).
@MainActor
final class DBusMenu: DBusObjectHandler {
    static let interface = "com.canonical.dbusmenu"
    static let xml = """
        <node><interface name="com.canonical.dbusmenu">
          <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/>
            <arg type="as" direction="in"/><arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
          <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/>
            <arg type="a(ia{sv})" direction="out"/></method>
          <method name="GetProperty"><arg type="i" direction="in"/><arg type="s" direction="in"/>
            <arg type="v" direction="out"/></method>
          <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/>
            <arg type="u" direction="in"/></method>
          <method name="EventGroup"><arg type="a(isvu)" direction="in"/><arg type="ai" direction="out"/></method>
          <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
          <method name="AboutToShowGroup"><arg type="ai" direction="in"/><arg type="ai" direction="out"/>
            <arg type="ai" direction="out"/></method>
          <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal>
          <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
          <signal name="ItemActivationRequested"><arg type="i"/><arg type="u"/></signal>
          <property name="Version" type="u" access="read"/>
          <property name="TextDirection" type="s" access="read"/>
          <property name="Status" type="s" access="read"/>
          <property name="IconThemePath" type="as" access="read"/>
        </interface></node>
        """
    private static let invalidArguments = "org.freedesktop.DBus.Error.InvalidArgs"
    /// Told each item clicked that is enabled.
    let choices = ObserverList<PanelItem.MenuItem.Action>()
    private var items: [PanelItem.MenuItem] = []
    private var revision: UInt32 = 1
    private var export: DBusExport?

    /// Exports the menu at `path`; `false` when it could not be.
    func export(on connection: DBusConnection, at path: String) -> Bool {
        export = connection.export(Self.interface, xml: Self.xml, at: path, handler: self)
        return export != nil
    }

    func unexport() {
        export?.cancel()
        export = nil
    }

    /// Shows `items`; a change is announced with a new layout revision.
    func show(_ items: [PanelItem.MenuItem]) {
        guard items != self.items else { return }
        self.items = items
        revision &+= 1
        export?.emit("LayoutUpdated", .tuple([.uint32(revision), .int32(0)]))
    }

    func methodCalled(_ method: String, parameters: DBusValue, reply: DBusReply) {
        switch method {
        case "GetLayout":
            guard let parent = parameters[0]?.int32Value, let layout = layout(of: parent) else {
                return reply.error(Self.invalidArguments, "No menu item \(parameters[0]?.int32Value.map(String.init) ?? "")")
            }
            reply.value(.tuple([.uint32(revision), layout]))
        case "GetGroupProperties":
            let ids = parameters[0]?.arrayValue?.compactMap(\.int32Value) ?? []
            let found = ids.compactMap { id in properties(of: id).map { DBusValue.tuple([.int32(id), $0]) } }
            reply.value(.tuple([.array(elementType: "(ia{sv})", found)]))
        case "GetProperty":
            guard let id = parameters[0]?.int32Value, let name = parameters[1]?.stringValue,
                case .properties(let all) = properties(of: id), let value = all.first(where: { $0.0 == name })?.1
            else {
                return reply.error(Self.invalidArguments, "No such menu item or property")
            }
            reply.value(.tuple([.variant(value)]))
        case "Event":
            guard let id = parameters[0]?.int32Value, let event = parameters[1]?.stringValue, handle(event, on: id) else {
                return reply.error(Self.invalidArguments, "No menu item \(parameters[0]?.int32Value.map(String.init) ?? "")")
            }
            reply.value()
        case "EventGroup":
            let events = parameters[0]?.arrayValue ?? []
            let failed = events.compactMap { event -> DBusValue? in
                guard let id = event[0]?.int32Value else { return nil }
                return handle(event[1]?.stringValue ?? "", on: id) ? nil : .int32(id)
            }
            reply.value(.tuple([.array(elementType: "i", failed)]))
        case "AboutToShow":
            guard let id = parameters[0]?.int32Value, id == 0 || item(id) != nil else {
                return reply.error(Self.invalidArguments, "No menu item")
            }
            reply.value(.tuple([.boolean(false)]))
        case "AboutToShowGroup":
            let ids = parameters[0]?.arrayValue?.compactMap(\.int32Value) ?? []
            let unknown = ids.filter { $0 != 0 && item($0) == nil }.map(DBusValue.int32)
            reply.value(.tuple([.array(elementType: "i", []), .array(elementType: "i", unknown)]))
        default:
            reply.error("org.freedesktop.DBus.Error.UnknownMethod", "No method \(method)")
        }
    }

    func property(_ name: String) -> DBusValue? {
        switch name {
        case "Version": .uint32(3)
        case "TextDirection": .string("ltr")
        case "Status": .string("normal")
        case "IconThemePath": .array(elementType: "s", [])
        default: nil
        }
    }

    /// An event on line `id`: a click does its action when enabled; other events (hovered,
    /// opened, closed) are taken and do nothing. `false` for an unknown line.
    private func handle(_ event: String, on id: Int32) -> Bool {
        if id == 0 { return true }
        guard let item = item(id) else { return false }
        if event == "clicked", item.isEnabled, item.action != .separator { choices.notify(item.action) }
        return true
    }

    private func item(_ id: Int32) -> PanelItem.MenuItem? {
        items.indices.contains(Int(id) - 1) ? items[Int(id) - 1] : nil
    }

    private func layout(of id: Int32) -> DBusValue? {
        guard let properties = properties(of: id) else { return nil }
        let children =
            id == 0
            ? items.indices.map { index in
                DBusValue.variant(.tuple([.int32(Int32(index + 1)), self.properties(of: Int32(index + 1))!, .array(elementType: "v", [])]))
            } : []
        return .tuple([.int32(id), properties, .array(elementType: "v", children)])
    }

    private func properties(of id: Int32) -> DBusValue? {
        if id == 0 { return .properties([("children-display", .string("submenu"))]) }
        guard let item = item(id) else { return nil }
        if item.action == .separator { return .properties([("type", .string("separator"))]) }
        return .properties([("label", .string(item.title)), ("enabled", .boolean(item.isEnabled)), ("visible", .boolean(true))])
    }
}

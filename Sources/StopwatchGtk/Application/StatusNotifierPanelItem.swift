import GLibInterop
import Glibc
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The panel port over the StatusNotifierItem protocol (`org.kde.StatusNotifierItem`, the
/// "tray" or AppIndicator of KDE Plasma, XFCE, Cinnamon, MATE, waybar's `tray` and GNOME's
/// AppIndicator extension), exported with its menu (``DBusMenu``) on a bus connection of its
/// own, opened each time it is shown.
///
/// The item is that connection: it gives the connection's unique name (":1.42") to the watcher
/// (`org.kde.StatusNotifierWatcher`) whenever one is on the bus, at once and again each time
/// one appears (a panel restarted); removing the item closes the connection, which every
/// watcher takes as the item gone. Not a well-known name: given one, GNOME Shell's AppIndicator
/// extension watches that name too, and when the name's owner comes in after the item's
/// properties (a shell busy, an app quick to answer) it empties what it read of `Id` and
/// `Menu`, fails to read them again, and never shows the item (docs/panel.md). The connection
/// still owns `org.kde.StatusNotifierItem-PID-N`, so that a person (or a test) finds the app's
/// item on the bus by name. With no watcher, nothing shows and nothing is asked of anyone.
///
/// It shows ``PanelItem`` as it is and turns what the panel sends into the app's commands: a
/// click shows or hides the window (``PanelItemViewModel/activate()``), a middle click starts or
/// pauses, a menu line sends its command; an activation token the panel sends first goes to
/// the window. It decides nothing.
@MainActor
public final class StatusNotifierPanelItem: @MainActor PanelItemService, DBusObjectHandler {
    static let interface = "org.kde.StatusNotifierItem"
    static let path = "/StatusNotifierItem"
    static let menuPath = "/StatusNotifierItem/Menu"
    static let watcher = (
        name: "org.kde.StatusNotifierWatcher", path: "/StatusNotifierWatcher",
        interface: "org.kde.StatusNotifierWatcher"
    )
    static let xml = """
        <node><interface name="org.kde.StatusNotifierItem">
          <property name="Category" type="s" access="read"/><property name="Id" type="s" access="read"/>
          <property name="Title" type="s" access="read"/><property name="Status" type="s" access="read"/>
          <property name="WindowId" type="i" access="read"/><property name="IconName" type="s" access="read"/>
          <property name="IconPixmap" type="a(iiay)" access="read"/><property name="IconThemePath" type="s" access="read"/>
          <property name="OverlayIconName" type="s" access="read"/>
          <property name="OverlayIconPixmap" type="a(iiay)" access="read"/>
          <property name="AttentionIconName" type="s" access="read"/>
          <property name="AttentionIconPixmap" type="a(iiay)" access="read"/>
          <property name="AttentionMovieName" type="s" access="read"/>
          <property name="ToolTip" type="(sa(iiay)ss)" access="read"/><property name="ItemIsMenu" type="b" access="read"/>
          <property name="Menu" type="o" access="read"/><property name="XAyatanaLabel" type="s" access="read"/>
          <property name="XAyatanaLabelGuide" type="s" access="read"/>
          <property name="XAyatanaOrderingIndex" type="u" access="read"/>
          <method name="ContextMenu"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
          <method name="Activate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
          <method name="SecondaryActivate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
          <method name="Scroll"><arg type="i" direction="in"/><arg type="s" direction="in"/></method>
          <method name="ProvideXdgActivationToken"><arg type="s" direction="in"/></method>
          <signal name="NewTitle"/><signal name="NewIcon"/><signal name="NewAttentionIcon"/>
          <signal name="NewOverlayIcon"/><signal name="NewToolTip"/>
          <signal name="NewStatus"><arg type="s"/></signal>
          <signal name="XAyatanaNewLabel"><arg type="s"/><arg type="s"/></signal>
        </interface></node>
        """

    /// Where the app's commands go; set once the app ViewModel exists.
    public weak var viewModel: AppViewModel?
    /// Told the activation token a panel sends before a click (GNOME's AppIndicator
    /// extension, Plasma 6), for the window to come to the front with it.
    public let activationTokens = ObserverList<String>()
    /// Longer tokens are nobody's: mutter's and KWin's are well under a hundred characters.
    static let maximumTokenLength = 1024
    /// Whether the app has a session bus at all.
    private let hasSessionBus: Bool
    /// The item's own connection, once open, and its opening meanwhile.
    private var connection: DBusConnection?
    private var opening: DBusOpening?
    private let logger: Logger
    private let iconThemePath: String
    /// The icon drawn, for panels that find no icon by its name; made when first asked for.
    private lazy var iconPixmaps = IconPixmaps.pixmaps(
        ofSVG: iconThemePath + "/hicolor/symbolic/apps/" + AppInfo.applicationID + "-symbolic.svg")
    private let menu = DBusMenu()
    private var item: PanelItem?
    private var export: DBusExport?
    private var name: (ownership: DBusName, value: String, isOwned: Bool)?
    private var watch: DBusName?
    private var hasWatcher = false
    /// The watcher's word that it let an item go, and how often it let this one go while shown.
    private var dropped: DBusSubscription?
    private var drops = 0
    /// The watcher's refusals in a row, and the next try after one.
    private var refusals = 0
    private var retry: MainLoopTimeout?
    private var namesTaken = 0
    /// The registrations asked for this run: the log says which one a watcher took.
    private var registrations = 0
    /// The bus refused the item once: it is not asked again (nor said again) in this run.
    private var isUnavailable = false

    public init(application: Application, logger: Logger) {
        hasSessionBus = DBusConnection.of(application) != nil
        self.logger = logger
        iconThemePath = DataFiles.iconFolder ?? ""
        menu.choices.add { [weak self] action in self?.choose(action) }
    }

    public func show(_ item: PanelItem) {
        let shown = self.item
        self.item = item
        menu.show(item.menu)
        guard let shown, export != nil else { return start() }
        if item.status != shown.status { export?.emit("NewStatus", .tuple([.string(Self.status(item.status))])) }
        if item.label != shown.label || item.labelGuide != shown.labelGuide {
            export?.emit("XAyatanaNewLabel", .tuple([.string(item.label), .string(item.labelGuide)]))
        }
        if item.tooltipTitle != shown.tooltipTitle || item.tooltipText != shown.tooltipText { export?.emit("NewToolTip") }
        if item.title != shown.title { export?.emit("NewTitle") }
    }

    public func remove() {
        item = nil
        opening?.cancel()
        opening = nil
        retry?.cancel()
        retry = nil
        watch?.cancel()
        watch = nil
        dropped?.cancel()
        dropped = nil
        hasWatcher = false
        name?.ownership.cancel()
        name = nil
        export?.cancel()
        export = nil
        menu.unexport()
        // Every watcher sees the item's unique name go.
        connection?.close()
        connection = nil
        logger.debug("panel item removed")
    }

    package func methodCalled(_ method: String, parameters: DBusValue, reply: DBusReply) {
        // Answered before acting: a command may end the app (Quit).
        reply.value()
        switch method {
        case "ProvideXdgActivationToken":
            if let token = parameters[0]?.stringValue, !token.isEmpty, token.utf8.count <= Self.maximumTokenLength {
                activationTokens.notify(token)
            }
        case "Activate": viewModel?.send(.panelActivated)
        case "SecondaryActivate": viewModel?.send(.toggle)
        default: break  // ContextMenu (the panel shows the menu itself) and Scroll do nothing.
        }
    }

    package func property(_ name: String) -> DBusValue? {
        guard let item else { return nil }
        let noPixmaps = DBusValue.array(elementType: "(iiay)", [])
        return switch name {
        case "Category": .string("ApplicationStatus")
        case "Id": .string(AppInfo.applicationID)
        case "Title": .string(item.title)
        case "Status": .string(Self.status(item.status))
        case "WindowId": .int32(0)
        case "IconName": .string(AppInfo.applicationID + "-symbolic")
        case "IconThemePath": .string(iconThemePath)
        case "IconPixmap": iconPixmaps
        case "OverlayIconPixmap", "AttentionIconPixmap": noPixmaps
        case "OverlayIconName", "AttentionIconName", "AttentionMovieName": .string("")
        case "ToolTip": .tuple([.string(""), noPixmaps, .string(item.tooltipTitle), .string(item.tooltipText)])
        case "ItemIsMenu": .boolean(false)
        case "Menu": .objectPath(Self.menuPath)
        case "XAyatanaLabel": .string(item.label)
        case "XAyatanaLabelGuide": .string(item.labelGuide)
        case "XAyatanaOrderingIndex": .uint32(0)
        default: nil
        }
    }

    /// Opens the item's own connection; once open, exports the item and its menu on it, takes
    /// a name for it, and gives it to every watcher that is or comes on the bus.
    private func start() {
        guard !isUnavailable, opening == nil else { return }
        guard hasSessionBus else {
            isUnavailable = true
            return logger.warning("No session bus: the stopwatch is not shown in the panel")
        }
        opening = DBusConnection.openSession { [weak self] connection in
            guard let self else { return }
            opening = nil
            guard let connection else {
                isUnavailable = true
                return logger.warning("No connection to the session bus: the stopwatch is not shown in the panel")
            }
            self.connection = connection
            // Removed, or shown anew, while it opened: the newest item is the one shown.
            guard item != nil else { return remove() }
            exportAndRegister(on: connection)
        }
    }

    private func exportAndRegister(on connection: DBusConnection) {
        export = connection.export(Self.interface, xml: Self.xml, at: Self.path, handler: self)
        guard export != nil, menu.export(on: connection, at: Self.menuPath) else {
            (export, isUnavailable) = (nil, true)
            menu.unexport()
            return logger.warning("The panel item could not be put on the session bus")
        }
        // A new name each time the item is shown again: the watchers saw the last one go.
        namesTaken += 1
        let value = "org.kde.StatusNotifierItem-\(getpid())-\(namesTaken)"
        name = (connection.own(value) { [weak self] in self?.nameAcquired() }, value, false)
        watch = connection.watch(
            Self.watcher.name, appeared: { [weak self] in self?.watcherChanged(true) },
            vanished: { [weak self] in self?.watcherChanged(false) })
        dropped = connection.subscribe(
            to: "StatusNotifierItemUnregistered", of: Self.watcher.interface, at: Self.watcher.path, from: Self.watcher.name
        ) { [weak self] arguments in
            guard let self, let service = self.connection?.uniqueName, let dropped = arguments[0]?.stringValue,
                Self.names(dropped, service)
            else { return }
            watcherDropped()
        }
    }

    /// Whether a watcher's `entry` for an item names the item registered as `service`: GNOME's
    /// extension says ":1.42@/StatusNotifierItem", KDE's ":1.42/StatusNotifierItem".
    static func names(_ entry: String, _ service: String) -> Bool {
        entry == service || entry.hasPrefix(service + "@/") || entry.hasPrefix(service + "/")
    }

    /// The watcher let the item go while it is still shown (a watcher that lost what it read of
    /// it): given again a second later, three times a run at most.
    private func watcherDropped() {
        drops += 1
        guard drops <= 3 else {
            return logger.warning("The panel's watcher let the item go again: the stopwatch is not shown in the panel")
        }
        logger.debug("the panel's watcher let the item go; giving it again")
        viewModel?.send(.panelShown(false))
        tryAgainLater()
    }

    private func watcherChanged(_ isOnBus: Bool) {
        hasWatcher = isOnBus
        if !isOnBus { viewModel?.send(.panelShown(false)) }
        register()
    }

    private func nameAcquired() {
        name?.isOwned = true
        register()
    }

    /// Gives the item's connection to the watcher, once both are on the bus (and the item's
    /// name taken, so that whoever the watcher tells finds it by name too).
    private func register() {
        guard let connection, let service = connection.uniqueName, let name, name.isOwned, hasWatcher else { return }
        let watcher = Self.watcher
        registrations += 1
        connection.call(
            "RegisterStatusNotifierItem", of: watcher.interface, at: watcher.path, on: watcher.name,
            .tuple([.string(service)])
        ) { [weak self, logger, registrations] result in
            switch result {
            case .success:
                logger.debug("panel item registered as \(service) (\(name.value)), registration \(registrations)")
                self?.refusals = 0
                self?.viewModel?.send(.panelShown(true))
            case .failure(let error):
                logger.debug("the panel's watcher did not take the item (\(error.message))")
                self?.tryAgainLater()
            }
        }
    }

    /// A watcher can own its name a moment before it answers (a shell's extension as it
    /// starts): asked again a second later, four times at most.
    private func tryAgainLater() {
        refusals += 1
        guard refusals < 5 else {
            return logger.warning("The panel's watcher did not take the item: the stopwatch is not shown in the panel")
        }
        retry = MainLoopTimeout(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            retry?.cancel()
            retry = nil
            register()
        }
    }

    private func choose(_ action: PanelItem.MenuItem.Action) {
        switch action {
        case .command(let command): viewModel?.send(command)
        case .showWindow: viewModel?.send(.panelAskedForWindow)
        case .separator: break
        }
    }

    private static func status(_ status: PanelItem.Status) -> String {
        switch status {
        case .active: "Active"
        case .passive: "Passive"
        case .needsAttention: "NeedsAttention"
        }
    }
}

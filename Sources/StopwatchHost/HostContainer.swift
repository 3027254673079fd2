import GLibInterop
import StopwatchCore
import StopwatchGLib
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile
import StopwatchSyncFolder

/// The host every frontend plugs into: the core over its GLib adapters, the state file and the
/// history. Each executable's composition root makes one, adds its frontend (navigator,
/// platform services, views) and makes the app ViewModel with ``makeAppViewModel(navigator:platform:)``.
///
/// It owns the state (`.owner`: saves it, under the state file's lock) or watches a stopwatch
/// another process owns (`.follower`: reads the file as it changes, never writes).
@MainActor
public final class HostContainer {
    public enum Role {
        /// Holds the lock (`nil` when the lock file could not be made): saves the state.
        case owner(StateFileLock?)
        /// Another process owns the state: read-only.
        case follower
    }

    public let logger = GLibLogger(domain: "Stopwatch")
    public let ticker = GLibTicker()
    public let scheduler = GLibScheduler()
    public let localizer: Localizer
    public let store: StopwatchStore
    public let timer: TimerService
    public let deadlines: DeadlineService
    /// The stopwatches' alerts: told by the owner of the state alone (a follower would tell
    /// them a second time).
    public let alerts: AlertService?
    public let repository: StopwatchRepository
    public let useCases: StopwatchUseCases
    public let history: SQLiteSessionHistory
    /// The preferences ("Show in Panel"), in GSettings.
    public let settings: GSettingsSettings
    private let role: Role
    private let transitionLogger: TransitionLogger
    private let followedFile: ReadOnlyStateFile?
    private var followWatch: MainLoopTimeout?
    private let historyRepository: SessionHistoryRepository
    private var syncWatch: SyncFolderWatch?
    /// What the other machines of the sync folder are doing, for the app's list and panel.
    private let otherMachines = OtherMachines()
    private var liveStateReporter: LiveStateReporter?
    /// The folder the live state is written to, and as which machine.
    private var reportedFolder: String?
    private var reportedMachine: MachineID?
    /// This machine in the sync folder (its id, made, renewed), and this run's number in its
    /// live state.
    private let identity: MachineIdentity
    private var syncWriter: Int64 = 0
    private var settingsToken: ObserverToken?

    public init(role: Role, location: StateFileLocation = .fromEnvironment()) {
        self.role = role
        localizer = GLibLocalizer()
        // The first stopwatch's name, in the user's language, as every new one's.
        store = StopwatchStore(
            collection: StopwatchCollection(
                single: NamedStopwatch(
                    id: .first, name: StopwatchRowMapper(localizer: localizer).defaultName(1)
                )))
        let dataSource: StopwatchStateDataSource
        switch role {
        case .owner:
            let mailbox = GLibMailbox<PersistenceHealth>()
            let stateFile = JSONStateFileAdapter(location: location, logger: logger, mailbox: mailbox)
            mailbox.receive { health in stateFile.receive(health) }
            dataSource = stateFile
            followedFile = nil
        case .follower:
            let readOnly = ReadOnlyStateFile(location: location)
            dataSource = readOnly
            followedFile = readOnly
        }
        let historyMailbox = GLibMailbox<SQLiteSessionHistory.Reply>()
        history = SQLiteSessionHistory(path: UserDirectories.historyDatabase, logger: logger, mailbox: historyMailbox)
        let history = history
        historyMailbox.receive { reply in history.receive(reply) }

        settings = GSettingsSettings(logger: logger, carriedOverFrom: KeyFileSettings(logger: logger))
        let wallClock = SystemWallClock()
        let clock = BootTimeClock()
        timer = TimerService(clock: clock, ticker: ticker, store: store)
        deadlines = DeadlineService(store: store, clock: clock, scheduler: scheduler)
        repository = StopwatchRepository(dataSource: dataSource, wallClock: wallClock, logger: logger)
        let context = StopwatchContext(store: store, timer: timer, repository: repository, wallClock: wallClock)
        if case .owner = role {
            alerts = AlertService(context: context, deadlines: deadlines)
        } else {
            alerts = nil
        }
        let identity = MachineIdentity(
            store: MachineIDFile(in: UserDirectories.dataFolder), logger: logger, place: MachineIDFile.path(in: UserDirectories.dataFolder))
        self.identity = identity
        // Mends name this machine's sessions by its id (ARCHITECTURE.md, "Mends").
        historyRepository = SessionHistoryRepository(dataSource: history, logger: logger) { identity.current }
        useCases = StopwatchUseCases(context: context, history: historyRepository, alerts: alerts, calendar: GLibLocalCalendar())
        transitionLogger = TransitionLogger(store: store, timer: timer, logger: logger)
    }

    public var isReadOnly: Bool {
        if case .follower = role { return true }
        return false
    }

    /// The app ViewModel over this host, for a frontend's navigator, platform services and
    /// plugins (the host adds its ticker and settings).
    public func makeAppViewModel(navigator: Navigator, platform: PlatformServices, ports: AppPorts = AppPorts()) -> AppViewModel {
        var ports = ports
        (ports.ticker, ports.settings, ports.logger) = (ticker, settings, logger)
        (ports.otherMachines, ports.wallClock, ports.machineID) = (otherMachines, SystemWallClock(), self)
        return AppViewModel(
            store: store, timer: timer, deadlines: deadlines, alertService: alerts, useCases: useCases, repository: repository,
            navigator: navigator,
            platform: platform, scheduler: scheduler, localizer: localizer, ports: ports, isReadOnly: isReadOnly)
    }

    /// Brings back the saved stopwatch (an owner), or starts following the file (a follower:
    /// every change the owner saves shows within a quarter of a second).
    public func start() {
        guard let followedFile else {
            useCases.restore.execute()
            startSyncing()
            return
        }
        follow(followedFile)
        followWatch = MainLoopTimeout(milliseconds: 250) { [weak self] in self?.follow(followedFile) }
    }

    /// Shares the history through the sync folder the settings name, and follows the setting
    /// (ARCHITECTURE.md, "On every machine"): the owner of the state alone writes there.
    private func startSyncing() {
        guard identity.establish() != nil else { return }
        let historyRepository = historyRepository
        let watch = SyncFolderWatch(history: history, scheduler: scheduler, logger: logger) { [weak self] reading in
            guard let self else { return }
            if reading.machineIDShared { identity.sharedSeen() }
            if reading.changed { historyRepository.changedElsewhere() }
            otherMachines.read(reading)
        }
        syncWatch = watch
        var random = SystemRandomNumberGenerator()
        syncWriter = Int64.random(in: 1...Int64.max, using: &random)
        settingsToken = settings.changes.add { [weak self] in self?.useSyncFolder($0) }
        useSyncFolder(settings.load())
    }

    /// Another installation writes to the sync folder as this machine: this one takes a new
    /// id, kept in the data folder, and writes only what it keeps from now on under it (its
    /// sessions so far are in the folder under the old id, which the other keeps).
    /// Only the owner of the state, which writes there, has one to renew.
    public func takeNewMachineID() {
        guard syncWatch != nil, identity.renew() != nil else { return }
        otherMachines.forgetAll()
        useSyncFolder(settings.load(), sendsHistoryBefore: false)
    }

    /// Uses the sync folder `settings` name, and writes this machine's live state there while
    /// it does.
    private func useSyncFolder(_ settings: AppSettings, sendsHistoryBefore: Bool = true) {
        guard let machine = identity.current else { return }
        let folder = settings.syncFolder.isEmpty ? nil : settings.syncFolder
        let name = GSettingsSettings.machineName(of: settings)
        if folder != reportedFolder { otherMachines.forgetAll() }
        syncWatch?.use(folder, as: machine, writer: syncWriter, sendsHistoryBefore: sendsHistoryBefore) { SystemWallClock().now() }
        guard folder != nil else {
            liveStateReporter = nil
            reportedFolder = nil
            return
        }
        // The same folder and id: only the name may have changed. Else its first live state now.
        if let liveStateReporter, folder == reportedFolder, machine == reportedMachine {
            liveStateReporter.rename(name)
            return
        }
        reportedFolder = folder
        reportedMachine = machine
        let history = history
        let reporter = LiveStateReporter(
            store: store, clock: BootTimeClock(), wallClock: SystemWallClock(), scheduler: scheduler, machine: machine, machineName: name
        ) { history.writeLiveState($0) }
        liveStateReporter = reporter
        reporter.start()
    }

    private func follow(_ file: ReadOnlyStateFile) {
        switch file.readIfChanged() {
        case .snapshot(let snapshot): useCases.follow.execute(snapshot)
        case .nothing: useCases.follow.execute(nil)
        case .unusable(let reason): logger.warning("The followed state file is unusable (\(reason))")
        case nil: break
        }
    }

    /// Saves the stopwatch as it is and waits for the disk, at most 3 s (on quit); and waits,
    /// as long again at most, until the history has stored what it was handed (a session a
    /// reset just ended would otherwise end with the app: the history is opened only when
    /// first asked, so its first store can take a while).
    public func persist() {
        if !history.flush(timeout: .seconds(3)) {
            logger.warning("The history could not store what it was handed within 3 s of quitting")
        }
        guard !isReadOnly else { return }
        useCases.persist.execute()
    }
}

extension HostContainer: MachineIDRenewing {}

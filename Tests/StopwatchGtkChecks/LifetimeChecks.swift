import CGtk
import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchPresentation
import StopwatchTestSupport

@testable import StopwatchGtk

/// No Swift wrapper outlives what it points to, no handler outlives its owner, and nothing
/// keeps the application alive in a cycle.
@MainActor
enum LifetimeChecks {
    static let all: [Check] = [
        Check("Signals.aConnectedClosureRunsOnTheSignalAndIsReleasedWithTheObject", releasedWithTheObject),
        Check("Signals.disconnectingReleasesTheClosure", disconnectingReleasesTheClosure),
        Check("Signals.anActionActivationReachesItsHandlerWithArgument", anActionActivationReachesItsHandler),
        Check("SignalConnection.lettingItGoDisconnectsItsHandler", lettingItGoDisconnects),
        Check("WeakWidget.becomesNilWhenTheWidgetIsFinalized", weakWidgetBecomesNil),
        Check("AppActionBinding.lettingItGoRemovesTheActionsAndReleasesTheViewModel", theBindingLetsGo),
        Check("MainWindow.theWindowAndItsViewsAreReleasedWithNoCycle", theWindowIsReleased),
        Check("Preferences.closedLeavesNoneOfItsRowsGroupsOrPageBehind", preferencesAreReleased),
        Check("Totals.leftIsLetGoAndMadeAnewWhenShownAgain", totalsAreLetGo),
    ]

    static func releasedWithTheObject() {
        GtkTestEnvironment.initialize()
        weak var watched: Sentinel?
        var calls = 0
        let label = Widget(gtk_label_new("probe"))
        g_object_ref_sink(label.object)
        do {
            let sentinel = Sentinel()
            watched = sentinel
            Signals.connect(label.object, "destroy") {
                _ = sentinel
                calls += 1
            }
        }
        expect(watched != nil)
        // Disposing a widget emits "destroy", then drops its handlers.
        g_object_run_dispose(label.object.assumingMemoryBound(to: GObject.self))
        expect(calls == 1)
        expect(watched == nil)
        g_object_unref(label.object)
    }

    static func disconnectingReleasesTheClosure() {
        GtkTestEnvironment.initialize()
        weak var watched: Sentinel?
        let button = Widget(gtk_button_new())
        g_object_ref_sink(button.object)
        var handler: gulong = 0
        do {
            let sentinel = Sentinel()
            watched = sentinel
            handler = Signals.connect(button.object, "clicked") { _ = sentinel }
        }
        Signals.disconnect(button.object, handler)
        expect(watched == nil)
        g_object_unref(button.object)
    }

    static func anActionActivationReachesItsHandler() {
        GtkTestEnvironment.initialize()
        var activations = 0
        let action = g_simple_action_new("probe", nil)!
        Signals.connectWithArgument(UnsafeMutableRawPointer(action), "activate") { _ in activations += 1 }
        g_action_activate(action, nil)
        expect(activations == 1)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    static func lettingItGoDisconnects() {
        GtkTestEnvironment.initialize()
        let adjustment = UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 100, 1, 10, 0)!)
        g_object_ref_sink(adjustment)
        weak var watched: Sentinel?
        var changes = 0
        var connection: SignalConnection?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            connection = SignalConnection(
                adjustment,
                handlerID: Signals.connect(adjustment, "value-changed") {
                    _ = sentinel
                    changes += 1
                })
        }
        gtk_adjustment_set_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self), 5)
        expect(changes == 1 && connection != nil)
        connection = nil
        expect(watched == nil)
        gtk_adjustment_set_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self), 6)
        expect(changes == 1)
        g_object_unref(adjustment)
    }

    static func weakWidgetBecomesNil() {
        GtkTestEnvironment.initialize()
        let label = Widget(gtk_label_new("probe"))
        g_object_ref_sink(label.object)
        let weak = WeakWidget(label)
        expect(weak.widget?.pointer == label.pointer)
        g_object_unref(label.object)
        expect(weak.widget == nil)
    }

    static func theBindingLetsGo() {
        GtkTestEnvironment.initialize()
        weak var watchedApplication: Application?
        weak var watchedBinding: AppActionBinding?
        do {
            let application = Application(id: "io.github.swiftgtk.Stopwatch.Checks", isUnique: false)
            _ = application.register()
            watchedApplication = application
            let presentation = PresentationHarness()
            do {
                let binding = AppActionBinding(application: application, viewModel: presentation.app)
                watchedBinding = binding
                expect(g_action_group_has_action(OpaquePointer(application.pointer), "lap") != 0)
            }
            expect(watchedBinding == nil, "the binding is kept alive")
            expect(g_action_group_has_action(OpaquePointer(application.pointer), "lap") == 0, "its actions stay")
        }
        expect(watchedApplication == nil, "the application is kept alive by a cycle")
    }

    static func theWindowIsReleased() {
        weak var watchedWindow: MainWindow?
        weak var watchedHome: HomeView?
        weak var watchedApp: AppViewModel?
        do {
            let harness = WindowHarness()
            harness.prepare(.running, laps: 3)
            harness.showLaps()
            watchedWindow = harness.window
            watchedHome = harness.home
            watchedApp = harness.app
        }
        GtkTestEnvironment.drain()
        expect(watchedWindow == nil, "the main window is kept alive")
        expect(watchedHome == nil, "the Home view is kept alive")
        expect(watchedApp == nil, "the app ViewModel is kept alive")
    }

    /// Each opening of Preferences makes its window anew: closed, every row, group and the
    /// page go with it (libadwaita 1.2's own preferences window kept its groups and their rows
    /// for good, 1.3 MiB an opening: ``Adwaita/PreferencesWindow``).
    static func preferencesAreReleased() {
        let harness = WindowHarness()
        var watched: [WeakWidget] = []
        for _ in 0..<2 {
            harness.activate(.preferences(.show))
            GtkTestEnvironment.wait(for: "the Preferences window") { harness.window.preferences?.widget.isMapped == true }
            guard let preferences = harness.window.preferences?.widget else { return }
            let parts = ["AdwActionRow", "AdwPreferencesGroup", "AdwPreferencesPage", "GtkSwitch"].flatMap {
                preferences.descendants(typeNamed: $0)
            }
            expect(parts.count > 10, "the window's rows, groups and page: \(parts.count)")
            watched += ([preferences] + parts).map(WeakWidget.init)
            harness.activate(.preferences(.close))
            GtkTestEnvironment.drain()
        }
        let left = watched.compactMap(\.widget).map { String(cString: g_type_name(cgtk_widget_type($0.pointer))) }
        expect(left.isEmpty, "left behind after closing: \(left)")
    }

    /// Totals, the screen with the most widgets, goes when left: none of its widgets stays,
    /// and shown again it is made anew, with what was told of the first told of the second.
    static func totalsAreLetGo() {
        let harness = WindowHarness()
        var made = 0
        harness.pages.totals.whenMade { _ in made += 1 }
        weak var first: TotalsView?
        var watched: [WeakWidget] = []
        do {
            harness.activate(.screen(.showTotals))
            let totals = harness.pages.totals.page
            GtkTestEnvironment.wait(for: "Totals on screen") { totals.widget.isMapped }
            first = totals
            watched = ([totals.widget] + totals.widget.descendants(typeNamed: "GtkLabel")).map(WeakWidget.init)
            expect(watched.count > 1, "the screen and its labels: \(watched.count)")
        }
        harness.activate(.screen(.back))
        let home = harness.home
        GtkTestEnvironment.wait(for: "Home on screen") { home.widget.isMapped }
        GtkTestEnvironment.drain()
        expect(first == nil, "the Totals view kept after it was left")
        let left = watched.compactMap(\.widget).map { String(cString: g_type_name(cgtk_widget_type($0.pointer))) }
        expect(left.isEmpty, "left behind after leaving Totals: \(left)")
        harness.activate(.screen(.showTotals))
        let again = harness.pages.totals.page
        GtkTestEnvironment.wait(for: "Totals on screen again") { again.widget.isMapped }
        expect(made == 2, "made twice, told each time: \(made)")
    }
}

// swift-tools-version:6.0
// The manifest reads as the architecture: one target per layer, so a wrong import does not compile.
import PackageDescription

let package = Package(
    name: "Stopwatch",
    products: [
        .executable(name: "stopwatch", targets: ["StopwatchApp"]),
        .executable(name: "stopwatch-tui", targets: ["StopwatchTUI"]),
    ],
    targets: [
        // Core: entities, use cases, services, store, repository and the ports. Imports nothing.
        .target(name: "StopwatchCore"),
        // Presentation: ViewModels, view states, UI mappers, navigator port. Imports only the core.
        .target(name: "StopwatchPresentation", dependencies: ["StopwatchCore"]),

        // GTK 4 and libadwaita 1.2 (GNOME's application, the desktop's colour scheme and high
        // contrast followed, its widgets) through pkg-config, as one system library: libadwaita's
        // headers include GTK's, and two modules over them would each own part of them.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]
        ),
        // GLib and GIO through pkg-config, as one system library (two modules over the same
        // GLib headers would each own part of them): the main loop every frontend runs on, and
        // the settings (GSettings).
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // The X server's idle counter (the SYNC extension), for away and back on X11.
        .systemLibrary(
            name: "CXSync",
            pkgConfig: "xext",
            providers: [.apt(["libxext-dev"])]
        ),
        // A Wayland compositor's idle protocol, on GDK's own connection (away and back).
        .systemLibrary(
            name: "CWaylandIdle",
            pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]
        ),
        // The Swift face of GLib's main loop (sources, idle and timeout calls, closures handed to
        // C), knowing nothing of the stopwatch: the terminal runs on it without GTK.
        .target(name: "GLibInterop", dependencies: ["CGLib"]),
        // The Swift face of GTK, libadwaita and GIO (a widget wrapper, signals, GObject
        // subclassing, the application and its actions, D-Bus, the file dialog), knowing nothing
        // of the stopwatch:
        // docs/gtk-interop.md.
        .target(name: "GtkInterop", dependencies: ["CGtk", "CGLib", "CGSound", "CXSync", "CWaylandIdle", "GLibInterop"]),
        // Adapters over GLib that every frontend shares: ticker, clocks, logger, scheduler,
        // main-loop mailbox, termination signals.
        .target(name: "StopwatchGLib", dependencies: ["CGLib", "GLibInterop", "StopwatchCore", "StopwatchPresentation"]),
        // A lock for state that the adapters' threads share (one the thread sanitizer sees), and
        // the adapters' worker threads.
        .target(name: "StopwatchConcurrency"),
        // Private folders for the app's files, on the C library alone.
        .target(name: "StopwatchFileSystem"),
        // The state file adapter: JSON under the XDG config folder, read and written without
        // Foundation (ARCHITECTURE.md, "The state file").
        .target(name: "StopwatchStateFile", dependencies: ["StopwatchConcurrency", "StopwatchCore", "StopwatchFileSystem"]),
        // SQLite through pkg-config, as a system library, and the session history over it.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "StopwatchHistorySQLite", dependencies: ["CSQLite", "StopwatchConcurrency", "StopwatchCore", "StopwatchFileSystem"]),
        // The sync folder adapter: this machine's files written, the other machines' read, in a
        // folder a sync engine keeps the same on every machine (ARCHITECTURE.md, "On every machine").
        .target(name: "StopwatchSyncFolder", dependencies: ["StopwatchConcurrency", "StopwatchCore", "StopwatchFileSystem"]),
        // ncurses (wide characters) through pkg-config, and the terminal frontend over it.
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // The terminal's crash guard, in C: a signal handler must be async-signal-safe.
        .target(name: "CTerminalGuard"),
        .target(
            name: "StopwatchTerminal",
            dependencies: ["CNcurses", "CTerminalGuard", "GLibInterop", "StopwatchCore", "StopwatchPresentation", "StopwatchGLib"]),
        // The host every frontend plugs into: the core over the GLib adapters, the state file and
        // the history, assembled once for both executables.
        .target(
            name: "StopwatchHost",
            dependencies: [
                "GLibInterop", "StopwatchCore", "StopwatchFileSystem", "StopwatchPresentation", "StopwatchGLib",
                "StopwatchStateFile",
                "StopwatchHistorySQLite", "StopwatchSyncFolder",
            ]
        ),
        // GSound (libcanberra's GObject face): an alert's sound. Its header only (gsound.h,
        // with GIO's flags): the library is loaded at the first alert, not linked.
        .systemLibrary(
            name: "CGSound",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libgsound-dev"])]
        ),
        // The GTK frontend: views, view components, GtkStack navigator, GLib tick bridge, clocks,
        // the desktop's notifications and sound, and its GObject subclasses (the application,
        // the digits, the lap chart), in Swift.
        .target(
            name: "StopwatchGtk",
            dependencies: [
                "CGtk", "CGLib", "GLibInterop", "GtkInterop", "StopwatchConcurrency", "StopwatchGLib",
                "StopwatchCore",
                "StopwatchPresentation",
            ]
        ),
        // The executable `stopwatch`: entry point and the one composition root.
        .executableTarget(
            name: "StopwatchApp",
            dependencies: [
                "CGtk", "GLibInterop", "GtkInterop", "StopwatchCore", "StopwatchPresentation", "StopwatchGLib", "StopwatchGtk",
                "StopwatchFileSystem", "StopwatchStateFile",
                "StopwatchHistorySQLite", "StopwatchHost", "StopwatchSyncFolder",
            ]
        ),

        // The executable `stopwatch-tui`: entry point and the terminal's composition root.
        .executableTarget(
            name: "StopwatchTUI",
            dependencies: [
                "StopwatchFileSystem", "StopwatchGLib", "StopwatchHost", "StopwatchPresentation", "StopwatchStateFile", "StopwatchTerminal",
            ]
        ),

        // Stand-ins for the ports (fake clocks, hand-driven ticker, ...), for tests and the bench.
        .target(name: "StopwatchTestSupport", dependencies: ["StopwatchConcurrency", "StopwatchCore", "StopwatchPresentation"]),
        // `make bench`: the figures of README "Performance", built in release.
        .executableTarget(
            name: "StopwatchBench",
            dependencies: [
                "StopwatchCore", "StopwatchPresentation", "StopwatchTestSupport", "StopwatchStateFile", "StopwatchHistorySQLite",
                "StopwatchSyncFolder",
            ]
        ),
        // `make bench`: the lap chart drawn with GTK, 100,000 laps, under Xvfb.
        .executableTarget(
            name: "StopwatchChartBench",
            dependencies: ["CGtk", "GtkInterop", "StopwatchCore", "StopwatchGtk", "StopwatchPresentation", "StopwatchTestSupport"]
        ),

        .testTarget(name: "StopwatchCoreTests", dependencies: ["StopwatchCore", "StopwatchTestSupport"]),
        .testTarget(name: "StopwatchConcurrencyTests", dependencies: ["StopwatchConcurrency", "StopwatchTestSupport"]),
        .testTarget(name: "StopwatchGLibTests", dependencies: ["StopwatchCore", "StopwatchGLib"]),
        .testTarget(
            name: "StopwatchStateFileTests",
            dependencies: ["StopwatchConcurrency", "StopwatchCore", "StopwatchPresentation", "StopwatchStateFile", "StopwatchTestSupport"]
        ),
        .testTarget(
            name: "StopwatchHistorySQLiteTests",
            dependencies: [
                "CSQLite", "StopwatchCore", "StopwatchGLib", "StopwatchHistorySQLite", "StopwatchSyncFolder", "StopwatchTestSupport",
            ]
        ),
        .testTarget(
            name: "StopwatchSyncFolderTests",
            dependencies: ["StopwatchCore", "StopwatchFileSystem", "StopwatchSyncFolder", "StopwatchTestSupport"]
        ),
        .testTarget(
            name: "StopwatchPresentationTests",
            dependencies: ["StopwatchCore", "StopwatchPresentation", "StopwatchTestSupport"]
        ),
        // The GTK checks: an executable, because GTK must run on the process's main thread,
        // which Swift Testing keeps parked. Needs an X server: `make test` runs it under xvfb-run.
        .executableTarget(
            name: "StopwatchGtkChecks",
            dependencies: [
                "CGtk", "CGLib", "GLibInterop", "GtkInterop", "StopwatchCore", "StopwatchPresentation", "StopwatchGLib",
                "StopwatchGtk", "StopwatchTestSupport",
            ],
            path: "Tests/StopwatchGtkChecks"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Memory (README "Performance", measured by `make bench`): the app uses no regular expressions, so
// Swift's string-processing modules are neither imported nor linked, and their libraries are
// not loaded (about 0.9 MB).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags([
                "-Xfrontend", "-disable-implicit-string-processing-module-import",
                "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "swift_StringProcessing",
                "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "swift_RegexParser",
            ])
        ]
}

// `make test` builds the unit tests again under each sanitizer, with the tests of the code its
// checks can find something in (STOPWATCH_SANITIZED_TESTS; docs/testing.md, "Where the time
// goes": the ViewModels' tests were about half of each build). ThreadSanitizer ("thread"): the
// code that runs threads (the state file's writer, the history's worker, the sync folder,
// GLib's loop, the concurrency helpers); the core and the ViewModels each run on one thread,
// isolation the compiler checks. AddressSanitizer ("address"): all but the ViewModels' tests,
// of which those of the byte buffers and the random commands through the whole app, built and
// released thousands of times, where LeakSanitizer sees a cycle in its wiring.
switch Context.environment["STOPWATCH_SANITIZED_TESTS"] {
case "thread":
    let threaded = [
        "StopwatchConcurrencyTests", "StopwatchGLibTests", "StopwatchStateFileTests", "StopwatchHistorySQLiteTests",
        "StopwatchSyncFolderTests",
    ]
    package.targets.removeAll { $0.type == .test && !threaded.contains($0.name) }
    for target in package.targets where target.name == "StopwatchStateFileTests" {
        target.exclude = ["StateFilePipelineFuzzTests.swift"]
    }
case "address":
    for target in package.targets where target.name == "StopwatchPresentationTests" {
        target.sources = ["TemplateFillingTests.swift", "TimePartsTests.swift", "StopwatchPropertyTests.swift"]
    }
default: break
}

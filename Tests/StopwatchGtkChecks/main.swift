import CGtk
import GtkInterop

// The GTK checks, each run in a child process on its main thread, under an X server
// (make test uses xvfb-run).
MainActor.assumeIsolated {
    let checks =
        GLibChecks.all + LifetimeChecks.all + HomeViewChecks.all + LapsViewChecks.all + LapGlanceChecks.all + MainWindowChecks.all
        + LayoutChecks.all + DialogChecks.all + FlattenedBinChecks.all + DigitsChecks.all + FrameSharingChecks.all + DBusChecks.all
        + MendChecks.all
    exit(CheckRunner.main(checks))
}

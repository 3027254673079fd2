import CGtk
import StopwatchGtk

// Entry point: the GTK application, with the composition root built at startup.
MainActor.assumeIsolated {
    let application = Application(id: StopwatchIdentity.applicationID)
    var container: DependencyContainer?

    application.onStartup {
        let built = DependencyContainer(application: application)
        built.useCases.restore.execute()
        StyleLoader.load(logger: built.logger)
        container = built
    }
    application.onActivate {
        container?.window.present()
    }
    application.onShutdown {
        container?.useCases.persist.execute()
    }
    application.quitOnTerminationSignals()
    exit(application.run(arguments: CommandLine.arguments))
}

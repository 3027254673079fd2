import CGtk
import StopwatchGLib
import StopwatchGtk
import StopwatchPresentation

// Entry point: the GTK application, with the composition root built at startup.
MainActor.assumeIsolated {
    // A stopwatch draws little text often: GTK's cairo renderer costs a fraction of the CPU
    // of its GL one under software rendering. A renderer the user chose is kept.
    g_setenv("GSK_RENDERER", "cairo", 0)
    let application = Application(id: AppInfo.applicationID)
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
    let commandLine = CommandLineTool(localizer: GLibLocalizer())
    commandLine.register(on: application)
    application.onLocalOptions { isGiven in commandLine.run(isGiven) }
    TerminationSignals.handle { [weak application] in application?.quit() }
    exit(application.run(arguments: CommandLine.arguments))
}

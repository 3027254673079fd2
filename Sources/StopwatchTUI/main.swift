import StopwatchFileSystem
import StopwatchGLib
import StopwatchHost
import StopwatchPresentation
import StopwatchTerminal

#if canImport(Glibc)
    import Glibc
#endif

// Entry point of `stopwatch-tui`: the composition root of the terminal frontend over the
// shared host, run on the GLib main loop.
MainActor.assumeIsolated {
    TextDomain.bind()
    let localizer = GLibLocalizer()
    func say(_ text: String, toError: Bool) {
        let line = text + "\n"
        _ = line.withCString { write(toError ? STDERR_FILENO : STDOUT_FILENO, $0, strlen($0)) }
    }

    var follow = false
    switch TerminalCommandLine(localizer: localizer).parse(Array(ProcessArguments.current.dropFirst())) {
    case .exit(let status, let output, let toError):
        say(output, toError: toError)
        exit(status)
    case .run(let following):
        follow = following
    }
    // One owner of the state at a time; a follower watches without the lock.
    var role = HostContainer.Role.follower
    if !follow {
        switch StateClaim.claim(for: AppInfo.terminalExecutable, localizer: localizer) {
        case .owner(let owner, let warning):
            role = owner
            if let warning { say(warning, toError: true) }
        case .refused(let message):
            say(message, toError: true)
            exit(1)
        }
    }
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
        say(localizer.translate("stopwatch-tui needs a terminal."), toError: true)
        exit(1)
    }

    // The terminal is the screen now: log lines (and a crash report) go to a file.
    TerminalLog.redirectStandardError(to: UserDirectories.terminalLog)

    let loop = MainLoop()
    let host = HostContainer(role: role)
    let frontend = TerminalFrontend(localizer: host.localizer, scheduler: host.scheduler, quit: { loop.quit() }) {
        navigator, platform, ports in
        host.makeAppViewModel(navigator: navigator, platform: platform, ports: ports)
    }
    TerminationSignals.handle { loop.quit() }
    host.start()
    frontend.start()
    loop.run()
    frontend.stop()
    host.persist()
    exit(0)
}

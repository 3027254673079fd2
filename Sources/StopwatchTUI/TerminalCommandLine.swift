import StopwatchPresentation

#if canImport(Glibc)
    import Glibc
#endif

/// `stopwatch-tui`'s command line: `--follow` (watch the stopwatch another process owns),
/// `--version`, `--help`; anything else is an error with status 1.
struct TerminalCommandLine {
    enum Request: Equatable {
        case run(follow: Bool)
        case exit(status: Int32, output: String, toError: Bool)
    }

    let localizer: Localizer

    func parse(_ arguments: [String]) -> Request {
        var follow = false
        for argument in arguments {
            switch argument {
            case "--follow": follow = true
            case "--version", "-v": return .exit(status: 0, output: "\(AppInfo.terminalExecutable) \(AppInfo.version)", toError: false)
            case "--help", "-h": return .exit(status: 0, output: help, toError: false)
            default:
                let message = localizer.translate("Unknown option {option}").filling(["option": argument])
                return .exit(status: 1, output: message + "\n" + localizer.translate("Try “stopwatch-tui --help”."), toError: true)
            }
        }
        return .run(follow: follow)
    }

    private var help: String {
        [
            localizer.translate("Usage: stopwatch-tui [--follow]"),
            "",
            localizer.translate("The stopwatch in a terminal: the same stopwatch, laps and history as the desktop app."),
            "",
            "  --follow   " + localizer.translate("Watch the stopwatch another process owns, read-only"),
            "  --version  " + localizer.translate("Show the version and exit"),
            "  --help     " + localizer.translate("Show this help and exit"),
        ].joined(separator: "\n")
    }
}

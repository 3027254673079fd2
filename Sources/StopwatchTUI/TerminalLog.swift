#if canImport(Glibc)
    import Glibc
#endif

/// Where the terminal app's standard error goes while curses owns the terminal.
enum TerminalLog {
    /// Sends standard error to `path` (appending; its folder made 0700), so nothing written
    /// there scribbles over the screen.
    static func redirectStandardError(to path: String) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        mkdir(folder, 0o700)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        dup2(descriptor, STDERR_FILENO)
        close(descriptor)
    }
}

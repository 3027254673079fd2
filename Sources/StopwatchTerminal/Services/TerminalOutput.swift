#if canImport(Glibc)
    import Glibc
#endif

/// Bytes for the terminal that curses does not draw (an OSC 52 clipboard sequence).
enum TerminalOutput {
    static func write(_ text: String) {
        _ = text.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }
}

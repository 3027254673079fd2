#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` and a newline to standard output at once (no buffering: a panel reading
/// `--status --follow` sees each line as it is printed).
func printOutput(_ text: String) {
    writeLine(text, to: STDOUT_FILENO)
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    writeLine(message, to: STDERR_FILENO)
}

private func writeLine(_ text: String, to descriptor: Int32) {
    let line = text + "\n"
    _ = line.withCString { write(descriptor, $0, strlen($0)) }
}

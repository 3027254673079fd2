#if canImport(Glibc)
import Glibc
#endif

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `text` and a newline to standard output at once (no buffering: a panel reading
/// `--status --follow` sees each line as it is printed); whether all of it was written (not
/// when nobody reads it any more).
@discardableResult
func printOutput(_ text: String) -> Bool {
    writeLine(text, to: STDOUT_FILENO)
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    writeLine(message, to: STDERR_FILENO)
}

@discardableResult
private func writeLine(_ text: String, to descriptor: Int32) -> Bool {
    let line = text + "\n"
    return line.withCString { bytes in
        let length = strlen(bytes)
        return write(descriptor, bytes, length) == length
    }
}

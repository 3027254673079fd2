import Glibc

/// The program's arguments, its name first.
///
/// Swift reads them from `/proc/self/cmdline` while the process is being set up; with a
/// library preloaded that wraps the C library (libfaketime, with which the tests pin the wall
/// clock: docs/testing.md) that read comes back empty, and the app would start its window for
/// `--totals`. Read again here, once `main` runs, it gives them.
public enum ProcessArguments {
    public static var current: [String] {
        let arguments = CommandLine.arguments
        guard arguments.isEmpty, let file = fopen("/proc/self/cmdline", "rb") else { return arguments }
        defer { fclose(file) }
        var read: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var size = 0
        defer { free(line) }
        while getdelim(&line, &size, 0, file) != -1, let line { read.append(String(cString: line)) }
        return read
    }
}

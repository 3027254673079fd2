import StopwatchTestSupport

@testable import StopwatchStateFile

extension TemporaryFolder {
    /// Where the state file goes when `XDG_CONFIG_HOME` is this folder.
    var location: StateFileLocation { .fromEnvironment(["XDG_CONFIG_HOME": path, "HOME": "/nonexistent"]) }
}

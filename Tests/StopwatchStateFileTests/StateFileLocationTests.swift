import StopwatchStateFile
import Testing

@Suite struct StateFileLocationTests {
    @Test func followsAnAbsoluteXDGConfigHome() {
        let location = StateFileLocation.fromEnvironment(["XDG_CONFIG_HOME": "/data/config", "HOME": "/home/ada"])
        #expect(location.path == "/data/config/stopwatch/state.json")
    }

    @Test(arguments: [nil, "", "relative/config"])
    func fallsBackToDotConfigInHome(configHome: String?) {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_CONFIG_HOME"] = configHome
        #expect(StateFileLocation.fromEnvironment(environment).path == "/home/ada/.config/stopwatch/state.json")
    }
}

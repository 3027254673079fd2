import Foundation
import StopwatchCore
import StopwatchSyncFolder
import StopwatchTestSupport
import Testing

/// This installation's machine id, made at its first use and kept (ARCHITECTURE.md, "On every
/// machine").
@Suite struct MachineIDFileTests {
    let folder = TemporaryFolder()
    private var path: String { MachineIDFile.path(in: folder.path + "/stopwatch") }

    @Test func readAloneNeverMakesOneAndReadsTheOneKept() throws {
        let file = MachineIDFile(in: folder.path + "/stopwatch")
        #expect(file.read() == nil)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing made")
        let made = try #require(file.load().machine)
        #expect(file.read() == made)
        folder.write("not an id", to: "stopwatch/machine-id")
        #expect(file.read() == nil, "what holds no id is no id, and is left as it is")
        #expect(folder.read("stopwatch/machine-id") == Data("not an id".utf8))
    }

    @Test func madeAtTheFirstUseAndFoundAfter() throws {
        var random = SeededRandom(seed: 1)
        let made = try #require(MachineIDFile.load(at: path, using: &random).machine)
        #expect(MachineIDFile.load(at: path, using: &random) == .found(made))
        #expect(folder.mode(of: "stopwatch/machine-id") == 0o600)
        #expect(folder.read("stopwatch/machine-id") == Data((made.text + "\n").utf8))
    }

    @Test func aFileHoldingNoIDIsKeptAsideAndANewIDMade() throws {
        folder.write("not an id\n", to: "stopwatch/machine-id")
        var random = SeededRandom(seed: 2)
        let outcome = MachineIDFile.load(at: path, using: &random)
        guard case .replaced(let id, let reason) = outcome else {
            Issue.record("not replaced: \(outcome)")
            return
        }
        #expect(reason.hasPrefix("it holds no machine id; kept as \(path).bad-"))
        #expect(MachineIDFile.load(at: path, using: &random) == .found(id))
        let aside = try #require(folder.files().first { $0.hasPrefix("machine-id.bad-") })
        #expect(folder.read("stopwatch/" + aside) == Data("not an id\n".utf8), "its bytes intact")
    }

    @Test func aNewIDReplacesTheOneThereAndIsFoundAfter() throws {
        var random = SeededRandom(seed: 3)
        let first = try #require(MachineIDFile.load(at: path, using: &random).machine)
        let renewed = MachineIDFile.renew(at: path, using: &random)
        let second = try #require(renewed.machine)
        #expect(renewed == .made(second) && second != first)
        #expect(MachineIDFile.load(at: path, using: &random) == .found(second))
        #expect(folder.mode(of: "stopwatch/machine-id") == 0o600)
    }

    @Test func aFolderThatCannotBeMadeLeavesNoID() {
        folder.write("a file", to: "stopwatch")
        var random = SeededRandom(seed: 3)
        let outcome = MachineIDFile.load(at: path, using: &random)
        #expect(outcome.machine == nil, "\(outcome)")
    }
}

import Foundation
import StopwatchCore

/// Reads a state file's bytes into a snapshot, or says why it cannot. Never crashes, and
/// never accepts an inconsistent stopwatch, whatever the bytes.
struct StateFileDecoder {
    enum Outcome: Equatable {
        case snapshot(StopwatchSnapshot)
        /// Written by a later version of the app: to be left alone.
        case newerVersion(Int)
        /// Not a usable version-1 file, with the reason.
        case unusable(String)
    }

    private let mapper = StateFileMapper()

    func decode(_ data: Data) -> Outcome {
        let decoder = JSONDecoder()
        guard let version = try? decoder.decode(StateFileVersionDTO.self, from: data).version else {
            return .unusable("it is not a stopwatch state file")
        }
        if version > StateFileDTO.currentVersion { return .newerVersion(version) }
        guard version == StateFileDTO.currentVersion else { return .unusable("it has an unknown version \(version)") }
        do {
            return .snapshot(try mapper.snapshot(from: decoder.decode(StateFileDTO.self, from: data)))
        } catch let rejection as StateFileMapper.Rejection {
            return .unusable(rejection.description)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .unusable("it is not valid JSON (\(context.debugDescription))")
        } catch {
            return .unusable("it cannot be read as version 1 (\(Self.summary(of: error)))")
        }
    }

    private static func summary(of error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}

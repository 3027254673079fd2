/// The identity histories grown from one another by appending share (``LapHistory/hasPrefix(_:)``).
final class LapLineage: Sendable {}

import StopwatchConcurrency
import StopwatchCore

/// A mailbox that keeps every message posted, from any thread, for a test to read.
public final class RecordingMailbox<Message: Sendable>: MainLoopMailbox {
    private let messages = LockedValue<[Message]>([])

    public init() {}

    public func post(_ message: Message) {
        messages.withLock { $0.append(message) }
    }

    /// Every message posted so far, in order.
    public var posted: [Message] { messages.withLock { $0 } }

    /// Removes and returns the messages posted so far.
    public func take() -> [Message] {
        messages.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}

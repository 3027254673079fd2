/// Brings a message from any thread to the main loop thread, where the core runs.
///
/// Adapters that work on threads of their own (the state file's writer, the history
/// database) post their results here; the receiver, chosen where the mailbox is made, is
/// called with each message on the main loop, in the order posted.
public protocol MainLoopMailbox<Message>: Sendable {
    associatedtype Message: Sendable
    func post(_ message: Message)
}

/// Why this machine's records cannot be written to the sync folder now (ARCHITECTURE.md, "On
/// every machine"; they wait, and are written when they can be): what happened, worded where
/// it is shown (Preferences, in the user's language) and, in English, in the log.
public enum SyncWriteFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// This machine's folder there is gone and may not be made again: the folder's disk or
    /// share not mounted, most likely.
    case ownFolderGone
    /// This machine's folder there was replaced by a symbolic link, which is never written
    /// through.
    case ownFolderIsLink
    /// The history, which keeps what waits to be written, cannot be opened.
    case historyUnavailable
    /// The system refused a write: the path and its reason, in the system's words.
    case refused(String)

    /// In the log's words.
    public var description: String {
        switch self {
        case .ownFolderGone: "this computer's folder in it is gone (its disk or share not mounted?)"
        case .ownFolderIsLink: "this computer's folder in it is a symbolic link, which is never written through"
        case .historyUnavailable: "the history is unavailable"
        case .refused(let reason): reason
        }
    }
}

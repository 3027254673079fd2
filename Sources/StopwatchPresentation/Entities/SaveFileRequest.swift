/// A file to save where the user chooses.
public struct SaveFileRequest {
    /// The title of the file chooser: "Export Laps".
    public let title: String
    /// The file name offered: "stopwatch-laps.csv".
    public let suggestedName: String
    /// What to say if it cannot be saved: "Could not export the laps".
    public let failureMessage: String
    /// The chooser's buttons, with their mnemonic: "_Save", "_Cancel".
    public let acceptLabel: String
    public let cancelLabel: String
    /// The button that closes the message saying it could not be saved: "_Close".
    public let closeLabel: String
    /// The file's contents, made once the user has chosen where.
    public let contents: () -> String

    /// What a frontend without dialogs says when it could not be saved, for the system's
    /// `reason`: "Could not export the laps: Permission denied".
    public func failureLine(reason: String) -> String {
        failureMessage + ": " + reason
    }

    public init(
        title: String, suggestedName: String, failureMessage: String, acceptLabel: String = "_Save",
        cancelLabel: String = "_Cancel", closeLabel: String = "_Close", contents: @escaping () -> String
    ) {
        self.closeLabel = closeLabel
        self.title = title
        self.suggestedName = suggestedName
        self.failureMessage = failureMessage
        self.acceptLabel = acceptLabel
        self.cancelLabel = cancelLabel
        self.contents = contents
    }
}

/// What the About window shows.
public struct AboutViewState: Equatable, Sendable {
    public let name: String
    public let iconName: String
    public let version: String
    public let comments: String
    public let website: String
    public let websiteLabel: String
    public let issueTracker: String
    public let issueTrackerLabel: String
    public let developers: [String]
    public let copyright: String

    public init(
        name: String, iconName: String, version: String, comments: String, website: String,
        websiteLabel: String, issueTracker: String, issueTrackerLabel: String, developers: [String], copyright: String
    ) {
        self.name = name
        self.iconName = iconName
        self.version = version
        self.comments = comments
        self.website = website
        self.websiteLabel = websiteLabel
        self.issueTracker = issueTracker
        self.issueTrackerLabel = issueTrackerLabel
        self.developers = developers
        self.copyright = copyright
    }
}

/// What the keyboard-shortcuts window shows: commands in groups, each with its keys as
/// people read them ("Enter", "Ctrl + L").
public struct ShortcutsViewState: Equatable, Sendable {
    public struct Shortcut: Equatable, Sendable {
        public let title: String
        public let keys: [Key]
        /// The keys as shown, in the order of `keys`.
        public let keyLabels: [String]
        /// The keys on one line, for a window that writes them as one: "Enter, L".
        public var keysLine: String { keyLabels.joined(separator: ", ") }
    }

    public struct Group: Equatable, Sendable {
        public let title: String
        public let shortcuts: [Shortcut]
    }

    public let title: String
    public let groups: [Group]

    public init(title: String, groups: [Group]) {
        self.title = title
        self.groups = groups
    }
}

/// Something to say to a screen reader user that no focus change would tell them, such as
/// a lap just completed. Each has its own number, so the same words said twice are still
/// said twice; two announcements are equal when their numbers are.
///
/// The words are made when read: a frontend that says nothing (the terminal) or a burst of
/// laps (100,000 added in a second) costs no more than the number.
public struct Announcement: Equatable, Sendable {
    public let number: Int
    private let words: @MainActor @Sendable () -> String

    public init(number: Int, text: @escaping @MainActor @Sendable () -> String) {
        self.number = number
        words = text
    }

    /// What to say.
    @MainActor public var text: String { words() }

    public static func == (lhs: Announcement, rhs: Announcement) -> Bool { lhs.number == rhs.number }
}

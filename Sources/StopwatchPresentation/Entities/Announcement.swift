/// Something to say to a screen reader user that no focus change would tell them, such as
/// a lap just completed. Each has its own number, so the same words said twice are still
/// said twice.
public struct Announcement: Equatable, Sendable {
    public let number: Int
    public let text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}

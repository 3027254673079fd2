/// Where the list of stopwatches is: nowhere with one stopwatch (it looks as it always did),
/// beside the current one's Home in a wide window, its own screen in a narrow one.
public enum StopwatchListPlacement: Equatable, Sendable {
    case none
    case beside
    case screen
}

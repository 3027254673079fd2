/// A screen made the first time it is shown or asked for, not at start: the first frame
/// waits for the screens it shows only (docs/performance.md, "Where the time goes"). Laps,
/// History, Totals and the past session each cost their widgets, their styles and their
/// memory to make; a run that never opens them never pays. A page let go (``drop()``) is
/// made again the next time it is needed.
@MainActor
public final class LazyPage<Page> {
    private let make: @MainActor () -> Page
    private var made: Page?
    private var whenMade: [@MainActor (Page) -> Void] = []

    /// `make` builds the page; called when the page is first needed, and after each drop.
    public init(_ make: @escaping @MainActor () -> Page) {
        self.make = make
    }

    /// The page, made now if it was not yet.
    var page: Page {
        if let made { return made }
        let page = make()
        made = page
        for hook in whenMade { hook(page) }
        return page
    }

    /// The page if it has been made, without making it.
    var ifMade: Page? { made }

    /// Calls `hook` with the page each time it is made (at once if it is).
    public func whenMade(_ hook: @escaping @MainActor (Page) -> Void) {
        whenMade.append(hook)
        if let made { hook(made) }
    }

    /// Lets the page go: the next ``page`` makes it anew.
    func drop() {
        made = nil
    }
}

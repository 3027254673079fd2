import StopwatchPresentation

/// A panel that records the items shown and taken away, in order.
@MainActor
public final class FakePanelItemService: PanelItemService {
    public enum Event: Equatable {
        case shown(PanelItem)
        case removed
    }

    public private(set) var events: [Event] = []
    /// The item shown now.
    public private(set) var current: PanelItem?
    /// Whether ``events`` are kept (the bench keeps none: 100,000 kept items cost more than
    /// making them).
    private let records: Bool

    public init(records: Bool = true) {
        self.records = records
    }

    public func show(_ item: PanelItem) {
        if records { events.append(.shown(item)) }
        current = item
    }

    public func remove() {
        if records { events.append(.removed) }
        current = nil
    }
}

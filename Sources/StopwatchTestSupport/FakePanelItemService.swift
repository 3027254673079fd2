import StopwatchPresentation

/// A panel that records the items shown and taken away, in order.
public final class FakePanelItemService: PanelItemService {
    public enum Event: Equatable {
        case shown(PanelItem)
        case removed
    }

    public private(set) var events: [Event] = []
    /// The item shown now.
    public private(set) var current: PanelItem?

    public init() {}

    public func show(_ item: PanelItem) {
        events.append(.shown(item))
        current = item
    }

    public func remove() {
        events.append(.removed)
        current = nil
    }
}

/// The desktop's panel (ARCHITECTURE.md, "In the panel"): the app's one item, shown or changed,
/// or taken away. Where no panel shows such items, showing one does nothing visible.
@MainActor
public protocol PanelItemService: AnyObject {
    /// Shows `item`, in place of the one shown, if any.
    func show(_ item: PanelItem)
    /// Takes the item away, if one is shown.
    func remove()
}

/// A ticker that can be told whether what it refreshes can be seen: while not, it need not
/// tick (elapsed time comes from the clock, so nothing is lost).
@MainActor
public protocol TickVisibility: AnyObject {
    /// Whether what the ticks refresh can be seen now.
    func setVisible(_ visible: Bool)
}

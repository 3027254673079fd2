/// Tells scripts that the person came back from an away while stopwatches ran: the app's
/// D-Bus interface's signal `AwayEnded(x away_ms, ax ids)` (docs/command-line.md).
@MainActor
public protocol AwayBroadcasting: AnyObject {
    /// An away of `milliseconds` ended; the stopwatches `ids` ran during it.
    func awayEnded(milliseconds: Int64, ids: [Int])
}

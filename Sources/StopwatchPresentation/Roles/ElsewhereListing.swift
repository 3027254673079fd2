import StopwatchCore

/// The stopwatches running on the other machines, as the list and the panel show them
/// (``ElsewhereStopwatches``).
@MainActor
protocol ElsewhereListing: AnyObject {
    /// Their rows, ordered by machine and name; none without a sync folder.
    var elsewhereRows: [ElsewhereRow] { get }
    /// Told when ``elsewhereRows`` changed.
    var elsewhereChanges: ObserverList<Void> { get }
}

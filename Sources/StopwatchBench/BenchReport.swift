import Foundation

/// Prints measured figures beside their budgets (docs/performance.md), and adds them to the
/// results file of the run (`STOPWATCH_BENCH_RESULTS`) that `make bench` sums up in one table.
struct BenchReport {
    /// The part of the table these rows go in.
    static let section = "Core, ViewModels and files (StopwatchBench)"

    private var rows: [(what: String, measured: String, budget: String, withinBudget: Bool?)] = []

    mutating func add(_ what: String, measured: String, budget: String, withinBudget: Bool?) {
        rows.append((what, measured, budget, withinBudget))
    }

    /// Whether every figure that has a verdict is within budget.
    var allWithinBudget: Bool { rows.allSatisfy { $0.withinBudget ?? true } }

    func print() {
        append()
        let whatWidth = rows.map(\.what.count).max() ?? 0
        let measuredWidth = rows.map(\.measured.count).max() ?? 0
        let budgetWidth = rows.map(\.budget.count).max() ?? 0
        for row in rows {
            let verdict = row.withinBudget.map { $0 ? "ok" : "OVER BUDGET" } ?? ""
            Swift.print(
                pad(row.what, whatWidth) + "  " + pad(row.measured, measuredWidth) + "  budget "
                    + pad(row.budget, budgetWidth) + "  " + verdict
            )
        }
    }

    private func append() {
        guard let path = getenv("STOPWATCH_BENCH_RESULTS"), let file = fopen(path, "a") else { return }
        defer { fclose(file) }
        for row in rows {
            let verdict = row.withinBudget.map { $0 ? "ok" : "over" } ?? ""
            fputs([Self.section, row.what, "", row.measured, row.budget, verdict].joined(separator: "\t") + "\n", file)
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// Formats a number with a fixed count of decimals, without Foundation.
func decimal(_ value: Double, places: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    // Rounds half away from zero by hand: `rounded()` needs libm, which nothing else here links.
    let scaled = Int64(value * scale + (value < 0 ? -0.5 : 0.5))
    let whole = scaled / Int64(scale)
    let fraction = abs(scaled % Int64(scale))
    guard places > 0 else { return String(whole) }
    let digits = String(fraction)
    return String(whole) + "." + String(repeating: "0", count: places - digits.count) + digits
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

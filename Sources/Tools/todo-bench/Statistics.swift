/// Summary figures of repeated measurements.
struct Statistics: Encodable {
    let median: Double
    let minimum: Double
    let maximum: Double
    /// The 10th and 90th percentiles: the spread without the outliers.
    let p10: Double
    let p90: Double
    /// The 99th percentile: the slow tail that a long run of key presses feels.
    let p99: Double
    let runs: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let position = fraction * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(lower + 1, sorted.count - 1)
            return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
        }
        median = percentile(0.5)
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
        p10 = percentile(0.1)
        p90 = percentile(0.9)
        p99 = percentile(0.99)
        runs = sorted.count
    }
}

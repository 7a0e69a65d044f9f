import Foundation

/// The search line's keys in process for one store size (issue 14; the filtered lists and
/// the add with tags, as whole processes, are in ``ProcessFigures``).
struct FilterFigures: Encodable {
    /// Every key of the search line: the List module answering the filter typed so far,
    /// for a view of 80 rows.
    let filterKeystroke: Statistics
    /// The same, one prefix of the typed word at a time (`v`, `vi`, `vio`...).
    let filterKeystrokeByPrefix: [PrefixFigures]

    /// The keys that typed one prefix.
    struct PrefixFigures: Encodable {
        let prefix: String
        let figures: Statistics
    }
}

extension Bench {
    /// The search line's keys in `inProcess`.
    func measureFilters(inProcess: InProcessBench) async throws -> FilterFigures {
        let rounds = max(3, keyPresses / 30)
        let keys = try await inProcess.filterKeystrokes(typing: SearchTerms.typedWord, rounds: rounds)
        let prefixes = keys.map(\.prefix).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return FilterFigures(
            filterKeystroke: Statistics(keys.map(\.milliseconds)),
            filterKeystrokeByPrefix: prefixes.map { prefix in
                FilterFigures.PrefixFigures(
                    prefix: prefix, figures: Statistics(keys.filter { $0.prefix == prefix }.map(\.milliseconds)))
            })
    }
}

import Foundation

/// The figures of issue 14 for one store size: filtered lists, an add with tags, and the
/// search line's keys in process.
struct FilterFigures: Encodable {
    /// `todo list violin`: a word of a handful of items.
    let listRareWord: Statistics
    /// `todo list review`: a word of one background item in 16.
    let listCommonWord: Statistics
    /// `todo list +dentist`: a tag of a handful of items.
    let listRareTag: Statistics
    /// `todo list +home`: a tag of one background item in 7.
    let listCommonTag: Statistics
    /// `todo add "Bench item +alpha +beta" --due tomorrow`.
    let addTwoTags: Statistics
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
    /// The filtered lists and the add with two tags, measured as whole processes with the
    /// other sizes (``ProcessFigures``), and the search line's keys in `inProcess`.
    func measureFilters(processes: ProcessFigures, inProcess: InProcessBench) async throws -> FilterFigures {
        let rounds = max(3, keyPresses / 30)
        let keys = try await inProcess.filterKeystrokes(typing: SearchTerms.typedWord, rounds: rounds)
        let prefixes = keys.map(\.prefix).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return FilterFigures(
            listRareWord: processes.listRareWord, listCommonWord: processes.listCommonWord,
            listRareTag: processes.listRareTag, listCommonTag: processes.listCommonTag,
            addTwoTags: processes.addTwoTags, filterKeystroke: Statistics(keys.map(\.milliseconds)),
            filterKeystrokeByPrefix: prefixes.map { prefix in
                FilterFigures.PrefixFigures(
                    prefix: prefix, figures: Statistics(keys.filter { $0.prefix == prefix }.map(\.milliseconds)))
            })
    }
}

import Foundation

/// The whole-process rows of issue 33's commands: `postpone` and `note` of one item, and
/// `done` and `postpone` on a filter that matches one background item in 1,000 (1,000 open
/// items at 1,000,000: ``BatchBench/filter``).
struct BatchFigures: Encodable {
    /// `todo postpone N` of the item in the middle of the data set.
    let postpone: Statistics
    /// `todo note N TEXT` of that item.
    let note: Statistics
    /// `todo done again`: every open item whose notes hold "again".
    let doneOnFilter: Statistics
    /// `todo postpone again 1w`: the same items.
    let postponeOnFilter: Statistics
    /// How many open items the filter matches.
    let filterMatches: Int
}

/// Measures ``BatchFigures``, each change undone (untimed) after its run, so that every
/// run and every later row sees the same data set.
enum BatchBench {
    /// The filter word: the notes of one background item in 1,000 ("Check the old notes
    /// again.", ``SearchTerms``), every one of them open.
    static let filter = "again"

    /// How many open items of a data set of `size` the filter matches.
    static func matches(size: Int) -> Int {
        (0..<size).count { $0 >= Workload.visible + Workload.overdue && $0 % 1_000 == 501 }
    }
}

extension Bench {
    /// ``BatchFigures`` on every data set, the sets taking turns run by run.
    func measureBatch(_ sets: [DataSet]) throws -> [BatchFigures] {
        Progress.say("postpone, note and changes on a filter, the sizes taking turns")
        func undone(_ set: DataSet, _ run: ProcessRun) throws -> ProcessRun {
            _ = try process(["undo"], database: set.database)
            return run
        }
        let postpone = try batchTurns(sets) { set, _ in
            try undone(set, try process(["postpone", Self.middleItem(of: set)], database: set.database))
        }
        let note = try batchTurns(sets) { set, run in
            try undone(
                set, try process(["note", Self.middleItem(of: set), "Bench line \(run)"], database: set.database))
        }
        let done = try batchTurns(sets) { set, _ in
            try undone(set, try process(["done", BatchBench.filter], database: set.database))
        }
        let postponeOnFilter = try batchTurns(sets) { set, _ in
            try undone(set, try process(["postpone", BatchBench.filter, "1w"], database: set.database))
        }
        return sets.indices.map { index in
            BatchFigures(
                postpone: postpone[index], note: note[index], doneOnFilter: done[index],
                postponeOnFilter: postponeOnFilter[index], filterMatches: BatchBench.matches(size: sets[index].size))
        }
    }

    /// `runs` runs of `body` on every data set, taking turns run by run.
    private func batchTurns(_ sets: [DataSet], _ body: (DataSet, Int) throws -> ProcessRun) rethrows -> [Statistics] {
        var samples = Array(repeating: [Double](), count: sets.count)
        for run in 0..<runs {
            for (index, set) in sets.enumerated() { samples[index].append(try body(set, run).milliseconds) }
        }
        return samples.map(Statistics.init)
    }
}

extension Report {
    /// The table's rows of ``BatchFigures``.
    static var batchRows: [(name: String, value: (SizeFigures) -> Statistics)] {
        [
            ("todo postpone N, ms", { $0.batch.postpone }),
            ("todo note N TEXT, ms", { $0.batch.note }),
            ("todo done \(BatchBench.filter) (1 in 1,000), ms", { $0.batch.doneOnFilter }),
            ("todo postpone \(BatchBench.filter) 1w (1 in 1,000), ms", { $0.batch.postponeOnFilter }),
        ]
    }

    /// Issue 33's targets at the largest size: each new command ≤ 20 ms, and done or
    /// postpone on a filter matching 1,000 items ≤ 150 ms.
    var batchTargets: [Target] {
        guard let large = sizes.last else { return [] }
        let size = count(large.size)
        let matched = "\(count(large.batch.filterMatches)) items matched"
        return [
            Target(
                text: "todo postpone N ≤ 20 ms at \(size)", met: large.batch.postpone.median <= 20,
                measured: ms(large.batch.postpone.median)),
            Target(
                text: "todo note N TEXT ≤ 20 ms at \(size)", met: large.batch.note.median <= 20,
                measured: ms(large.batch.note.median)),
            Target(
                text: "todo done on a filter matching 1,000 items ≤ 150 ms",
                met: large.batch.filterMatches >= 1_000 && large.batch.doneOnFilter.median <= 150,
                measured: "\(ms(large.batch.doneOnFilter.median)) (\(matched) at \(size))"),
            Target(
                text: "todo postpone on a filter matching 1,000 items ≤ 150 ms",
                met: large.batch.filterMatches >= 1_000 && large.batch.postponeOnFilter.median <= 150,
                measured: "\(ms(large.batch.postponeOnFilter.median)) (\(matched) at \(size))"),
        ]
    }
}

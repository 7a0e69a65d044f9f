import Foundation

/// One size's whole-process figures, measured with every size taking turns
/// (``Bench/measureProcesses(_:)``).
struct ProcessFigures: Encodable {
    let list: Statistics
    /// `nil` when GNU time is not installed.
    let listMaximumResidentMB: Double?
    let add: Statistics
    /// `todo undo` of one of those adds.
    let undo: Statistics
    /// `todo history`: the journal's last steps, some of them undone (issue 33).
    let history: Statistics
    /// `todo show` of an item in the middle of the data set.
    let show: Statistics
    /// `todo edit --note` of that item, a new note each run.
    let edit: Statistics
    /// `todo done` of a weekly item, which adds its next occurrence (issue 15).
    let doneRepeating: Statistics
    let replToFirstPrompt: Statistics
    /// `todo list violin`: a word of a handful of items (issue 14).
    let listRareWord: Statistics
    /// `todo list review`: a word of one background item in 16.
    let listCommonWord: Statistics
    /// `todo list +dentist`: a tag of a handful of items.
    let listRareTag: Statistics
    /// `todo list +home`: a tag of one background item in 7.
    let listCommonTag: Statistics
    /// `todo add "Bench item +alpha +beta" --due tomorrow`.
    let addTwoTags: Statistics
    /// `todo add Dentist --due "fri 9am"`: an item with a time of day (issue 33).
    let addWithTime: Statistics
    /// `todo edit N --due "fri 9:MM"` of the middle item, another time each run (issue 33).
    let editTime: Statistics
}

extension Bench {
    /// Times every whole-process row on every data set, the sizes taking turns run by run:
    /// run 1 at each size, then run 2 at each, and so on. This machine's speed drifts by half
    /// within minutes, so a size measured minutes after another could look slower or faster
    /// than it is, and so could the ratios between sizes (`todo list` at 1,000,000 against
    /// 1,000); taking turns spreads the drift over every size alike. Each data set sees the
    /// same commands in the same order as when it was measured alone.
    func measureProcesses(_ sets: [DataSet]) throws -> [ProcessFigures] {
        Progress.say("whole processes, the sizes taking turns")
        for set in sets { _ = try process(["list"], database: set.database) }
        let list = try takingTurns(sets) { set, _ in try process(["list"], database: set.database) }
        let memory = try sets.map { set in
            try (0..<3).compactMap { _ in
                try ProcessRun.peakMemory(todo, ["list"], environment: environment(set.database))
            }.max()
        }
        let add = try takingTurns(sets) { set, _ in
            try process(["add", "Benchmark", "item", "--due", "tomorrow"], database: set.database)
        }
        let undo = try takingTurns(sets) { set, _ in try process(["undo"], database: set.database) }
        let history = try takingTurns(sets) { set, _ in try process(["history"], database: set.database) }
        let show = try takingTurns(sets) { set, _ in
            try process(["show", Self.middleItem(of: set)], database: set.database)
        }
        let edit = try takingTurns(sets) { set, run in
            try process(["edit", Self.middleItem(of: set), "--note", "Benchmark note \(run)"], database: set.database)
        }
        // Each run adds a weekly item and completes it, which adds the next occurrence: ids
        // are never reused, so the item of run r is the one after the adds undone above and
        // the two ids each earlier run took.
        let doneRepeating = try takingTurns(sets) { set, run in
            _ = try process(
                ["add", "Repeating", "item", "--due", "tomorrow", "--every", "week"], database: set.database)
            return try process(["done", String(set.size + runs + 1 + 2 * run)], database: set.database)
        }
        let repl = try takingTurns(sets) { set, _ in
            try process(["repl"], database: set.database, input: Self.quitInput(in: set))
        }
        func filtered(_ filter: String) throws -> [Statistics] {
            for set in sets { _ = try process(["list", filter], database: set.database) }
            return try takingTurns(sets) { set, _ in try process(["list", filter], database: set.database) }
        }
        let rareWord = try filtered(SearchTerms.rareWord)
        let commonWord = try filtered(SearchTerms.commonWord)
        let rareTag = try filtered("+" + SearchTerms.rareTag)
        let commonTag = try filtered("+" + SearchTerms.commonTag)
        let addTwoTags = try takingTurns(sets) { set, _ in
            try process(["add", "Bench item +alpha +beta", "--due", "tomorrow"], database: set.database)
        }
        let addWithTime = try takingTurns(sets) { set, _ in
            try process(["add", "Dentist", "--due", "fri 9am"], database: set.database)
        }
        let editTime = try takingTurns(sets) { set, run in
            let minute = run % 60 < 10 ? "0\(run % 60)" : "\(run % 60)"
            return try process(["edit", Self.middleItem(of: set), "--due", "fri 9:\(minute)"], database: set.database)
        }
        // The tagged and timed adds and the timed edits are undone (untimed), so that the
        // visible set is the same for every row measured after them.
        for set in sets {
            for _ in 0..<(3 * runs) { _ = try process(["undo"], database: set.database) }
        }
        return sets.indices.map { index in
            ProcessFigures(
                list: list[index], listMaximumResidentMB: memory[index], add: add[index], undo: undo[index],
                history: history[index], show: show[index], edit: edit[index], doneRepeating: doneRepeating[index],
                replToFirstPrompt: repl[index], listRareWord: rareWord[index], listCommonWord: commonWord[index],
                listRareTag: rareTag[index], listCommonTag: commonTag[index], addTwoTags: addTwoTags[index],
                addWithTime: addWithTime[index], editTime: editTime[index])
        }
    }

    /// `runs` runs of `body` on every data set, the sets taking turns run by run; the
    /// figures of each set, in the sets' order.
    private func takingTurns(_ sets: [DataSet], _ body: (DataSet, Int) throws -> ProcessRun) rethrows
        -> [Statistics]
    {
        var samples = Array(repeating: [Double](), count: sets.count)
        for run in 0..<runs {
            for (index, set) in sets.enumerated() { samples[index].append(try body(set, run).milliseconds) }
        }
        return samples.map(Statistics.init)
    }

    /// The item in the middle of the data set, which `show` and `edit` take.
    static func middleItem(of set: DataSet) -> String { String(max(set.size / 2, 1)) }

    /// A file that makes the REPL quit at its first prompt.
    private static func quitInput(in set: DataSet) throws -> String {
        let quit = set.folder.file("quit.txt")
        if !FileManager.default.fileExists(atPath: quit) {
            guard FileManager.default.createFile(atPath: quit, contents: Data("quit\n".utf8)) else {
                throw BenchError("cannot write \(quit)")
            }
        }
        return quit
    }
}

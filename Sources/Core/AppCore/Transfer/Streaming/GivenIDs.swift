/// The ids an import's entries gave so far, each with the entry that gave it, to refuse an
/// id given twice. An export gives its ids in rising order: while they rise they are kept
/// as runs of consecutive ids (an export of a million items is one run); ids in any other
/// order are kept one by one.
struct GivenIDs {
    /// A run of consecutive ids given by consecutive entries.
    private struct Run {
        let firstID: Int64
        let firstPosition: Int
        var count: Int
    }

    private var runs: [Run] = []
    /// Each id with its entry, once the ids stopped rising.
    private var positionOfID: [Int64: Int]?

    /// Notes that the entry at `position` gives `id`; returns the entry that gave it
    /// before, if one did.
    mutating func earlierPosition(of id: Int64, at position: Int) -> Int? {
        if var table = positionOfID {
            positionOfID = nil
            defer { positionOfID = table }
            return table.updateValue(position, forKey: id)
        }
        guard let last = runs.last else {
            runs.append(Run(firstID: id, firstPosition: position, count: 1))
            return nil
        }
        let lastID = last.firstID + Int64(last.count) - 1
        if id > lastID {
            if id == lastID + 1, position == last.firstPosition + last.count {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(Run(firstID: id, firstPosition: position, count: 1))
            }
            return nil
        }
        var table: [Int64: Int] = [:]
        for run in runs {
            for offset in 0..<run.count { table[run.firstID + Int64(offset)] = run.firstPosition + offset }
        }
        runs = []
        let earlier = table.updateValue(position, forKey: id)
        positionOfID = table
        return earlier
    }
}

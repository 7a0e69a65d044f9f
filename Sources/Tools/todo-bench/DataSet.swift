import Foundation

/// One size's data set, written and imported once and kept until every measurement of that
/// size is done: the whole-process rows of all sizes take turns on them
/// (``Bench/measureProcesses(_:)``).
struct DataSet {
    let size: Int
    /// Holds the input and the databases; removed with the data set.
    let folder: ScratchFolder
    /// The data set as `todo export` writes it.
    let input: String
    /// The database every measurement of this size runs on.
    let database: String
    let importItemsPerSecond: Double
}

extension Bench {
    /// Writes the data set of `size` items and imports it (three times up to 100,000 items,
    /// for the import's figure; the last import is the database kept).
    func prepare(size: Int) throws -> DataSet {
        Progress.say("size \(size): writing and importing the data set")
        let folder = try ScratchFolder()
        let input = folder.file("items.json")
        guard FileManager.default.createFile(atPath: input, contents: Workload(size: size, today: today).exportJSON())
        else {
            throw BenchError("cannot write \(input)")
        }
        let database = folder.file("todo.sqlite")
        let importRuns = size <= 100_000 ? 3 : 1
        var importRates: [Double] = []
        for run in 0..<importRuns {
            let path = run == importRuns - 1 ? database : folder.file("import-\(run).sqlite")
            let result = try process(["import", input], database: path)
            importRates.append(Double(size) / (result.milliseconds / 1_000))
        }
        return DataSet(
            size: size, folder: folder, input: input, database: database,
            importItemsPerSecond: Statistics(importRates).median)
    }
}

import Foundation

/// Imports of large files (issue 30, fault 11): items per second and the peak resident
/// memory of the whole `todo import` process, for a million items of todo's JSON (as
/// `todo export` writes them) and a 300,000-task Taskwarrior export (some 100 MB).
struct LargeImportFigures: Encodable {
    /// One file imported into a new database.
    struct Row: Encodable {
        let name: String
        let items: Int
        let fileMegabytes: Double
        let itemsPerSecond: Double
        /// `nil` when GNU time is missing.
        let peakMegabytes: Double?
    }

    let rows: [Row]

    /// The most memory an import of any size may take, in megabytes.
    static let memoryTarget = 200.0
}

extension Bench {
    /// Writes each file, then imports it twice into new databases: once timed, once under
    /// GNU time for its peak memory.
    func measureLargeImports() throws -> LargeImportFigures {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        let files: [(name: String, arguments: [String], items: Int, contents: () -> Data)] = [
            ("todo import (todo's JSON)", [], 1_000_000, { Workload(size: 1_000_000, today: today).exportJSON() }),
            (
                "todo import --from taskwarrior", ["--from", "taskwarrior"], 300_000,
                { Workload(size: 300_000, today: today).taskwarriorJSON() }
            ),
        ]
        var rows: [LargeImportFigures.Row] = []
        for (index, file) in files.enumerated() {
            Progress.say("a large import: \(file.name), \(file.items) items")
            let path = folder.file("large-\(index).json")
            let contents = file.contents()
            guard FileManager.default.createFile(atPath: path, contents: contents) else {
                throw BenchError("cannot write \(path)")
            }
            let timed = try process(
                ["import"] + file.arguments + [path], database: folder.file("timed-\(index).sqlite"))
            let peak = try ProcessRun.peakMemory(
                todo, ["import"] + file.arguments + [path],
                environment: environment(folder.file("measured-\(index).sqlite")))
            rows.append(
                LargeImportFigures.Row(
                    name: file.name, items: file.items, fileMegabytes: Double(contents.count) / 1_048_576,
                    itemsPerSecond: Double(file.items) / (timed.milliseconds / 1_000), peakMegabytes: peak))
        }
        return LargeImportFigures(rows: rows)
    }
}

extension Report {
    /// The large imports' lines of the table.
    func largeImportLines() -> String {
        guard let largeImports else { return "" }
        let out = "\nLarge imports, each into a new database:\n"
        var rows = [["", "items", "file", "items/s", "peak memory"]]
        for row in largeImports.rows {
            rows.append([
                row.name, count(row.items), String(format: "%.0f MB", row.fileMegabytes),
                count(Int(row.itemsPerSecond)),
                row.peakMegabytes.map { String(format: "%.0f MB", $0) } ?? "n/a (install GNU time)",
            ])
        }
        return out + align(rows)
    }

    /// Each large import within the memory target, and at the speed target.
    var largeImportTargets: [Target] {
        (largeImports?.rows ?? []).flatMap { row in
            [
                Target(
                    text: "\(row.name) of \(count(row.items)) items: peak memory < 200 MB",
                    met: (row.peakMegabytes ?? .infinity) < LargeImportFigures.memoryTarget,
                    measured: row.peakMegabytes.map { String(format: "%.0f MB", $0) } ?? "not measured"),
                Target(
                    text: "\(row.name) of \(count(row.items)) items ≥ 100,000 items/s",
                    met: row.itemsPerSecond >= 100_000, measured: "\(count(Int(row.itemsPerSecond)))/s"),
            ]
        }
    }
}

import Foundation

/// Writes to the server a few at a time: a first sync that sends a thousand new tasks waits
/// for the server's answers side by side, not one after another. Each write stays
/// conditional; the outcomes come back in the order given.
enum ConcurrentWrites {
    /// How many writes are in flight at once (Docs/Decisions.md, "Sync's concurrent writes").
    static let width = 8

    /// One PUT: `text` at `href`, over the version `ifMatch` names (`nil`: only where there
    /// is nothing yet).
    struct Put: Sendable {
        var href: String
        var text: String
        var ifMatch: String?
    }

    /// Sends every put to `collection`, ``width`` at a time, and returns their outcomes in
    /// order. The first failure ends it (the writes in flight are cancelled) and is thrown.
    static func send(_ puts: [Put], to collection: any TaskCollection) async throws -> [WriteOutcome] {
        guard !puts.isEmpty else { return [] }
        var outcomes = [WriteOutcome?](repeating: nil, count: puts.count)
        try await withThrowingTaskGroup(of: (Int, WriteOutcome).self) { group in
            var next = 0
            func start() {
                let index = next
                let put = puts[index]
                next += 1
                group.addTask { (index, try await collection.put(put.href, text: put.text, ifMatch: put.ifMatch)) }
            }
            while next < min(width, puts.count) { start() }
            while let (index, outcome) = try await group.next() {
                outcomes[index] = outcome
                if next < puts.count { start() }
            }
        }
        // Every put answered (a failure was thrown above).
        return outcomes.map { $0 ?? .changedMeanwhile }
    }
}

extension SyncChanges {
    /// Whether applying these changes would change nothing: no item, no record, no
    /// forgotten record, no change here to forget (the collection and its token are compared
    /// by the caller).
    var isEmpty: Bool {
        added.isEmpty && changed.isEmpty && deleted.isEmpty && records.isEmpty && forgotten.isEmpty && seen.isEmpty
    }
}

/// The fields of each record's text (the base of its three-way merge), read on every core
/// for a long list: reading the texts is most of the work of a sync in which little changed.
enum RecordBases {
    /// Below this many records they are read on one core.
    static let parallelFrom = 512

    /// The fields of each record's text, in order (`nil`: it holds no task).
    static func read(_ records: [SyncRecord], timeZone: TimeZone, now: Date) async -> [SyncFields?] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard records.count >= parallelFrom, cores > 1 else {
            return records.map { RemoteTask.fields(of: $0.text, timeZone: timeZone, now: now) }
        }
        let size = (records.count + cores - 1) / cores
        return await withTaskGroup(of: (Int, [SyncFields?]).self) { group in
            for start in stride(from: 0, to: records.count, by: size) {
                let chunk = Array(records[start..<min(start + size, records.count)])
                group.addTask {
                    (start, chunk.map { RemoteTask.fields(of: $0.text, timeZone: timeZone, now: now) })
                }
            }
            var bases = [SyncFields?](repeating: nil, count: records.count)
            for await (start, chunk) in group {
                for (offset, base) in chunk.enumerated() { bases[start + offset] = base }
            }
            return bases
        }
    }
}

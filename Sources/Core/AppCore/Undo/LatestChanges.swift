import Foundation

/// The rule of ``TodoStore/lastChangeTimes(of:)`` that every store applies to the journal
/// rows it reads: of the steps that changed an item, the one recorded last gives its time.
public struct LatestChanges: Sendable {
    private var latest: [TodoItem.ID: (step: Int64, made: Int64)] = [:]

    /// Creates an empty record.
    public init() {}

    /// Notes that step `step`, made at `made` (seconds since 1970), changed item `id`.
    public mutating func note(_ id: TodoItem.ID, step: Int64, made: Int64) {
        if let known = latest[id], known.step >= step { return }
        latest[id] = (step, made)
    }

    /// When each noted item was last changed.
    public var times: [TodoItem.ID: Date] {
        latest.mapValues { Date(timeIntervalSince1970: Double($0.made)) }
    }
}

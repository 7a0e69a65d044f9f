/// A page of open items to read, in list order, next to a position.
public struct PageRequest: Hashable, Sendable {
    /// Which way the page runs from its anchor.
    public enum Direction: Hashable, Sendable {
        /// The items at or after the anchor.
        case forward
        /// The items at or before the anchor.
        case backward
    }

    /// The position the page starts (forward) or ends (backward) at; `nil` for the very
    /// start (forward) or end (backward) of the list.
    public let anchor: ListPosition?
    /// Whether an item at the anchor itself belongs to the page.
    public let includesAnchor: Bool
    /// Which way the page runs.
    public let direction: Direction
    /// The most items the page holds.
    public let limit: Int

    /// The first `limit` items.
    public static func first(_ limit: Int) -> PageRequest {
        PageRequest(anchor: nil, includesAnchor: true, direction: .forward, limit: limit)
    }

    /// The last `limit` items.
    public static func last(_ limit: Int) -> PageRequest {
        PageRequest(anchor: nil, includesAnchor: true, direction: .backward, limit: limit)
    }

    /// Up to `limit` items from `position` on (it included).
    public static func from(_ position: ListPosition, limit: Int) -> PageRequest {
        PageRequest(anchor: position, includesAnchor: true, direction: .forward, limit: limit)
    }

    /// Up to `limit` items after `position`.
    public static func after(_ position: ListPosition, limit: Int) -> PageRequest {
        PageRequest(anchor: position, includesAnchor: false, direction: .forward, limit: limit)
    }

    /// Up to `limit` items up to `position` (it included).
    public static func through(_ position: ListPosition, limit: Int) -> PageRequest {
        PageRequest(anchor: position, includesAnchor: true, direction: .backward, limit: limit)
    }

    /// Up to `limit` items before `position`.
    public static func before(_ position: ListPosition, limit: Int) -> PageRequest {
        PageRequest(anchor: position, includesAnchor: false, direction: .backward, limit: limit)
    }

    /// Whether an item at `position` falls on the requested side of the anchor.
    public func admits(_ position: ListPosition) -> Bool {
        guard let anchor else { return true }
        switch (direction, includesAnchor) {
        case (.forward, true): return position >= anchor
        case (.forward, false): return position > anchor
        case (.backward, true): return position <= anchor
        case (.backward, false): return position < anchor
        }
    }
}

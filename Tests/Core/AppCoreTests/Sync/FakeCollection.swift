import AppCore
import Foundation
import Synchronization

/// A collection of tasks in memory, as a CalDAV server keeps one: ETags change with every
/// write, writes are conditional, and each resource's text is kept as it was written.
final class FakeCollection: TaskCollection {
    struct Stored {
        var text: String
        var etag: String
    }

    private let state = Mutex<(resources: [String: Stored], counter: Int, puts: Int, deletes: Int)>(([:], 0, 0, 0))

    let host = "dav.example.net"

    var resources: [String: Stored] { state.withLock { $0.resources } }
    var writes: Int { state.withLock { $0.puts + $0.deletes } }

    /// Stores `text` as another client would.
    func store(_ href: String, _ text: String) {
        state.withLock { state in
            state.counter += 1
            state.resources[href] = Stored(text: text, etag: "\"\(state.counter)\"")
        }
    }

    func remove(_ href: String) {
        _ = state.withLock { $0.resources.removeValue(forKey: href) }
    }

    func changes(since token: String?) async throws -> RemoteChanges {
        let listing = state.withLock { $0.resources.mapValues(\.etag) }
        return RemoteChanges(changed: listing, removed: [], isFullListing: true, token: nil)
    }

    func resources(_ hrefs: [String]) async throws -> [RemoteResource] {
        state.withLock { state in
            hrefs.compactMap { href in
                state.resources[href].map { RemoteResource(href: href, etag: $0.etag, text: $0.text) }
            }
        }
    }

    func put(_ href: String, text: String, ifMatch: String?) async throws -> WriteOutcome {
        state.withLock { state in
            let current = state.resources[href]
            if let ifMatch, ifMatch != "*", current?.etag != ifMatch { return .changedMeanwhile }
            if ifMatch == nil, current != nil { return .changedMeanwhile }
            state.counter += 1
            state.puts += 1
            let etag = "\"\(state.counter)\""
            state.resources[href] = Stored(text: text, etag: etag)
            return .done(etag: etag)
        }
    }

    func delete(_ href: String, ifMatch: String) async throws -> WriteOutcome {
        state.withLock { state in
            guard let current = state.resources[href] else { return .gone }
            if ifMatch != "*", current.etag != ifMatch { return .changedMeanwhile }
            state.deletes += 1
            state.resources[href] = nil
            return .done(etag: nil)
        }
    }

    func href(forUID uid: String) -> String {
        "/tasks/\(uid).ics"
    }
}

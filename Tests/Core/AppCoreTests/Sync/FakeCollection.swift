import AppCore
import Foundation
import Synchronization

/// A collection of tasks in memory, as a CalDAV server keeps one: ETags change with every
/// write, writes are conditional, and each resource's text is kept as it was written. With
/// ``offersTokens`` it answers with sync tokens (RFC 6578) and what changed since one, as
/// Radicale and Xandikos do; without, it lists every resource each time.
final class FakeCollection: TaskCollection {
    struct Stored {
        var text: String
        var etag: String
    }

    private struct State {
        var resources: [String: Stored] = [:]
        var counter = 0
        var puts = 0
        var deletes = 0
        var offersTokens = false
        /// The counter at each href's last write or removal.
        var written: [String: Int] = [:]

        mutating func write(_ href: String, _ stored: Stored?) {
            resources[href] = stored
            written[href] = counter
        }
    }

    private let state = Mutex(State())

    /// Whether it answers with sync tokens.
    var offersTokens: Bool {
        get { state.withLock { $0.offersTokens } }
        set { state.withLock { $0.offersTokens = newValue } }
    }

    let host = "dav.example.net"

    var resources: [String: Stored] { state.withLock { $0.resources } }
    var writes: Int { state.withLock { $0.puts + $0.deletes } }

    /// Stores `text` as another client would.
    func store(_ href: String, _ text: String) {
        state.withLock { state in
            state.counter += 1
            state.write(href, Stored(text: text, etag: "\"\(state.counter)\""))
        }
    }

    func remove(_ href: String) {
        state.withLock { state in
            state.counter += 1
            state.write(href, nil)
        }
    }

    func changes(since token: String?) async throws -> RemoteChanges {
        state.withLock { state in
            let now = state.offersTokens ? String(state.counter) : nil
            guard state.offersTokens, let since = token.flatMap({ Int($0) }) else {
                return RemoteChanges(
                    changed: state.resources.mapValues(\.etag), removed: [], isFullListing: true, token: now)
            }
            let hrefs = state.written.filter { $0.value > since }.map(\.key)
            var changed: [String: String] = [:]
            for href in hrefs { changed[href] = state.resources[href]?.etag }
            return RemoteChanges(
                changed: changed, removed: hrefs.filter { state.resources[$0] == nil }.sorted(), isFullListing: false,
                token: now)
        }
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
            state.write(href, Stored(text: text, etag: etag))
            return .done(etag: etag)
        }
    }

    func delete(_ href: String, ifMatch: String) async throws -> WriteOutcome {
        state.withLock { state in
            guard let current = state.resources[href] else { return .gone }
            if ifMatch != "*", current.etag != ifMatch { return .changedMeanwhile }
            state.counter += 1
            state.deletes += 1
            state.write(href, nil)
            return .done(etag: nil)
        }
    }

    func href(forUID uid: String) -> String {
        "/tasks/\(uid).ics"
    }
}

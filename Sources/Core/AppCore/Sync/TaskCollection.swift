/// The other side of a sync: one collection of tasks on a server (a CalDAV calendar), as
/// ``SyncInteractor`` uses it. Every method may throw a ``SyncError``; none changes the list.
public protocol TaskCollection: Sendable {
    /// The server's name as a summary shows it (`dav.example.net`).
    var host: String { get }

    /// What changed since `token` (the collection's sync token, RFC 6578), or, with no
    /// token or one the server no longer knows, every resource with its ETag.
    func changes(since token: String?) async throws -> RemoteChanges

    /// The resources at `hrefs`, with their ETags and iCalendar text; a resource that is gone
    /// is left out.
    func resources(_ hrefs: [String]) async throws -> [RemoteResource]

    /// Stores `text` at `href`: only over the version `ifMatch` names, or only where there is
    /// nothing yet when `ifMatch` is `nil`.
    func put(_ href: String, text: String, ifMatch: String?) async throws -> WriteOutcome

    /// Deletes the resource at `href`, only while it is the version `ifMatch` names.
    func delete(_ href: String, ifMatch: String) async throws -> WriteOutcome

    /// The href a new task with this UID is stored at.
    func href(forUID uid: String) -> String
}

/// What a collection holds that changed.
public struct RemoteChanges: Sendable, Hashable {
    /// The resources changed (or, for a full listing, every resource), each with its ETag.
    public var changed: [String: String]
    /// The resources removed since the token (empty for a full listing).
    public var removed: [String]
    /// Whether ``changed`` lists every resource (no token, or the token was not accepted):
    /// a recorded resource missing from it is gone.
    public var isFullListing: Bool
    /// The token to ask with next time, `nil` when the server gives none.
    public var token: String?

    /// Creates a set of changes.
    public init(changed: [String: String], removed: [String], isFullListing: Bool, token: String?) {
        self.changed = changed
        self.removed = removed
        self.isFullListing = isFullListing
        self.token = token
    }
}

/// One resource of a collection, read.
public struct RemoteResource: Sendable, Hashable {
    /// Its path on the server.
    public var href: String
    /// Its ETag.
    public var etag: String?
    /// Its iCalendar text.
    public var text: String

    /// Creates a resource.
    public init(href: String, etag: String?, text: String) {
        self.href = href
        self.etag = etag
        self.text = text
    }
}

/// How a conditional write ended.
public enum WriteOutcome: Sendable, Hashable {
    /// Written; with the new ETag when the server said it.
    case done(etag: String?)
    /// Refused: the resource is not the version named (412): read again, merge, write again.
    case changedMeanwhile
    /// The resource is not there (404 on a delete).
    case gone
}

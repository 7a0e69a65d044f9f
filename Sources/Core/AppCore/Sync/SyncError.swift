/// Why a sync failed. Nothing in the list was changed when it is thrown. Each case says
/// what was wrong and what to do.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `[sync] url` in the settings.
    case notSetUp(settingsPath: String)
    /// The URL is not one todo can use.
    case badURL(String, reason: String)
    /// The URL holds a password.
    case passwordInURL
    /// Plain http to a host that is not this machine, without `allow_insecure`.
    case insecure(host: String)
    /// The server refused the user name or password (401).
    case unauthorized(host: String)
    /// The user may not use the collection (403).
    case forbidden(url: String)
    /// There is nothing at the URL (404, 410).
    case notFound(url: String)
    /// The server failed (5xx).
    case serverError(host: String, status: Int)
    /// The server answered with a status todo does not expect.
    case unexpectedStatus(url: String, status: Int)
    /// The server did not answer within the time limit.
    case timedOut(host: String, seconds: Int)
    /// No connection could be made.
    case cannotConnect(host: String, reason: String)
    /// The server's certificate does not verify.
    case certificate(host: String, reason: String)
    /// The URL is not a CalDAV collection of tasks.
    case notCalDAV(url: String)
    /// The server sent the request elsewhere.
    case redirected(from: String, to: String)
    /// An answer could not be read (malformed XML, a DTD, an entity).
    case badAnswer(host: String, reason: String)
    /// An answer was larger than todo reads.
    case tooLarge(host: String, limit: Int)
    /// The password command failed.
    case passwordCommand(reason: String)
    /// The server kept changing the resources while todo wrote them.
    case keptChanging

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .notSetUp(let path):
            "sync is not set up: give the collection's address as `url` in the [sync] section of \(path)"
        case .badURL(let url, let reason): "the sync url \(url) cannot be used: \(reason)"
        case .passwordInURL:
            "the sync url holds a password, which todo does not read from there: take it out of the url and give it in "
                + "TODO_SYNC_PASSWORD, through `password_command` in [sync], or in ~/.netrc"
        case .insecure(let host):
            "the sync url is plain http to \(host), which would send the password unencrypted: use https, "
                + "or set `allow_insecure = true` in [sync] if the network is trusted"
        case .unauthorized(let host):
            "\(host) refused the user name or password (401): check `username` in [sync] and the password "
                + "(TODO_SYNC_PASSWORD, `password_command` or ~/.netrc)"
        case .forbidden(let url): "the server does not let this user use \(url) (403): check the account's rights"
        case .notFound(let url):
            "the collection \(url) was not found (404): check `url` in [sync]; `todo sync --collections` lists them"
        case .serverError(let host, let status):
            "\(host) failed to answer (HTTP \(status)): nothing was changed; try again later"
        case .unexpectedStatus(let url, let status):
            "\(url) answered with HTTP \(status), which todo does not expect of a CalDAV server; nothing was changed"
        case .timedOut(let host, let seconds):
            "\(host) did not answer within \(seconds) seconds: nothing was changed; try again later"
        case .cannotConnect(let host, let reason): "cannot reach \(host): \(reason); nothing was changed"
        case .certificate(let host, let reason):
            "the certificate of \(host) does not verify (\(reason)): nothing was sent; check the url"
        case .notCalDAV(let url):
            "\(url) is not a CalDAV collection of tasks: check `url` in [sync]; `todo sync --collections` lists them"
        case .redirected(let from, let to):
            "\(from) sent todo to \(to), another server, which todo does not follow with your password: "
                + "put the address it names in `url` if you trust it"
        case .badAnswer(let host, let reason): "\(host) sent an answer todo cannot read: \(reason); nothing was changed"
        case .tooLarge(let host, let limit):
            "\(host) sent an answer too large: more than \(limit / 1_000_000) MB, which todo does not read; "
                + "nothing was changed"
        case .passwordCommand(let reason): "the `password_command` in [sync] failed: \(reason)"
        case .keptChanging:
            "the tasks on the server kept changing while todo wrote them: nothing more was changed; run `todo sync` again"
        }
    }
}

import Foundation

/// The other device of the sync tests: `Tests/Support/phone.py`, a CalDAV client built on
/// the Python caldav library (not this project's code), used as a phone app would use the
/// collection at ``url``. Each method runs it once and decodes its JSON.
public struct PhoneClient: Sendable {
    /// The collection (the server's root, for ``makeCollection(named:)``).
    public let url: String
    /// The user, or nil for a server that asks for none.
    public let user: String?
    /// The password, passed in the environment, never in the arguments.
    public let password: String?

    /// Creates a client of the collection at `url`.
    public init(url: String, user: String?, password: String?) {
        self.url = url
        self.user = user
        self.password = password
    }

    /// What the phone answers about a task it wrote.
    public struct Written: Decodable, Sendable {
        /// The task's UID.
        public let uid: String
        /// Its resource's URL.
        public let href: String?
        /// Its new ETag, when the server gave one.
        public let etag: String?
        /// Its due day after the change (YYYY-MM-DD), for ``complete(_:)``.
        public let due: String?
    }

    /// Makes a VTODO calendar collection `name` in the user's calendar home; returns its URL.
    public func makeCollection(named name: String) throws -> String {
        struct Made: Decodable { let url: String }
        return try run(["mkcollection", name], as: Made.self).url
    }

    /// Makes a task as a phone app does; returns its UID. `xProperties` are `X-NAME:VALUE`.
    @discardableResult
    public func create(
        summary: String, due: String? = nil, rrule: String? = nil, completed: Bool = false, valarm: Bool = false,
        xProperties: [String] = [], categories: [String] = [], description: String? = nil, dtstart: String? = nil
    ) throws -> String {
        var arguments = ["create", "--summary", summary]
        if let due { arguments += ["--due", due] }
        if let dtstart { arguments += ["--dtstart", dtstart] }
        if let rrule { arguments += ["--rrule", rrule] }
        if completed { arguments.append("--completed") }
        if valarm { arguments.append("--valarm") }
        for property in xProperties { arguments += ["--x-prop", property] }
        if !categories.isEmpty { arguments += ["--categories", categories.joined(separator: ",")] }
        if let description { arguments += ["--description", description] }
        return try run(arguments, as: Written.self).uid
    }

    /// Changes what is given of the task `uid` (an empty `due` removes the due day).
    @discardableResult
    public func edit(_ uid: String, summary: String? = nil, due: String? = nil, description: String? = nil) throws
        -> Written
    {
        var arguments = ["edit", uid]
        if let summary { arguments += ["--summary", summary] }
        if let due { arguments += ["--due", due] }
        if let description { arguments += ["--description", description] }
        return try run(arguments, as: Written.self)
    }

    /// Ticks the task off: a repeating one has its DUE moved to the next day of its rule,
    /// in place (as tasks.org does); any other gets STATUS:COMPLETED.
    @discardableResult
    public func complete(_ uid: String) throws -> Written {
        try run(["complete", uid], as: Written.self)
    }

    /// Deletes the task (conditionally, on the ETag it read).
    public func delete(_ uid: String) throws {
        _ = try run(["delete", uid], as: Written.self)
    }

    /// The DUE days (`YYYY-MM-DD`) of the first `count` occurrences of the repeating task
    /// `uid`, as RFC 5545 counts its RRULE: from DTSTART.
    public func occurrences(_ uid: String, count: Int = 3) throws -> [String] {
        try run(["occurrences", uid, "--count", "\(count)"], as: [String].self)
    }

    /// Every task of the collection.
    public func list() throws -> [PhoneTask] {
        try run(["list"], as: [PhoneTask].self)
    }

    /// Fills the empty collection with `count` plain tasks titled `prefix 1` to
    /// `prefix count`, in as few requests as the server allows (or, given Xandikos's store
    /// folder, in one git commit there).
    public func seed(count: Int, prefix: String = "Task", xandikosFolder: String? = nil) throws {
        struct Seeded: Decodable { let count: Int }
        var arguments = ["seed", "--count", "\(count)", "--prefix", prefix]
        if let xandikosFolder { arguments += ["--xandikos-folder", xandikosFolder] }
        let seeded = try run(arguments, as: Seeded.self, timeout: 900)
        guard seeded.count == count else {
            throw CalDAVTestError("phone.py seed made \(seeded.count) tasks, not \(count)")
        }
    }

    /// Runs phone.py with `arguments` after the common options and decodes its answer.
    func run<Answer: Decodable>(_ arguments: [String], as type: Answer.Type, timeout: Double = 300) throws -> Answer {
        var common = ["--url", url]
        if let user { common += ["--user", user] }
        var environment = SupportScript.environment
        if let password { environment["PHONE_PASSWORD"] = password }
        let outcome = try ChildProcess.run(
            SupportScript.python, [SupportScript.path("phone.py")] + common + arguments, environment: environment,
            timeout: timeout)
        guard outcome.status == 0 else {
            throw CalDAVTestError(
                "phone.py \(arguments.joined(separator: " ")) failed (\(outcome.status)): "
                    + String(decoding: outcome.stderr, as: UTF8.self))
        }
        do {
            return try JSONDecoder().decode(type, from: outcome.stdout)
        } catch {
            throw CalDAVTestError(
                "phone.py \(arguments.first ?? "") printed what is not its JSON (\(error)): "
                    + String(decoding: outcome.stdout, as: UTF8.self))
        }
    }
}

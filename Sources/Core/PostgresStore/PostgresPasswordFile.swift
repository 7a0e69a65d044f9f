import Foundation

/// A libpq password file (`~/.pgpass`, or the file `PGPASSFILE` names), read as libpq reads
/// it: lines of `hostname:port:database:username:password`, `#` comments, `*` matching
/// anything in the first four fields, `\:` and `\\` for a colon or backslash, the first
/// matching line wins. The file is passed over, as libpq does, unless it is a plain file
/// that only its owner may read or write (mode 0600 or stricter).
public struct PostgresPasswordFile: Sendable, Equatable {
    /// Why a password file was passed over.
    public enum Problem: Sendable, Equatable {
        /// It is a folder, a device or another special file.
        case notAPlainFile
        /// Its group or other users may use it; `mode` is its permission bits.
        case othersMayUse(mode: UInt16)
    }

    /// A password file passed over, and why.
    public struct PassedOver: Sendable, Equatable {
        /// The file's path.
        public let path: String
        /// Why it was not read.
        public let problem: Problem
    }

    /// What looking a password up found.
    public enum Lookup: Sendable, Equatable {
        /// A line matched: its password.
        case found(String)
        /// No file, or no line matched.
        case notFound
        /// The file was passed over, unread.
        case ignored(Problem)
    }

    /// The file's path.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file libpq would read: `PGPASSFILE` when it is set, else `.pgpass` in `HOME`;
    /// `nil` when neither is set.
    public init?(environment: [String: String]) {
        if let named = environment["PGPASSFILE"], !named.isEmpty {
            path = named
        } else if let home = environment["HOME"], !home.isEmpty {
            path = (home as NSString).appendingPathComponent(".pgpass")
        } else {
            return nil
        }
    }

    /// The password for `user` on `database` at `host`:`port`, if the file gives one.
    public func lookup(host: String, port: Int, database: String, user: String) -> Lookup {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .notFound }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .notFound }
        guard status.st_mode & S_IFMT == S_IFREG else { return .ignored(.notAPlainFile) }
        let permissions = UInt16(status.st_mode & 0o777)
        guard permissions & 0o077 == 0 else { return .ignored(.othersMayUse(mode: permissions)) }
        guard let data = try? handle.readToEnd() else { return .notFound }
        let text = String(decoding: data, as: UTF8.self)
        return Self.password(in: text, host: host, port: String(port), database: database, user: user).map(Lookup.found)
            ?? .notFound
    }

    /// The password of the first line of `text` whose first four fields match, if any.
    static func password(in text: String, host: String, port: String, database: String, user: String) -> String? {
        let wanted = [host, port, database, user]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = Self.fields(of: line)
            guard fields.count >= 5 else { continue }
            let matches = zip(fields, wanted).allSatisfy { field, value in
                field == PasswordFileField(text: "*", wasEscaped: false) || field.text == value
            }
            if matches { return fields[4].text }
        }
        return nil
    }

    /// A line's fields, split at unescaped colons, with `\` escapes removed. The password is
    /// the fifth field; anything after a further colon is ignored, as libpq does.
    private static func fields(of line: Substring) -> [PasswordFileField] {
        var fields: [PasswordFileField] = []
        var current = ""
        var escapedAny = false
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
                escapedAny = true
            } else if character == ":" {
                fields.append(PasswordFileField(text: current, wasEscaped: escapedAny))
                current = ""
                escapedAny = false
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        fields.append(PasswordFileField(text: current, wasEscaped: escapedAny))
        return fields
    }
}

/// One field of a password file's line: its text without escapes, and whether it had any
/// (an escaped `\*` is a star, not the wildcard).
private struct PasswordFileField: Equatable {
    let text: String
    let wasEscaped: Bool
}

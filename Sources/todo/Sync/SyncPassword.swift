import AppCore
import Foundation
import SettingsFile

/// Where the sync password comes from, in this order: `TODO_SYNC_PASSWORD`, the settings'
/// `password_command` (the first line it prints), `~/.netrc`. It is kept in memory only:
/// never stored, printed or put in a process's arguments.
enum SyncPassword {
    /// The password for `username` at `host`, and the user name `~/.netrc` gives when none
    /// was set; `nil` password when no source has one.
    static func find(
        host: String, username: String?, command: String?, variables: [String: String]
    ) throws -> (password: String?, username: String?) {
        if let password = variables["TODO_SYNC_PASSWORD"], !password.isEmpty { return (password, username) }
        if let command { return (try run(command), username) }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let entry = netrc(at: "\(home)/.netrc", host: host), username == nil || entry.login == username {
            return (entry.password, username ?? entry.login)
        }
        return (nil, username)
    }

    /// The first line `command` prints, run by `/bin/sh -c`.
    private static func run(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw SyncError.passwordCommand(reason: "it could not be started (\(error.localizedDescription))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SyncError.passwordCommand(reason: "it ended with status \(process.terminationStatus)")
        }
        let text = String(decoding: data.prefix(65_536), as: UTF8.self)
        guard let line = text.split(separator: "\n", omittingEmptySubsequences: false).first, !line.isEmpty else {
            throw SyncError.passwordCommand(reason: "it printed no password")
        }
        return line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }

    /// The `machine` entry of a `.netrc` file for `host` (else its `default` entry).
    static func netrc(at path: String, host: String) -> (login: String?, password: String)? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000 else { return nil }
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
        })
        .map(String.init)
        var entries: [(machine: String?, login: String?, password: String?)] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : nil
            switch word {
            case "machine":
                entries.append((next, nil, nil))
                index += 2
            case "default":
                entries.append((nil, nil, nil))
                index += 1
            case "login":
                if !entries.isEmpty { entries[entries.count - 1].login = next }
                index += 2
            case "password":
                if !entries.isEmpty { entries[entries.count - 1].password = next }
                index += 2
            default:
                index += 1
            }
        }
        let entry =
            entries.first { $0.machine?.lowercased() == host.lowercased() } ?? entries.first { $0.machine == nil }
        guard let entry, let password = entry.password else { return nil }
        return (entry.login, password)
    }
}

import Foundation

/// The time zone "today" is reckoned in: `TZ` when it names a zone, else the zone
/// `/etc/localtime` links to, else Foundation's own answer.
///
/// The same answer as `TimeZone.current` in those cases, found without it: its first use
/// reads the whole environment through `ProcessInfo`, a tenth of a one-shot command's
/// instructions (Docs/Performance.md).
enum LocalTimeZone {
    /// The zone for `variables` (the process's environment).
    static func resolve(variables: [String: String]) -> TimeZone {
        if let setting = variables["TZ"] {
            // POSIX lets TZ begin with a colon; anything else unusual is Foundation's to read.
            let name = setting.hasPrefix(":") ? String(setting.dropFirst()) : setting
            if !name.isEmpty, !name.hasPrefix("/"), let zone = TimeZone(identifier: name) { return zone }
            return .current
        }
        if let name = linkedZoneName(), let zone = TimeZone(identifier: name) { return zone }
        return .current
    }

    /// `Europe/Paris` when /etc/localtime links to …/zoneinfo/Europe/Paris.
    private static func linkedZoneName() -> String? {
        var buffer = [CChar](repeating: 0, count: 1_024)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let range = target.range(of: "zoneinfo/") else { return nil }
        let name = String(target[range.upperBound...])
        return name.isEmpty ? nil : name
    }
}

import Foundation

/// What the benchmark ran on, for the record.
enum Machine {
    static func describe() -> String {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown CPU"
        let memory =
            (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8))?.split(separator: "\n").first
            .map { line -> String in
                let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
                return String(format: "%.0f GiB", kilobytes / 1_048_576)
            } ?? "?"
        let release =
            (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("PRETTY_NAME=") }.map {
                $0.dropFirst(12).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            } ?? "Linux"
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return
            "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory), \(release), kernel \(kernel)"
    }
}

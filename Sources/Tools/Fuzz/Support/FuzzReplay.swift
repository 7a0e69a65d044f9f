import Foundation

/// Replays inputs through a fuzz check without libFuzzer: the corpus kept in Tests/Tools/FuzzCorpora,
/// and any crash the fuzzer found, as a regression run.
public enum FuzzReplay {
    /// Checks every file named in `arguments` and every file in the folders named; returns
    /// how many inputs were checked.
    @discardableResult
    public static func run(_ arguments: [String], check: (UnsafeRawBufferPointer) -> Void) -> Int {
        let files = arguments.flatMap(files(in:))
        for file in files {
            (FileManager.default.contents(atPath: file) ?? Data()).withUnsafeBytes(check)
        }
        return files.count
    }

    private static func files(in path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
    }
}

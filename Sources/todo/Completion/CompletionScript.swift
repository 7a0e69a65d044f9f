/// The completion scripts `todo --generate-completion-script` prints: swift-argument-parser's,
/// with bash's made to treat only files as files. Its script registers its function with
/// `-o filenames`, so that a tag or an item number that happens to name a folder of the
/// current directory (`home`) is offered as `home/`; here only the file arguments (`--db`,
/// `import`'s file) ask bash to treat their words as file names. And bash sorts what it
/// shows unless told not to: item numbers would read 1 10 11 2, not in the order todo gives.
enum CompletionScript {
    /// The script in `message` as todo prints it (only a bash script changes).
    static func adjusted(_ message: String) -> String {
        guard message.hasPrefix("#!/bin/bash") else { return message }
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let code = line.drop { $0 == " " }
            if code.hasPrefix(registration) {
                let rest = code.dropFirst(registration.count)
                return "complete -o nosort -F \(rest) 2>/dev/null || complete -F \(rest)"
            }
            if let (function, options) = call(code), function.hasSuffix("_add_completions"),
                fileCompletions.contains(where: { options.hasPrefix($0 + " ") || options == $0 })
            {
                return line.prefix(line.count - code.count) + "compopt -o filenames 2>/dev/null; " + code
            }
            return String(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The function a line of code calls and the rest of the line.
    private static func call(_ code: Substring) -> (Substring, Substring)? {
        guard let space = code.firstIndex(of: " ") else { return nil }
        return (code[..<space], code[code.index(after: space)...])
    }

    /// How the generated script registers its function: every word treated as a file name.
    private static let registration = "complete -o filenames -F "

    /// The options of the generated script's calls that complete file and folder names.
    private static let fileCompletions = ["-f", "-o plusdirs", "-d"]
}

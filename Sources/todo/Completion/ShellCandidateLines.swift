import AppCore
import ArgumentParser
import TerminalText

/// How candidates are written back to the shell that asked: one per line, with the
/// description where the shell shows one (zsh as `word:description`, fish as
/// `word<Tab>description`), the bare word for bash. Titles are made safe to show.
enum ShellCandidateLines {
    /// The lines for `candidates`, as `shell` reads them (`nil`: as bash does).
    static func lines(_ candidates: [CompletionCandidate], shell: CompletionShell?) -> [String] {
        candidates.map { candidate in
            guard let description = candidate.description.map(TerminalSafeText.visible) else { return candidate.word }
            switch shell {
            case .zsh?: return candidate.word.replacingOccurrences(of: ":", with: "\\:") + ":" + description
            case .fish?: return candidate.word + "\t" + description
            default: return candidate.word
            }
        }
    }
}

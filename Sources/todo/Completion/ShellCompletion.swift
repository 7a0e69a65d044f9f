import AppCore
import ArgumentParser
import Presentation

/// The custom completions the shells call back into `todo` for (swift-argument-parser runs
/// them for `todo ---completion ...`): item numbers, tags, due words and repeat rules, from
/// the completion use case the REPL's Tab also asks, through the composition root. The
/// database is the one the command line being completed names (its `--db`), else the usual
/// one, opened read-only; a database that cannot be opened offers nothing.
enum ShellCompletion {
    /// The first argument of the shells' calls back into `todo` (swift-argument-parser's).
    static let entryPoint = "---completion"

    /// Item numbers of the items the command can take (``ItemAction``); a word that starts
    /// with `+` is a filter's tag (`todo done +home`), and completes as one.
    static let itemNumbers = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async in
        prefix.hasPrefix("+")
            ? await answer(.tag, words: words, prefix: prefix)
            : await answer(.itemNumber(for: action(of: words)), words: words, prefix: prefix)
    }

    /// Tags, for `--tag` and `--untag`.
    static let tags = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async in
        await answer(.tag, words: words, prefix: prefix)
    }

    /// The words of a title or a filter: a word that starts with `+` completes as a tag.
    static let taggedWords = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async in
        prefix.hasPrefix("+") ? await answer(.tag, words: words, prefix: prefix) : []
    }

    /// Due-date words, for `--due`.
    static let dueWords = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async in
        await answer(.dueWord, words: words, prefix: prefix)
    }

    /// Repeat rules, for `--every`.
    static let repeatRules = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async in
        await answer(.repeatRule, words: words, prefix: prefix)
    }

    /// The lines written back to the shell for `request` and `prefix`.
    private static func answer(_ request: CompletionRequest, words: [String], prefix: String) async -> [String] {
        let candidates: [CompletionCandidate]
        if let immediate = WordCompleter.immediateCandidates(for: request, prefix: prefix) {
            candidates = immediate
        } else {
            guard let options = try? StoreOptions.parse(databaseOption(in: words)) else { return [] }
            let found = try? await CompositionRoot.with(
                db: options.db, access: .readOnly, use: .oneCommand, quiet: true
            ) { root in
                await root.makeModuleAssembly().completer.candidates(for: request, prefix: prefix)
            }
            candidates = found ?? []
        }
        return ShellCandidateLines.lines(candidates, shell: CompletionShell.requesting)
    }

    /// `["--db", value]` when `words` (the whole command line being completed) give the
    /// option (as `--db VALUE` or `--db=VALUE`), else nothing.
    static func databaseOption(in words: [String]) -> [String] {
        for (index, word) in words.enumerated() {
            if word == "--db", index + 1 < words.count { return ["--db", words[index + 1]] }
            if word.hasPrefix("--db=") { return ["--db", String(word.dropFirst("--db=".count))] }
        }
        return []
    }

    /// What the command being completed does to its items (its first word after `todo`).
    static func action(of words: [String]) -> ItemAction {
        switch words.dropFirst().first(where: { !$0.hasPrefix("-") }) {
        case "done"?, "postpone"?: .complete
        case "undone"?: .reopen
        default: .other
        }
    }
}

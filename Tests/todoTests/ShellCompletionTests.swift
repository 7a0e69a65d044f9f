import Foundation
import TestSupport
import Testing

/// Tab in bash, through the completion script `todo --generate-completion-script bash`
/// writes, calling back into the real binary: item numbers, tags, due words and repeat
/// rules from the database, which completion only reads.
@Suite struct ShellCompletionTests {
    let folder: TemporaryDirectory
    let todo: TodoBinary

    /// Items 1 to 12 due from Friday (1 tagged home, 4 tagged homework), 2 completed.
    init() throws {
        folder = try TemporaryDirectory()
        todo = TodoBinary(database: folder.file("todo.sqlite"), extra: ["XDG_CONFIG_HOME": folder.file("config")])
        _ = try todo.run(["add", "Buy milk +home", "--due", "fri"])
        _ = try todo.run(["add", "Call mum"])
        for number in 3...12 {
            _ = try todo.run(["add", "Item \(number)"] + (number == 4 ? ["--tag", "homework"] : []))
        }
        _ = try todo.run(["done", "2"])
    }

    /// What bash offers for `line` (the cursor at its end), as Tab would after loading the
    /// generated script (bash calls the function with the command, the word and the word
    /// before it).
    func bashCompletes(_ line: String, environment: [String: String] = [:]) throws -> [String] {
        let script = """
            source <("$TODO_BINARY" --generate-completion-script bash) || exit 3
            read -ra COMP_WORDS <<<"$LINE"
            [[ "$LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_WORDS[0]="$TODO_BINARY"
            COMP_LINE="$LINE"; COMP_POINT=${#LINE}; COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _todo "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let variables = todo.environment.merging(["TODO_BINARY": TodoBinary.path, "LINE": line]) { $1 }
        let outcome = try ChildProcess.run(
            "/bin/bash", ["-c", script], environment: variables.merging(environment) { $1 })
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        return String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func doneCompletesTheNumbersOfOpenItemsBeginningWithWhatWasTyped() throws {
        #expect(try bashCompletes("todo done 1") == ["1", "10", "11", "12"])
        #expect(try bashCompletes("todo done 3 ") == ["1"] + (3...12).map(String.init))
        #expect(try !bashCompletes("todo done ").contains("2"))
    }

    @Test func undoneCompletesTheCompletedItems() throws {
        #expect(try bashCompletes("todo undone ") == ["2"])
    }

    @Test func showAndEditCompleteAnyItem() throws {
        #expect(try bashCompletes("todo show 2") == ["2"])
        #expect(try bashCompletes("todo edit 1") == ["1", "10", "11", "12"])
    }

    @Test func tagsCompleteAfterPlusAndAfterTheTagOptions() throws {
        #expect(try bashCompletes("todo add Buy eggs +h") == ["+home", "+homework"])
        #expect(try bashCompletes("todo list +homew") == ["+homework"])
        #expect(try bashCompletes("todo add Buy eggs --tag ") == ["home", "homework"])
        #expect(try bashCompletes("todo edit 1 --untag ho") == ["home", "homework"])
    }

    @Test func dueAndEveryCompleteTheirWords() throws {
        #expect(try bashCompletes("todo add Buy eggs --due to") == ["today", "tomorrow"])
        #expect(try bashCompletes("todo add Pay rent --every wee") == ["week", "weekday"])
        #expect(try bashCompletes("todo edit 3 --every mon,th") == ["mon,thu"])
    }

    @Test func theDatabaseGivenOnTheLineIsTheOneRead() throws {
        let other = TodoBinary(database: folder.file("other.sqlite"))
        _ = try other.run(["add", "Elsewhere"])
        #expect(try bashCompletes("todo done --db \(folder.file("other.sqlite")) ") == ["1"])
    }

    @Test func completionOnlyReadsTheDatabaseAndMakesNoneWhereThereIsNone() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.file("todo.sqlite")))
        _ = try bashCompletes("todo done 1")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("todo.sqlite"))) == before)
        let missing = folder.file("missing/todo.sqlite")
        #expect(try bashCompletes("todo done ", environment: ["TODO_DB": missing]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing")))
    }

    @Test func zshAndFishAreGivenEachItemsTitleAsItsDescription() throws {
        // The call the generated zsh and fish scripts make: the argument, the word's index
        // and the cursor's place in it, then the words of the line.
        let call = ["---completion", "show", "--", "positional@0", "2", "1", "todo", "show", "1"]
        let zsh = try todo.run(call, environment: ["SAP_SHELL": "zsh"])
        #expect(zsh.stdout.hasPrefix("1:Buy milk\n10:Item 10\n"))
        let fish = try todo.run(call, environment: ["SAP_SHELL": "fish"])
        #expect(fish.stdout.hasPrefix("1\tBuy milk\n10\tItem 10\n"))
    }

    /// An interactive bash in a terminal, in the test's folder (which holds the folder
    /// `homework/`), with todo's completion script loaded: Tab as a person presses it.
    func interactiveBash() throws -> TmuxSession {
        try FileManager.default.createDirectory(atPath: folder.file("homework"), withIntermediateDirectories: true)
        let binaries = URL(fileURLWithPath: TodoBinary.path).deletingLastPathComponent().path
        let terminal = try TmuxSession(
            ["/bin/bash", "-c", "cd \"$0\" && exec /bin/bash --norc --noprofile -i", folder.path],
            environment: todo.environment.merging(["PATH": binaries + ":/usr/bin:/bin", "PS1": "$ "]) { $1 })
        try terminal.type("source <(todo --generate-completion-script bash) && echo loaded")
        try terminal.send("Enter")
        try terminal.waitFor("\nloaded")
        return terminal
    }

    @Test func aTagThatNamesAFolderCompletesAsTheTagNotAsTheFolder() throws {
        let terminal = try interactiveBash()
        try terminal.type("todo edit 1 --tag homew")
        try terminal.send("Tab")
        try terminal.type("!")
        // The tag and the space after a whole word; a folder's name would end in `/`.
        try terminal.waitUntil("the tag completed") { $0.contains("--tag homework !") }
        #expect(try !terminal.screen().contains("homework/"))
    }

    @Test func theDatabaseOptionAndTheImportedFileCompleteFileNames() throws {
        let terminal = try interactiveBash()
        try terminal.type("todo list --db homew")
        try terminal.send("Tab")
        try terminal.waitFor("--db homework/")
        try terminal.send("C-u")
        try Data("[]".utf8).write(to: URL(fileURLWithPath: folder.file("tasks.json")))
        try terminal.type("todo import tas")
        try terminal.send("Tab")
        try terminal.type("!")
        try terminal.waitFor("import tasks.json !")
    }

    @Test func bashRegistersTheCompletionAsFileNamesOnlyWhereAFileIsAskedFor() throws {
        let script = try todo.run(["--generate-completion-script", "bash"]).stdout
        #expect(!script.contains("complete -o filenames"))
        #expect(script.contains("complete -o nosort -F _todo todo"))
        let fileCompletions = script.split(separator: "\n").filter { $0.contains("_add_completions -f") }
        #expect(!fileCompletions.isEmpty)
        #expect(fileCompletions.allSatisfy { $0.contains("compopt -o filenames") })
    }

    @Test func bashListsItemNumbersInNumberOrder() throws {
        // Item 1 is due Friday, after items 3 to 12 (today): the list shows 3 ... 12, 1.
        let terminal = try interactiveBash()
        try terminal.type("todo done ")
        try terminal.send("Tab", "Tab")
        let screen = try terminal.waitFor("12")
        let offered = screen.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.first { words in
            words.contains("10") && words.allSatisfy { Int($0) != nil }
        }
        let numbers = offered ?? []
        #expect(numbers == ["1", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"])
    }
}

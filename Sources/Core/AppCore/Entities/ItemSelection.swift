/// Which items a command that takes item numbers (`done`, `undone`, `delete`, `postpone`,
/// `edit`) acts on, read from its words the one way every front reads them: numbers, or a
/// filter in the grammar of `list` (``ItemFilter``).
///
/// A word is taken for a number when it begins with a digit, or with `#` or `-` and a digit
/// (`3`, `#3`, `007`; `-1`, `1.5` and `3d` are then refused as numbers, ``ItemNumber``); any
/// other word is a filter word.
/// Numbers and filter words together are refused, saying why (``ItemSelectionError``).
public enum ItemSelection: Hashable, Sendable {
    /// The items with these numbers, in the order given.
    case numbers([TodoItem.ID])
    /// The items the filter these words make matches, as typed (the List module reads them).
    case filter(String)

    /// Reads `words`. Throws when there are none, when a number is no item number, or when
    /// numbers and filter words are mixed.
    public static func reading(_ words: [String]) throws(ItemSelectionError) -> ItemSelection {
        guard !words.isEmpty else { throw .empty }
        let numberWords = words.filter(isNumber)
        if numberWords.isEmpty { return .filter(words.joined(separator: " ")) }
        guard numberWords.count == words.count else {
            throw .mixed(numbers: numberWords, words: words.filter { !isNumber($0) })
        }
        var numbers: [TodoItem.ID] = []
        for word in words {
            do { numbers.append(try ItemNumber.read(word)) } catch { throw .notANumber(error) }
        }
        return .numbers(numbers)
    }

    /// Whether `word` is taken for a number (`3`, `#3`, `007`, `-1`, `1.5`), rather than a
    /// filter word: it begins with a digit, or with `#` or `-` and a digit.
    public static func isNumber(_ word: String) -> Bool {
        let body = word.first == ItemNumber.mark || word.first == "-" ? word.dropFirst() : Substring(word)
        return body.first?.isNumber == true
    }
}

/// Words that select no items.
public enum ItemSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No words at all.
    case empty
    /// A word written as a number that names none (`0`, `-1`, too many digits).
    case notANumber(ItemNumberError)
    /// Numbers and filter words given together.
    case mixed(numbers: [String], words: [String])

    /// What was wrong and what to give instead.
    public var description: String {
        switch self {
        case .empty: "give the items' numbers (as shown in the list), or a filter such as +home or milk"
        case .notANumber(let error): error.description
        case .mixed(let numbers, let words):
            "\(numbers.joined(separator: " ")) \(numbers.count == 1 ? "is a number" : "are numbers") but "
                + "\(words.joined(separator: " ")) \(words.count == 1 ? "is a filter word" : "are filter words"); "
                + "give either item numbers (3 5) or a filter (+home milk), not both"
        }
    }
}

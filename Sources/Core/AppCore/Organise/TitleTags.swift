/// Takes the tags out of a typed title: the one place every front's title goes through, so
/// that "Buy milk +shopping @home" means the same everywhere.
public enum TitleTags {
    /// `text` without its tag words (each with the spaces before it), and the tags, in the
    /// order written. A word is a tag by ``TagRules/reading(_:)``: `+` or `@` and a letter
    /// (`+home`, `@phone`, `+C++`, `+dev/ops`, `+work@office`); any other word ("C++", "+=",
    /// "+44", "+1m", "@") stays in the title as written, so that phone numbers and due-like
    /// words are never taken. A tag word that breaks the rules (`+a,b`) is an error, never
    /// quietly left in the title.
    public static func split(_ text: String) throws(TagError) -> (title: String, tags: [String]) {
        guard text.unicodeScalars.contains(where: TagRules.isMark) else { return (text, []) }
        var title = ""
        var tags: [String] = []
        var spaces = ""
        var token = ""
        func endToken() throws(TagError) {
            switch TagRules.reading(token) {
            case .success(let tag)?: tags.append(tag)
            case .failure(let error)?: throw error
            case nil: title += spaces + token
            }
            spaces = ""
            token = ""
        }
        for character in text {
            if !character.isWhitespace {
                token.append(character)
            } else {
                if !token.isEmpty { try endToken() }
                spaces.append(character)
            }
        }
        if !token.isEmpty { try endToken() }
        return (title + spaces, tags)
    }
}

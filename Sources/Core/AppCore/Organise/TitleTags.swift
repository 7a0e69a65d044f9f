/// Takes the `+word` tags out of a typed title: the one place every front's title goes
/// through, so that "Buy milk +shopping +home" means the same everywhere.
public enum TitleTags {
    /// `text` without its tag tokens (each with the spaces before it), and the tags, in the
    /// order written. A token is a tag when it starts with `+` and a letter and the rest
    /// is a valid tag (``TagRules``); any other token ("C++", "+=", "+44", "+1m") stays in
    /// the title as written, so that phone numbers and due-like words are never taken.
    public static func split(_ text: String) -> (title: String, tags: [String]) {
        guard text.contains("+") else { return (text, []) }
        var title = ""
        var tags: [String] = []
        var spaces = ""
        var token = ""
        func endToken() {
            if token.hasPrefix("+"), token.dropFirst().first?.isLetter == true, let tag = try? TagRules.checked(token) {
                tags.append(tag)
            } else {
                title += spaces + token
            }
            spaces = ""
            token = ""
        }
        for character in text {
            if !character.isWhitespace {
                token.append(character)
            } else {
                if !token.isEmpty { endToken() }
                spaces.append(character)
            }
        }
        if !token.isEmpty { endToken() }
        return (title + spaces, tags)
    }
}

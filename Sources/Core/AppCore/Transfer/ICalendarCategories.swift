import Foundation

/// A to-do's CATEGORIES as todo's tags.
///
/// A category the ``TagRules`` take is a tag as it is. In one they refuse, every run of
/// characters a tag may not hold becomes one `-`, none at either end, and the signs a tag
/// may not begin with leave its start (`Work stuff` is `Work-stuff`, `@phone` is `phone`,
/// `R&D` is `R-D`, `/dev` is `dev`); a category still refused (only
/// signs, such as `!!`, or longer than ``TagRules/maximumLength``) is kept in the notes as
/// a line `Category: ...`. Blank categories (`a,,b`) are left out.
enum ICalendarCategories {
    /// The tags for `categories`, normalised, and the categories no tag can hold.
    static func tags(_ categories: [String]) -> (tags: [String], refused: [String]) {
        var tags: [String] = []
        var refused: [String] = []
        for category in categories {
            let trimmed = category.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if let tag = tag(trimmed) { tags.append(tag) } else { refused.append(trimmed) }
        }
        return (TagRules.normalized(tags), refused)
    }

    /// `category` as a tag, its characters a tag may not hold replaced; `nil` when even that
    /// is refused.
    private static func tag(_ category: String) -> String? {
        if let tag = try? TagRules.checked(category) { return tag }
        let words = category.split { !TagRules.isTagCharacter($0) }
        return try? TagRules.checked(String(words.joined(separator: "-").drop(while: TagRules.innerSigns.contains)))
    }
}

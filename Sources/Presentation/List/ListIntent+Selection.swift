import AppCore

/// The intents of the commands that take item numbers or a filter (``AppCore/ItemSelection``),
/// so that every front maps the words it read to the same intent.
extension ListIntent {
    /// Complete the items `selection` names.
    public static func completing(_ selection: ItemSelection) -> ListIntent {
        switch selection {
        case .numbers(let ids): .complete(ids)
        case .filter(let text): .completeMatching(filterText: text)
        }
    }

    /// Open again the completed items `selection` names.
    public static func reopening(_ selection: ItemSelection) -> ListIntent {
        switch selection {
        case .numbers(let ids): .reopen(ids)
        case .filter(let text): .reopenMatching(filterText: text)
        }
    }

    /// Delete the items `selection` names.
    public static func deleting(_ selection: ItemSelection) -> ListIntent {
        switch selection {
        case .numbers(let ids): .delete(ids)
        case .filter(let text): .deleteMatching(filterText: text)
        }
    }

    /// Postpone the items `selection` names by `span`, as typed.
    public static func postponing(_ selection: ItemSelection, by span: String) -> ListIntent {
        switch selection {
        case .numbers(let ids): .postpone(ids, by: span)
        case .filter(let text): .postponeMatching(filterText: text, by: span)
        }
    }

    /// The words of `postpone ID... [BY]` or `postpone FILTER... [BY]`: the last word is the
    /// span when it is written as one (``AppCore/PostponeSpan/looksLikeSpan(_:)``: `3d`, `1w`,
    /// `mon`, and `-1d`, which postponing then refuses; a number alone never is) and is not
    /// the only word; the others select the items. Throws what
    /// ``AppCore/ItemSelection/reading(_:)`` throws.
    public static func postponing(words: [String]) throws(ItemSelectionError) -> ListIntent {
        var words = words
        var span = ""
        if words.count > 1, let last = words.last, PostponeSpan.looksLikeSpan(last) {
            span = last
            words.removeLast()
        }
        return postponing(try ItemSelection.reading(words), by: span)
    }
}

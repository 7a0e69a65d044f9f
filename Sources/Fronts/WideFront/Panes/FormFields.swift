/// A change typed into a form's field.
enum FieldEdit: Hashable, Sendable {
    /// A character typed at the end.
    case insert(Character)
    /// Backspace: the last character goes.
    case deleteBackward
    /// Ctrl-U: the field is emptied.
    case clear
}

/// The text of a form's fields, the field keys type into, and the problem shown: the
/// editing state (a text field's own) that the Add form and the detail's edit form share.
struct FormFields<Field: Hashable & Sendable>: Sendable {
    /// The fields, in the order Tab visits them.
    let order: [Field]
    private var texts: [Field: String]
    /// The field keys type into.
    private(set) var active: Field
    /// The problem the form shows, if any.
    private(set) var problem: String?
    /// The field the problem is about, if any: the form stays on it until it is edited.
    private var problemField: Field?

    /// A form with `fields` (in order, with their first text), typing into `active`.
    init(_ fields: KeyValuePairs<Field, String>, active: Field) {
        order = fields.map(\.key)
        texts = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        self.active = active
    }

    /// The text of `field`.
    subscript(field: Field) -> String { texts[field] ?? "" }

    /// Changes the active field's text; the problem, now out of date, goes.
    mutating func apply(_ edit: FieldEdit) {
        accept()
        switch edit {
        case .insert(let character): texts[active, default: ""].append(character)
        case .deleteBackward: if texts[active]?.isEmpty == false { texts[active]?.removeLast() }
        case .clear: texts[active] = ""
        }
    }

    /// Moves to the next field (or the previous one), in a ring; a problem with the active
    /// field keeps it.
    mutating func move(forward: Bool) {
        guard problem == nil || problemField != active, let index = order.firstIndex(of: active) else { return }
        active = order[(index + (forward ? 1 : order.count - 1)) % order.count]
    }

    /// Shows `message`; with a field, the form goes to it to be corrected.
    mutating func showProblem(_ message: String, on field: Field?) {
        problem = message
        problemField = field
        if let field { active = field }
    }

    /// The fields will do: no problem is shown.
    mutating func accept() {
        problem = nil
        problemField = nil
    }
}

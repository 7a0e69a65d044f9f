/// An item form, the one model of the Add form and of the detail's edit form: its fields in
/// order, the text typed in each, the field being answered, and what each answer does.
///
/// A presenter builds it (the fields and their wording) and shows it; a front's view keeps
/// it, draws its fields, puts what is typed into it, and hands the actions it returns to
/// the module (``ItemFormModule/perform(_:)``). A front asks it a field at a time (the
/// REPL: ``answer(_:)``), or shows it whole (the wide pane: ``edit(_:)``, ``leaveField()``,
/// ``moveField(forward:)``, ``submission``).
public struct ItemForm<Field: Hashable & Sendable>: Hashable, Sendable {
    /// "New item", "Edit item 3".
    public let heading: String
    /// The fields, in the order they are asked (and Tab visits them).
    public let fields: [ItemFormField<Field>]
    /// What a front that asks a field at a time says first: "Edit item 3 (an empty answer
    /// keeps the value shown; due: …; tags: …)".
    public let introduction: String
    /// What a front says when its input ends before the form is finished: "the edit was not
    /// finished, so nothing was changed".
    public let unfinished: String
    /// The hint a form shown whole gives under its fields, unless the active one has its
    /// own: "Due: empty for today, fri, … or someday."
    private let hint: String
    /// What the due field's text means as it stands, if the form has one.
    public var interpretation: DueInterpretation?
    private var texts: [Field: String]
    /// Where the field being answered is in ``fields``.
    private var activeIndex = 0
    /// The problem the form shows, if any.
    public private(set) var problem: String?
    /// The field the problem is about, if any (`nil`: the problem is not the input's): a
    /// form shown whole draws the problem beside it, and stays on it until it is edited.
    public private(set) var problemField: Field?

    /// A form of `fields` (at least one), each holding its first text, the first one active.
    init(
        heading: String, fields: [ItemFormField<Field>], introduction: String, hint: String, unfinished: String,
        interpretation: DueInterpretation?
    ) {
        self.heading = heading
        self.fields = fields
        self.introduction = introduction
        self.hint = hint
        self.unfinished = unfinished
        self.interpretation = interpretation
        texts = Dictionary(fields.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text of `field`: what was typed, or what it started with.
    public subscript(field: Field) -> String { texts[field] ?? "" }

    /// The field being answered (asked, or typed into).
    public var activeField: ItemFormField<Field> { fields[activeIndex] }
    /// Which field is being answered.
    public var active: Field { activeField.id }

    /// The hint while `field` is active: its own, else the form's (`nil`: no field is).
    public func hint(for field: Field?) -> String {
        fields.first { $0.id == field }?.hint ?? hint
    }

    // MARK: Asked a field at a time

    /// The answer to the field asked, a line as typed: empty keeps the value the field was
    /// shown with (or is the answer, or abandons the form, as the field says); the last
    /// field's answer saves the form, any other one is checked.
    public mutating func answer(_ line: String) -> ItemFormAction<Field> {
        let field = activeField
        switch field.emptyAnswer {
        case .cancels where line.allSatisfy(\.isWhitespace): return .cancel
        case .keepsText where line.isEmpty: texts[field.id] = field.text
        default: texts[field.id] = line
        }
        problem = nil
        problemField = nil
        return activeIndex == fields.count - 1 ? .save(self) : .check(field.id, self[field.id])
    }

    /// The module accepted the answer to `field`: the next field is asked.
    public mutating func answerAccepted(_ field: Field) {
        accept()
        guard let index = fields.firstIndex(where: { $0.id == field }) else { return }
        activeIndex = min(index + 1, fields.count - 1)
    }

    // MARK: Shown whole

    /// Changes the active field's text as typed; the problem, now out of date, goes.
    /// Returns what the change asks of the module (a due day explained).
    public mutating func edit(_ change: (inout String) -> Void) -> ItemFormAction<Field> {
        accept()
        change(&texts[active, default: ""])
        return .change(active, self[active])
    }

    /// The active field is being left: the module checks it (an empty name is not checked,
    /// as an empty answer would abandon the form).
    public func leaveField() -> ItemFormAction<Field> {
        let field = activeField
        if field.emptyAnswer == .cancels, self[field.id].isEmpty { return .none }
        return .check(field.id, self[field.id])
    }

    /// Moves to the next field (or the previous one), in a ring; a problem with the active
    /// field keeps it.
    public mutating func moveField(forward: Bool) {
        guard problem == nil || problemField != active else { return }
        activeIndex = (activeIndex + (forward ? 1 : fields.count - 1)) % fields.count
    }

    /// Enter: the form is saved with every field as it stands.
    public var submission: ItemFormAction<Field> { .save(self) }

    /// The fields will do: no problem is shown.
    public mutating func accept() {
        problem = nil
        problemField = nil
    }

    // MARK: Both

    /// Shows `message`; with a field, the form goes to it to be corrected.
    public mutating func showProblem(_ message: String, on field: Field?) {
        problem = message
        problemField = field
        if let field, let index = fields.firstIndex(where: { $0.id == field }) { activeIndex = index }
    }
}

/// What an answer to an item form asks of the form's module: the model's verdict on what
/// the user typed, carried out by ``ItemFormModule/perform(_:)``.
public enum ItemFormAction<Field: Hashable & Sendable>: Hashable, Sendable {
    /// Nothing to do.
    case none
    /// The field was answered with this text: the module checks it (and tells the view
    /// whether it will do).
    case check(Field, String)
    /// The field reads this text as it is typed: the module explains it (a due day).
    case change(Field, String)
    /// The form is submitted with these answers.
    case save(ItemForm<Field>)
    /// The form is abandoned; nothing is stored.
    case cancel
}

/// A module with an item form, the Add and the Detail module: what it does with each
/// answer. Fronts hand it the form's actions and never call a check by a field's name.
@MainActor
public protocol ItemFormModule<Field>: AnyObject {
    /// The form's fields.
    associatedtype Field: Hashable & Sendable
    /// The field was answered (a line entered, the field left): the view is told at once
    /// whether its text will do.
    func fieldEntered(_ field: Field, text: String)
    /// The field now reads `text`: the view is told what a due day's text means.
    func fieldChanged(_ field: Field, text: String)
    /// Saves the form's answers (store, dismiss, tell the delegate), or shows why not.
    func submit(_ form: ItemForm<Field>) async
    /// Abandons the form; nothing is stored.
    func cancelForm() async
}

extension ItemFormModule {
    /// Carries out what an answer asks.
    public func perform(_ action: ItemFormAction<Field>) async {
        switch action {
        case .none: break
        case .check(let field, let text): fieldEntered(field, text: text)
        case .change(let field, let text): fieldChanged(field, text: text)
        case .save(let form): await submit(form)
        case .cancel: await cancelForm()
        }
    }
}

import AppCore
import Foundation

/// What a front asks to move the whole list out or in (`todo export`, `todo import`): the
/// one transfer use case, its outcome given as what to print or what went wrong, worded.
/// As with ``WordCompleter``, a front never sees the interactor.
public struct ListTransfer: Sendable {
    private let interactor: TransferInteractor

    /// A transfer over the transfer use case.
    public init(interactor: TransferInteractor) {
        self.interactor = interactor
    }

    /// Every item, done or not, in `format`: the text, or why it could not be read.
    public func export(to format: TransferFormat) async -> TransferOutcome {
        do { return .done(try await interactor.export(to: format)) } catch { return .failed(String(describing: error)) }
    }

    /// Stores the items `data` holds in `format` (`nil`: the one it is plainly written in),
    /// all or none: what was imported ("Imported 3 items."), or why nothing was.
    public func importFile(_ data: Data, from format: TransferFormat?) async -> TransferOutcome {
        await importFile(ImportSource(data: data), from: format)
    }

    /// Stores the items `source` holds in `format` (`nil`: the one it is plainly written
    /// in), read a chunk at a time, all or none: what was imported, or why nothing was.
    public func importFile(_ source: ImportSource, from format: TransferFormat?) async -> TransferOutcome {
        do {
            return .done(try await interactor.importFile(source, from: format).sentence)
        } catch {
            return .failed(String(describing: error))
        }
    }
}

/// How an export or an import ended.
public enum TransferOutcome: Hashable, Sendable {
    /// It worked: the text to print (the export, or the import's summary).
    case done(String)
    /// It failed: what was wrong and what to do instead.
    case failed(String)
}

import Foundation

/// The Unicode work behind ``SearchWords`` and ``TagRules/key(_:)``, a scalar at a time.
/// Each scalar's decomposition and fold are worked out once, by Foundation, and kept: a
/// text then costs a table lookup a scalar (ASCII none at all) instead of normalisations
/// of the whole text, which an import of a million titles could not afford.
///
/// The results are those of whole-text normalisation: decomposing every scalar and then
/// putting each run of combining marks in canonical order is what NFD and NFKD do, so
/// canonically equivalent texts (a precomposed `é` and `e` with U+0301) fold alike.
final class ScalarFolding: @unchecked Sendable {
    /// The one table of a process.
    static let shared = ScalarFolding()

    /// What a search keeps of a scalar (already decomposed): its case fold, decomposed,
    /// without diacritical marks and default-ignorable scalars.
    private var searchFolds: [UInt32: [Unicode.Scalar]] = [:]
    /// Each scalar's compatibility decomposition (NFKD).
    private var compatibility: [UInt32: [Unicode.Scalar]] = [:]
    /// Each scalar's canonical decomposition (NFD).
    private var canonical: [UInt32: [Unicode.Scalar]] = [:]
    /// Guards the tables: stores fold on several threads at once.
    private let lock = NSLock()

    /// The most scalars a table keeps (a text of every scalar Unicode has cannot grow the
    /// tables without bound; beyond it, scalars are worked out each time).
    private static let capacity = 1 << 16

    /// `text` folded for search: compatibility decomposition, case fold (lower, upper, then
    /// lower case: `ß` is `ss`, `ς` is `σ`, `İ` is `i`), diacritical marks and default-ignorable
    /// scalars dropped, combining marks in canonical order. Not composed again.
    func searchFolded(_ text: String) -> [Unicode.Scalar] {
        lock.withLock {
            var decomposed: [Unicode.Scalar] = []
            decomposed.reserveCapacity(text.unicodeScalars.count)
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    decomposed.append(scalar)
                } else {
                    decomposed += lookUp(scalar, in: &compatibility) { Self.decomposition(of: $0, compatibility: true) }
                }
            }
            Self.putMarksInOrder(&decomposed)
            var folded: [Unicode.Scalar] = []
            folded.reserveCapacity(decomposed.count)
            for scalar in decomposed {
                if scalar.isASCII {
                    folded.append(Self.lowercased(scalar))
                } else {
                    folded += lookUp(scalar, in: &searchFolds, Self.searchFold)
                }
            }
            Self.putMarksInOrder(&folded)
            return folded
        }
    }

    /// `text` in canonical decomposition (NFD).
    func canonicallyDecomposed(_ text: String) -> String {
        lock.withLock {
            var out = String.UnicodeScalarView()
            var scalars: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    scalars.append(scalar)
                } else {
                    scalars += lookUp(scalar, in: &canonical) { Self.decomposition(of: $0, compatibility: false) }
                }
            }
            Self.putMarksInOrder(&scalars)
            out.append(contentsOf: scalars)
            return String(out)
        }
    }

    /// The scalars `table` keeps for `scalar`, worked out by `make` the first time.
    private func lookUp(
        _ scalar: Unicode.Scalar, in table: inout [UInt32: [Unicode.Scalar]],
        _ make: (Unicode.Scalar) -> [Unicode.Scalar]
    ) -> [Unicode.Scalar] {
        if let known = table[scalar.value] { return known }
        let made = make(scalar)
        if table.count < Self.capacity { table[scalar.value] = made }
        return made
    }

    /// One scalar's full decomposition, by Foundation.
    private static func decomposition(of scalar: Unicode.Scalar, compatibility: Bool) -> [Unicode.Scalar] {
        let text = String(scalar)
        let decomposed =
            compatibility ? text.decomposedStringWithCompatibilityMapping : text.decomposedStringWithCanonicalMapping
        return Array(decomposed.unicodeScalars)
    }

    /// What a search keeps of one decomposed scalar.
    private static func searchFold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        // Lower, upper, lower: `ẞ` is `ß` is `SS` is `ss`, as `ß` is.
        var cased = ""
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            for upper in lower.properties.uppercaseMapping.unicodeScalars {
                cased += upper.properties.lowercaseMapping
            }
        }
        return Array(cased.decomposedStringWithCompatibilityMapping.unicodeScalars.filter { !isDropped($0) })
    }

    /// Whether a search ignores the scalar: a diacritical mark (the combining blocks Latin,
    /// Greek and Cyrillic letters take their accents from) or a default-ignorable scalar
    /// (zero-width joiners and spaces, the soft hyphen, variation selectors).
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar
    }

    /// Sorts each run of combining marks by combining class, keeping the order of marks of
    /// the same class (Unicode's canonical ordering).
    static func putMarksInOrder(_ scalars: inout [Unicode.Scalar]) {
        var start = 0
        while start < scalars.count {
            guard combiningClass(scalars[start]) != 0 else {
                start += 1
                continue
            }
            var end = start + 1
            while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
            if end - start > 1 {
                let run = scalars[start..<end].enumerated().sorted {
                    (combiningClass($0.element), $0.offset) < (combiningClass($1.element), $1.offset)
                }
                scalars.replaceSubrange(start..<end, with: run.map(\.element))
            }
            start = end
        }
    }

    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.isASCII ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }
}

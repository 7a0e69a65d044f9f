import AppCore
import TestSupport
import Testing

/// todo's one folding for search (``SearchWords``): what the filter asks for and what every
/// store indexes.
@Suite struct SearchWordsTests {
    @Test func wordsFoldCaseAccentsLigaturesAndSharpS() {
        #expect(SearchWords.words("Straße bauen STRAẞE") == ["strasse", "bauen", "strasse"])
        #expect(SearchWords.words("ﬁle ﬀ") == ["file", "ff"])
        #expect(SearchWords.words("ΐ Σίσυφος") == ["ι", "σισυφοσ"])
        #expect(SearchWords.words("İSTANBUL") == ["istanbul"])
        #expect(SearchWords.words("Cafe\u{301} Café ÅNGSTRÖM") == ["cafe", "cafe", "angstrom"])
        #expect(SearchWords.words("ｆｕｌｌ ①²") == ["full", "12"])
    }

    @Test func invisibleCharactersJoinAWordAndPunctuationSeparatesWords() {
        #expect(SearchWords.words("a\u{200D}b soft\u{AD}ware") == ["ab", "software"])
        #expect(SearchWords.words("e-mail don't C++ dev/ops") == ["e-mail", "don", "t", "c++", "dev/ops"])
        #expect(SearchWords.words("Party 🎉 time!") == ["party", "time"])
        #expect(SearchWords.words("東京タワー visit") == ["東京タワー", "visit"])
    }

    @Test func wordsKeepTheSignsInsideThemAndTheIndexHoldsTheirParts() {
        #expect(
            SearchWords.words("Learn C++, C#, e-mail & node.js. #12 milk. -x- a/b@c.d")
                == ["learn", "c++", "c#", "e-mail", "node.js", "12", "milk", "x", "a/b@c.d"])
        #expect(SearchWords.words("+ # -- ./") == [])
        #expect(SearchWords.indexWords("e-mail C++ milk") == ["e-mail", "e", "mail", "c++", "c", "milk"])
        #expect(SearchWords.indexText(title: "C++ and C", notes: "c") == "c++ c and")
        #expect(SearchWords.words("Ｃ＋＋ ｅ－ｍａｉｌ") == ["c++", "e-mail"])
    }

    @Test func aWordIsKeptToItsFirst128BytesCutAtAScalar() {
        #expect(SearchWords.words(String(repeating: "a", count: 300)) == [String(repeating: "a", count: 128)])
        let greek = SearchWords.words(String(repeating: "λ", count: 100))
        #expect(greek == [String(repeating: "λ", count: 64)])
        #expect(SearchWords.words(String(repeating: "あ", count: 50) + " x").first?.utf8.count == 126)
    }

    @Test func theIndexHoldsEachWordOnceSeparatedBySpaces() {
        #expect(SearchWords.indexText(title: "Buy milk", notes: "milk, MILK and bread") == "buy milk and bread")
        #expect(SearchWords.indexText(title: "🎉", notes: "") == "")
        #expect(SearchWords.allBegin(["mil", "bre"], wordsOf: "buy milk and bread"))
        #expect(!SearchWords.allBegin(["ilk"], wordsOf: "buy milk and bread"))
    }

    @Test func asciiTextFoldsAsTheFullFoldDoes() {
        var random = SeededRandom(seed: 30)
        let alphabet = Array("aZ09 -_.,;:'\"!?+/\\()[]{}@#$%^&*=<>|`~\t\n")
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
            // A non-ASCII separator takes the text through the full fold.
            #expect(SearchWords.words(text) == SearchWords.words(text + " \u{2014}"), "\(text)")
        }
    }

    /// Every assigned scalar folds into words the indexes split as todo does (no ASCII but
    /// letters, digits and the signs, so no space and no quote), folding a folded word changes nothing,
    /// and canonically equivalent texts fold alike.
    @Test func everyScalarFoldsIntoWordsTheIndexesReadAsTheyAre() {
        for value in 0x80...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .unassigned, .privateUse, .surrogate: continue
            default: break
            }
            var text = "x"
            text.unicodeScalars.append(scalar)
            for word in SearchWords.words(text) {
                #expect(
                    word.utf8.allSatisfy {
                        $0 >= 0x80 || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0)
                            || SearchWords.signs.utf8.contains($0)
                    })
                #expect(SearchWords.words(word) == [word], "U+\(String(value, radix: 16))")
            }
        }
        #expect(SearchWords.words("a\u{323}\u{302}\u{5B4}") == SearchWords.words("a\u{302}\u{323}\u{5B4}"))
        #expect(SearchWords.words("\u{1EAD}") == ["a"])
    }
}

import AppCore
import Testing

@Suite struct TagRulesTests {
    @Test func aTagIsLettersDigitsAndTheSigns() throws {
        #expect(try TagRules.checked("+home") == "home")
        #expect(try TagRules.checked("dev/ops") == "dev/ops" && TagRules.checked("C++") == "C++")
        #expect(try TagRules.checked("C#") == "C#" && TagRules.checked("work@office") == "work@office")
        #expect(try TagRules.checked("work-2026_q1.v2") == "work-2026_q1.v2")
        #expect(try TagRules.checked("Café") == "Café")
    }

    @Test func aBadTagSaysWhatIsWrongAndWhatToWrite() {
        #expect(throws: TagError.empty) { try TagRules.checked("+") }
        #expect(throws: TagError.noLetterOrDigit(tag: "--")) { try TagRules.checked("--") }
        #expect(throws: TagError.tooLong(tag: String(repeating: "a", count: 65))) {
            try TagRules.checked(String(repeating: "a", count: 65))
        }
        do {
            _ = try TagRules.checked("at home")
            Issue.record("a tag with a space was accepted")
        } catch {
            #expect(error.description.contains("a space") && error.description.contains("at-home"))
        }
    }

    @Test func aTagWithAnInvisibleCharacterIsRefusedNamingItAndTheTagWithout() {
        for hidden in ["\u{200D}", "\u{200B}", "\u{AD}", "\u{2060}", "\u{FEFF}", "\u{E0041}", "\u{202E}"] {
            #expect(throws: TagError.invisibleCharacter(tag: "a\(hidden)b", scalar: hidden.unicodeScalars.first ?? "a"))
            {
                try TagRules.checked("+a\(hidden)b")
            }
        }
        do {
            _ = try TagRules.checked("a\u{200D}b")
            Issue.record("a tag with a zero-width joiner was accepted")
        } catch {
            #expect(
                error.description
                    == "the tag \"a\u{FFFD}b\" holds the invisible character U+200D, which a tag may not; "
                    + "write it without, such as ab")
        }
        // A variation selector only chooses how a character looks.
        #expect(TagRules.isValid("a\u{FE0F}"))
    }

    @Test func aTagHasOneKeyHoweverItsAccentsAreWritten() {
        #expect(TagRules.key("Café") == TagRules.key("CAFE\u{301}"))
        #expect(Array(TagRules.key("Café").utf8) == Array(TagRules.key("cafe\u{301}").utf8))
        #expect(TagRules.key("İx") == "i\u{307}x")
        #expect(TagRules.key("HOME") == "home")
        #expect(TagRules.normalized(["café", "Cafe\u{301}"]) == ["café"])
    }

    @Test func tagsOfAnEarlierReleaseLoseTheirInvisibleCharacters() {
        #expect(TagRules.withoutInvisibleCharacters(["a\u{200D}b", "home"]) == ["ab", "home"])
        #expect(TagRules.withoutInvisibleCharacters(["a\u{200D}b", "ab"]) == ["ab"])
        #expect(TagRules.withoutInvisibleCharacters(["\u{3164}", "x"]) == ["x"])
        #expect(TagRules.withoutInvisibleCharacters(["Zeta", "alpha"]) == ["Zeta", "alpha"])
    }

    @Test func tagsAreKeptSortedOnceIgnoringCase() {
        #expect(TagRules.normalized(["shopping", "Home", "home", "errands"]) == ["errands", "Home", "shopping"])
        #expect(TagRules.applying(add: ["Work"], remove: ["HOME"], to: ["home", "shop"]) == ["shop", "Work"])
    }

    @Test func titleTagsLeaveTheTitle() throws {
        #expect(try TitleTags.split("Buy milk +shopping +home") == ("Buy milk", ["shopping", "home"]))
        #expect(try TitleTags.split("+home Buy milk").title.trimmingCharacters(in: .whitespaces) == "Buy milk")
        #expect(try TitleTags.split("Learn C++ and +=").tags.isEmpty)
        #expect(try TitleTags.split("Learn C++ and +=").title == "Learn C++ and +=")
        #expect(try TitleTags.split("a + b @ c").title == "a + b @ c")
        #expect(try TitleTags.split("Call +44 20 7946 +1m").tags.isEmpty)
    }

    @Test func oneRuleReadsTagsInTextPlusOrAtThenALetter() throws {
        #expect(
            try TitleTags.split("Call Ann @phone +work@office +dev/ops +C++ +C# mail bob@example.com")
                == ("Call Ann mail bob@example.com", ["phone", "work@office", "dev/ops", "C++", "C#"]))
        #expect(throws: TagError.invalidCharacter(tag: "a,b", character: ",")) { try TitleTags.split("Fix +a,b") }
        #expect(TagRules.reading("@home") == .success("home"))
        #expect(TagRules.reading("+44") == nil && TagRules.reading("@") == nil && TagRules.reading("C++") == nil)
        #expect(try TagRules.checked("@home") == "home")
        #expect(throws: TagError.startsWithSign(tag: "/ops", sign: "/")) { try TagRules.checked("/ops") }
    }

    @Test func priorityReadsWordsAndLetters() throws {
        #expect(try Priority.parse("high") == .high && Priority.parse("M") == .medium && Priority.parse(" l ") == .low)
        #expect(try Priority.parse("none") == nil)
        #expect(throws: PriorityError.unknown("urgent")) { try Priority.parse("urgent") }
        #expect(Priority.rank(.high) < Priority.rank(.low) && Priority.rank(nil) == 3)
    }

    @Test func aFilterReadsTagsAndFoldedWords() {
        let filter = ItemFilter(parsing: ["+Home", "Café", "e-mail", "+", "-"])
        #expect(filter.tags == ["home"])
        #expect(filter.words == ["cafe", "e-mail"])
        #expect(filter.text == "+home cafe e-mail")
        #expect(ItemFilter(parsing: "  ").isEmpty && ItemFilter(parsing: "- + !").isEmpty)
    }
}

import Testing

@testable import AppCore

/// The one rule for an item's number, which every front and Tab read it by.
@Suite struct ItemNumberTests {
    @Test(arguments: [
        ("3", Int64(3)), ("#3", 3), ("007", 7), ("#12", 12), ("9223372036854775807", Int64.max),
    ])
    func digitsOptionallyAfterTheMarkNameANumber(word: String, number: Int64) throws {
        #expect(try ItemNumber.read(word) == number)
    }

    @Test(arguments: [
        "", "#", "0", "#0", "-1", "+3", "3x", "1.5", "##3", " 3", "３", "١", "9223372036854775808",
        "99999999999999999999",
    ])
    func anythingElseIsNoNumberAndSaysWhereNumbersAreShown(word: String) {
        #expect(throws: ItemNumberError(word: word)) { try ItemNumber.read(word) }
        #expect(
            ItemNumberError(word: word).description
                == "\"\(word)\" is not an item number; numbers start at 1 and are shown on each item's row")
    }

    @Test func aLongWordIsShortenedInTheMessage() {
        let word = String(repeating: "x", count: 50)
        #expect(ItemNumberError(word: word).description.hasPrefix("\"\(String(repeating: "x", count: 40))…\" is not"))
    }

    @Test func aWordBeingTypedGivesItsMarkAndDigitsOrNothing() {
        #expect(ItemNumber.prefix("#1")?.mark == "#" && ItemNumber.prefix("#1")?.digits == "1")
        #expect(ItemNumber.prefix("12")?.mark == "" && ItemNumber.prefix("12")?.digits == "12")
        #expect(ItemNumber.prefix("")?.digits == "")
        #expect(ItemNumber.prefix("1a") == nil && ItemNumber.prefix("-1") == nil)
    }
}

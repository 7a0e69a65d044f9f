import Testing

@testable import TerminalText

/// The eight-bytes-at-a-time printable-ASCII test answers as the byte-by-byte one does,
/// wherever in a title the one odd byte sits.
@Suite struct PrintableASCIITests {
    @Test func everyByteAtEveryPlaceOfALongTitleIsJudgedAsItselfAlone() {
        let plain = Array("Water the plants, then call Ana about the".utf8)
        for odd in 0...255 {
            let byte = UInt8(odd)
            for place in [0, 3, 7, 8, 15, 16, 23, plain.count - 1] {
                var bytes = plain
                bytes[place] = byte
                let judged = bytes.withUnsafeBufferPointer(PrintableASCII.holds)
                #expect(judged == (byte >= 0x20 && byte < 0x7F), "byte \(odd) at \(place)")
            }
        }
    }

    @Test(arguments: ["", "a", "Pay rent", "exactly8", "Café with Ana", "tab\there", "del\u{7F}", "日本語のタスク"])
    func aTitleIsPrintableASCIIOnlyWhenEachOfItsBytesIs(title: String) {
        #expect(title.isPrintableASCII == title.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    }
}

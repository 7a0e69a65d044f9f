/// The item numbers that begin with the digits typed, as ranges of numbers in increasing
/// order: `12` is 12, then 120–129, then 1200–1299 and so on, up to the largest number.
/// Each range is one range of the primary key, so the store never reads the whole table.
enum ItemNumberPrefix {
    /// The ranges for `digits`, or none when the text cannot begin a number (not only ASCII
    /// digits, or a leading zero: numbers start at 1).
    static func ranges(_ digits: String) -> [ClosedRange<Int64>] {
        guard let first = digits.utf8.first, first != UInt8(ascii: "0"),
            digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            var lower = Int64(digits)
        else { return [] }
        var width: Int64 = 1
        var ranges: [ClosedRange<Int64>] = []
        while true {
            let (span, spanOverflow) = width.subtractingReportingOverflow(1)
            let (upper, upperOverflow) = lower.addingReportingOverflow(span)
            ranges.append(lower...(spanOverflow || upperOverflow ? Int64.max : upper))
            let (nextLower, lowerOverflow) = lower.multipliedReportingOverflow(by: 10)
            let (nextWidth, widthOverflow) = width.multipliedReportingOverflow(by: 10)
            if upperOverflow || lowerOverflow || widthOverflow { return ranges }
            lower = nextLower
            width = nextWidth
        }
    }
}

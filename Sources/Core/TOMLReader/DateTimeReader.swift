/// Checks the shape and ranges of TOML dates and times (RFC 3339 as TOML 1.0 uses it):
/// `1979-05-27`, `07:32:00.999`, `1979-05-27T07:32:00` and `1979-05-27 07:32:00-07:00`.
enum DateTimeReader {
    /// Which kind of date or time `token` is, or a message saying what is wrong with it.
    static func kind(of token: [UInt8]) -> Result<TOMLDateTime.Kind, DateTimeProblem> {
        let reader = Reader(token: token)
        return reader.read()
    }

    /// Whether `token` starts like a date or time rather than a number: it holds a ":" or
    /// starts with at least three digits followed by "-".
    static func looksLikeDateOrTime(_ token: [UInt8]) -> Bool {
        if token.contains(ASCII.colon) {
            return true
        }
        var digits = 0
        for byte in token {
            if ASCII.isDigit(byte) {
                digits += 1
            } else {
                return byte == ASCII.minus && digits >= 3
            }
        }
        return false
    }

    /// Whether `token` has the shape of a date, `YYYY-MM-DD`, and nothing more.
    static func isDateShaped(_ token: ArraySlice<UInt8>) -> Bool {
        guard token.count == 10 else { return false }
        for (offset, byte) in token.enumerated() {
            let wanted = offset == 4 || offset == 7
            if wanted ? byte != ASCII.minus : !ASCII.isDigit(byte) {
                return false
            }
        }
        return true
    }

    /// Why a token is not a date or time, in plain English.
    struct DateTimeProblem: Error {
        /// The message, naming the token.
        let message: String
    }

    /// A reader of one token.
    private struct Reader {
        let token: [UInt8]

        /// The byte at `offset`, or 0 past the end.
        func at(_ offset: Int) -> UInt8 {
            offset >= 0 && offset < token.count ? token[offset] : 0
        }

        /// The number written with exactly `count` digits at `offset`, or `nil`.
        func number(at offset: Int, digits count: Int) -> Int? {
            var value = 0
            for index in offset..<(offset + count) {
                let byte = at(index)
                guard ASCII.isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }

        /// A problem with the token.
        func problem(_ what: String, _ reason: String) -> DateTimeProblem {
            let text = quoted(String(decoding: token, as: UTF8.self))
            return DateTimeProblem(message: "\(text) is not a valid \(what): \(reason)")
        }

        func read() -> Result<TOMLDateTime.Kind, DateTimeProblem> {
            let hasDate = token.first(where: { !ASCII.isDigit($0) }) != ASCII.colon
            var index = 0
            if hasDate {
                if let problem = checkDate() {
                    return .failure(problem)
                }
                index = 10
                if index == token.count {
                    return .success(.localDate)
                }
                let separator = at(index)
                guard separator == 0x54 || separator == 0x74 || separator == ASCII.space else {
                    return .failure(
                        problem("date", "write a date as YYYY-MM-DD, and a date and time as 1979-05-27T07:32:00"))
                }
                index += 1
            }
            let what = hasDate ? "date and time" : "time of day"
            if let problem = checkTime(at: &index, what: what) {
                return .failure(problem)
            }
            if index == token.count {
                return .success(hasDate ? .localDateTime : .localTime)
            }
            guard hasDate else {
                return .failure(
                    problem(what, "a time of day cannot have a time zone; add a date, like 1979-05-27T07:32:00Z"))
            }
            if let problem = checkOffset(at: index) {
                return .failure(problem)
            }
            return .success(.offsetDateTime)
        }

        /// Checks `YYYY-MM-DD` at the start of the token.
        func checkDate() -> DateTimeProblem? {
            guard let year = number(at: 0, digits: 4), at(4) == ASCII.minus,
                let month = number(at: 5, digits: 2), at(7) == ASCII.minus,
                let day = number(at: 8, digits: 2), !ASCII.isDigit(at(10))
            else {
                return problem("date", "write dates as YYYY-MM-DD, for example 1979-05-27")
            }
            guard (1...12).contains(month) else {
                return problem("date", "the month must be from 01 to 12")
            }
            let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let lengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            let length = lengths.indices.contains(month - 1) ? lengths[month - 1] : 31
            guard (1...length).contains(day) else {
                let names = [
                    "January", "February", "March", "April", "May", "June", "July", "August", "September",
                    "October", "November", "December",
                ]
                let name = names.indices.contains(month - 1) ? names[month - 1] : "that month"
                let days = month == 2 ? "\(name) \(year) has days 01 to \(length)" : "\(name) has days 01 to \(length)"
                return problem("date", days)
            }
            return nil
        }

        /// Checks `HH:MM:SS` with an optional fraction at `index`, moving `index` past it.
        func checkTime(at index: inout Int, what: String) -> DateTimeProblem? {
            guard let hour = number(at: index, digits: 2), at(index + 2) == ASCII.colon,
                let minute = number(at: index + 3, digits: 2), at(index + 5) == ASCII.colon,
                let second = number(at: index + 6, digits: 2)
            else {
                return problem(what, "write times as HH:MM:SS with seconds, for example 07:32:00")
            }
            guard hour <= 23 else {
                return problem(what, "the hour must be from 00 to 23")
            }
            guard minute <= 59 else {
                return problem(what, "the minute must be from 00 to 59")
            }
            guard second <= 60 else {
                return problem(what, "the second must be from 00 to 59 (or 60 for a leap second)")
            }
            index += 8
            if at(index) == ASCII.dot {
                index += 1
                guard ASCII.isDigit(at(index)) else {
                    return problem(what, "a decimal point in a time must be followed by digits, like 07:32:00.5")
                }
                while ASCII.isDigit(at(index)) {
                    index += 1
                }
            }
            return nil
        }

        /// Checks the time zone offset at `index`, which must end the token: `Z` or `±HH:MM`.
        func checkOffset(at index: Int) -> DateTimeProblem? {
            let byte = at(index)
            if (byte == 0x5A || byte == 0x7A) && index + 1 == token.count {
                return nil
            }
            guard byte == ASCII.plus || byte == ASCII.minus,
                let hour = number(at: index + 1, digits: 2), at(index + 3) == ASCII.colon,
                let minute = number(at: index + 4, digits: 2), index + 6 == token.count
            else {
                return problem(
                    "date and time", "a time zone must be Z or an offset like +09:00 or -07:30, right after the time")
            }
            guard hour <= 23, minute <= 59 else {
                return problem("date and time", "a time zone offset must be between -23:59 and +23:59")
            }
            return nil
        }
    }
}

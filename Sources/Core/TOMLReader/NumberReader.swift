/// Reads TOML integers and floats from the text of one token, such as `-1_000`, `0xFF`, `6.02e23` or `inf`.
enum NumberReader {
    /// The integer or float `token` spells, or a message saying why it is not a number.
    static func value(of token: [UInt8]) -> Result<TOMLValue, NumberProblem> {
        var reader = Reader(token: token)
        do {
            return .success(try reader.read())
        } catch {
            return .failure(error)
        }
    }

    /// Why a token is not a number, in plain English.
    struct NumberProblem: Error {
        /// The message, naming the token.
        let message: String
    }

    /// A cursor over one token.
    private struct Reader {
        let token: [UInt8]
        var index = 0

        init(token: [UInt8]) {
            self.token = token
        }

        /// The byte at `offset`, or 0 past the end.
        func at(_ offset: Int) -> UInt8 {
            offset >= 0 && offset < token.count ? token[offset] : 0
        }

        /// The token in quotes, for messages.
        var shown: String { quoted(String(decoding: token, as: UTF8.self)) }

        /// A problem with the token.
        func problem(_ reason: String) -> NumberProblem {
            NumberProblem(message: "\(shown) is not a valid number: \(reason)")
        }

        /// Whether the token from `index` on is exactly `word`.
        func rest(is word: String) -> Bool {
            token.count - index == word.utf8.count && zip(token[index...], word.utf8).allSatisfy { $0 == $1 }
        }

        mutating func read() throws(NumberProblem) -> TOMLValue {
            var negative = false
            var signed = false
            if at(0) == ASCII.plus || at(0) == ASCII.minus {
                signed = true
                negative = at(0) == ASCII.minus
                index = 1
            }
            if rest(is: "inf") {
                return .float(negative ? -Double.infinity : Double.infinity)
            }
            if rest(is: "nan") {
                return .float(negative ? -Double.nan : Double.nan)
            }
            if at(index) == 0x30, let radix = Self.radix(of: at(index + 1)) {
                if signed {
                    throw problem("a hexadecimal, octal or binary number cannot have a sign")
                }
                index += 2
                return .integer(try readRadixInteger(radix))
            }
            let integerStart = index
            guard try skipDigits(ASCII.isDigit) else {
                throw problem(
                    at(index) == ASCII.dot
                        ? "a decimal point must have a digit on each side, like 0.5"
                        : signed ? "a digit must follow the sign" : "a number must start with a digit")
            }
            if at(integerStart) == 0x30 && index - integerStart > 1 {
                throw problem("leading zeros are not allowed (write 0o17 for an octal number)")
            }
            var isFloat = false
            if at(index) == ASCII.dot {
                isFloat = true
                index += 1
                guard try skipDigits(ASCII.isDigit) else {
                    throw problem("a decimal point must have a digit on each side, like 3.0")
                }
            }
            if at(index) == 0x65 || at(index) == 0x45 {
                isFloat = true
                index += 1
                if at(index) == ASCII.plus || at(index) == ASCII.minus {
                    index += 1
                }
                guard try skipDigits(ASCII.isDigit) else {
                    throw problem("an exponent must have digits, like 1e6 or 2.5E-3")
                }
            }
            guard index == token.count else {
                throw problem("it cannot contain \(quoted(String(Unicode.Scalar(at(index)))))")
            }
            return isFloat ? .float(try floatValue()) : .integer(try decimalInteger(negative: negative))
        }

        /// The radix a `0x`, `0o` or `0b` prefix names.
        static func radix(of letter: UInt8) -> Int64? {
            switch letter {
            case 0x78: 16
            case 0x6F: 8
            case 0x62: 2
            default: nil
            }
        }

        /// Steps over digits with single underscores between them; `false` if there is no digit.
        mutating func skipDigits(_ isDigit: (UInt8) -> Bool) throws(NumberProblem) -> Bool {
            guard isDigit(at(index)) else {
                if at(index) == ASCII.underscore {
                    throw problem("each \"_\" must be between two digits")
                }
                return false
            }
            index += 1
            while true {
                if isDigit(at(index)) {
                    index += 1
                } else if at(index) == ASCII.underscore {
                    guard isDigit(at(index + 1)) else {
                        throw problem("each \"_\" must be between two digits")
                    }
                    index += 1
                } else {
                    return true
                }
            }
        }

        /// Reads the digits after `0x`, `0o` or `0b`.
        mutating func readRadixInteger(_ radix: Int64) throws(NumberProblem) -> Int64 {
            let start = index
            let name = radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary"
            let isDigit: (UInt8) -> Bool = { byte in
                guard let value = hexDigitValue(byte) else { return false }
                return Int64(value) < radix
            }
            let digits = radix == 16 ? "0-9 and A-F" : radix == 8 ? "0-7" : "0 and 1"
            guard try skipDigits(isDigit), index == token.count else {
                throw problem("a \(name) number may hold only the digits \(digits), with single \"_\" between them")
            }
            var value: Int64 = 0
            for byte in token[start...] where byte != ASCII.underscore {
                let digit = Int64(hexDigitValue(byte) ?? 0)
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                let (sum, overflow2) = shifted.addingReportingOverflow(digit)
                if overflow || overflow2 {
                    throw NumberProblem(message: "\(shown) is too large: the largest integer is 0x7FFFFFFFFFFFFFFF")
                }
                value = sum
            }
            return value
        }

        /// The value of the decimal integer (already checked), refusing values beyond 64 bits.
        func decimalInteger(negative: Bool) throws(NumberProblem) -> Int64 {
            var value: Int64 = 0
            for byte in token where ASCII.isDigit(byte) {
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = shifted.subtractingReportingOverflow(Int64(byte - 0x30))
                if overflow || overflow2 {
                    throw tooLarge(negative: negative)
                }
                value = sum
            }
            if negative {
                return value
            }
            let (positive, overflow) = Int64(0).subtractingReportingOverflow(value)
            if overflow {
                throw tooLarge(negative: false)
            }
            return positive
        }

        /// The problem of an integer outside the 64-bit range.
        func tooLarge(negative: Bool) -> NumberProblem {
            let limit = negative ? "the smallest integer is \(Int64.min)" : "the largest integer is \(Int64.max)"
            return NumberProblem(message: "\(shown) is too \(negative ? "small" : "large"): \(limit)")
        }

        /// The value of the float (already checked), refusing ones too long or too large for a `Double`.
        func floatValue() throws(NumberProblem) -> Double {
            guard token.count <= TOMLLimits.maximumNumberLength else {
                throw NumberProblem(
                    message: "this number is too long: at most \(TOMLLimits.maximumNumberLength) characters are read")
            }
            let digits = String(decoding: token.lazy.filter { $0 != ASCII.underscore }, as: UTF8.self)
            guard let value = Double(digits) else {
                throw problem("it is not a floating-point number")
            }
            guard value.isFinite else {
                throw NumberProblem(message: "\(shown) is too large for a 64-bit floating-point number")
            }
            return value
        }
    }
}

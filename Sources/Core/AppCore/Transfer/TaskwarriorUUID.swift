import Foundation

/// Reads a uuid as Taskwarrior writes it (`58053413-5a6b-4f3c-9a1e-0123456789ab`, either
/// case), without the C library's `sscanf` that `UUID(uuidString:)` costs.
enum TaskwarriorUUID {
    /// The uuid `text` spells, and the same in lower case; `nil` when it is not 8-4-4-4-12
    /// hexadecimal digits.
    static func parse(_ text: String) -> (uuid: UUID, lowercased: String)? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var lower: [UInt8] = []
        lower.reserveCapacity(36)
        var nibbles = 0
        var ok = true
        withUnsafeMutableBytes(of: &raw) { out in
            for (offset, byte) in utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard byte == UInt8(ascii: "-") else {
                        ok = false
                        return
                    }
                    lower.append(byte)
                    continue
                }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default:
                    ok = false
                    return
                }
                lower.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                out[nibbles / 2] |= nibbles % 2 == 0 ? digit << 4 : digit
                nibbles += 1
            }
        }
        guard ok else { return nil }
        return (UUID(uuid: raw), String(decoding: lower, as: UTF8.self))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Foundation
#endif

/// The process's environment variables, read straight from `environ`.
///
/// Foundation's `ProcessInfo.processInfo.environment` gives the same dictionary at some
/// 1.6 M instructions, a sixth of a one-shot command's budget (Docs/Performance.md).
enum ProcessEnvironment {
    /// Every variable, by name; where a name appears twice, the first one counts (as with
    /// `getenv`). Bytes that are not UTF-8 are replaced, as Foundation replaces them.
    static func variables() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
            return environment()
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
        /// The variables read from the C library's `environ`.
        private static func environment() -> [String: String] {
            var variables: [String: String] = [:]
            // `environ` is NULL after `clearenv()`.
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
            guard var entry = start else { return variables }
            while let pointer = entry.pointee {
                let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
                if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(decoding: bytes[..<equals], as: UTF8.self)
                    if variables[name] == nil {
                        variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                    }
                }
                entry += 1
            }
            return variables
        }
    #endif
}

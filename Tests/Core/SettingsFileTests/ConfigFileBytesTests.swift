import Foundation
import SettingsFile
import TestSupport
import Testing

/// The settings file is read only from a regular file of at most 1 MB: anything else is
/// refused with a message, without waiting on it or reading it.
@Suite struct ConfigFileBytesTests {
    let temporary: TemporaryDirectory
    var folder: String { temporary.path }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    /// The problem reading the file at `path` gives, if any.
    func problem(reading path: String) -> ConfigFileError.Problem? {
        do {
            _ = try ConfigFileBytes.read(at: path)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func aMissingFileOrAMissingFolderOnTheWayIsNoFile() throws {
        #expect(try ConfigFileBytes.read(at: "\(folder)/config.toml") == nil)
        #expect(try ConfigFileBytes.read(at: "\(folder)/todo/config.toml") == nil)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/dangling", withDestinationPath: "\(folder)/none")
        #expect(try ConfigFileBytes.read(at: "\(folder)/dangling") == nil)
    }

    @Test func aRegularFileIsReadWholeThroughASymbolicLink() throws {
        try "color = \"never\"\n".write(toFile: "\(folder)/real.toml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/config.toml", withDestinationPath: "real.toml")
        #expect(try ConfigFileBytes.read(at: "\(folder)/config.toml") == Array("color = \"never\"\n".utf8))
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        #expect(mkfifo("\(folder)/config.toml", 0o600) == 0)
        #expect(problem(reading: "\(folder)/config.toml") == .notAFile(.namedPipe))
    }

    @Test func aDeviceAFolderAndASocketAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/zero", withDestinationPath: "/dev/zero")
        #expect(problem(reading: "\(folder)/zero") == .notAFile(.device))
        #expect(problem(reading: "/dev/null") == .notAFile(.device))
        #expect(problem(reading: folder) == .notAFile(.folder))
        let socket = try UnixSocket(path: "\(folder)/socket")
        #expect(problem(reading: socket.path) == .notAFile(.socket))
    }

    @Test func aFileOfOneMegabyteIsReadAndOneByteMoreIsRefused() throws {
        let path = "\(folder)/config.toml"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: ConfigFileBytes.limit)))
        #expect(try ConfigFileBytes.read(at: path)?.count == ConfigFileBytes.limit)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(ConfigFileBytes.limit + 1))
        try handle.close()
        #expect(problem(reading: path) == .tooLarge(bytes: ConfigFileBytes.limit + 1))
    }

    @Test func aFileThatCannotBeOpenedGivesTheSystemsReason() throws {
        guard getuid() != 0 else { return }  // root reads anything
        let path = "\(folder)/config.toml"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o000]))
        #expect(problem(reading: path) == .unreadable("Permission denied"))
    }
}

/// A listening Unix socket at a path, closed when dropped.
private final class UnixSocket {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    deinit { close(descriptor) }
}

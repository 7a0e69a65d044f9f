import Foundation

/// The glibc calls for pseudo-terminals that Swift's Glibc module does not import: the C
/// headers declare them only under _XOPEN_SOURCE or _GNU_SOURCE, which the module is not
/// built with. They are looked up by name in the C library this process has loaded.
struct PseudoTerminalCalls {
    /// `posix_openpt`: opens a new master side.
    let openMaster: @convention(c) (Int32) -> Int32
    /// `grantpt`: gives the slave side to this user.
    let grant: @convention(c) (Int32) -> Int32
    /// `unlockpt`: lets the slave side be opened.
    let unlock: @convention(c) (Int32) -> Int32
    /// `ptsname_r`: the slave side's path, into a buffer of the given size.
    let slaveName: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later; spawn.h declares it only under
    /// _GNU_SOURCE): the child starts a new session before its file actions run.
    static let spawnNewSession: Int32 = 0x80

    init() throws {
        guard let library = dlopen(nil, RTLD_NOW) else { throw BenchError("cannot look into the C library") }
        defer { dlclose(library) }
        func find<Function>(_ name: String, as type: Function.Type) throws -> Function {
            guard let symbol = dlsym(library, name) else { throw BenchError("the C library has no \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
        openMaster = try find("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try find("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try find("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        slaveName = try find("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    }
}

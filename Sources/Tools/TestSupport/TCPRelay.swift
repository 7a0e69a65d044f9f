import Foundation

/// A TCP relay on loopback between a client and a server, which a test can break the way
/// networks and servers break: ``stopAccepting()`` refuses new connections (the server is
/// not there to connect to again), ``cut()`` also ends the open ones (the server stopped),
/// ``restore()`` forwards again (it is back), and ``silence()`` keeps connections open
/// while nothing goes through either way (a server or network that stopped answering).
public final class TCPRelay: @unchecked Sendable {
    /// Why the relay could not be set up.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The port clients connect to.
    public private(set) var port: UInt16 = 0
    private let targetPort: UInt16
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var acceptorEnded = DispatchSemaphore(value: 0)
    private var connections: [RelayedConnection] = []
    private var silent = false

    /// Starts relaying from a new loopback port to `targetPort` on loopback.
    public init(forwardingTo targetPort: Int) throws {
        self.targetPort = UInt16(targetPort)
        try listen(on: 0)
    }

    deinit {
        cut()
    }

    /// Ends every connection and refuses new ones, as a stopped server does.
    public func cut() {
        stopAccepting()
        let open = lock.withLock {
            defer { connections = [] }
            return connections
        }
        for connection in open { connection.end() }
    }

    /// Refuses new connections; the open ones go on.
    public func stopAccepting() {
        let (listening, ended) = lock.withLock {
            defer { listener = -1 }
            return (listener, acceptorEnded)
        }
        guard listening >= 0 else { return }
        shutdown(listening, Int32(SHUT_RDWR))
        ended.wait()
    }

    /// Accepts and forwards connections again, on the same port; connections that were
    /// silenced (their bytes were lost) are ended.
    public func restore() throws {
        let (silenced, listening) = lock.withLock {
            defer {
                if silent { connections = [] }
                silent = false
            }
            return (silent ? connections : [], listener >= 0)
        }
        for connection in silenced { connection.end() }
        if !listening { try listen(on: port) }
    }

    /// From now on nothing goes through, on open connections or new ones; both stay open.
    public func silence() {
        let open = lock.withLock {
            silent = true
            return connections
        }
        for connection in open { connection.silence() }
    }

    private func listen(on wanted: UInt16) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: wanted)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(socket, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw Failure(description: "cannot listen on port \(wanted): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        let ended = DispatchSemaphore(value: 0)
        lock.withLock {
            port = UInt16(bigEndian: address.sin_port)
            listener = socket
            acceptorEnded = ended
        }
        Thread.detachNewThread { [weak self] in
            // The listening socket is closed only once stopAccepting() shut it down, so that
            // its number is never shut down again after it was reused.
            while true {
                let client = accept(socket, nil, nil)
                guard let self else {
                    // The relay is going away (its deinit shut the socket down).
                    if client >= 0 { close(client) }
                    break
                }
                if client >= 0 {
                    self.relay(client)
                } else if self.lock.withLock({ self.listener != socket }) {
                    break
                } else {
                    usleep(1_000)
                }
            }
            close(socket)
            ended.signal()
        }
    }

    private func relay(_ client: Int32) {
        let server = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: targetPort)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard server >= 0, connected == 0 else {
            if server >= 0 { close(server) }
            close(client)
            return
        }
        let connection = RelayedConnection(client: client, server: server)
        let silent = lock.withLock {
            connections.append(connection)
            return self.silent
        }
        if silent { connection.silence() }
        connection.start()
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }
}

/// One client's connection through the relay: two threads copying bytes, one each way,
/// unless the relay is silent (then what arrives is read and dropped).
private final class RelayedConnection: @unchecked Sendable {
    private let client: Int32
    private let server: Int32
    private let lock = NSLock()
    private var silent = false
    private var running = 2
    private var closed = false

    init(client: Int32, server: Int32) {
        self.client = client
        self.server = server
    }

    func start() {
        Thread.detachNewThread { self.pump(from: self.client, to: self.server) }
        Thread.detachNewThread { self.pump(from: self.server, to: self.client) }
    }

    func silence() {
        lock.withLock { silent = true }
    }

    /// Ends both sides; the pumps close the sockets when they have both stopped. Never
    /// touches a socket after it was closed: its number may belong to another by then.
    func end() {
        lock.withLock {
            guard !closed else { return }
            shutdown(client, Int32(SHUT_RDWR))
            shutdown(server, Int32(SHUT_RDWR))
        }
    }

    private func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        copying: while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if lock.withLock({ silent }) { continue }
            var offset = 0
            while offset < count {
                let sent = buffer.withUnsafeBytes {
                    send(destination, $0.baseAddress.map { $0 + offset }, count - offset, Int32(MSG_NOSIGNAL))
                }
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { break copying }
                offset += sent
            }
        }
        end()
        lock.withLock {
            running -= 1
            guard running == 0 else { return }
            closed = true
            close(client)
            close(server)
        }
    }
}

import Glibc
import TaskDraftKit

/// A listening TCP socket, and the connections it accepts.
final class HTTPListener: @unchecked Sendable {
    typealias Failure = HTTPServerFailure

    let fd: Int32
    /// The address bound, with the port the kernel chose when 0 was asked.
    let address: BindAddress

    init(_ requested: BindAddress, backlog: Int32 = 128) throws(Failure) {
        let domain = requested.family == .ipv4 ? AF_INET : AF_INET6
        // Non-blocking: a connection that is reset between `poll` saying it is there and
        // `accept` taking it must not leave `accept` waiting for the next one (and `stop` unheard).
        let fd = socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw Failure(.socket, SystemError(errno)) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound = requested
        let result: Int32
        switch requested.family {
        case .ipv4:
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(requested.port.bigEndian)
            inet_pton(AF_INET, requested.host, &address.sin_addr)
            result = Self.bind(fd, &address)
            if result == 0 { bound.port = UInt16(bigEndian: address.sin_port) }
        case .ipv6:
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(requested.port.bigEndian)
            inet_pton(AF_INET6, requested.host, &address.sin6_addr)
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size))
            result = Self.bind(fd, &address)
            if result == 0 { bound.port = UInt16(bigEndian: address.sin6_port) }
        }
        guard result == 0, listen(fd, backlog) == 0 else {
            let reason = SystemError(errno)
            close(fd)
            throw Failure(.listen(requested), reason)
        }
        self.fd = fd
        address = bound
    }

    deinit { close(fd) }

    /// Binds `fd` to `address` (a `sockaddr_in` or `sockaddr_in6`) and, once bound, reads the
    /// address back into it, so a port of 0 becomes the one the kernel chose; bind(2)'s result.
    private static func bind<Address>(_ fd: Int32, _ address: inout Address) -> Int32 {
        let size = socklen_t(MemoryLayout<Address>.size)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, size) }
        }
        guard result == 0 else { return result }
        var length = size
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return result
    }

    /// The next connection, or nil when none came within `milliseconds` (or `stop` woke us).
    func accept(milliseconds: Int32, stop: Int32) -> Int32? {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, milliseconds)
        guard ready > 0, fds[0].revents & Int16(POLLIN) != 0 else { return nil }
        // Accepted sockets block (Linux does not pass O_NONBLOCK on); every read and write on
        // them polls against a deadline anyway. (Glibc's module leaves out accept4, a GNU extension.)
        let client = Glibc.accept(fd, nil, nil)
        guard client >= 0 else {
            // Out of descriptors (or memory): the pending connection stays queued and `poll`
            // would wake at once again; a pause keeps that from spinning a core.
            if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
            return nil
        }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        // Small answers go out at once rather than waiting on Nagle's algorithm for more.
        var yes: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        return client
    }
}

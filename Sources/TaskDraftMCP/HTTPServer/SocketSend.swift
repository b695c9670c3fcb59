import Glibc

/// Writing to a connection without ever blocking past a deadline: a peer that stops reading
/// (its receive window full) costs the server at most the deadline, never a thread for good.
enum SocketSend {
    /// Sends every byte of `bytes` by `deadline`; false when the peer stopped reading, went
    /// away, or the deadline passed first.
    static func all(_ bytes: [UInt8], to fd: Int32, by deadline: Deadline) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if n > 0 {
                offset += n
                continue
            }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let left = deadline.remainingMilliseconds()
            if left == 0 || poll(&descriptor, 1, left) <= 0 { return false }
        }
        return true
    }
}

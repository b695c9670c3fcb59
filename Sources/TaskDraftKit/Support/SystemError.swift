import Glibc

/// An error number the operating system gave (`errno`), as a message: its English is glibc's
/// `strerror` (the program runs in the C locale), its other wordings come from the number,
/// never from that text.
public struct SystemError: LocalizedText, Equatable, Hashable {
    public let code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The error numbers the catalogues word; any other number reads as glibc words it.
    public static let samples: [SystemError] = [
        ENOENT, EACCES, EISDIR, ENOTDIR, ENOSPC, EROFS, EEXIST, EMFILE, EIO, EDQUOT, ENAMETOOLONG, EPERM, ELOOP, ENODEV,
        EBADF, ENOMEM, EINVAL, EPIPE, ECONNREFUSED, EADDRINUSE, EADDRNOTAVAIL,
    ].map(SystemError.init)
}

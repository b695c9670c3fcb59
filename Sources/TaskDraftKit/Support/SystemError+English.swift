import Glibc

extension SystemError {
    public var english: String { String(cString: strerror(code)) }
}

import Glibc

/// argv as the kernel hands it over: bytes. The standard library's `CommandLine.arguments`
/// replaces bytes that are not UTF-8 with U+FFFD, which would store a different title than
/// the one typed; here such an argument is a usage error naming it, and a leading byte order
/// mark (pasted from a file) is dropped, as the import and `draft` readers drop it.
enum CommandLineBytes {
    static func arguments(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) throws(UsageError) -> [String] {
        var arguments: [String] = []
        arguments.reserveCapacity(max(0, count - 1))
        for index in 1..<max(1, count) {
            guard let pointer = argv[index] else { break }
            let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
            // The NUL ends the comparison early: a shorter argument is not read past.
            let hasByteOrderMark = bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            guard let text = String(validatingCString: hasByteOrderMark ? pointer + 3 : pointer) else {
                throw UsageError(.usage(.notUTF8Argument(index)), argumentIndex: index - 1)
            }
            arguments.append(text)
        }
        return arguments
    }
}

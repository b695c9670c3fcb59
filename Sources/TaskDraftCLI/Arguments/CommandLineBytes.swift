import Glibc

/// argv as the kernel hands it over: bytes. The standard library's `CommandLine.arguments`
/// replaces bytes that are not UTF-8 with U+FFFD, which would store a different title than
/// the one typed; here such an argument is a usage error naming it, and a leading byte order
/// mark (pasted from a file) is dropped, as the import and `draft` readers drop it.
enum CommandLineBytes {
    static func arguments(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) -> Result<[String], UsageError> {
        var arguments: [String] = []
        arguments.reserveCapacity(max(0, count - 1))
        for index in 1..<max(1, count) {
            guard let pointer = argv[index] else { break }
            var bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(pointer))[...]
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(UsageError(.notUTF8Argument(index), argumentIndex: index - 1))
            }
            arguments.append(text)
        }
        return .success(arguments)
    }
}

import Glibc
import CProcessArguments
import Testing

/// The argument vector ProcessArguments.c hands the standard library in release builds. Here (a
/// debug build, the standard library shared) `CommandLine` still asks the runtime's own copy,
/// which found the vector its own way, so the two must agree.
@Suite(.serialized) struct ProcessArgumentsTests {
    private func currentArguments() -> [String] {
        var count: Int32 = -1
        let argv = _swift_stdlib_getUnsafeArgvArgc(&count)
        let arguments = (0..<Int(count)).map { String(cString: argv[$0]!) }
        #expect(argv[Int(count)] == nil, "the vector ends in a null pointer")
        return arguments
    }

    @Test func theConstructorRecordsTheVectorTheRuntimeFinds() {
        let arguments = currentArguments()
        #expect(!arguments.isEmpty)
        #expect(arguments == CommandLine.arguments)
    }

    @Test func anOverrideWinsUntilItIsTakenBack() {
        let process = currentArguments()
        let first = strdup("taskdraft")!, second = strdup("--version")!
        defer { free(first); free(second) }
        var vector: [UnsafeMutablePointer<CChar>?] = [first, second, nil]
        vector.withUnsafeMutableBufferPointer { buffer in
            _swift_stdlib_overrideUnsafeArgvArgc(buffer.baseAddress, 2)
            var count: Int32 = 0
            #expect(_swift_stdlib_getUnsafeArgvArgc(&count) == buffer.baseAddress)
            #expect(count == 2)
            #expect(currentArguments() == ["taskdraft", "--version"])
            _swift_stdlib_overrideUnsafeArgvArgc(nil, 0)
        }
        #expect(currentArguments() == process)
    }
}

import Foundation

/// The real llama.cpp `llama-server` (SmolLM2-135M-Instruct) that `make test` starts on
/// 127.0.0.1 and names in `TASKDRAFT_LLAMA_URL`. Without it, the suites that need it are
/// skipped, and say so loudly on stderr once.
public enum LlamaPeer {
    public static let variable = "TASKDRAFT_LLAMA_URL"

    /// The server's base URL (`http://127.0.0.1:PORT/v1`), or nil.
    public static let url: String? = {
        let value = ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        if value == nil {
            let banner = String(repeating: "!", count: 78)
            FileHandle.standardError.write(Data("""
                \(banner)
                !! \(variable) is not set: the tests against the real llama-server are SKIPPED.
                !! Run `make test` (or scripts/test.sh), which builds, starts and names the server.
                \(banner)

                """.utf8))
        }
        return value
    }()

    public static var available: Bool { url != nil }
}

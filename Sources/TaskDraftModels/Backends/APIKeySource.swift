import Glibc
import TaskDraftKit

/// Where a backend's API key comes from: an environment variable, or a file only its owner
/// can read (mode 0600 or 0400). The key is read when a request's header is built and held
/// nowhere else, so no stored configuration or error can print it.
public struct APIKeySource: Sendable {
    public let variable: String?
    public let file: String?
    let environment: Environment

    public init(variable: String?, file: String?, environment: Environment) {
        self.variable = variable
        self.file = file
        self.environment = environment
    }

    public enum Lookup: Sendable, Equatable {
        /// The backend takes no key (a local server).
        case notNeeded
        case key(String)
        /// A key is configured but cannot be had; the text says why (never the key).
        case missing(String)
    }

    public var isConfigured: Bool { variable != nil || file != nil }

    public func lookup() -> Lookup {
        if let variable {
            if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty { return .key(value) }
            if file == nil { return .missing("\(variable) is not set") }
        }
        guard let file else { return .notNeeded }
        let path = expanded(file)
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing("key file \(file) cannot be read: \(String(cString: strerror(errno)))") }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            return .missing("key file \(file) is mode \(String(mode, radix: 8)); it must be 0600 (chmod 600 \(file))")
        }
        guard info.st_uid == getuid() else { return .missing("key file \(file) belongs to another user") }
        guard let text = try? FileSystem.readText(path) else { return .missing("key file \(file) cannot be read") }
        let key = text.trimmingWhitespace()
        return key.isEmpty ? .missing("key file \(file) is empty") : .key(key)
    }

    /// What `backend --explain` says about the key, without it.
    public var summary: String {
        switch lookup() {
        case .notNeeded: return "no key needed"
        case .key: return variable.flatMap { environment[$0] != nil ? "key from $\($0)" : nil } ?? "key from \(file ?? "file")"
        case .missing(let why): return "no key: \(why)"
        }
    }

    private func expanded(_ path: String) -> String {
        path.hasPrefix("~/") ? environment.home + String(path.dropFirst(1)) : path
    }
}

/// Removes a key from text a server sent back (some echo the request's headers in errors),
/// before that text reaches an error message, the log or the terminal.
public enum KeyRedaction {
    public static func redact(_ text: String, key: String?) -> String {
        guard let key, key.count >= 4, text.contains(key) else { return text }
        return text.replacingOccurrences(of: key, with: "[redacted]")
    }
}

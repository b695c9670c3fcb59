import TaskDraftKit

/// config.json's `"sync"`: the CalDAV server `taskdraft sync` talks to. The password comes
/// from an environment variable or a 0600 file, as API keys do, and is looked up only when
/// a sync runs.
public struct SyncSettings: Sendable, Hashable {
    public var url: String
    public var username: String?
    public var passwordEnv: String?
    public var passwordFile: String?
    /// A collection URL or path, or a display name; nil takes the first that holds tasks.
    public var collection: String?

    public static let keys: Set<String> = ["url", "username", "password_env", "password_file", "collection"]

    public init(url: String, username: String? = nil, passwordEnv: String? = nil, passwordFile: String? = nil,
                collection: String? = nil) {
        self.url = url
        self.username = username
        self.passwordEnv = passwordEnv
        self.passwordFile = passwordFile
        self.collection = collection
    }

    public func passwordSource(_ environment: Environment) -> APIKeySource {
        APIKeySource(variable: passwordEnv, file: passwordFile, environment: environment)
    }
}

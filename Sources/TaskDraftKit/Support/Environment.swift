import Glibc

/// Environment variables and the XDG base directories, read with glibc.
public struct Environment: Sendable {
    /// Fixed values (tests), or nil to read the process environment on demand.
    private let values: [String: String]?

    public init(_ values: [String: String]) { self.values = values }

    private init() { values = nil }

    /// The process environment. Variables are read with getenv when asked for: a run reads a
    /// handful of the environment's variables, so none is copied that is not asked for.
    public static func current() -> Environment { Environment() }

    /// A variable's value; unset and empty are the same.
    public subscript(name: String) -> String? {
        let value: String?
        if let values {
            value = values[name]
        } else {
            value = getenv(name).map { String(cString: $0) }
        }
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    public var home: String { self["HOME"] ?? "/" }

    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public var dataHome: String { self["XDG_DATA_HOME"] ?? home + "/.local/share" }
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    public var configHome: String { self["XDG_CONFIG_HOME"] ?? home + "/.config" }
    /// `$XDG_STATE_HOME`, else `~/.local/state`.
    public var stateHome: String { self["XDG_STATE_HOME"] ?? home + "/.local/state" }
}

import Glibc

/// Environment variables and the XDG base directories, read with glibc.
public struct Environment: Sendable {
    public var values: [String: String]

    public init(_ values: [String: String]) { self.values = values }

    /// The process environment, read once.
    public static func current() -> Environment {
        var values: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                values[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            pointer += 1
        }
        return Environment(values)
    }

    public subscript(name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
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

import TaskDraftKit

/// Picks the drafting backend for a session and explains the choice.
public enum SessionFactory {
    /// The chosen backend, what would be tried after it, and why.
    public struct Choice: Sendable {
        public let model: any LanguageModel
        public let fallbacks: [any LanguageModel]
        /// Each rule considered, in order, as a sentence.
        public let reasons: [String]
        public let forced: Bool
    }

    public struct UnknownBackend: Error, CustomStringConvertible {
        public let name: String
        public let known: [String]
        public var description: String {
            "unknown backend \"\(name)\" (known: \(known.joined(separator: ", ")))"
        }
    }

    public static func choose(configuration: Configuration, region: Region, forced: String?) throws(UnknownBackend) -> Choice {
        let builtin = BuiltinModel()
        let known = ["builtin"] + configuration.backends.map(\.name)
        if let forced {
            guard known.contains(forced) else { throw UnknownBackend(name: forced, known: known) }
            if forced == "builtin" {
                return Choice(model: builtin, fallbacks: [], reasons: ["backend forced: builtin"], forced: true)
            }
        }
        // HTTP backends arrive with their own issue; until then every session drafts built-in.
        var reasons = ["region: \(region)"]
        if configuration.backends.isEmpty {
            reasons.append("no HTTP backends configured: builtin")
        } else {
            reasons.append("HTTP backends are not available in this build: builtin")
        }
        return Choice(model: builtin, fallbacks: [], reasons: reasons, forced: forced != nil)
    }
}

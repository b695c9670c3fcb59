import TaskDraftKit

/// Who is calling and what their client can do, for one request: from the `initialize`
/// handshake, or from the request's own `_meta` in the stateless generation.
public struct ClientContext: Sendable, Hashable {
    public enum Generation: Sendable, Hashable {
        case handshake(version: String)
        case stateless(version: String)

        public var version: String {
            switch self {
            case .handshake(let v), .stateless(let v): return v
            }
        }

        public var isStateless: Bool {
            if case .stateless = self { return true }
            return false
        }
    }

    public var generation: Generation
    /// The client's self-reported name (`claude-code`), cleaned for logs and the audit.
    public var clientName: String
    public var clientVersion: String?
    /// Whether the client can put a form in front of its user (elicitation in form mode).
    public var canElicitForms: Bool

    public init(generation: Generation, clientName: String, clientVersion: String? = nil, canElicitForms: Bool) {
        self.generation = generation
        self.clientName = clientName
        self.clientVersion = clientVersion
        self.canElicitForms = canElicitForms
    }

    /// The longest client name kept; the rest is cut so a client cannot flood the audit log.
    static let maximumNameLength = 64
    static let nameLimit = TextLimit(characters: maximumNameLength)

    /// A client name fit for the audit log: printable, without `#` (which separates the
    /// session), never empty.
    static func cleanName(_ raw: String?) -> String {
        // C0, DEL, C1 and bidi controls: the name is shown to the person in a delete question.
        let kept = (raw ?? "").unicodeScalars.filter { !$0.isControlCharacter && !$0.isBidiControl && $0 != "#" }
        var name = String(String.UnicodeScalarView(kept)).trimmingWhitespace()
        name = nameLimit.clipped(name)
        return name.isEmpty ? "unknown-client" : name
    }

    /// Reads `capabilities.elicitation`: present means forms, unless it names only other modes
    /// (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation#capabilities).
    static func formElicitation(in capabilities: JSONObject?) -> Bool {
        guard case .object(let elicitation)? = capabilities?["elicitation"] else { return false }
        return elicitation.members.isEmpty || elicitation["form"] != nil
    }
}

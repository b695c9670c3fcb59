/// A bearer token a person made for an agent (`taskdraft tokens add NAME --scope …`).
///
/// The token itself is shown once, when it is made; the database keeps only its SHA-256, so
/// a copy of the file (a backup, a synced disk) lets nobody in. The name is what the audit,
/// the logs and the inbox show; the token never appears anywhere after it is printed.
public struct AgentToken: Sendable, Hashable {
    public var name: String
    public var scope: AgentScope
    public var createdAt: Instant
    public var lastUsedAt: Instant?
    public var revokedAt: Instant?

    public init(name: String, scope: AgentScope, createdAt: Instant, lastUsedAt: Instant? = nil, revokedAt: Instant? = nil) {
        self.name = name
        self.scope = scope
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.revokedAt = revokedAt
    }

    public var isRevoked: Bool { revokedAt != nil }

    /// Every token starts so, which lets a secret scanner (and a person) recognise one.
    public static let prefix = "tdk_"
    /// Random bytes in a token: 256 bits, far beyond guessing at any rate a server allows.
    static let secretBytes = 32
    /// The longest name kept: a label, not a sentence (`problem(withName:)` says the number).
    public static let maximumNameLength = 64

    /// A new secret: the prefix and 64 hex digits from the kernel's generator.
    public static func makeSecret() -> String {
        prefix + RandomID.hexString(RandomID.randomBytes(secretBytes))
    }

    /// What the database keeps of a secret.
    public static func digest(_ secret: String) -> String {
        RandomID.hexString(SHA256.hash(Array(secret.utf8)))
    }

    /// Whether `text` could be a token at all (the right prefix and length, hex digits):
    /// anything else is refused before it is hashed or looked up.
    public static func isWellFormed(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let prefixBytes = Array(prefix.utf8)
        guard bytes.count == prefixBytes.count + 2 * secretBytes, bytes.starts(with: prefixBytes) else { return false }
        return bytes[prefixBytes.count...].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Why `name` cannot name a token, or nil: 1 to 64 ASCII letters, digits, `.`, `_` or `-`,
    /// starting with a letter or digit. Names go into logs, the audit and HTTP routes
    /// (`http:NAME`), so nothing there needs quoting.
    /// What is wrong with a token's name (`Policy.Refusal.badTokenName` words it).
    public enum NameProblem: Sendable, Hashable, CaseIterable {
        case empty, tooLong, firstCharacter, characters
    }

    public static func problem(withName name: String) -> NameProblem? {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty else { return .empty }
        guard bytes.count <= maximumNameLength else { return .tooLong }
        func isAlphanumeric(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
        guard isAlphanumeric(bytes[0]) else { return .firstCharacter }
        guard bytes.allSatisfy({ isAlphanumeric($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }) else { return .characters }
        return nil
    }

    public func json(in zone: Zone) -> JSONObject {
        ["name": .string(name), "scope": .string(scope.rawValue), "created_at": .string(zone.zoned(createdAt).description),
         "last_used_at": lastUsedAt.map { .string(zone.zoned($0).description) } ?? .null,
         "revoked_at": revokedAt.map { .string(zone.zoned($0).description) } ?? .null]
    }
}

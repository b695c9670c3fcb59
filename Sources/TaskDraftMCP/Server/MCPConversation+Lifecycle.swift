import TaskDraftKit

/// Opening a conversation, in either generation, and telling which one a request belongs to.
extension MCPConversation {
    /// The handshake generation's opening
    /// (https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization):
    /// agree on a version (the client's if we speak it, else our newest) and remember what the
    /// client can do for the rest of the process.
    func initialize(_ params: JSONObject) throws(RPCError) -> JSONObject {
        guard case .string(let requested)? = params["protocolVersion"] else {
            throw .invalidParams("initialize needs \"protocolVersion\" (a string)")
        }
        guard handshake == nil else {
            throw .invalidRequest("initialize was already received; one handshake per connection")
        }
        let capabilities = params["capabilities"]?.objectValue
        let info = params["clientInfo"]?.objectValue
        let version = ProtocolVersion.negotiate(requested: requested)
        let client = ClientContext(generation: .handshake(version: version),
                                   clientName: ClientContext.cleanName(info?["name"]?.stringValue),
                                   clientVersion: info?["version"]?.stringValue,
                                   canElicitForms: ClientContext.formElicitation(in: capabilities))
        handshake = client
        log(.opened(client: client.clientName, version: client.clientVersion, protocolVersion: version,
                    canAskItsUser: client.canElicitForms))
        return [
            "protocolVersion": .string(version),
            "capabilities": .object(serverCapabilities),
            "serverInfo": .object(identity.implementation),
            "instructions": .string(identity.instructions),
        ]
    }

    /// The stateless generation's self-description
    /// (https://modelcontextprotocol.io/specification/2026-07-28/server/discover). A client
    /// probing with it first learns at once that this server speaks 2026-07-28.
    func discover(_ params: JSONObject) throws(RPCError) -> JSONObject {
        if case .string(let requested)? = params["_meta"]?[MetaKey.protocolVersion],
           !ProtocolVersion.stateless.contains(requested) {
            throw unsupportedVersion(requested)
        }
        return stamped([
            "supportedVersions": .array(ProtocolVersion.supported.map(JSONValue.string)),
            "capabilities": .object(serverCapabilities),
            "instructions": .string(identity.instructions),
        ], cacheable: true)
    }

    /// Liveness, in every state; the stateless generation dropped `ping`, but answering it
    /// costs nothing and keeps older clients and health checks working.
    func ping(_ params: JSONObject) -> JSONObject {
        params["_meta"]?[MetaKey.protocolVersion] == nil ? [:] : ["resultType": .string("complete")]
    }

    var serverCapabilities: JSONObject { ["tools": .object(["listChanged": .bool(false)])] }

    /// Who sent `params` and what their client can do: from the request's own `_meta` when it
    /// names a protocol version (stateless), else from the handshake.
    func clientContext(_ params: JSONObject) throws(RPCError) -> ClientContext {
        if case .object(let meta)? = params["_meta"], let rawVersion = meta[MetaKey.protocolVersion] {
            guard case .string(let version) = rawVersion else {
                throw .invalidParams("_meta \"\(MetaKey.protocolVersion)\" must be a string")
            }
            guard ProtocolVersion.stateless.contains(version) else { throw unsupportedVersion(version) }
            guard case .object(let capabilities)? = meta[MetaKey.clientCapabilities] else {
                throw .invalidParams("every \(version) request needs _meta \"\(MetaKey.clientCapabilities)\" (an object)")
            }
            let info = meta[MetaKey.clientInfo]?.objectValue
            return ClientContext(generation: .stateless(version: version),
                                 clientName: ClientContext.cleanName(info?["name"]?.stringValue),
                                 clientVersion: info?["version"]?.stringValue,
                                 canElicitForms: ClientContext.formElicitation(in: capabilities))
        }
        if let handshake { return handshake }
        throw .invalidParams("""
            no protocol version: send initialize first, or carry "\(MetaKey.protocolVersion)" and \
            "\(MetaKey.clientCapabilities)" in params._meta (protocol 2026-07-28)
            """)
    }

    func unsupportedVersion(_ requested: String) -> RPCError {
        RPCError(RPCError.unsupportedProtocolVersionCode, "Unsupported protocol version", data: .object([
            "supported": .array(ProtocolVersion.supported.map(JSONValue.string)),
            "requested": .string(requested),
        ]))
    }

    /// How long a client may reuse `server/discover` and `tools/list` answers: they change only
    /// when the binary or its configuration does, which restarts the server.
    static let cacheMilliseconds: Int64 = 3_600_000

    /// A stateless-generation result: its `resultType`, the server's identity in `_meta`, and,
    /// for cacheable answers, the cache hints. The scope is private because the instructions
    /// name the user's time zone and limits.
    func stamped(_ result: JSONObject, type: String = "complete", cacheable: Bool = false) -> JSONObject {
        var result = result
        result["resultType"] = .string(type)
        if cacheable {
            result["ttlMs"] = .int(Self.cacheMilliseconds)
            result["cacheScope"] = .string("private")
        }
        result["_meta"] = .object([MetaKey.serverInfo: .object(identity.implementation)])
        return result
    }
}

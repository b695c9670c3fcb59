/// One HTTP exchange with a model server: what `taskdraft log` shows. The request and
/// response text are kept only when `log_content` is on; an API key is never part of either
/// (keys travel in a header, which is never stored).
public struct ModelExchange: Sendable, Hashable {
    public var id: Int64?
    public var at: Instant
    public var sessionID: String?
    public var backend: String
    public var model: String
    /// The server's host and port (`127.0.0.1:8080`), never credentials.
    public var host: String
    /// The draft schema's version (`DraftSchema.version`).
    public var schemaVersion: String
    /// `draft`, `tools` (a round where tools were offered), `repair`, `final` (after the tool limit).
    public var purpose: String
    /// How structured output was asked for: `json_schema`, `json_object` or `prompt`.
    public var mode: String
    public var status: Int?
    public var promptTokens: Int?
    public var completionTokens: Int?
    public var latencyMilliseconds: Int
    public var retries: Int
    /// `ok`, `invalid` (the answer failed validation), `rejected_format`, `context_exceeded`,
    /// `http_error`, `timeout`, `unreachable`, `too_large`, `reset`, `cancelled`, `error`.
    public var outcome: String
    /// The outcomes of a server that did not answer (as against one that answered badly).
    public static let unansweredOutcomes: Set<String> = ["timeout", "unreachable", "reset"]
    public var detail: String?
    public var request: String?
    public var response: String?

    public init(id: Int64? = nil, at: Instant, sessionID: String? = nil, backend: String, model: String, host: String,
                schemaVersion: String, purpose: String, mode: String, status: Int? = nil, promptTokens: Int? = nil,
                completionTokens: Int? = nil, latencyMilliseconds: Int, retries: Int, outcome: String, detail: String? = nil,
                request: String? = nil, response: String? = nil) {
        self.id = id
        self.at = at
        self.sessionID = sessionID
        self.backend = backend
        self.model = model
        self.host = host
        self.schemaVersion = schemaVersion
        self.purpose = purpose
        self.mode = mode
        self.status = status
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.latencyMilliseconds = latencyMilliseconds
        self.retries = retries
        self.outcome = outcome
        self.detail = detail
        self.request = request
        self.response = response
    }

    public func json(in zone: Zone) -> JSONObject {
        func int(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
        return [
            "id": id.map(JSONValue.int) ?? .null, "at": .string(zone.zoned(at).description),
            "session": .optional(sessionID), "backend": .string(backend), "model": .string(model), "host": .string(host),
            "schema_version": .string(schemaVersion), "purpose": .string(purpose), "mode": .string(mode),
            "status": int(status), "prompt_tokens": int(promptTokens), "completion_tokens": int(completionTokens),
            "latency_ms": .int(Int64(latencyMilliseconds)), "retries": .int(Int64(retries)), "outcome": .string(outcome),
            "detail": .optional(detail), "request": .optional(request), "response": .optional(response),
        ]
    }
}

extension TaskStore {
    /// Appends exchanges made outside any session (`draft`, an import's drafting) in one transaction.
    public func appendModelExchanges(_ exchanges: [ModelExchange]) throws(StoreError) {
        guard !exchanges.isEmpty else { return }
        try writing { () throws(StoreError) in
            for exchange in exchanges { try appendModelExchange(exchange) }
        }
    }

    public func appendModelExchange(_ exchange: ModelExchange) throws(StoreError) {
        func int(_ value: Int?) -> Statement.Value { value.map { .int(Int64($0)) } ?? .null }
        try db.execute("""
            INSERT INTO model_exchanges (at, session_id, backend, model, host, schema_version, purpose, mode, status,
              prompt_tokens, completion_tokens, latency_ms, retries, outcome, detail, request, response)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.int(exchange.at.seconds), .optional(exchange.sessionID), .text(exchange.backend), .text(exchange.model),
                  .text(exchange.host), .text(exchange.schemaVersion), .text(exchange.purpose), .text(exchange.mode),
                  int(exchange.status), int(exchange.promptTokens), int(exchange.completionTokens),
                  .int(Int64(exchange.latencyMilliseconds)), .int(Int64(exchange.retries)), .text(exchange.outcome),
                  .optional(exchange.detail), .optional(exchange.request), .optional(exchange.response)])
    }

    /// The newest exchanges first.
    public func modelExchanges(limit: Int, backend: String? = nil) throws(StoreError) -> [ModelExchange] {
        var sql = """
            SELECT id, at, session_id, backend, model, host, schema_version, purpose, mode, status, prompt_tokens,
              completion_tokens, latency_ms, retries, outcome, detail, request, response FROM model_exchanges
            """
        var values: [Statement.Value] = []
        if let backend { sql += " WHERE backend = ?"; values.append(.text(backend)) }
        sql += " ORDER BY id DESC LIMIT ?"
        values.append(.int(Int64(limit)))
        return try db.rows(sql, values) { row in
            ModelExchange(id: row.int(0), at: Instant(seconds: row.int(1)), sessionID: row.optionalString(2),
                          backend: row.string(3), model: row.string(4), host: row.string(5), schemaVersion: row.string(6),
                          purpose: row.string(7), mode: row.string(8), status: row.optionalInt(9).map(Int.init),
                          promptTokens: row.optionalInt(10).map(Int.init), completionTokens: row.optionalInt(11).map(Int.init),
                          latencyMilliseconds: Int(row.int(12)), retries: Int(row.int(13)), outcome: row.string(14),
                          detail: row.optionalString(15), request: row.optionalString(16), response: row.optionalString(17))
        }
    }

    /// When the server at `host` last failed to answer at all (timed out, unreachable, reset),
    /// if that is its newest exchange: a new process skips it for a while as the running one
    /// would, instead of waiting the whole timeout again.
    public func lastUnanswered(backend: String, host: String) throws(StoreError) -> Instant? {
        let newest = try db.first("""
            SELECT at, outcome FROM model_exchanges WHERE backend = ? AND host = ? ORDER BY id DESC LIMIT 1
            """, [.text(backend), .text(host)]) { (Instant(seconds: $0.int(0)), $0.string(1)) }
        guard let (at, outcome) = newest, ModelExchange.unansweredOutcomes.contains(outcome) else { return nil }
        return at
    }

    /// The structured-output mode a server at `host` last answered successfully in, so a new
    /// process does not re-learn it with a failing request.
    public func lastAcceptedMode(backend: String, host: String) throws(StoreError) -> String? {
        try db.first("""
            SELECT mode FROM model_exchanges WHERE backend = ? AND host = ? AND outcome IN ('ok', 'invalid')
            ORDER BY id DESC LIMIT 1
            """, [.text(backend), .text(host)]) { $0.string(0) }
    }
}

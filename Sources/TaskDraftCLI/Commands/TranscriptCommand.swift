import TaskDraftKit

/// `taskdraft transcript [--session ID]`: what was said and done in a session.
enum TranscriptCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let session = OptionSpec("session", value: "id", help: .transcriptSession)
        static let list = OptionSpec("list", help: .transcriptList)
    }

    static let spec = CommandSpec(
        "transcript", abstract: .transcriptAbstract,
        options: [Option.session,
                  Option.list,
                  CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        let store = try invocation.store()
        let json = invocation.arguments.flag(CommonOptions.json)
        if invocation.arguments.flag(Option.list) {
            let sessions = try store.sessions(limit: 50)
            if json {
                invocation.printJSON(.array(sessions.map { s in
                    .object(["id": .string(s.id), "started": .string(store.zone.zoned(s.startedAt).description),
                             "caller": .string(s.caller.description), "backend": .optional(s.backend)])
                }), pretty: true)
            } else {
                for s in sessions {
                    invocation.out.line(TerminalText.line("\(s.id)  \(store.zone.zoned(s.startedAt))  \(invocation.say(.caller(s.caller)))  \(s.backend ?? "")"))
                }
            }
            return .ok
        }
        let session: TranscriptSession
        if let id = invocation.arguments.value(Option.session) {
            guard let found = try store.session(id: id) else { throw CLIError(.failure, .noSession(id)) }
            session = found
        } else {
            guard let latest = try store.sessions(limit: 1).first else { throw CLIError(.failure, .noSessionsYet) }
            session = latest
        }
        let entries = try store.entries(session: session.id)
        if json {
            invocation.printJSON(.object([
                "session": .string(session.id), "started": .string(store.zone.zoned(session.startedAt).description),
                "caller": .string(session.caller.description), "backend": .optional(session.backend),
                "entries": .array(entries.map { e in
                    .object(["id": e.id.map(JSONValue.int) ?? .null, "kind": .string(e.kind.rawValue),
                             "at": .string(store.zone.zoned(e.at).description), "content": .object(e.content)])
                }),
            ]), pretty: true)
        } else {
            invocation.out.line(TerminalText.line(invocation.say(.sessionHeading(id: session.id, caller: session.caller,
                                                                                  backend: session.backend ?? "?"))))
            for e in entries {
                let body: String
                switch e.kind {
                case .prompt, .response, .instructions: body = e.text ?? ""
                case .decision: body = e.decision?.text(in: invocation.language) ?? ""
                default: body = JSONWriter.serialize(.object(e.content))
                }
                invocation.out.line("  " + e.kind.text(in: invocation.language).padded(toWidth: 12) + TerminalText.line(body))
            }
        }
        return .ok
    }
}

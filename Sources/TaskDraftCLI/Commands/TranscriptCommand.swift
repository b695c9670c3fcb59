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
        return try transcript(list: invocation.arguments.flag(Option.list), session: invocation.arguments.value(Option.session),
                              json: invocation.arguments.flag(CommonOptions.json), store: try invocation.store(),
                              console: invocation.console)
    }

    /// `list`: the sessions; else the entries of session `id`, or of the latest.
    static func transcript(list: Bool, session id: String?, json: Bool, store: TaskStore, console: Console) throws -> ExitCode {
        if list {
            let sessions = try store.sessions(limit: 50)
            if json {
                console.printJSON(.array(sessions.map { s in
                    .object(["id": .string(s.id), "started": .string(store.zone.zoned(s.startedAt).description),
                             "caller": .string(s.caller.description), "backend": .optional(s.backend)])
                }), pretty: true)
            } else {
                for s in sessions {
                    console.out.line(TerminalText.line("\(s.id)  \(store.zone.zoned(s.startedAt))  \(console.say(.logs(.caller(s.caller))))  \(s.backend ?? "")"))
                }
            }
            return .ok
        }
        let session: TranscriptSession
        if let id {
            guard let found = try store.session(id: id) else { throw CLIError(.failure, .logs(.noSession(id))) }
            session = found
        } else {
            guard let latest = try store.sessions(limit: 1).first else { throw CLIError(.failure, .logs(.noSessionsYet)) }
            session = latest
        }
        let entries = try store.entries(session: session.id)
        if json {
            console.printJSON(.object([
                "session": .string(session.id), "started": .string(store.zone.zoned(session.startedAt).description),
                "caller": .string(session.caller.description), "backend": .optional(session.backend),
                "entries": .array(entries.map { e in
                    .object(["id": e.id.map(JSONValue.int) ?? .null, "kind": .string(e.kind.rawValue),
                             "at": .string(store.zone.zoned(e.at).description), "content": .object(e.content)])
                }),
            ]), pretty: true)
        } else {
            console.out.line(TerminalText.line(console.say(.logs(.sessionHeading(id: session.id, caller: session.caller,
                                                                               backend: session.backend ?? "?")))))
            for e in entries {
                let body: String
                switch e.kind {
                case .prompt, .response, .instructions: body = e.text ?? ""
                case .decision: body = e.decision?.text(in: console.language) ?? ""
                default: body = JSONWriter.serialize(.object(e.content))
                }
                console.out.line("  " + e.kind.text(in: console.language).padded(toWidth: 12) + TerminalText.line(body))
            }
        }
        return .ok
    }
}

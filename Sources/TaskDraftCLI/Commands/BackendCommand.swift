import TaskDraftKit
import TaskDraftModels

/// `taskdraft backend [--explain] [--json]`: which model drafts, why, and where the words go.
enum BackendCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let explain = OptionSpec("explain", help: .backendExplain)
    }

    static let spec = CommandSpec(
        "backend", abstract: .backendAbstract,
        discussion: .backendDiscussion,
        options: [Option.explain, CommonOptions.json],
        examples: [.line("taskdraft backend --explain"), .line("taskdraft backend --explain --json --region DE")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try backend(explain: invocation.arguments.flag(Option.explain), json: invocation.arguments.flag(CommonOptions.json),
                    backends: invocation.backends, console: invocation.console)
    }

    /// The choice `backends` makes for this run (every local server probed with `explain`),
    /// with the settings it was made from, and each phase's.
    static func backend(explain: Bool, json: Bool, backends: SessionFactory, console: Console) throws -> ExitCode {
        let choice = try backends.choice(probeAll: explain)
        let primary = choice.primary
        let phases = try phaseChoices(backends, draft: choice, probeAll: explain)
        if json {
            var object = Self.json(choice, backends)
            object["phases"] = phasesJSON(phases, backends: backends)
            console.printJSON(.object(object), pretty: true)
            return .ok
        }
        let out = console.out
        func say(_ message: BackendMessage) -> String { message.text(in: console.language) }
        out.line(say(.line(name: primary.name, availability: primary.availability)))
        guard explain else { return .ok }
        out.line(say(.inputs))
        out.line(say(.region(region: backends.region.description, source: backends.regionSource, row: choice.policyKey)))
        out.line(say(.language(backends.localeLanguage)))
        out.line(say(.device(cores: choice.device.cores, memoryMiB: choice.device.memoryMiB, source: choice.device.source)))
        if choice.backends.isEmpty {
            out.line(say(.noBackends(presets: BackendPreset.all.map(\.name).joined(separator: ", "))))
        } else {
            out.line(say(.backends))
            for b in choice.backends {
                out.line(say(.backend(name: b.name, location: b.location, host: b.host, kind: b.kind, model: b.model, key: b.key,
                                             regions: b.regions.joined(separator: ", "))))
            }
        }
        out.line(say(.policy(row: choice.policyKey, source: choice.policySource, order: choice.policyRow.joined(separator: " → "))))
        out.line(say(.rules))
        for (index, rule) in choice.rules.enumerated() {
            out.line(say(.rule(number: index + 1, preference: rule.preference, backend: rule.backend, verdict: rule.verdict,
                                      reason: rule.reason)))
        }
        out.line(say(.choice(primary.name, forced: choice.forced)))
        out.line(say(.chain(choice.chain.map(\.name).joined(separator: " → "), forced: choice.forced)))
        out.line(say(.destination(primary.destination)))
        renderPhases(phases, forcedSource: backends.forcedSource, console: console)
        return .ok
    }

    static func json(_ choice: SessionFactory.Choice, _ backends: SessionFactory) -> JSONObject {
        let primary = choice.primary
        return [
            "backend": .string(primary.name), "availability": .string(primary.availability.english),
            "destination": .string(primary.destination.english), "forced": .bool(choice.forced),
            "region": .string(backends.region.description), "region_source": .string(backends.regionSource.english),
            "language": .string(backends.localeLanguage),
            "device": .object(["cores": .int(Int64(choice.device.cores)), "memory_mib": .int(Int64(choice.device.memoryMiB)),
                               "source": .string(choice.device.source.english)]),
            "backends": .array(choice.backends.map { b in
                .object(["name": .string(b.name), "kind": .string(b.kind), "where": .string(b.location), "host": .string(b.host),
                         "model": .string(b.model), "key": .string(b.key.english), "regions": .array(b.regions.map(JSONValue.string))])
            }),
            "policy": .object(["row": .string(choice.policyKey), "source": .string(choice.policySource.english),
                               "preferences": .array(choice.policyRow.map(JSONValue.string))]),
            "rules": rulesJSON(choice.rules),
            "chain": .array(choice.chain.map { .string($0.name) }),
            "fallbacks": .array(choice.fallbacks.map { .string($0.name) }),
            "destinations": .array(choice.chain.map { .string($0.destination.english) }),
            "reasons": .array(choice.reasons.map(JSONValue.string)),
        ]
    }
}

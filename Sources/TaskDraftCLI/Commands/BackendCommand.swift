import TaskDraftKit
import TaskDraftModels

/// `taskdraft backend [--explain] [--json]`: which model drafts, why, and where the words go.
enum BackendCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let explain = OptionSpec("explain", help: "Show every rule considered and where your words go.")
    }

    static let spec = CommandSpec(
        "backend", abstract: "Show which drafting backend this session uses, and why.",
        discussion: """
            The session factory reads the region (--region, TASKDRAFT_REGION, config.json, LANG, the time zone), \
            the device (cores, memory, whether each local server answers GET /models within 300 ms), the \
            configured backends and their keys, and the region's row of the policy table. --explain prints each \
            of these, every rule considered, the choice, the fallback chain and where your words will go.
            """,
        options: [Option.explain, CommonOptions.json],
        examples: ["taskdraft backend --explain", "taskdraft backend --explain --json --region DE"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let explain = invocation.arguments.flag(Option.explain)
        let choice = try invocation.backendChoice(probeAll: explain)
        let primary = choice.primary
        let phases = try phaseChoices(invocation, draft: choice, probeAll: explain)
        if invocation.arguments.flag(CommonOptions.json) {
            var object = json(choice, invocation)
            object["phases"] = phasesJSON(phases, invocation: invocation)
            invocation.printJSON(.object(object), pretty: true)
            return .ok
        }
        let out = invocation.out
        out.line("backend: \(primary.name) (\(primary.availability))")
        guard explain else { return .ok }
        out.line("inputs:")
        out.line("  region: \(invocation.region) (from \(invocation.regionSource)); policy row \(choice.policyKey)")
        out.line("  language: \(invocation.language)")
        out.line("  device: \(choice.device.cores) cores, \(choice.device.memoryMiB) MiB memory (\(choice.device.source))")
        if choice.backends.isEmpty {
            out.line("  backends configured: none (presets: \(BackendPreset.all.map(\.name).joined(separator: ", ")))")
        } else {
            out.line("  backends configured:")
            for b in choice.backends {
                let regions = b.regions.isEmpty ? "" : ", regions \(b.regions.joined(separator: ", "))"
                out.line("    \(b.name): \(b.location) at \(b.host), \(b.kind) API, model \(b.model), \(b.key)\(regions)")
            }
        }
        out.line("policy \(choice.policyKey) (\(choice.policySource)): " + choice.policyRow.joined(separator: " → "))
        out.line("rules:")
        for (index, rule) in choice.rules.enumerated() { out.line("  \(index + 1). \(rule.sentence)") }
        out.line("choice: \(primary.name)" + (choice.forced ? " (forced)" : ""))
        out.line("fallback chain: " + choice.chain.map(\.name).joined(separator: " → ")
                 + (choice.forced ? " (forced: no fallback; a failure exits with code 4)" : ""))
        out.line("your words go to: \(primary.destination)")
        renderPhases(phases, invocation: invocation)
        return .ok
    }

    static func json(_ choice: SessionFactory.Choice, _ invocation: Invocation) -> JSONObject {
        let primary = choice.primary
        return [
            "backend": .string(primary.name), "availability": .string(primary.availability.description),
            "destination": .string(primary.destination), "forced": .bool(choice.forced),
            "region": .string(invocation.region.description), "region_source": .string(invocation.regionSource),
            "language": .string(invocation.language),
            "device": .object(["cores": .int(Int64(choice.device.cores)), "memory_mib": .int(Int64(choice.device.memoryMiB)),
                               "source": .string(choice.device.source)]),
            "backends": .array(choice.backends.map { b in
                .object(["name": .string(b.name), "kind": .string(b.kind), "where": .string(b.location), "host": .string(b.host),
                         "model": .string(b.model), "key": .string(b.key), "regions": .array(b.regions.map(JSONValue.string))])
            }),
            "policy": .object(["row": .string(choice.policyKey), "source": .string(choice.policySource),
                               "preferences": .array(choice.policyRow.map(JSONValue.string))]),
            "rules": rulesJSON(choice.rules),
            "chain": .array(choice.chain.map { .string($0.name) }),
            "fallbacks": .array(choice.fallbacks.map { .string($0.name) }),
            "destinations": .array(choice.chain.map { .string($0.destination) }),
            "reasons": .array(choice.reasons.map(JSONValue.string)),
        ]
    }
}

import TaskDraftKit
import TaskDraftModels

/// `taskdraft backend [--explain]`: which model drafts, and why.
enum BackendCommand {
    static let spec = CommandSpec(
        "backend", abstract: "Show which drafting backend this session uses, and why.",
        options: [OptionSpec("explain", help: "Show every rule considered and where your words go."), CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let choice = try invocation.backendChoice()
        if invocation.arguments.flag("json") {
            invocation.printJSON(.object([
                "backend": .string(choice.model.name), "availability": .string(choice.model.availability.description),
                "destination": .string(choice.model.destination), "forced": .bool(choice.forced),
                "region": .string(invocation.region.description), "region_source": .string(invocation.regionSource),
                "fallbacks": .array(choice.fallbacks.map { .string($0.name) }),
                "reasons": .array(choice.reasons.map(JSONValue.string)),
            ]), pretty: true)
            return .ok
        }
        invocation.out.line("backend: \(choice.model.name) (\(choice.model.availability))")
        if invocation.arguments.flag("explain") {
            invocation.out.line("region: \(invocation.region) (from \(invocation.regionSource))")
            for reason in choice.reasons { invocation.out.line("  - " + reason) }
            invocation.out.line("fallbacks: " + (choice.fallbacks.isEmpty ? "none" : choice.fallbacks.map(\.name).joined(separator: " → ")))
            invocation.out.line("your words go to: \(choice.model.destination)")
        }
        return .ok
    }
}

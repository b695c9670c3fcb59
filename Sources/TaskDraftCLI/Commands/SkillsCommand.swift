import TaskDraftKit
import TaskDraftModels

/// `taskdraft skills [list|terms|check]`.
enum SkillsCommand {
    static let spec = CommandSpec(
        "skills", abstract: .skillsAbstract,
        discussion: .skillsDiscussion,
        arguments: [ArgumentSpec("action", help: .skillsAction, optional: true,
                                 completion: .words(["list", "terms", "check"]))],
        options: [CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let action = invocation.arguments.positionals.first ?? "list"
        guard ["list", "terms", "check"].contains(action) else {
            throw UsageError(.usage(.unknownAction(action, allowed: ["list", "terms", "check"])), command: "skills")
        }
        return skills(action, SkillsLoader.load(environment: invocation.environment), json: invocation.arguments.flag(CommonOptions.json),
                      console: invocation.console)
    }

    /// Shows what `action` asks of the Skills `result` loaded.
    static func skills(_ action: String, _ result: SkillsLoader.Result, json: Bool, console: Console) -> ExitCode {
        switch action {
        case "list": list(result, json: json, console)
        case "terms": terms(result, json: json, console)
        default: return check(result, json: json, console)
        }
        return .ok
    }

    /// Every term, its layer and where it is defined, for JSON.
    static func termSources(_ result: SkillsLoader.Result) -> JSONValue {
        .array(zip(result.skills.terms, zip(result.termLayers, result.termPlaces)).map { term, source in
            .object(["term": .string(term.term), "layer": .string(source.0.rawValue),
                     "file": .string(source.1.file), "line": .int(Int64(source.1.line))])
        })
    }

    static func list(_ result: SkillsLoader.Result, json: Bool, _ console: Console) {
        if json {
            console.printJSON(.object([
                "directories": .array(result.directories.map(JSONValue.string)),
                "files": .array(result.skills.files.map(JSONValue.string)),
                "layers": .array(result.files.map { file in
                    var members: [JSONObject.Member] = [
                        .init(key: "name", value: .string(file.name)), .init(key: "path", value: .string(file.path)),
                        .init(key: "layer", value: .string(file.layer.rawValue)),
                    ]
                    if let replaced = file.replaces { members.append(.init(key: "replaces", value: .string(replaced.rawValue))) }
                    return .object(JSONObject(members))
                }),
                "terms": .int(Int64(result.skills.terms.count)), "keep_names": .int(Int64(result.skills.keepNames.count)),
                "term_sources": termSources(result),
                "hours": .object(JSONObject(result.skills.hours.keys.sorted().map {
                    JSONObject.Member(key: $0, value: .string(result.skills.hours[$0]!.hourMinute))
                })),
            ]), pretty: true)
            return
        }
        console.out.line(Self.say(.searched(result.directories.joined(separator: ", ")), console))
        let width = SkillsLoader.Layer.allCases.map { Self.say(.layer($0), console).terminalWidth }.max() ?? 0
        for file in result.files {
            var line = "  " + Self.say(.layer(file.layer), console).padded(toWidth: width) + "  " + visible(file.path)
            if let replaced = file.replaces { line += " (" + Self.say(.replaces(replaced), console) + ")" }
            console.out.line(line)
        }
        console.out.line(Self.say(.totals(terms: result.skills.terms.count, keptNames: result.skills.keepNames.count,
                                                        workdayEnds: result.skills.workdayEnd.hourMinute), console))
    }

    /// One line a term: the term, its layer, and its file:line.
    static func terms(_ result: SkillsLoader.Result, json: Bool, _ console: Console) {
        if json {
            console.printJSON(.object(["terms": termSources(result)]), pretty: true)
            return
        }
        guard !result.skills.terms.isEmpty else {
            console.out.line(Self.say(.noTerms, console))
            return
        }
        let terms = result.skills.terms.map { visible($0.term) }
        let termWidth = terms.map(\.terminalWidth).max() ?? 0
        let layerWidth = SkillsLoader.Layer.allCases.map { Self.say(.layer($0), console).terminalWidth }.max() ?? 0
        for (term, (layer, place)) in zip(terms, zip(result.termLayers, result.termPlaces)) {
            console.out.line(term.padded(toWidth: termWidth) + "  " + Self.say(.layer(layer), console).padded(toWidth: layerWidth)
                                + "  " + visible(place.description))
        }
    }

    private static func say(_ message: SkillsMessage, _ console: Console) -> String { message.text(in: console.language) }

    static func check(_ result: SkillsLoader.Result, json: Bool, _ console: Console) -> ExitCode {
        let problems = result.problems + result.duplicateTerms
        if json {
            console.printJSON(.object(["problems": .array(problems.map { p in
                .object(["file": .string(p.file), "line": .int(Int64(p.line)), "message": .string(p.message)])
            })]), pretty: true)
        } else if problems.isEmpty {
            console.out.line(Self.say(.noProblems(files: result.skills.files.count), console))
        } else {
            for problem in problems { console.err.line(Self.say(.problem(file: problem.file, line: problem.line, problem.reason), console)) }
        }
        return problems.isEmpty ? .ok : .failure
    }

    /// A file's words as the terminal shows them: control characters (an escape sequence in a
    /// person's file) as `?`, so a listing cannot move the cursor or recolour the screen.
    static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}

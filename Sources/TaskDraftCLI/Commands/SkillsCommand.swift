import TaskDraftKit
import TaskDraftModels

/// `taskdraft skills [list|check]`.
enum SkillsCommand {
    static let spec = CommandSpec(
        "skills", abstract: "List the Skills files in use, or check them for errors.",
        discussion: "Shipped Skills come first; a file of the same name in $XDG_CONFIG_HOME/taskdraft/skills/ replaces one. 'check' reports every malformed line, and every term defined twice, as file:line and exits 1 if there is any.",
        arguments: [ArgumentSpec("action", help: "list (default) or check.", optional: true,
                                 completion: .words(["list", "check"]))],
        options: [CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let action = invocation.arguments.positionals.first ?? "list"
        guard action == "list" || action == "check" else {
            throw UsageError(.unknownAction(action, allowed: "list or check"), command: "skills")
        }
        let result = SkillsLoader.load(environment: invocation.environment)
        let json = invocation.arguments.flag(CommonOptions.json)
        if action == "list" {
            if json {
                invocation.printJSON(.object([
                    "directories": .array(result.directories.map(JSONValue.string)),
                    "files": .array(result.skills.files.map(JSONValue.string)),
                    "terms": .int(Int64(result.skills.terms.count)), "keep_names": .int(Int64(result.skills.keepNames.count)),
                    "hours": .object(JSONObject(result.skills.hours.keys.sorted().map {
                        JSONObject.Member(key: $0, value: .string(result.skills.hours[$0]!.hourMinute))
                    })),
                ]), pretty: true)
            } else {
                invocation.out.line(invocation.say(.skillsSearched(result.directories.joined(separator: ", "))))
                for file in result.skills.files { invocation.out.line("  " + file) }
                invocation.out.line(invocation.say(.skillsTotals(terms: result.skills.terms.count, keptNames: result.skills.keepNames.count,
                                                                workdayEnds: result.skills.workdayEnd.hourMinute)))
            }
            return .ok
        }
        let problems = result.problems + result.duplicateTerms
        if json {
            invocation.printJSON(.object(["problems": .array(problems.map { p in
                .object(["file": .string(p.file), "line": .int(Int64(p.line)), "message": .string(p.message)])
            })]), pretty: true)
        } else if problems.isEmpty {
            invocation.out.line(invocation.say(.skillsNoProblems(files: result.skills.files.count)))
        } else {
            for problem in problems { invocation.err.line(invocation.say(.skillsProblem(file: problem.file, line: problem.line, problem.reason))) }
        }
        return problems.isEmpty ? .ok : .failure
    }
}

import TaskDraftKit

/// `taskdraft __man 1` and `taskdraft __man 5 README.md [Skills/README.md]`: the man pages in
/// roff, for `make install` and the Debian package. Section 5 reads its tables from the README.
enum ManCommand {
    static let spec = CommandSpec(
        "__man", abstract: .manAbstract,
        arguments: [ArgumentSpec("section", help: .manSection),
                    ArgumentSpec("readme", help: .manReadme, repeating: true,
                                 optional: true, completion: .file)],
        hidden: true, run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try man(invocation.arguments.positionals, help: invocation.help, console: invocation.console)
    }

    /// Section 1 from the help, or section 5 from the README files `arguments` names.
    static func man(_ arguments: [String], help: HelpRenderer, console: Console) throws -> ExitCode {
        switch arguments[0] {
        case "1":
            console.out.write(ManualPage.commandPage(help: help, date: CLI.releaseDate))
        case "5":
            guard arguments.count > 1 else { throw UsageError("section 5 is made from README.md: name it", command: "__man") }
            let readme: String, skills: String?
            do {
                readme = try FileSystem.readText(arguments[1])
                skills = arguments.count > 2 ? try FileSystem.readText(arguments[2]) : nil
            } catch {
                throw CLIError(.failure, "\(error)")
            }
            console.out.write(ManualPage.configPage(readme: readme, skillsReadme: skills, version: CLI.version, date: CLI.releaseDate))
        default:
            throw UsageError("no man page in section '\(arguments[0])' (1 or 5)", command: "__man")
        }
        return .ok
    }
}

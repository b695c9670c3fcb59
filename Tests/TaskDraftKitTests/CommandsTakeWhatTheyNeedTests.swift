import Foundation
import Testing

/// Issue 27: commands receive what they need instead of calling back into `Invocation`. A
/// command's `run(_ invocation: Invocation)` reads the command line and builds what the command
/// is given (a `Planner`, a `Console`, a `TaskWrite`, …); the code that does the work and
/// speaks to the terminal is handed those and never names the run. So, in each file under
/// `Sources/TaskDraftCLI/Commands/`: nothing outside `run` names `Invocation`, and `run` itself
/// does not write to the terminal through the run (`invocation.out`, `.say`, `.printJSON`, …).
/// Nor is the code a command hands its work to (the REPL, a proposal review, an import, a
/// reminder watch) given the run: outside `Commands/`, only `CLI.swift`, where the run is
/// built, and `CommandSpec`, whose `run` is a run adapter, name it.
@Suite struct CommandsTakeWhatTheyNeedTests {
    /// The terminal, reached through the run rather than a `Console` the command was given.
    static var speaksThroughTheRun: Regex<AnyRegexOutput> { try! Regex(#"invocation\.(console\.)?(out|err|printJSON|say|warn)(?![A-Za-z0-9_])"#) }

    /// Whether the Swift code (comments already stripped) reaches into the run: names
    /// `Invocation` outside its `run(_ invocation: Invocation…)` adapters, or speaks through it
    /// inside one.
    static func reachesIntoTheRun(_ code: String) -> Bool {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var outside: [Substring] = [], adapters: [Substring] = []
        var index = 0
        while index < lines.count {
            guard lines[index].contains("func run(_ invocation: Invocation") else {
                outside.append(lines[index])
                index += 1
                continue
            }
            var depth = 0, opened = false
            repeat {
                depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
                opened = opened || lines[index].contains("{")
                adapters.append(lines[index])
                index += 1
            } while index < lines.count && (depth > 0 || !opened)
        }
        let words = outside.joined(separator: "\n").split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains("invocation") || words.contains("Invocation")
            || adapters.joined(separator: "\n").contains(speaksThroughTheRun)
    }

    @Test func commandsAreHandedWhatTheyUse() throws {
        let directory = RepositoryDocsTests.root.appendingPathComponent("Sources/TaskDraftCLI/Commands")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 30, "only \(names.count) command files found")
        for name in names.sorted() where Self.reachesIntoTheRun(try AddWalkTests.code(of: "TaskDraftCLI/Commands/" + name)) {
            Issue.record("Commands/\(name) reaches into Invocation beyond reading the command line in run: hand it what it needs")
        }
    }

    @Test func whatACommandHandsItsWorkToIsGivenValues() throws {
        let sources = RepositoryDocsTests.root.appendingPathComponent("Sources/TaskDraftCLI")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Commands/") }
        #expect(files.count > 100, "only \(files.count) files found under Sources/TaskDraftCLI")
        #expect(files.contains("REPL/Repl.swift") && files.contains("Import/ImportRun.swift"), "the walk of Sources/TaskDraftCLI missed files")
        for path in files.sorted() where path != "CLI.swift" && path != "Arguments/CommandSpec.swift" {
            let words = try AddWalkTests.code(of: "TaskDraftCLI/" + path).split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if words.contains("Invocation") || words.contains("invocation") {
                Issue.record("\(path) is handed the run (Invocation): give it the values it uses")
            }
        }
    }

    @Test func theScanFindsWhatItMeans() {
        let adapter = """
            static func run(_ invocation: Invocation) throws -> ExitCode {
                try undo(try invocation.taskWrite())
            }
            static func undo(_ write: TaskWrite) throws -> ExitCode { write.console.out.line("x") }
            """
        #expect(!Self.reachesIntoTheRun(adapter))
        #expect(Self.reachesIntoTheRun(adapter.replacingOccurrences(of: "try invocation.taskWrite()", with: "invocation.out.line(\"x\")")))
        #expect(Self.reachesIntoTheRun(adapter + "\nstatic func more(_ invocation: Invocation) {}"))
        #expect(Self.reachesIntoTheRun("static func helper(in invocation: Invocation) { }"))
        let second = adapter + "\nstatic func run(_ invocation: Invocation, order: Int) throws -> ExitCode {\n    try undo(try invocation.taskWrite())\n}"
        #expect(!Self.reachesIntoTheRun(second))
        #expect(Self.reachesIntoTheRun(second.replacingOccurrences(of: "order: Int) throws -> ExitCode {\n    try undo(try invocation.taskWrite())",
                                                                   with: "order: Int) throws -> ExitCode {\n    invocation.say(.x)")))
    }
}

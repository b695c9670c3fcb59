import Synchronization
import Testing
@testable import TaskDraftCLI

/// The command table is the single source of help and errors; it must be well-formed.
@Suite struct CommandTableTests {
    @Test func namesAreUniqueAndEverythingHasAnAbstract() {
        let names = CLI.commands.map(\.name)
        #expect(Set(names).count == names.count)
        for command in CLI.commands {
            #expect(!command.abstract.english.isEmpty, "\(command.name) has no abstract")
            let options = command.options + CommonOptions.global
            let longs = options.map(\.long)
            #expect(Set(longs).count == longs.count, "\(command.name) repeats an option name")
            let shorts = options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name) repeats a short option")
            for option in options { #expect(!option.help.english.isEmpty, "--\(option.long) has no help") }
            // Only the last positional may repeat or be optional.
            for argument in command.arguments.dropLast() {
                #expect(!argument.repeating && !argument.optional, "\(command.name): <\(argument.name)> must be last")
            }
        }
    }

    /// The table's words are the only copy of a command's name and aliases that parsing reads.
    @Test func eachEntryAnswersToItsSpecsWords() {
        for entry in CLI.commandTable.entries {
            let spec = entry.spec()
            #expect(spec.name == entry.name, "\(entry.name)")
            #expect(spec.aliases == entry.aliases, "\(entry.name)")
        }
    }

    /// Parsing a command line builds the spec of the command it names and no other, even when
    /// it suggests a name for a typo.
    @Test func aCommandLineBuildsOnlyItsCommandsSpec() throws {
        final class Built: Sendable { let names = Mutex<[String]>([]) }
        let built = Built()
        func entry(_ name: String, aliases: [String] = []) -> CommandTable.Entry {
            .init(name, aliases: aliases) {
                built.names.withLock { $0.append(name) }
                return CommandSpec(name, aliases: aliases, abstract: .addAbstract) { _ in .ok }
            }
        }
        let parser = ArgumentParser(commands: CommandTable([entry("add"), entry("list", aliases: ["ls"]), entry("edit")]),
                                    globalOptions: CommonOptions.global)
        #expect(try parser.parse(["ls", "--tz", "UTC"]).command?.name == "list")
        #expect(Set(built.names.withLock { $0 }) == ["list"])
        #expect(throws: UsageError("unknown command 'lsit'; did you mean 'list'?", argumentIndex: 0)) {
            try parser.parse(["lsit"])
        }
        #expect(try parser.parse(["edit"]).command?.name == "edit")
        #expect(Set(built.names.withLock { $0 }) == ["list", "edit"])
    }

    @Test func theIssueCommandsExist() {
        for name in ["add", "draft", "list", "show", "done", "edit", "delete", "undo", "transcript", "backend", "skills", "repl"] {
            #expect(CLI.parser.command(named: name) != nil, "missing command \(name)")
        }
    }

    /// `draft --jobs` and `import --jobs` run on the same parallel map, so they take the same range.
    @Test func jobsAreReadAlikeByDraftAndImport() throws {
        for (command, jobs) in [("draft", DraftCommand.Option.jobs), ("import", ImportCommand.Option.jobs)] {
            #expect(try CommonOptions.jobs(CLI.parser.parse([command]), jobs, command: command) == 1)
            #expect(try CommonOptions.jobs(CLI.parser.parse([command, "--jobs", "64"]), jobs, command: command) == 64)
            for bad in ["0", "65", "four"] {
                #expect(throws: UsageError("--jobs '\(bad)' is not a number from 1 to 64", command: command)) {
                    _ = try CommonOptions.jobs(CLI.parser.parse([command, "--jobs", bad]), jobs, command: command)
                }
            }
        }
    }
}

@Suite struct ArgumentParserTests {
    let parser = CLI.parser

    @Test func optionForms() throws {
        let parsed = try parser.parse(["--tz", "UTC", "add", "Buy", "milk", "-y", "--key=k1", "--", "--not-an-option"])
        #expect(parsed.command?.name == "add")
        #expect(parsed.value(CommonOptions.tz) == "UTC")
        #expect(parsed.flag(CommonOptions.yes))
        #expect(parsed.value(AddCommand.Option.key) == "k1")
        #expect(parsed.positionals == ["Buy", "milk", "--not-an-option"])
    }

    @Test func shortPacksAndNumbers() throws {
        let parsed = try parser.parse(["add", "-yj", "Temperature", "-3", "#work"])
        #expect(parsed.flag(CommonOptions.yes) && parsed.flag(CommonOptions.json))
        #expect(parsed.positionals == ["Temperature", "-3", "#work"])
    }

    @Test func errorsQuoteTheTokenAndSuggest() {
        #expect(throws: UsageError("unknown option '--tx'; did you mean '--tz'?", command: "add", argumentIndex: 2)) {
            try parser.parse(["add", "x", "--tx", "UTC"])
        }
        #expect(throws: UsageError("unknown command 'lsit'; did you mean 'list'?", argumentIndex: 0)) {
            try parser.parse(["lsit"])
        }
        #expect(throws: UsageError("missing value for '--tz <zone>'", command: "list", argumentIndex: 1)) {
            try parser.parse(["list", "--tz"])
        }
        #expect(throws: UsageError("missing argument <id>", command: "done")) { try parser.parse(["done"]) }
        #expect(throws: UsageError("unexpected argument '4'", command: "show", argumentIndex: 2)) { try parser.parse(["show", "3", "4"]) }
        #expect(throws: UsageError("invalid value 'urgent' for '--priority <level>' (one of: none, low, medium, high, L, M, H)",
                                   command: "edit", argumentIndex: 2)) {
            try parser.parse(["edit", "3", "--priority", "urgent"])
        }
        #expect(throws: UsageError("option '--key' given more than once", command: "add", argumentIndex: 4)) {
            try parser.parse(["add", "x", "--key", "a", "--key", "b"])
        }
    }

    @Test func farMissesGetNoSuggestion() {
        #expect(throws: UsageError("unknown option '--frobnicate'", command: "list", argumentIndex: 1)) {
            try parser.parse(["list", "--frobnicate"])
        }
    }
}

@Suite struct HelpRendererTests {
    @Test func addHelpIsStable() {
        let help = CLI.helpRenderer.help(for: AddCommand.spec)
        let expected = """
            OVERVIEW: Draft a task from your words and commit it.

            On a terminal the draft is shown and you confirm, edit or refine it. Scripts
            must pass --yes; without it nothing is written and the exit code is 3. With
            --key, re-running the same command returns the task the key first created
            instead of a duplicate.

            USAGE: taskdraft add <text>... [options]

            ARGUMENTS:
              <text>...               The task in your own words; - reads them from standard
                                      input.

            OPTIONS:
              -y, --yes               Commit without asking; required when not on a
                                      terminal.
              -j, --json              Print JSON instead of text.
              --key <key>             Idempotency key: the same key never creates a second
                                      task.
              --parent <task>         Make it a subtask of this task: its number or UID.
              --depends <ids>         Wait for these tasks: numbers or UIDs,
                                      comma-separated.
              --split                 Several tasks in the words (or pasted notes): one set,
                                      one commit; JSON Lines, one per task with its span.

            GLOBAL OPTIONS:
              --now <iso8601>         Pretend it is this moment. (default: the clock) (env:
                                      TASKDRAFT_NOW)
            """
        #expect(help.hasPrefix(expected), "\(help)")
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "help line wider than 80: \(line)")
        }
    }
}

import Testing
@testable import TaskDraftCLI

/// The completion scripts are generated from the command table: everything a person can type
/// is in each, and the plumbing commands are in none.
@Suite struct CompletionScriptTests {
    let table = CLI.completionTable

    @Test(arguments: CompletionShell.allCases)
    func everyCommandAndOptionIsInTheScript(shell: CompletionShell) {
        let script = shell.script(for: table)
        for command in CLI.commands where !command.hidden {
            #expect(script.contains(command.name), "\(shell): no command \(command.name)")
            for alias in command.aliases { #expect(script.contains(alias), "\(shell): no alias \(alias)") }
            for option in command.options {
                #expect(script.contains("--" + option.long) || script.contains("-l " + option.long),
                        "\(shell): no --\(option.long) of \(command.name)")
                if let short = option.short {
                    #expect(script.contains("-\(short)") || script.contains("-s \(short)"), "\(shell): no -\(short)")
                }
            }
        }
        for option in CommonOptions.global {
            #expect(script.contains("--" + option.long) || script.contains("-l " + option.long), "\(shell): no --\(option.long)")
        }
        #expect(!script.contains("__man"), "\(shell) offers a hidden command")
        #expect(script.contains("__complete"), "\(shell) never asks the binary for dynamic values")
    }

    @Test func optionValuesComeFromTheTable() {
        let bash = CompletionShell.bash.script(for: table)
        #expect(bash.contains("export\\ --format|export\\ -f) echo 'words:" + FileFormats.exportNames.joined(separator: "\n") + "'"))
        #expect(bash.contains("edit\\ --priority) echo 'words:none\nlow\nmedium\nhigh\nL\nM\nH'"))
        #expect(bash.contains("*\\ --backend) echo 'dynamic:backend'"))
        #expect(bash.contains("*\\ --region) echo 'dynamic:region'"))
        #expect(bash.contains("*\\ --db) echo 'file'"))
        #expect(bash.contains("*\\ --yes") == false, "--yes is no global option")
        let fish = CompletionShell.fish.script(for: table)
        #expect(fish.contains("-n '__fish_seen_subcommand_from done complete' -x -a '(__taskdraft_query id)'"))
        #expect(fish.contains("-l format -s f -d 'The output'\\''s format.' -x -a 'json jsonl csv todoist ics taskwarrior todotxt'"))
    }

    @Test func newCommandsCompleteWithoutTouchingAScript() {
        let extra = CommandSpec("frobnicate", abstract: .showAbstract,
                                arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID)],
                                options: [OptionSpec("level", value: "n", help: .listLimit, allowed: ["1", "2"])]) { _ in .ok }
        let grown = CompletionTable(tool: "taskdraft", commands: CLI.commands + [extra], globalOptions: CommonOptions.global)
        for shell in CompletionShell.allCases {
            let script = shell.script(for: grown)
            #expect(script.contains("frobnicate"))
            #expect(script.contains("level"))
        }
        #expect(CompletionShell.bash.script(for: grown).contains("frobnicate)\n            case $2 in\n                0) echo 'dynamic:id' ;;"))
    }

    @Test func quotingSurvivesApostrophes() {
        #expect(CompletionTable.quoted("it's") == "'it'\\''s'")
    }
}

@Suite struct CompletionCandidateTests {
    @Test func titlesCannotReachTheTerminalAsControls() {
        let hostile = "Pay \u{1B}]0;owned\u{07} rent\u{9B}2J \u{202E}txt.exe\tnow\r\n\u{7F}"
        let shown = CompleteCommand.visible(hostile)
        #expect(!shown.unicodeScalars.contains { CompleteCommand.isHidden($0) })
        #expect(shown == "Pay \u{241B}]0;owned\u{2407} rent\u{FFFD}2J \u{FFFD}txt.exe\u{2409}now\u{240D}\u{240A}\u{2421}")
        #expect(CompleteCommand.visible("Позвонить Анне 📞") == "Позвонить Анне 📞")
    }
}

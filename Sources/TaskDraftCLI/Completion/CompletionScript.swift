import TaskDraftKit

/// The shells `taskdraft completion` writes a script for, each generated from the command
/// table so a new command or option completes without anyone touching a script.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    public func script(for table: CompletionTable) -> String {
        switch self {
        case .bash: BashCompletionScript.render(table)
        case .zsh: ZshCompletionScript.render(table)
        case .fish: FishCompletionScript.render(table)
        }
    }
}

/// What the scripts are made of: the visible commands and the options every command takes.
public struct CompletionTable: Sendable {
    public let tool: String
    public let commands: [CommandSpec]
    public let globalOptions: [OptionSpec]
    /// The language of the descriptions zsh and fish show beside commands and options.
    public var language: Language = .english

    public init(tool: String, commands: [CommandSpec], globalOptions: [OptionSpec]) {
        self.tool = tool
        self.commands = commands.filter { !$0.hidden }
        self.globalOptions = globalOptions
    }

    /// A command's abstract or an option's help in `language`.
    func described(_ text: some LocalizedText) -> String { text.text(in: language) }

    /// The options on the line that change where `__complete` reads from, passed on to it.
    static let forwardedOptions = ["db", "config"]

    /// `'text'` for any shell: single quotes, with `'` written as `'\''`.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// A word safe to paste into a shell function name or case pattern.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

/// The case tables bash and zsh share: how an option's value and a positional complete.
enum ShellTables {
    /// The three lookup functions bash and zsh share (both read the same `case` syntax):
    /// OPTION → how its value completes, NAME → the command it names, COMMAND N → how its Nth
    /// argument completes.
    static func caseFunctions(_ table: CompletionTable, function fn: String) -> String {
        var s = """

        # OPTION → how its value completes (flag, none, file, words:…, dynamic:KIND), for COMMAND.
        \(fn)_value_kind() {
            case "$1 $2" in

        """
        for command in table.commands {
            for option in command.options {
                s += "        \(ShellTables.pattern(option, command: command.name))) echo \(CompletionTable.quoted(ShellTables.kind(option))) ;;\n"
            }
        }
        for option in table.globalOptions {
            s += "        \(ShellTables.pattern(option, command: "*"))) echo \(CompletionTable.quoted(ShellTables.kind(option))) ;;\n"
        }
        s += """
                *) echo unknown ;;
            esac
        }

        # NAME → the command it names (aliases such as `ls` → `list`).
        \(fn)_command_name() {
            case $1 in

        """
        s += ShellTables.aliasCases(table)
        s += """
                *) echo "$1" ;;
            esac
        }

        # COMMAND N → how its Nth positional argument (from 0) completes.
        \(fn)_argument_kind() {
            case $1 in

        """
        s += ShellTables.argumentCases(table)
        s += """
            esac
        }


        """
        return s
    }

    /// The walk bash and zsh share over the words before the cursor, in the syntax both read:
    /// it sets `command`, `positionals`, `ids` (Taskwarrior's ID-first `3 done`) and the `kind`
    /// the word under the cursor completes as. Words `first` up to `last` are read as `word`
    /// spells the i-th; `beforeValue` runs before an `--option=value` word is cut to its value.
    static func lineWalk(function fn: String, from first: Int, to last: String, word: String, beforeValue: String = "") -> String {
        """
            for ((i = \(first); i < \(last); i++)); do
                word=\(word)
                if [[ -n $expect ]]; then
                    expect=""
                elif ((!ended)) && [[ $word == -- ]]; then
                    ended=1
                elif ((!ended)) && [[ $word == -?* ]]; then
                    # An option that takes a value (not a flag, nor one this command lacks) eats the next word.
                    kind=$(\(fn)_value_kind "${command:-_}" "$word")
                    [[ $word != *=* && $kind != flag && $kind != unknown ]] && expect=$word
                elif [[ -z $command && $word =~ ^[0-9][0-9,]*$ ]]; then
                    # Taskwarrior's ID-first grammar: `3 done`, `3,4 modify …`.
                    ids=1
                    ((positionals++))
                elif [[ -z $command ]]; then
                    command=$(\(fn)_command_name "$word")
                else
                    ((positionals++))
                fi
            done
            if [[ -n $expect ]]; then
                kind=$(\(fn)_value_kind "${command:-_}" "$expect")
            elif ((!ended)) && [[ $cur == --*=* ]]; then
                kind=$(\(fn)_value_kind "${command:-_}" "${cur%%=*}")
                \(beforeValue.isEmpty ? "" : beforeValue + "\n        ")cur=${cur#*=}
            elif ((!ended)) && [[ $cur == -* ]]; then
                kind=options
            elif [[ -z $command ]]; then
                kind=commands
            else
                kind=$(\(fn)_argument_kind "$command" "$positionals")
            fi

        """
    }

    /// The `options)` branch bash and zsh share: the command's own options, then every
    /// command's, each option spelt by `words` as the shell lists it.
    static func optionCandidates(_ table: CompletionTable, words: ([OptionSpec]) -> String) -> String {
        var s = "            case $command in\n"
        for command in table.commands where !command.options.isEmpty {
            s += "                \(command.name)) candidates=(\(words(command.options))) ;;\n"
        }
        return s + "            esac\n            candidates+=(\(words(table.globalOptions)))"
    }

    /// `add\ --key|add\ -k`: case patterns on "COMMAND OPTION"; `*` for any command.
    static func pattern(_ option: OptionSpec, command: String) -> String {
        var names = ["--" + option.long]
        if let short = option.short { names.append("-\(short)") }
        return names.map { command + "\\ " + $0 }.joined(separator: "|")
    }

    /// `flag` for an option without a value, else its value's kind.
    static func kind(_ option: OptionSpec) -> String {
        option.takesValue ? kind(option.completion) : "flag"
    }

    /// `none`, `file`, `commands`, `words:A<newline>B`, or `dynamic:KIND` (asks `__complete`).
    static func kind(_ completion: ValueCompletion) -> String {
        if let dynamic = completion.dynamicKind { return "dynamic:" + dynamic }
        switch completion {
        case .words(let words): return "words:" + words.joined(separator: "\n")
        case .file: return "file"
        case .command: return "commands"
        default: return "none"
        }
    }

    /// The body of `_taskdraft_command_name`: an alias (`ls`) → its command (`list`).
    static func aliasCases(_ table: CompletionTable) -> String {
        var s = ""
        for command in table.commands where !command.aliases.isEmpty {
            s += "        \(command.aliases.joined(separator: "|"))) echo \(command.name) ;;\n"
        }
        return s
    }

    /// Every name a command answers to, in table order.
    static func names(_ table: CompletionTable) -> [String] {
        table.commands.flatMap { [$0.name] + $0.aliases }
    }

    /// The names of the commands Taskwarrior's ID-first grammar (`3 done`) reaches.
    static func idFirstNames(_ table: CompletionTable) -> [String] {
        table.commands.filter { $0.arguments.first?.completion == .taskID }.flatMap { [$0.name] + $0.aliases }
    }

    /// The body of `_taskdraft_argument_kind`: `COMMAND) case N in …`.
    static func argumentCases(_ table: CompletionTable) -> String {
        var s = ""
        for command in table.commands where !command.arguments.isEmpty {
            s += "        \(command.name))\n            case $2 in\n"
            for (index, argument) in command.arguments.enumerated() {
                let last = index == command.arguments.count - 1
                let pattern = last && argument.repeating ? "*" : "\(index)"
                s += "                \(pattern)) echo \(CompletionTable.quoted(kind(argument.completion))) ;;\n"
            }
            s += "            esac ;;\n"
        }
        return s
    }
}

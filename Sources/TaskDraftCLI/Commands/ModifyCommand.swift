import TaskDraftKit
import TaskDraftModels

/// `taskdraft modify ID WORD…` (or `taskdraft ID modify …`): Taskwarrior's attribute grammar
/// for `edit`. `due:fri priority:H project:Home +tag -tag recur:weekly notes:…`; any other words
/// become the new title.
enum ModifyCommand {
    static let spec = CommandSpec(
        "modify", abstract: "Change a task with Taskwarrior-style words (due:fri +tag -tag …).",
        discussion: """
            Attributes: due:WHEN, priority:H|M|L (or high|normal|low), project:NAME, recur:RULE (words such as \
            weekly or "every friday", or an RRULE), notes:TEXT, status:done|pending (a repeating task marked done \
            gets its next occurrence, as with 'done'), +tag to add, -tag to remove; an empty value \
            (due: or due:none) clears the field. Other words replace the title. Same as 'taskdraft ID modify …'.
            """,
        arguments: [ArgumentSpec("id", help: "The task's number.", completion: .taskID),
                    ArgumentSpec("word", help: "Attributes and title words.", repeating: true, acceptsDashWords: true,
                                 completion: .filter)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: ["taskdraft 3 modify due:fri priority:H", "taskdraft modify 3 +work -someday project:Apollo"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let id = try CommonOptions.taskID(positionals[0], command: "modify")
        let patch = try patch(from: Array(positionals.dropFirst()), invocation: invocation)
        return try EditCommand.commit(patch, to: id, invocation: invocation)
    }

    static func patch(from words: [String], invocation: Invocation) throws -> TaskPatch {
        var patch = TaskPatch()
        var title: [String] = []
        func isNone(_ s: String) -> Bool { TaskField.EditPart.clears(s) }
        for word in words {
            if word.hasPrefix("+"), word.count > 1 {
                patch.addTags.append(String(word.dropFirst()))
                continue
            }
            if word.hasPrefix("-"), word.count > 1, word.dropFirst().first?.isLetter == true {
                patch.removeTags.append(String(word.dropFirst()))
                continue
            }
            guard let colon = word.firstIndex(of: ":") else {
                title.append(word)
                continue
            }
            let value = String(word[word.index(after: colon)...])
            let name = String(word[..<colon])
            if let field = TaskField.editable(modifyName: name) {
                guard let parsed = field.edit!.parse(value) else {
                    throw UsageError(.modifyValue(field: field.name, value, expected: field.edit!.expected), command: "modify")
                }
                patch.values[field.name] = parsed
                continue
            }
            switch name.lowercased() {
            case "due":
                if isNone(value) {
                    patch.due = .clear
                } else if let due = DueWords.due(of: value, invocation: invocation) {
                    patch.due = .set(due)
                } else {
                    throw UsageError(.dueNamesNoDate(option: "due", value), command: "modify")
                }
            case "recur", "recurrence":
                patch.recurrence = isNone(value) ? .clear : .set(try RecurrenceWords.rule(of: value, context: invocation.draftContext,
                                                                                          command: "modify"))
            case "status":
                guard let status = RecordFields.status(value), status != .deleted else {
                    throw UsageError(.modifyStatus(value), command: "modify")
                }
                patch.status = status
            default:
                title.append(word)
            }
        }
        if !title.isEmpty { patch.values["title"] = .string(title.joined(separator: " ")) }
        guard !patch.isEmpty else { throw UsageError(.modifyNothing, command: "modify") }
        return patch
    }
}

import TaskDraftKit
import TaskDraftModels

/// `taskdraft modify ID WORD…` (or `taskdraft ID modify …`): Taskwarrior's attribute grammar
/// for `edit`. `due:fri priority:H project:Home +tag -tag recur:weekly notes:…`; other words
/// become the new title, but a `NAME:VALUE` word whose name is no attribute is refused
/// (`AttributeRefusal`), never made title words.
enum ModifyCommand {
    static let spec = CommandSpec(
        "modify", abstract: .modifyAbstract,
        discussion: .modifyDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID),
                    ArgumentSpec("word", help: .modifyWords, repeating: true, acceptsDashWords: true,
                                 completion: .filter)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: [.line("taskdraft 3 modify due:fri priority:H"), .line("taskdraft modify 3 +work -someday project:Apollo")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let id = try CommonOptions.taskID(positionals[0], command: "modify")
        let patch = try patch(from: Array(positionals.dropFirst()), dates: invocation.dueWords)
        return try modify(id, patch, try invocation.taskWrite())
    }

    /// Commits the patch, with only what a write is given.
    static func modify(_ id: Int64, _ patch: TaskPatch, _ write: TaskWrite) throws -> ExitCode {
        var patch = patch
        // `due:mon` moves the day and keeps the task's time of day, as Taskwarrior's users expect.
        if case .set(let due) = patch.dates["due"], case .date = due {
            let current = try write.planner.task(id: id, caller: write.caller).due
            patch.dates["due"] = .set(DueWords.keepingTime(due, of: current, zone: write.console.zone))
        }
        return try EditCommand.commit(patch, to: id, write)
    }

    static func patch(from words: [String], dates: DueWords) throws -> TaskPatch {
        var patch = TaskPatch()
        var title: [String] = []
        func isNone(_ s: String) -> Bool { TaskField.EditPart.clears(s) }
        for (index, word) in words.enumerated() {
            if word.hasPrefix("+"), word.count > 1 {
                patch[list: "tags"].add.append(.string(String(word.dropFirst())))
                continue
            }
            if word.hasPrefix("-"), word.count > 1, word.dropFirst().first?.isLetter == true {
                patch[list: "tags"].remove.append(.string(String(word.dropFirst())))
                continue
            }
            guard let (name, value) = TaskField.attributeParts(of: word) else {
                title.append(word)
                continue
            }
            if value.isEmpty, isAttribute(name), let next = words.dropFirst(index + 1).first, isTitleWord(next) {
                throw UsageError(.wordsRefused(.attributeRefused(.spacedValue(name, value: next))), command: "modify")
            }
            if let field = TaskField.editable(modifyName: name), let edit = field.edit {
                guard let parsed = edit.parse(value) else {
                    throw UsageError(.edits(.modifyValue(field: field.name, value, expected: edit.expected)), command: "modify")
                }
                patch.values[field.name] = parsed
                continue
            }
            if let field = TaskField.dateField(modifyName: name) {
                patch.dates[field.name] = try dates.edit(value, option: name.lowercased(), command: "modify")
                continue
            }
            if case let (field, words)? = TaskField.listsEditedByWords.first(where: { $0.field.attributes.contains(name.lowercased()) }) {
                guard field.applyWords(value, to: &patch) else {
                    throw UsageError(.edits(.modifyValue(field: field.name, value, expected: words.expected)), command: "modify")
                }
                continue
            }
            // `notes:…` as `edit --notes …`: a note added, dated now; `notes:none` removes every note.
            if let field = TaskField.changedByText.first(where: { $0.attributes.contains(name.lowercased()) }) {
                field.change(by: isNone(value) ? .clear : .set(value), in: &patch)
                continue
            }
            switch TaskField.otherAttribute(named: name) {
            case "recurrence":
                patch.recurrence = isNone(value) ? .clear : .set(try RecurrenceWords.rule(of: value, context: dates.context(),
                                                                                          command: "modify"))
            case "status":
                guard let status = RecordFields.status(value), status != .deleted else {
                    throw UsageError(.edits(.modifyStatus(value)), command: "modify")
                }
                patch.status = status
            default:
                guard !TaskField.looksLikeAttribute(name: name, value: value) else {
                    throw UsageError(.wordsRefused(.attributeRefused(.unknown(name, suggestion: TaskField.attributeSuggestion(for: name)))),
                                     command: "modify")
                }
                title.append(word)
            }
        }
        if !title.isEmpty { patch.values["title"] = .string(title.joined(separator: " ")) }
        guard !patch.isEmpty else { throw UsageError(.edits(.modifyNothing), command: "modify") }
        return patch
    }

    /// Whether `name` is an attribute `modify` sets (in any case: `Due:`).
    static func isAttribute(_ name: String) -> Bool { TaskField.isAttributeName(name) }

    /// A word `patch` makes part of the new title: no tag to add or remove, no attribute.
    static func isTitleWord(_ word: String) -> Bool {
        if word.hasPrefix("+"), word.count > 1 { return false }
        if word.hasPrefix("-"), word.count > 1, word.dropFirst().first?.isLetter == true { return false }
        guard let (name, value) = TaskField.attributeParts(of: word) else { return true }
        return !isAttribute(name) && !TaskField.looksLikeAttribute(name: name, value: value)
    }
}

import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `taskdraft edit ID --field value…`: a field patch.
enum EditCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile. An option
    /// made from a field is carried with it (and with the part of its row that reads the value),
    /// so `patch` reads each option into its own field whichever fields have no option.
    enum Option {
        /// `--KEY VALUE` for each field edited by name (`TaskField.editable`), from its declaration.
        /// A field whose label has no `edit` help (`FieldHelp`) has no option (`HelpCatalogueTests` names it).
        static let fields: [(field: TaskField, edit: TaskField.EditPart, option: OptionSpec)] =
            TaskField.editable.compactMap { field in
                guard let edit = field.edit, let label = field.label, let help = FieldHelp(label, .edit) else { return nil }
                let completion = edit.completion.flatMap { kind in
                    [ValueCompletion.project, .tag].first { $0.dynamicKind == kind }
                }
                return (field, edit, OptionSpec(field.name, value: edit.valueName, saying: .field(help), allowed: edit.allowed,
                                                takesEmpty: edit.parse("") != nil, completion: completion))
            }
        /// `--KEY TEXT` for each field a long text changes (`TaskField.changedByText`: a note added).
        static let texts: [(field: TaskField, option: OptionSpec)] = TaskField.changedByText.compactMap { field in
            guard let label = field.label, let help = FieldHelp(label, .edit) else { return nil }
            return (field, OptionSpec(field.name, value: "text", saying: .field(help)))
        }
        /// `--KEY WHEN` for each field that is a moment or a day (`TaskField.dateFields`), in words or ISO 8601.
        static let dates: [OptionSpec] = TaskField.dateFields.compactMap { field in
            guard let label = field.label, let help = FieldHelp(label, .edit) else { return nil }
            return OptionSpec(field.name, value: "when", saying: .field(help))
        }
        static let tag = OptionSpec("tag", value: "tag", help: .editTag, repeatable: true,
                                    completion: .tag)
        static let untag = OptionSpec("untag", value: "tag", help: .editUntag, repeatable: true,
                                      completion: .tag)
        static let recur = OptionSpec("recur", value: "rule",
                                      help: .editRecur)
        static let remind = OptionSpec("remind", value: "when",
                                       help: .editRemind,
                                       repeatable: true)
        /// `--KEY VALUE` for each list a person changes by name in one value (`TaskField.listsEditedByWords`).
        static let lists: [(field: TaskField, words: TaskField.ListPart.Words, option: OptionSpec)] =
            TaskField.listsEditedByWords.compactMap { field, words in
                guard let label = field.label, let help = FieldHelp(label, .edit) else { return nil }
                return (field, words, OptionSpec(field.name, value: words.valueName, saying: .field(help)))
            }
        static let noRemind = OptionSpec("no-remind", help: .editNoRemind)
        static let status = OptionSpec("status", value: "state",
                                       help: .editStatus,
                                       allowed: ["pending", "done"])
    }

    static let spec = CommandSpec(
        "edit", abstract: .editAbstract,
        discussion: .editDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID)],
        options: Option.fields.map(\.option) + Option.texts.map(\.option) + Option.dates
            + [Option.tag, Option.untag, Option.recur, Option.remind, Option.noRemind]
            + Option.lists.map(\.option) + [Option.status, CommonOptions.yes, CommonOptions.json],
        examples: [.words(.editExampleDue), .line("taskdraft edit 3 --tag finance --untag misc"),
                   .words(.editExampleRemind)],
        run: run)

    /// The patch the options ask for. `taskDue` is read only for a `--remind` at a time of day
    /// when the edit does not move the due.
    static func patch(from a: ParsedArguments, dates: DueWords, taskDue: () throws -> Due?) throws -> TaskPatch {
        var patch = TaskPatch()
        func isNone(_ s: String) -> Bool { TaskField.EditPart.clears(s) }
        for (field, edit, option) in Option.fields {
            guard let text = a.value(option) else { continue }
            guard let value = edit.parse(text) else {
                throw UsageError(.edits(.editValue(option: "--" + field.name, text, expected: edit.expected)), command: "edit")
            }
            patch.values[field.name] = value
        }
        for (field, option) in Option.texts {
            if let text = a.value(option) { field.change(by: isNone(text) ? .clear : .set(text), in: &patch) }
        }
        for option in Option.dates {
            if let text = a.value(option) { patch.dates[option.long] = try dates.edit(text, option: "--" + option.long, command: "edit") }
        }
        if let rule = a.value(Option.recur) {
            if isNone(rule) {
                patch.recurrence = .clear
            } else {
                patch.recurrence = .set(try RecurrenceWords.rule(of: rule, context: dates.context(), command: "edit"))
            }
        }
        if a.flag(Option.noRemind) {
            guard a.values(Option.remind).isEmpty else { throw UsageError(.edits(.remindBoth), command: "edit") }
            patch[list: "reminders"].replace = []
        } else if !a.values(Option.remind).isEmpty {
            let reminders = try reminders(a.values(Option.remind).joined(separator: ","), due: patch.dates["due"], dates: dates,
                                          taskDue: taskDue)
            patch[list: "reminders"].replace = reminders.map { .string($0.description) }
        }
        patch[list: "tags"].add = a.values(Option.tag).map(JSONValue.string)
        patch[list: "tags"].remove = a.values(Option.untag).map(JSONValue.string)
        for (field, words, option) in Option.lists {
            if let text = a.value(option), !field.applyWords(text, to: &patch) {
                throw UsageError(.edits(.editValue(option: "--" + field.name, text, expected: words.expected)), command: "edit")
            }
        }
        if let status = a.value(Option.status) { patch.status = RecordFields.status(status) }
        return patch
    }

    /// `--remind`'s reminders; a time of day counts from the task's due (the new one, if the
    /// edit moves it), so the task is read first.
    static func reminders(_ text: String, due: TaskPatch.Field<Due>?, dates: DueWords, taskDue: () throws -> Due?) throws -> [Reminder] {
        let base: Due? = switch due {
        case .set(let value)?: value
        case .clear?: nil
        case nil: try taskDue()
        }
        switch ReminderInput.reminders(text, due: base, now: dates.now, zone: dates.zone) {
        case .success(let reminders): return reminders
        case .failure(let error): throw error
        }
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "edit")
        let patch = try patch(from: invocation.arguments, dates: invocation.dueWords,
                              taskDue: { try invocation.planner().store.task(id: id)?.due })
        guard !patch.isEmpty else { throw UsageError(.edits(.editNothing), command: "edit") }
        return try commit(patch, to: id, try invocation.taskWrite())
    }

    /// Runs the patch through the domain and prints the result (shared with `modify`).
    static func commit(_ patch: TaskPatch, to id: Int64, _ write: TaskWrite) throws -> ExitCode {
        let console = write.console
        let result = try EditTaskIntent(taskID: id, patch: patch).perform(in: write.planner, caller: write.caller,
                                                                            confirmation: write.confirmation)
        if write.json {
            console.printJSON(.object(result.json(in: console.zone)))
        } else {
            let task = console.line(naming: result.after)
            console.out.line(console.say(result.before == result.after ? .unchangedTask(task) : .changedTask(task)))
            // Taskwarrior has no word that takes every note off: say what went, and how it comes back.
            let cleared = patch.notesCleared(from: result.before)
            if cleared > 0 { console.out.line(console.say(.edits(.notesCleared(cleared)))) }
            if let next = result.next {
                console.out.line(console.say(.nextOccurrence(console.line(naming: next))))
            }
            for warning in result.warnings(in: console.zone) { console.warn(console.say(.warning(warning))) }
        }
        return .ok
    }
}

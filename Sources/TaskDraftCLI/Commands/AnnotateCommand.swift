import TaskDraftKit

/// `taskdraft annotate ID TEXT…` (or Taskwarrior's `taskdraft ID annotate TEXT…`): one dated
/// note added to a task; the notes it had stay.
enum AnnotateCommand {
    static let spec = CommandSpec(
        "annotate", abstract: .annotateAbstract,
        discussion: .annotateDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID),
                    ArgumentSpec("word", help: .annotateNote, repeating: true, acceptsDashWords: true)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: [.words(.annotateExampleCalled), .words(.annotateExampleSent)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let id = try CommonOptions.taskID(positionals[0], command: "annotate")
        let text = positionals.dropFirst().joined(separator: " ").trimmingWhitespace()
        guard !text.isEmpty else { throw UsageError(.annotateNothing, command: "annotate") }
        return try EditCommand.commit(TaskPatch(annotate: [text]), to: id, invocation: invocation)
    }
}

/// `taskdraft denotate ID [TEXT…]`: removes the note whose text is TEXT (else the first that
/// holds it, as Taskwarrior matches), or the newest when no text is given.
enum DenotateCommand {
    static let spec = CommandSpec(
        "denotate", abstract: .denotateAbstract,
        discussion: .denotateDiscussion,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID),
                    ArgumentSpec("word", help: .denotateWords, repeating: true, optional: true, acceptsDashWords: true)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: [.words(.denotateExampleCalled), .line("taskdraft 3 denotate")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let id = try CommonOptions.taskID(positionals[0], command: "denotate")
        let text = positionals.dropFirst().joined(separator: " ").trimmingWhitespace()
        let task = try invocation.planner().task(id: id, caller: invocation.caller)
        guard let index = removed(from: task.annotations, matching: text) else {
            throw UsageError(.denotateNoMatch(id: id, text), command: "denotate")
        }
        var annotations = task.annotations
        annotations.remove(at: index)
        return try EditCommand.commit(TaskPatch(annotations: annotations), to: id, invocation: invocation)
    }

    /// The index of the note `text` names: equal to it, else the first containing it; the
    /// newest for no text; nil when none matches.
    static func removed(from annotations: [Annotation], matching text: String) -> Int? {
        if text.isEmpty { return annotations.indices.last }
        return annotations.firstIndex { $0.text == text } ?? annotations.firstIndex { $0.text.contains(text) }
    }
}

import TaskDraftKit

/// `taskdraft annotate ID TEXT…` (or Taskwarrior's `taskdraft ID annotate TEXT…`): one dated
/// note added to a task; the notes it had stay. ID may be a list or a range (`3,4`, `3-4`):
/// the same note on each.
enum AnnotateCommand {
    static let spec = CommandSpec(
        "annotate", abstract: .annotateAbstract,
        discussion: .annotateDiscussion,
        arguments: [ArgumentSpec("id", help: .annotateIDs, completion: .taskID),
                    ArgumentSpec("word", help: .annotateNote, repeating: true, acceptsDashWords: true)],
        options: [CommonOptions.yes, CommonOptions.json],
        examples: [.words(.annotateExampleCalled), .words(.annotateExampleSent), .words(.annotateExampleList)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let ids = try Self.ids(positionals[0])
        let text = positionals.dropFirst().joined(separator: " ").trimmingWhitespace()
        guard !text.isEmpty else { throw UsageError(.edits(.annotateNothing), command: "annotate") }
        return try annotate(ids, with: text, try invocation.taskWrite())
    }

    /// Adds the note to each task in turn.
    static func annotate(_ ids: [Int64], with text: String, _ write: TaskWrite) throws -> ExitCode {
        if ids.count == 1 { return try EditCommand.commit(TaskPatch(annotate: [text]), to: ids[0], write) }
        var failures = 0
        for id in ids {
            do {
                _ = try EditCommand.commit(TaskPatch(annotate: [text]), to: id, write)
            } catch {
                // As `done 3 4`: one missing task does not stop the rest.
                guard case .notFound(let missing)? = error as? IntentError else { throw error }
                write.console.err.line("taskdraft: " + write.console.say(FailureMessage.noTask(missing)))
                failures += 1
            }
        }
        return failures == 0 ? .ok : (failures == ids.count ? .failure : .partial)
    }

    /// `3`, `#3`, or a list or range of them (`3,4`, `3-4`, `1,3-5`), in the order given.
    static func ids(_ text: String) throws(UsageError) -> [Int64] {
        guard let listed = ArgumentParser.ids(in: text), listed.count > 1 else {
            return [try CommonOptions.taskID(text, command: "annotate")]
        }
        var ids: [Int64] = []
        for text in listed {
            let id = try CommonOptions.taskID(text, command: "annotate")
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
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
        return try denotate(id, matching: text, try invocation.taskWrite())
    }

    static func denotate(_ id: Int64, matching text: String, _ write: TaskWrite) throws -> ExitCode {
        let task = try write.planner.task(id: id, caller: write.caller)
        guard let index = removed(from: task.annotations, matching: text) else {
            throw UsageError(.edits(.denotateNoMatch(id: id, text)), command: "denotate")
        }
        var annotations = task.annotations
        annotations.remove(at: index)
        return try EditCommand.commit(TaskPatch(annotations: annotations), to: id, write)
    }

    /// The index of the note `text` names: equal to it, else the first containing it; the
    /// newest for no text; nil when none matches.
    static func removed(from annotations: [Annotation], matching text: String) -> Int? {
        if text.isEmpty { return annotations.indices.last }
        return annotations.firstIndex { $0.text == text } ?? annotations.firstIndex { $0.text.contains(text) }
    }
}

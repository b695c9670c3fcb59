import TaskDraftParser

/// `add "Pay rent due:xyz"`, `draft`, the prompt: an attribute among a new task's words whose
/// value it cannot take is refused as `modify` refuses it (the same typed message), not left
/// in the title where a script would commit it. Whatever backend drafts, the built-in parser's
/// reading of the words decides, as it does for a date not in the calendar.
enum UnreadAttributes {
    /// `modify`'s refusal of the first attribute in `analysis` whose value it cannot read, if any.
    /// A name `modify` does not set (todo.txt's `t:`) is no refusal: its word stays in the title.
    static func refusal(in analysis: BuiltinParser.Analysis, dates: DueWords) -> Message? {
        for word in analysis.unreadAttributes where ModifyCommand.isAttribute(word.name) {
            do {
                _ = try ModifyCommand.patch(from: [word.name + ":" + word.value], dates: dates)
            } catch let error as UsageError {
                if let wording = error.wording { return wording }
            } catch {
                continue
            }
        }
        return nil
    }

    /// Throws the refusal of `text`'s words, if there is one, as `command`'s usage error (exit 2).
    static func check(_ text: String, dates: DueWords, command: String) throws {
        if let message = refusal(of: text, dates: dates) { throw UsageError(message, command: command) }
    }

    /// The refusal of `text`'s words, if there is one. Words with no `NAME:` of an attribute
    /// the parser reads are not read again: `draft`'s lines from standard input pay nothing for it.
    static func refusal(of text: String, dates: DueWords) -> Message? {
        guard AttributeWord.mayBeIn(text) else { return nil }
        return refusal(in: BuiltinParser().analyze(text, context: dates.context().readingContext), dates: dates)
    }
}

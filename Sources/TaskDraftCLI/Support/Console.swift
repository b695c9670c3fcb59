import TaskDraftKit

/// The terminal a command speaks to: where its output goes, and the language and zone it is
/// written in. `add` and the dialogues it runs (`DraftConfirmation`, `DraftSetReview`,
/// `FieldEditor`) are given this, and nothing else of the run they are in.
public struct Console {
    public let out: Output
    public let err: Output
    public let terminal: Terminal
    public let language: Language
    /// The locale's language code (`ru`, `pl`, else `en`), for the Skills' own phrases.
    public let localeLanguage: String
    public let zone: Zone

    public var style: Style { Style(enabled: terminal.colors) }

    /// A message in the terminal's language.
    func say(_ message: Message) -> String { message.text(language) }
    /// What a command says once it has written, in the terminal's language.
    func say(_ message: ResultMessage) -> String { message.text(in: language) }
    /// What splitting a text and reviewing the set say, in the terminal's language.
    func say(_ message: SetMessage) -> String { message.text(in: language) }
    /// Words of a layer below (a field's name on the card), in the terminal's language.
    func say(_ text: some LocalizedText) -> String { text.text(in: language) }

    /// One line naming a task, as every command that wrote one reports it:
    /// `3 "Submit the report" (due Thu 3 Dec 2026 15:00 (+03:00))`.
    func line(naming task: Task) -> String { Self.line(naming: task, language: language) }

    static func line(naming task: Task, language: Language) -> String {
        ResultMessage.taskLine(id: task.id, title: TerminalText.line(task.title),
                               due: task.due.map { HumanDate.full($0, language: language) }).text(in: language)
    }

    /// Writes JSON (pretty for documents, compact for lines) and a newline.
    public func printJSON(_ value: JSONValue, pretty: Bool = false) {
        var writer = JSONWriter(pretty: pretty)
        writer.write(value)
        writer.bytes.append(0x0A)
        out.write(bytes: writer.bytes)
    }

    public func warn(_ message: String) {
        err.line("taskdraft: " + say(FailureMessage.warningLabel) + TerminalText.lines(message))
    }
}

import Glibc
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `draft --classify`: what the prompt would take each line for (`LineClassifier`), one JSON
/// line each, without drafting: how a script or `make bench` sees the prompt's decision.
extension DraftCommand {
    static let classifyOption = OptionSpec("classify", help: .draftClassify)

    /// What the prompt would take `words` for, or with none each line of standard input.
    static func classify(_ words: [String], context: ReadingContext, console: Console) throws -> ExitCode {
        let classifier = LineClassifier()
        let zone = console.zone
        func object(_ text: String) -> JSONValue {
            var object: JSONObject = ["line": .string(text)]
            switch classifier.classify(text, context: context) {
            case .task:
                object["kind"] = .string("task")
            case .command(let command, let guess):
                object["kind"] = .string("command")
                object["command"] = .string(command.slashForm)
                object["guess"] = .bool(guess)
            case .question(let question):
                object["kind"] = .string("question")
                object["filter"] = .string(question.filterWords(zone: zone).joined(separator: " "))
            case .strayAnswer:
                object["kind"] = .string("answer")
            }
            return .object(object)
        }
        if !words.isEmpty {
            console.printJSON(object(words.joined(separator: " ")))
            return .ok
        }
        let lines = StandardInputLines()
        while let (number, input) = lines.next() {
            var writer = JSONWriter()
            switch input {
            case .invalid(let message): errorLine(message, line: number, into: &writer)
            case .text(let text): writer.write(object(text))
            }
            writer.bytes.append(0x0A)
            console.out.write(bytes: writer.bytes)
        }
        return .ok
    }
}

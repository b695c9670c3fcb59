import Glibc
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `draft --classify`: what the prompt would take each line for (`LineClassifier`), one JSON
/// line each, without drafting: how a script or `make bench` sees the prompt's decision.
extension DraftCommand {
    static let classifyOption = OptionSpec("classify", help: .draftClassify)

    static func classify(_ invocation: Invocation) throws -> ExitCode {
        let context = invocation.draftContext.readingContext
        let classifier = LineClassifier()
        let zone = invocation.zone
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
        if !invocation.arguments.positionals.isEmpty {
            invocation.printJSON(object(invocation.arguments.positionals.joined(separator: " ")))
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
            invocation.out.write(bytes: writer.bytes)
        }
        return .ok
    }
}

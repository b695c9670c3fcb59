import Glibc
import TaskDraftKit
import TaskDraftModels

/// What `draft --split` and `add --split` share: the input (the words, else all of stdin, so
/// pasted notes can be piped in), the JSON line per draft, and the note about skipped lines.
enum SplitInput {
    static let option = OptionSpec("split", help: "Several tasks in the words (or pasted notes): one set, one commit; JSON Lines, one per task with its span.")

    /// Bytes of stdin accepted as one block of notes; notes are kilobytes.
    static let maximumBytes = 1 << 20

    /// The positionals joined, or all of stdin when there are none.
    static func text(_ invocation: Invocation, command: String) throws -> String {
        if !invocation.arguments.positionals.isEmpty { return invocation.arguments.positionals.joined(separator: " ") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, StandardInput.file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumBytes { throw UsageError(.standardInputTooLong(maximumBytes), command: command) }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError(.standardInputNotUTF8, command: command)
        }
        guard !text.trimmingWhitespace().isEmpty else { throw UsageError(.emptyText, command: command) }
        return text
    }

    /// One output line: `object` (a draft, or a commit's result) with the item's span and source.
    static func line(_ object: JSONObject, item: DraftSet.Item) -> JSONValue {
        var object = object
        object["span"] = .object(["start": .int(Int64(item.start)), "end": .int(Int64(item.end))])
        object["source"] = .string(item.source)
        return .object(object)
    }

    /// Says on stderr how many note lines were not action items.
    static func reportSkipped(_ set: DraftSet, console: Console) {
        if set.skipped > 0 { console.err.line(console.say(.setSkipped(set.skipped))) }
    }
}

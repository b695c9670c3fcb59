import TaskDraftKit
import TaskDraftModels

/// What `draft --split` and `add --split` share: the input (the words, else all of stdin, so
/// pasted notes can be piped in), the JSON line per draft, and the note about skipped lines.
enum SplitInput {
    static let option = OptionSpec("split", help: .split)

    /// The positionals joined, or all of stdin when there are none or only `-`.
    static func text(_ words: [String], command: String) throws -> String {
        if words.isEmpty || words == ["-"] { return try StandardInputText.read(command: command) }
        return words.joined(separator: " ")
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
        if set.skipped > 0 { console.err.line(console.say(.skipped(set.skipped))) }
    }
}

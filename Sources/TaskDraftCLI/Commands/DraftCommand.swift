import Glibc
import TaskDraftKit
import TaskDraftModels

/// `taskdraft draft [TEXT…]`: the draft only, nothing written. With no text it reads one
/// sentence per line from stdin and prints JSON Lines, in order.
enum DraftCommand {
    static let spec = CommandSpec(
        "draft", abstract: "Show the draft for your words without writing anything.",
        discussion: """
            With text, prints the draft (as JSON with --json). With no text, reads one sentence per line \
            from standard input and prints one draft JSON object per line, in order; a line that cannot \
            be drafted gives {"error": …, "line": N} in its place.
            """,
        arguments: [ArgumentSpec("text", help: "The task in your own words.", repeating: true, optional: true)],
        options: [CommonOptions.json],
        examples: ["taskdraft draft \"call Anna next Friday at 3pm #sales\" --json",
                   "printf 'a tomorrow\\nb on friday\\n' | taskdraft draft"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let model = try invocation.backendChoice().model
        let context = invocation.draftContext
        if !invocation.arguments.positionals.isEmpty {
            let text = invocation.arguments.positionals.joined(separator: " ")
            let draft = try model.draft(DraftRequest(text: text, context: context))
            if invocation.arguments.flag("json") {
                invocation.printJSON(.object(draft.json))
            } else {
                invocation.out.write(DraftView.render(draft, style: invocation.style))
            }
            return .ok
        }
        return try stream(model: model, context: context, out: invocation.out)
    }

    /// Lines longer than this are refused rather than drafted: no task needs 64 KiB.
    static let maximumLineBytes = 65_536

    /// stdin → JSON Lines. Lines are read with getline and written through one buffer.
    static func stream(model: any LanguageModel, context: DraftContext, out: Output) throws -> ExitCode {
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        var number = 0
        var failures = 0
        while true {
            let count = getline(&line, &capacity, StandardInput.file)
            guard count >= 0, let line else { break }
            number += 1
            var bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: count)[...]
            if bytes.last == 0x0A { bytes = bytes.dropLast() }
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            var writer = JSONWriter()
            if bytes.count > maximumLineBytes {
                writer.write(.object(["error": .string("line is longer than \(maximumLineBytes) bytes"), "line": .int(Int64(number))]))
                failures += 1
            } else if let text = String(validating: bytes, as: UTF8.self) {
                if text.allSatisfy({ $0.isWhitespace }) {
                    writer.write(.object(["error": .string("empty line"), "line": .int(Int64(number))]))
                    failures += 1
                } else {
                    do {
                        try model.draft(DraftRequest(text: text, context: context)).writeJSON(into: &writer)
                    } catch {
                        writer.write(.object(["error": .string(error.description), "line": .int(Int64(number))]))
                        failures += 1
                    }
                }
            } else {
                writer.write(.object(["error": .string("line is not valid UTF-8"), "line": .int(Int64(number))]))
                failures += 1
            }
            writer.bytes.append(0x0A)
            out.write(bytes: writer.bytes)
        }
        return failures > 0 && failures < number ? .partial : (failures > 0 ? .failure : .ok)
    }
}

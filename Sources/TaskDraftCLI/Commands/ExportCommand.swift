import TaskDraftKit

/// `taskdraft export [FILTER…]`: tasks to standard output or a file, streamed one at a time.
enum ExportCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let format = OptionSpec("format", short: "f", value: "format", help: .exportFormat,
                                       default: .words(.formatFromOutputFile), allowed: FileFormats.exportNames)
        static let output = OptionSpec("output", short: "o", value: "file",
                                       help: .exportOutput, completion: .file)
        static let limit = OptionSpec("limit", value: "n", help: .exportLimit)
        static let json = OptionSpec("json", short: "j", help: .exportJson)
    }

    static let spec = CommandSpec(
        "export", abstract: .exportAbstract,
        discussion: .exportDiscussion,
        arguments: [ArgumentSpec("filter", help: .exportFilters, repeating: true, optional: true,
                                   acceptsDashWords: true, completion: .filter)],
        options: [
            Option.format, Option.output, Option.limit, Option.json,
        ],
        examples: [.line("taskdraft export -o backup.json status:all"), .line("taskdraft export +work --format ics -o work.ics"),
                   .line("taskdraft export --format taskwarrior | task import")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        var filter = try ListCommand.filter(from: invocation.arguments, dates: invocation.dueWords, limit: Option.limit)
        // An export carries every task, those that wait included.
        filter.showsWaiting = true
        if !invocation.arguments.positionals.contains(where: { $0.lowercased().hasPrefix("status:") }) {
            filter.statuses = [.pending, .done]
        }
        let path = invocation.arguments.value(Option.output).flatMap { $0 == "-" ? nil : $0 }
        let named = path.flatMap(FileFormats.named(path:))?.exporting
        let format = invocation.arguments.value(Option.format).flatMap(FileFormats.exporting) ?? named ?? JSONFormat.array
        return try export(filter, as: format, to: path, planner: try invocation.planner(), caller: invocation.caller,
                          console: invocation.console, json: invocation.arguments.flag(Option.json))
    }

    /// Writes what `filter` matches in `format`, to the file at `path` (whole or not at all) or to
    /// stdout, then says what the format had no place for; `json`: a report instead of the
    /// summary, on stdout, or on stderr when stdout is the export.
    static func export(_ filter: TaskFilter, as format: any ExportFormat, to path: String?, planner: Planner, caller: Caller,
                       console: Console, json: Bool = false) throws -> ExitCode {
        var scope = ExportScope(zone: planner.zone) { try planner.store.deadlineRange(matching: filter, now: planner.now) }
        scope.subtasks = { try planner.store.subtaskUIDs(matching: filter, now: planner.now) }
        var writer = try format.writer(for: scope)
        let file = try path.map { path throws(CLIError) in try AtomicFile(path: path) }
        let out = file?.output ?? console.out
        var count = 0
        writer.begin(out)
        try planner.forEachTask(matching: filter, caller: caller) { task in
            writer.write(task, out)
            count += 1
        }
        writer.end(out)
        try file?.commit()
        // What was written: a task the format has no place for is left out, and said so.
        count -= writer.leftOut.tasksNotWritten
        if json {
            let said = writer.leftOut.messages(format: format.name).map { JSONValue.string($0.english) }
            let report: JSONObject = ["exported": .int(Int64(count)), "format": .string(format.name),
                                      "path": file.map { .string($0.path) } ?? .null, "left_out": .object(writer.leftOut.json),
                                      "warnings": .array(said)]
            var text = JSONWriter(pretty: true)
            text.write(.object(report))
            text.bytes.append(0x0A)
            (file == nil ? console.err : console.out).write(bytes: text.bytes)
            // Stderr holds the report when stdout is the export; else the notes are said as always.
            if file == nil { return .ok }
        }
        if let file, !json { console.err.line(console.say(.importExport(.exported(count, path: file.path)))) }
        for note in writer.leftOut.messages(format: format.name) { console.warn(note.text(in: console.language)) }
        return .ok
    }
}

import TaskDraftKit

/// The English wording of what `import`, `export` and `backup` say.
extension ImportExportMessage {
    var english: String {
        switch self {
        case .question(let count, let database):
            return "Import \(Message.grouped(count, .english)) \(English.plural(count, "task", "tasks")) into \(database)? [y]es / [n]o / [r]eview each: "
        case .recordQuestion: return "  Import? [y]es / [n]o / [a]ll the rest / [q]uit: "
        case .draftSummary(let drafts, let withWarnings, let failed, let skipped, let kept, let keptRecords):
            var text = "\(Message.grouped(drafts, .english)) \(English.plural(drafts, "draft", "drafts"))"
            if withWarnings > 0 { text += ": \(withWarnings) with warnings" }
            if failed > 0 { text += "; \(failed) bad \(English.plural(failed, "record", "records")) (listed above)" }
            if skipped > 0 { text += "; \(skipped) skipped" }
            if kept > 0 { text += "; " + ImportExportMessage.keptInNotes(values: kept, records: keptRecords).english }
            return text
        case .imported(let created, let file, let alreadyPresent, let repeated, let skipped, let failed, let kept, let keptRecords):
            var parts: [String] = []
            if alreadyPresent > 0 { parts.append("\(Message.grouped(alreadyPresent, .english)) already present") }
            if repeated > 0 { parts.append("\(Message.grouped(repeated, .english)) repeated in the file") }
            if skipped > 0 { parts.append("\(skipped) skipped") }
            if failed > 0 { parts.append("\(Message.grouped(failed, .english)) bad") }
            if kept > 0 { parts.append(ImportExportMessage.keptInNotes(values: kept, records: keptRecords).english) }
            let tail = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
            return "Imported \(Message.grouped(created, .english)) \(English.plural(created, "task", "tasks")) from \(file)\(tail)."
        case .dateOutOfRange(let value): return "\(value) is outside the supported dates (\(SupportedDates.range))"
        case .uidProblem(let problem): return problem.description
        case .dryRun(let summary): return "Dry run: \(summary); nothing written."
        case .note(let note): return "note: " + note.english
        case .keptInNotes(let values, let records):
            // "3 records kept 5 values as notes".
            return "\(Message.grouped(records, .english)) \(English.plural(records, "record", "records")) kept \(Message.grouped(values, .english)) "
                + English.plural(values, "value as a note", "values as notes")
        case .skipped(let reason): return "skipped: " + reason.english
        case .badRecords(let n, let file):
            return "\(n) bad \(English.plural(n, "record", "records")) in \(file) \(English.plural(n, "was", "were")) not imported (listed above)"
        case .strict(let n, let file): return "--strict: \(n) bad \(English.plural(n, "record", "records")) in \(file); nothing imported"
        case .nothingToImport: return "Nothing to import."
        case .nothingImported: return "Nothing imported."
        case .columnLine: return "Line"
        case .progress(let label, let records, let perSecond, let percent, let secondsLeft):
            var text = "\(label): \(Message.grouped(records, .english)) \(English.plural(records, "record", "records"))"
            if let perSecond { text += ", \(Message.grouped(perSecond, .english))/s" }
            if let percent { text += ", \(percent)%" }
            if let secondsLeft { text += ", ETA \(secondsLeft) s" }
            return text
        case .notImportable(let format):
            return "\(format) cannot be imported: export writes it, import does not read it (--format names another)"
        case .csvHeaderProblem(let problem, let file): return problem.rendered(file: file, language: .english) + " (in the header)"
        case .needsFile: return "on a terminal, give a FILE (standard input is where you answer); or pass --yes"
        case .exported(let n, let path): return "Exported \(n) \(English.plural(n, "task", "tasks")) to \(path)."
        case .backedUp(let n, let path, let replaced):
            return "Backed up \(n) \(English.plural(n, "task", "tasks")) to \(path)" + (replaced ? " (replaced the previous file)." : ".")
        case .cannotWrite(let path, let reason): return "cannot write \(path): " + (reason?.english ?? ImportExportMessage.isADirectory.english)
        case .isADirectory: return "it is a directory"
        case .cannotRead(let path, let reason): return "cannot read \(path): " + (reason?.english ?? ImportExportMessage.isADirectory.english)
        case .databaseReplaced(let path): return "the database \(path) was replaced (a restore?); reminders now come from the new one"
        case .noDatabaseToRead(let path):
            return "no database at \(path); a command that only reads does not create one (is the path right?)"
        case .noDatabaseToBackUp(let path): return "no database at \(path); nothing to back up"
        case .backupExists(let path): return "\(path) already exists; pass --force to replace it (nothing written)"
        case .cannotBackUp(let path, let failure):
            let reason: String
            switch failure {
            case .directory: reason = ImportExportMessage.isADirectory.english
            case .itself: reason = "it is the database itself"
            case .createdMeanwhile: reason = "it was created meanwhile; pass --force to replace it (nothing written)"
            case .failed(let error): reason = error.english + " (nothing written)"
            }
            return "cannot back up to \(path): " + reason
        case .csvEmpty(let file): return "\(file): the file is empty; a CSV import needs a header line naming its columns"
        case .csvNoTitleColumn(let file, let names):
            return "\(file):1: the header names no column to take titles from (it has: \(names)); rename the column that "
                + "holds them to \"title\" (taken as written) or \"text\" (drafted from words, dates and tags included)"
        case .drafting: return "drafting"
        case .importing: return "importing"
        }
    }
}

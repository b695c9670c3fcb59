import TaskDraftKit

/// What an import did, counted as it goes: the summary line, the `--json` report and the
/// exit code all come from here.
struct ImportReport {
    /// Bad records kept for the JSON report; all of them are printed on stderr as they come.
    static let maximumErrorsKept = 1_000

    let file: String
    /// The format read, as `ImportFormat.importName` calls it.
    let format: String
    let dryRun: Bool
    var drafts = 0
    var withWarnings = 0
    var created = 0
    var alreadyPresent = 0
    var repeated = 0
    var failed = 0
    var skipped = 0
    var skipReasons: [ImportSkip] = []
    var errors: [RecordProblem] = []
    var notes: [ImportNote] = []
    /// Values records had that no field here holds, kept as annotations of their tasks.
    var kept = 0
    /// Dependencies records named that were not written (`ImportCommitter.unsettledRelations`).
    var linksNotWritten = 0
    /// The most of them listed one by one in the notes.
    static let linksListed = 20

    /// What the import could not settle of the tasks records named: the links not written,
    /// then the parents, each with notes of its own.
    mutating func add(_ unsettled: [ImportCommitter.UnsettledRelation]) {
        var links: [(line: Int, task: Int64, problem: DependencyProblem)] = []
        var parents: [(line: Int, task: Int64, problem: ParentProblem)] = []
        for relation in unsettled {
            switch relation.problem {
            case .dependency(let problem): links.append((relation.line, relation.taskID, problem))
            case .parent(let problem): parents.append((relation.line, relation.taskID, problem))
            }
        }
        addLinks(links)
        addParents(parents)
    }

    private mutating func addLinks(_ links: [(line: Int, task: Int64, problem: DependencyProblem)]) {
        linksNotWritten += links.count
        notes += links.prefix(Self.linksListed).map { .linkNotWritten(line: $0.line, task: $0.task, $0.problem) }
        if links.count > Self.linksListed { notes.append(.moreLinksNotWritten(links.count - Self.linksListed)) }
    }
    /// The records that had such values, and how many each (the first `maximumErrorsKept`,
    /// by the record's first line, for the JSON report).
    var keptRecords = 0
    var keptByRecord: [(line: Int, kept: Int)] = []

    /// Records whose parent was not found (its UID kept), or refused, or is deeper than
    /// allowed (kept as the file has it).
    var parentsNotFound = 0
    var parentsRefused = 0
    var deeperThanAllowed = 0
    /// The most of them listed one by one in the notes.
    static let parentsListed = 20

    private mutating func addParents(_ parents: [(line: Int, task: Int64, problem: ParentProblem)]) {
        for parent in parents {
            switch parent.problem {
            case .notFound: parentsNotFound += 1
            case .tooDeep: deeperThanAllowed += 1
            case .ownParent, .cycle, .openSubtasks: parentsRefused += 1
            }
        }
        notes += parents.prefix(Self.parentsListed).map { parent -> ImportNote in
            switch parent.problem {
            case .notFound(let reference): .parentNotFound(line: parent.line, task: parent.task, uid: reference.description)
            case .tooDeep(let most): .deeperThanAllowed(line: parent.line, task: parent.task, most: most)
            case .ownParent, .cycle, .openSubtasks: .parentRefused(line: parent.line, task: parent.task, parent.problem)
            }
        }
        if parents.count > Self.parentsListed { notes.append(.moreParentNotes(parents.count - Self.parentsListed)) }
    }

    /// Numbers records gave as a `parent` or `depends` that no record of the file has as its
    /// `id` (`ImportCommitter.unresolvedNumbers`), kept as annotations.
    var numbersNotInFile = 0
    /// The most records listed one by one in the notes.
    static let numbersListed = 20

    mutating func add(_ unresolved: [ImportCommitter.UnresolvedNumber]) {
        numbersNotInFile += unresolved.reduce(0) { $0 + $1.numbers.count }
        notes += unresolved.prefix(Self.numbersListed).map {
            .numbersNotInFile(line: $0.line, task: $0.taskID, field: $0.field, numbers: $0.numbers)
        }
        if unresolved.count > Self.numbersListed { notes.append(.moreNumbersNotInFile(unresolved.count - Self.numbersListed)) }
    }

    mutating func add(_ problem: RecordProblem) {
        failed += 1
        if errors.count < Self.maximumErrorsKept { errors.append(problem) }
    }

    mutating func addDraft(_ record: ImportRecord) {
        drafts += 1
        kept += record.kept
        if record.kept > 0 {
            keptRecords += 1
            if keptByRecord.count < Self.maximumErrorsKept { keptByRecord.append((record.line, record.kept)) }
        }
        if !record.draft.warnings.isEmpty { withWarnings += 1 }
    }

    mutating func addSkip(_ reason: ImportSkip) {
        skipped += 1
        if !skipReasons.contains(reason) { skipReasons.append(reason) }
    }

    mutating func add(_ outcomes: [ImportOutcome]) {
        for outcome in outcomes {
            switch outcome {
            case .created: created += 1
            case .alreadyPresent: alreadyPresent += 1
            case .repeated: repeated += 1
            }
        }
    }

    /// 0 when every record was fine; 5 when some failed and others did not; 1 when none was good.
    var exitCode: ExitCode {
        guard failed > 0 else { return .ok }
        return drafts > 0 ? .partial : .failure
    }

    /// "120 drafts: 3 with warnings" — what a person sees before confirming.
    var draftSummary: Message {
        .importExport(.draftSummary(drafts: drafts, withWarnings: withWarnings, failed: failed, skipped: skipped, kept: kept, keptRecords: keptRecords))
    }

    /// The closing line of a committed import.
    var commitSummary: Message {
        .importExport(.imported(created: created, file: file, alreadyPresent: alreadyPresent, repeated: repeated, skipped: skipped,
                                failed: failed, kept: kept, keptRecords: keptRecords))
    }

    var json: JSONObject {
        [
            "file": .string(file), "format": .string(format), "dry_run": .bool(dryRun),
            "records": .int(Int64(drafts + failed + skipped)), "drafts": .int(Int64(drafts)),
            "with_warnings": .int(Int64(withWarnings)), "created": .int(Int64(created)),
            "already_present": .int(Int64(alreadyPresent)), "repeated": .int(Int64(repeated)),
            "failed": .int(Int64(failed)), "skipped": .int(Int64(skipped)), "kept": .int(Int64(kept)),
            "links_not_written": .int(Int64(linksNotWritten)),
            "parents_not_found": .int(Int64(parentsNotFound)), "parents_refused": .int(Int64(parentsRefused)),
            "deeper_than_allowed": .int(Int64(deeperThanAllowed)), "numbers_not_in_file": .int(Int64(numbersNotInFile)),
            "kept_records": .int(Int64(keptRecords)),
            "kept_by_record": .array(keptByRecord.map { .object(["line": .int(Int64($0.line)), "kept": .int(Int64($0.kept))]) }),
            "kept_by_record_truncated": .bool(keptRecords > keptByRecord.count),
            "errors": .array(errors.map { .object($0.json) }), "errors_truncated": .bool(failed > errors.count),
            "notes": .array((notes.map(\.english) + skipReasons.map { "skipped: " + $0.english }).map(JSONValue.string)),
        ]
    }
}

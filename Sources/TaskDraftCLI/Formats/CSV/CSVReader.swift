import TaskDraftKit

/// RFC 4180 CSV (https://www.rfc-editor.org/rfc/rfc4180): quoted fields with `""` escapes,
/// commas and line breaks inside quotes, CRLF or LF records, an optional byte-order mark
/// (skipped before the header, so its first field may be quoted and its columns count from 1).
/// The first record is a header naming the columns; a `text` column is drafted and the
/// other named columns override what drafting found. Todoist's export is recognised by its
/// header (see `CSVReader+Todoist.swift`).
final class CSVReader: RecordReader {
    /// The columns a header may name, and what they fill.
    enum Column: String, CaseIterable, Sendable {
        case title, text, due, priority, tags, project, recurrence, uid, status, created, modified, completed
        /// Todoist's TYPE (task, note, section), DATE (words, drafted with the content) and
        /// DESCRIPTION (`TodoistDescription`: lines of fields, the rest the text beyond the title;
        /// another file's column of that text is its field's own, read through `moreKeys`).
        case type, date, description

        init?(header: String, todoist: Bool) {
            let name = header.trimmingWhitespace().lowercased()
            if todoist { self.init(todoistHeader: name); return }
            switch name {
            case "uuid", "id_key", "key": self = .uid
            case "due_date", "deadline": self = .due
            case "tag": self = .tags
            case "description", "summary": self = .title
            case "recur", "rrule": self = .recurrence
            case "type", "date": return nil
            default: self.init(rawValue: name)
            }
        }
    }

    private struct RawField {
        var value: [UInt8]
        let position: Position
    }

    private let source: ByteSource
    let zone: Zone
    /// The import's moment: a Todoist note row without a DATE is dated then.
    let now: Instant
    private var columns: [Column?] = []
    /// For a header `Column` does not know that names a `TaskField`'s CSV column: the
    /// field's draft JSON key, where its cells go (`RecordFields.more`).
    private var moreKeys: [String?] = []
    /// The header is exactly the one `export --format csv` or `--format todoist` writes, so cells
    /// carry its spreadsheet-formula quotes, which come off again here. A foreign file's cells are
    /// taken as they are: a `'` there may be the title's own.
    private var isOwnExport = false
    /// For a header neither `columns` nor `moreKeys` reads: the name its cells are kept
    /// under in the notes (`KeptField`), nil for a column that carries nothing to keep.
    private var keptNames: [String?] = []
    /// The index of an `id` column, which numbers the records of a foreign file (a spreadsheet's
    /// row ids): a `parent` or `depends` cell of such numbers names those records, as a JSON
    /// number does (`ImportRecord.number`). Nil without one: a cell of digits is then a UID.
    private var numberColumn: Int?
    private(set) var notes: [ImportNote] = []
    /// A Todoist export: TYPE rows, notes that belong to the task above, sections.
    private(set) var todoist = false
    /// The Todoist task read last, held until the rows after it show whether notes follow, and
    /// the notes of the rows after it so far (`handOnHeldTask`).
    var heldTask: SourceRecord?
    var heldNotes: [Annotation] = []
    var section: String?
    var outline = TodoistOutline()
    /// Todoist's task rows by their place, and the tasks waiting for the rows they name.
    var links = TodoistLinks()

    private var block: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    private var index = 0
    private var line = 1
    private var column = 1
    private var current: [UInt8] = []

    /// Reads the header. A header that names neither `title` nor `text` makes the file
    /// unusable, which is an error about the file rather than about one record.
    init(source: ByteSource, zone: Zone, now: Instant) throws(CLIError) {
        self.source = source
        self.zone = zone
        self.now = now
        source.skipByteOrderMark()
        var header: [RawField] = []
        while true {
            switch nextRaw() {
            case .end:
                throw CLIError(.failure, .importExport(.csvEmpty(source.name)))
            case .problem(let problem):
                throw CLIError(.failure, .importExport(.csvHeaderProblem(problem, file: source.name)))
            case .blank:
                continue
            case .fields(let fields, _):
                header = fields
            }
            break
        }
        let names = header.map { String(decoding: $0.value, as: UTF8.self) }
        todoist = Self.isTodoistHeader(names)
        columns = names.map { Column(header: $0, todoist: todoist) }
        moreKeys = zip(names, columns).map { name, column in
            guard column == nil, !todoist else { return nil }
            return TaskField.draftField(csvColumn: name.trimmingWhitespace().lowercased())?.draft?.keys.first
        }
        isOwnExport = names == CSVTaskWriter.columns || names == TodoistTaskWriter.columns
        if !todoist, let index = names.firstIndex(where: { $0.trimmingWhitespace().lowercased() == "id" }),
           columns[index] == nil, moreKeys[index] == nil {
            numberColumn = index
        }
        keptNames = zip(names, zip(columns, moreKeys)).enumerated().map { index, named in
            let (name, read) = named
            guard read.0 == nil, read.1 == nil, index != numberColumn else { return nil }
            let trimmed = name.trimmingWhitespace()
            guard !trimmed.isEmpty else { return nil }
            return todoist ? (Self.todoistKeptColumn(trimmed) ? trimmed.lowercased() : nil) : trimmed
        }
        // A Todoist export's own columns are known; only others are worth naming.
        let kept = zip(names, keptNames).compactMap { name, kept in
            kept.flatMap { todoist && Self.todoistKnownKept.contains($0) ? nil : name.trimmingWhitespace() }
        }
        if !kept.isEmpty { notes.append(.keptInNotes(format: todoist ? "Todoist" : "CSV", names: kept)) }
        guard columns.contains(.title) || columns.contains(.text) else {
            throw CLIError(.failure, .importExport(.csvNoTitleColumn(source.name, has: names.joined(separator: ", "))))
        }
    }

    func next() -> ReaderItem? {
        todoist ? nextTodoist() : nextRow()
    }

    /// The next row as a record (or a problem), with no Todoist grouping.
    func nextRow() -> ReaderItem? {
        while true {
            switch nextRaw() {
            case .end: return nil
            case .blank: continue
            case .problem(let problem): return .problem(problem)
            case .fields(let fields, let line): return record(fields, line: line)
            }
        }
    }

    private func record(_ raw: [RawField], line: Int) -> ReaderItem {
        if todoist, raw.allSatisfy({ $0.value.isEmpty }) { return .skipped(line: line, reason: .emptyRow) }
        guard raw.count == columns.count else {
            return .problem(RecordProblem(line: line, .fieldCount(raw.count, header: columns.count)))
        }
        var record = SourceRecord(line: line)
        for (index, (field, (column, moreKey))) in zip(raw, zip(columns, moreKeys)).enumerated() {
            if index == numberColumn {
                // A row id that is no number is kept, as any value with no place here.
                let text = String(decoding: field.value, as: UTF8.self).trimmingWhitespace()
                if let number = Self.number(text) {
                    record.fields.number = number
                } else if !text.isEmpty {
                    record.fields.kept.append(KeptField(name: "id", value: text))
                }
                continue
            }
            guard let name = column?.rawValue ?? moreKey ?? keptNames[index], !field.value.isEmpty else { continue }
            record.positions[name] = field.position
            let text: String
            switch field.value.withUnsafeBufferPointer({ $0.validatedString() }) {
            case .success(let s): text = isOwnExport ? SpreadsheetFormulaGuard.restored(s) : s
            case .failure(let bad):
                let at = field.position
                return .problem(RecordProblem(line: at.line, column: at.column, field: name,
                                              .invalidUTF8(byte: bad.byteOffset + 1, inField: true)))
            }
            guard let column else {
                if moreKey != nil {
                    record.fields.more[name] = numberColumn != nil ? Self.numbered(name, text) : .string(text)
                } else {
                    record.fields.kept.append(KeptField(name: name, value: text))
                }
                continue
            }
            do {
                try fill(&record, column, with: text)
            } catch {
                return .problem(error.at(line: field.position.line, column: field.position.column))
            }
        }
        if record.text == nil && record.fields.title == nil && record.todoistType != "section" {
            return .problem(RecordProblem(line: line, field: columns.contains(.title) ? "title" : "text", .empty))
        }
        return .record(record)
    }

    /// A positive number of at most 18 digits, as a row id is written; nil for anything else.
    static func number(_ text: String) -> Int64? {
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int64(text), n > 0 else {
            return nil
        }
        return n
    }

    /// A cell of a field whose value is a task or tasks (a parent, dependencies:
    /// `TaskField.taskValued`) in a file with an `id` column: numbers name its records (a JSON
    /// number, `ImportCommitter+Numbers`), anything else is the cell's text, a UID.
    static func numbered(_ key: String, _ text: String) -> JSONValue {
        switch severalTasks[key] {
        case false?:
            return number(text.trimmingWhitespace()).map(JSONValue.int) ?? .string(text)
        case true?:
            let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            guard !words.isEmpty, words.allSatisfy({ number($0) != nil }) else { return .string(text) }
            return .array(words.compactMap(number).map(JSONValue.int))
        case nil:
            return .string(text)
        }
    }

    /// Whether each task-valued field's cell names several tasks, by the field's name.
    private static let severalTasks = Dictionary(uniqueKeysWithValues: TaskField.taskValued.map { ($0.field.name, $0.several) })

    private func fill(_ record: inout SourceRecord, _ column: Column, with text: String) throws(FieldProblem) {
        switch column {
        case .title: record.fields.title = text
        case .text: record.text = text
        case .description: record.todoistDescription = text
        case .project: record.fields.project = text
        case .uid: record.fields.uid = text
        case .tags: record.fields.tags = isOwnExport ? RecordFields.spaceSeparatedTags(text) : RecordFields.tags(text)
        case .due: record.fields.due = try RecordFields.due(text, zone: zone).get()
        case .priority:
            record.fields.priority = try (todoist ? Self.todoistPriority(text) : RecordFields.priority(text)).get()
        case .recurrence: record.fields.recurrence = try RecordFields.recurrence(text).get()
        case .type: record.todoistType = text.lowercased()
        case .date: record.todoistDate = text
        case .status:
            guard let status = RecordFields.status(text) else { throw FieldProblem("status", .notAStatus(text)) }
            record.fields.status = status
        case .created, .modified, .completed:
            guard let read = RecordFields.instant(text, zone: zone) else {
                throw FieldProblem(column.rawValue, .notADateTime(text))
            }
            let instant = try RecordFields.supported(read, text, field: column.rawValue)
            switch column {
            case .created: record.fields.created = instant
            case .modified: record.fields.modified = instant
            default: record.fields.completed = instant
            }
        }
    }

    private enum Raw {
        case fields([RawField], line: Int)
        case blank
        case problem(RecordProblem)
        case end
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted
    }

    private func nextByte() -> UInt8? {
        if index == block.count {
            guard let next = source.nextBlock() else { return nil }
            block = next
            index = 0
        }
        let byte = block[index]
        index += 1
        return byte
    }

    /// One record's fields, its line, or a problem with the record (the reader has moved
    /// past it either way). Bytes are read one at a time through the block buffer.
    private func nextRaw() -> Raw {
        var fields: [RawField] = []
        var state = State.fieldStart
        let recordLine = line
        var fieldStart = Position(line: line, column: column)
        var size = 0
        var started = false
        var problem: RecordProblem?
        current.removeAll(keepingCapacity: current.capacity <= ByteSource.blockSize)

        func endField() {
            fields.append(RawField(value: current, position: fieldStart))
            // The field holds those bytes now: keeping their capacity here would allocate it
            // again for every field, one after a long field as large as it.
            current = []
        }
        func endRecord() -> Raw {
            if let problem { return .problem(problem) }
            if size > ByteSource.maximumRecordBytes {
                return .problem(RecordProblem(line: recordLine, .recordTooLong(bytes: size, most: ByteSource.maximumRecordBytes)))
            }
            if fields.count == 1 && fields[0].value.isEmpty && state != .quoteInQuoted { return .blank }
            return .fields(fields, line: recordLine)
        }

        while true {
            guard let byte = nextByte() else {
                guard started else { return .end }
                if state == .quoted {
                    return .problem(RecordProblem(line: fieldStart.line, column: fieldStart.column,
                                                  .endsInsideQuotedField))
                }
                endField()
                return endRecord()
            }
            started = true
            let here = Position(line: line, column: column)
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            size += 1
            let keep = size <= ByteSource.maximumRecordBytes
            switch state {
            case .fieldStart:
                fieldStart = here
                switch byte {
                case 0x22: state = .quoted
                case 0x2C: endField()
                case 0x0A: endField(); return endRecord()
                case 0x0D: break  // outside quotes a CR only precedes LF
                default:
                    if keep { current.append(byte) }
                    state = .unquoted
                }
            case .unquoted:
                switch byte {
                case 0x2C: endField(); state = .fieldStart
                case 0x0A: endField(); return endRecord()
                case 0x0D: break
                default: if keep { current.append(byte) }
                }
            case .quoted:
                if byte == 0x22 { state = .quoteInQuoted } else if keep { current.append(byte) }
            case .quoteInQuoted:
                switch byte {
                case 0x22: if keep { current.append(0x22) }; state = .quoted
                case 0x2C: endField(); state = .fieldStart
                case 0x0A: endField(); return endRecord()
                case 0x0D: break
                default:
                    if problem == nil {
                        problem = RecordProblem(line: here.line, column: here.column,
                                                .characterAfterClosingQuote)
                    }
                    if keep { current.append(byte) }
                    state = .unquoted
                }
            }
        }
    }
}

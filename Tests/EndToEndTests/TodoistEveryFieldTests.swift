import Foundation
import Testing

/// What Todoist's CSV has no column for (start, wait, the tasks one waits for) goes into a task
/// row's DESCRIPTION as `taskdraft:` lines, which import reads back: export → import into a fresh
/// database → export gives the same bytes and the same fields, duplicate titles and all; a line
/// whose row moved is kept and counted, never a link to another task; and what the file still has
/// no place for is counted in the export's report and said in the person's language.
@Suite struct TodoistEveryFieldTests {
    /// Issue 29's new fields on one set: start and wait as days and as moments (one in another
    /// offset than the session's), a tree three deep, dependencies on two tasks of one title, an
    /// estimate, dated notes and the four priorities.
    static let seed = """
        {"uuid":"a0000000-0000-4000-8000-000000000001","title":"Move the office","status":"pending","due":"2026-12-11T15:00:00+03:00","start_date":"2026-12-07","estimate":"P2D","priority":"high","project":"Office","tags":["work"],"annotations":[{"entry":"2026-11-30T10:00:00+03:00","text":"landlord says June"}],"created":"2026-11-30T10:00:00+03:00","modified":"2026-11-30T10:00:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000002","title":"Pack the books","status":"pending","start":"2026-12-08T10:00:00+03:00","wait":"2026-12-04T09:30:00+03:00","estimate":"PT1H30M","priority":"medium","project":"Office","parent":"a0000000-0000-4000-8000-000000000001","depends":["a0000000-0000-4000-8000-000000000005"],"annotations":[{"entry":"2026-12-01T12:00:07+03:00","text":"the big boxes, \\"not\\" the small"}],"created":"2026-11-30T10:01:00+03:00","modified":"2026-11-30T10:01:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000003","title":"Label the boxes","status":"pending","wait_date":"2026-12-04","priority":"low","project":"Office","parent":"a0000000-0000-4000-8000-000000000002","depends":["a0000000-0000-4000-8000-000000000004","a0000000-0000-4000-8000-000000000002"],"created":"2026-11-30T10:02:00+03:00","modified":"2026-11-30T10:02:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000004","title":"Order boxes","status":"pending","due_date":"2026-12-05","start":"2026-12-03T08:00:00+05:00","created":"2026-11-30T10:03:00+03:00","modified":"2026-11-30T10:03:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000005","title":"Order boxes","status":"pending","tags":["home"],"wait":"2026-12-03T18:00:00+03:00","estimate":"PT20M","created":"2026-11-30T10:04:00+03:00","modified":"2026-11-30T10:04:00+03:00"}

        """

    /// Each task's key: its title and tags (two tasks here share a title).
    static func key(_ task: [String: Any]) -> String {
        (task["title"] as? String ?? "") + " " + ((task["tags"] as? [String]) ?? []).joined(separator: ",")
    }

    static func tasks(_ td: TaskDraftBinary, db: String) throws -> [String: [String: Any]] {
        let list = try JSONSerialization.jsonObject(with: Data(try td.exportAll("json", db: db).utf8)) as? [[String: Any]] ?? []
        return Dictionary(list.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func everyNewFieldComesBackByteForByteAndFieldForField() throws {
        let td = try TaskDraftBinary.seeded(with: Self.seed)
        defer { td.remove() }
        let first = try td.run(["export", "--format", "todoist"])
        #expect(first.status == 0 && first.stderr.isEmpty, "nothing left out: \(first.stderr)")
        for line in ["taskdraft: start 2026-12-07", "taskdraft: start 2026-12-08 10:00+03:00", "taskdraft: wait 2026-12-04 09:30+03:00",
                     "taskdraft: wait 2026-12-04", "taskdraft: start 2026-12-03 08:00+05:00", ": Pack the books"] {
            #expect(first.stdout.contains(line), "\(line) in \(first.stdout)")
        }
        #expect(first.stdout.components(separatedBy: "taskdraft: after task ").count == 4, "three dependencies: \(first.stdout)")
        #expect(first.stdout.components(separatedBy: ": Order boxes").count == 3, "\(first.stdout)")
        let path = td.directory.appendingPathComponent("todoist.csv").path
        try first.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = td.directory.appendingPathComponent("fresh.db").path
        let report = try td.json(["import", path, "--yes", "--json", "--db", fresh]) as? [String: Any] ?? [:]
        #expect(report["created"] as? Int == 5, "\(report)")
        #expect(report["kept"] as? Int == 0 && report["failed"] as? Int == 0, "\(report)")
        #expect(report["links_not_written"] as? Int == 0 && report["numbers_not_in_file"] as? Int == 0, "\(report)")
        let second = try td.run(["export", "--format", "todoist", "--db", fresh])
        #expect(second.stdout == first.stdout)

        let before = try Self.tasks(td, db: td.databasePath), after = try Self.tasks(td, db: fresh)
        #expect(Set(after.keys) == Set(before.keys) && before.count == 5, "\(after.keys)")
        func keys(_ uids: [String], _ tasks: [String: [String: Any]]) -> [String] {
            uids.compactMap { uid in tasks.values.first { $0["uuid"] as? String == uid }.map(Self.key) }
        }
        func links(_ task: [String: Any]?, _ tasks: [String: [String: Any]]) -> [String] {
            keys(((task?["depends"] as? [[String: Any]]) ?? []).compactMap { $0["uid"] as? String }, tasks)
        }
        for (key, task) in before {
            for field in ["due", "due_date", "start", "start_date", "wait", "wait_date", "estimate", "priority", "project", "tags",
                          "recurrence", "status"] {
                #expect(String(describing: after[key]?[field]) == String(describing: task[field]), "\(key).\(field)")
            }
            func notes(_ task: [String: Any]?) -> [String] {
                ((task?["annotations"] as? [[String: Any]]) ?? []).map { "\($0["entry"] ?? "") \($0["text"] ?? "")" }
            }
            #expect(notes(after[key]) == notes(task), "\(key).annotations")
            #expect(keys([after[key]?["parent"] as? String].compactMap { $0 }, after) == keys([task["parent"] as? String].compactMap { $0 }, before),
                    "\(key).parent")
            #expect(links(after[key], after) == links(task, before), "\(key).depends")
        }
        // The two tasks of one title are told apart: each dependency found the one it named.
        #expect(links(after["Pack the books "], after) == ["Order boxes home"])
        #expect(links(after["Label the boxes "], after) == ["Order boxes ", "Pack the books "])
        #expect(Set(before.values.compactMap { $0["priority"] as? String }) == ["high", "medium", "low", "none"])
        // A second import of the same file finds every task again.
        let again = try td.json(["import", path, "--yes", "--json", "--db", fresh]) as? [String: Any] ?? [:]
        #expect(again["created"] as? Int == 0, "\(again)")
    }

    /// A file a person changed: a line naming a row that holds another title (the rows moved) or
    /// no row at all is kept as the task's annotation and counted, never a link to another task;
    /// a row further down is found; a place alone names its row; a start that is none is a bad record.
    @Test func aLineWhoseRowMovedIsKeptAndCountedNeverLinked() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try td.writeFile("edited.csv", """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Order boxes,,4,1,,,,,
            note,a note row is no task row,,,,,,,,
            task,Order boxes @home,,4,1,,,,,
            task,Pack the books,taskdraft: after task 2: Order boxes,4,1,,,,,
            task,Label the boxes,"taskdraft: after task 1: Pack the books
            keep them dry",4,1,,,,,
            task,Sweep,taskdraft: after task 9: Nothing,4,1,,,,,
            task,Paint,"taskdraft: after task 7
            taskdraft: after task 1: Order boxes",4,1,,,,,
            task,Buy paint @shop,,4,1,,,,,
            task,Bad start,taskdraft: start soonish,4,1,,,,,

            """)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 5, "the bad start: \(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(report["created"] as? Int == 7, "\(report)")
        #expect(report["kept"] as? Int == 2, "the moved row's line and the missing row's: \(report)")
        let errors = (report["errors"] as? [[String: Any]]) ?? []
        #expect(errors.count == 1 && errors.first?["line"] as? Int == 12, "\(errors)")
        #expect(result.stderr.contains("start"), "\(result.stderr)")
        let list = try td.json(["list", "--all", "--json"]) as? [[String: Any]] ?? []
        let tasks = Dictionary(list.map { (Self.key($0), $0) }, uniquingKeysWith: { first, _ in first })
        func links(_ key: String) -> [String] {
            ((tasks[key]?["depends"] as? [[String: Any]]) ?? []).compactMap { link in
                list.first { $0["id"] as? Int == link["id"] as? Int }.map(Self.key)
            }
        }
        func notes(_ key: String) -> [String] {
            ((tasks[key]?["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
        }
        #expect(links("Pack the books ") == ["Order boxes home"])
        #expect(links("Label the boxes ") == [])
        #expect(notes("Label the boxes ") == ["keep them dry", "imported: depends=after task 1: Pack the books"])
        #expect(links("Sweep ") == [] && notes("Sweep ") == ["imported: depends=after task 9: Nothing"])
        #expect(links("Paint ") == ["Buy paint shop", "Order boxes "], "a row further down, by its place alone, then one above, in order")
        #expect(notes("Pack the books ") == [] && notes("Paint ") == [])
    }

    /// What Todoist's CSV cannot hold is counted in `--json`'s report and said after the export,
    /// in each language: done tasks, reminders, a dependency on a task not in the file, a parent
    /// the filter left out, a subtask in another project than its parent's (written in the parent's),
    /// a title starting with "* " (a task Todoist cannot complete).
    @Test func whatTheFileHasNoPlaceForIsCountedAndSaid() throws {
        let td = try TaskDraftBinary.seeded(with: """
            {"uuid":"b0000000-0000-4000-8000-000000000001","title":"Book flights","status":"done","completed":"2026-12-01T10:00:00+03:00","created":"2026-11-30T10:00:00+03:00"}
            {"uuid":"b0000000-0000-4000-8000-000000000002","title":"Pack","status":"pending","project":"Home","due":"2026-12-10T10:00:00+03:00","reminders":["-PT30M","2026-12-09T09:00:00+03:00"],"depends":["b0000000-0000-4000-8000-000000000001"],"created":"2026-11-30T10:00:00+03:00"}
            {"uuid":"b0000000-0000-4000-8000-000000000003","title":"* Move","status":"pending","project":"Office","created":"2026-11-30T10:00:00+03:00"}
            {"uuid":"b0000000-0000-4000-8000-000000000004","title":"Sort","status":"pending","project":"Home","parent":"b0000000-0000-4000-8000-000000000003","created":"2026-11-30T10:00:00+03:00"}

            """)
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("out.csv").path
        let result = try td.run(["export", "--format", "todoist", "-o", path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        // The done task is left out (`tasks_not_open`), not exported: three rows were written.
        #expect(report["exported"] as? Int == 3 && report["format"] as? String == "todoist", "\(report)")
        let leftOut = report["left_out"] as? [String: Int] ?? [:]
        #expect(leftOut == ["tasks_not_open": 1, "reminders": 2, "links_outside": 1, "parents_outside": 0, "subtask_projects": 1,
                          "title_labels": 0, "uncompletable_titles": 1, "rules_without_words": 0, "tasks_deleted": 0], "\(report)")
        // The project filter leaves the parent out: its step goes to the top, and that is said too.
        let home = try td.run(["export", "--format", "todoist", "-o", path, "project:Home", "--json"])
        let homeReport = try JSONSerialization.jsonObject(with: Data(home.stdout.utf8)) as? [String: Any] ?? [:]
        #expect((homeReport["left_out"] as? [String: Int])?["parents_outside"] == 1, "\(homeReport)")

        let said: [(lang: String, lines: [String])] = [
            ("C.UTF-8", ["todoist: 1 done or deleted task was left out; the format holds open tasks only",
                         "todoist: 2 reminders were left out; the format has no place for reminders",
                         "todoist: 1 dependency on a task not in the file was left out",
                         "todoist: 1 subtask's project was left out; the format puts a subtask in the project of the task at the top of its tree",
                         "todoist: 1 title starts with \"* \", which Todoist reads as a task that cannot be completed; import brings it back as written"]),
            ("ru_RU.UTF-8", ["todoist: не выгружено 1 выполненная или удалённая задача; формат хранит только открытые задачи",
                             "todoist: не выгружено 2 напоминания; в формате нет места для напоминаний",
                             "todoist: не выгружено 1 зависимость от задач, которых нет в файле",
                             "todoist: не выгружен проект у 1 подзадачи; в формате подзадача записывается в проект задачи верхнего уровня",
                             "todoist: у 1 задачи название начинается с «* », а в формате это задача, которую нельзя отметить выполненной; импорт вернёт её без изменений"]),
            ("pl_PL.UTF-8", ["todoist: pominięto 1 zadanie wykonane lub usunięte; taki plik przechowuje tylko otwarte zadania",
                             "todoist: pominięto 2 przypomnienia; w takim pliku nie ma miejsca na przypomnienia",
                             "todoist: pominięto 1 zależność od zadań, których nie ma w pliku",
                             "todoist: pominięto projekt 1 podzadania; w takim pliku podzadanie trafia do projektu zadania najwyższego poziomu",
                             "todoist: 1 tytuł zaczyna się od „* ”: w Todoist takiego zadania nie da się oznaczyć jako wykonanego; import przywraca je bez zmian"]),
        ]
        for (lang, lines) in said {
            let run = try td.run(["export", "--format", "todoist"], extraEnvironment: ["LANG": lang])
            #expect(run.status == 0 && run.stdout.hasPrefix("TYPE,CONTENT,"), "\(run.stderr)")
            for line in lines { #expect(run.stderr.contains(line), "\(lang): \(run.stderr)") }
        }
        // A format that carries every field says nothing.
        #expect(try td.run(["export", "--format", "json", "status:all"]).stderr.isEmpty)
    }
}

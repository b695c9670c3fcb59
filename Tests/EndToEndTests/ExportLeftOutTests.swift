import Foundation
import Testing

/// What a format has no place for is counted and said after the export, never left out in
/// silence: Taskwarrior has no reminders, and no `recur` for a rule such as "the 1st of each month";
/// todo.txt has neither, nor dated notes or a deleted task, while a parent and what a task waits
/// for are `parent:` and `depends:` by UID, which import links back.
@Suite struct ExportLeftOutTests {
    @Test func taskwarriorSaysTheRemindersAndRulesItLeavesOut() throws {
        let td = try TaskDraftBinary.seeded(with: """
            {"title":"Pay rent","status":"pending","due_date":"2027-01-01","recurrence":"FREQ=MONTHLY;BYMONTHDAY=1","reminders":["-PT30M"]}
            {"title":"Stand-up","status":"pending","due":"2026-12-07T10:00:00+03:00","recurrence":"FREQ=WEEKLY","reminders":["-PT5M","-PT1M"]}

            """)
        defer { td.remove() }
        let english = try td.run(["export", "--format", "taskwarrior"])
        #expect(english.status == 0 && english.stdout.contains("\"recur\":\"weekly\""), "\(english.stdout)")
        #expect(english.stderr.contains("taskwarrior: 3 reminders were left out; the format has no place for reminders"), "\(english.stderr)")
        #expect(english.stderr.contains("taskwarrior: 1 repeat rule was left out; the format has no words for it"), "\(english.stderr)")
        let russian = try td.run(["export", "--format", "taskwarrior"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("taskwarrior: не выгружено 3 напоминания; в формате нет места для напоминаний"), "\(russian.stderr)")
        let path = td.directory.appendingPathComponent("out.json").path
        let report = try td.json(["export", "--format", "taskwarrior", "-o", path, "--json"]) as? [String: Any] ?? [:]
        #expect(report["exported"] as? Int == 2, "\(report)")
        #expect((report["left_out"] as? [String: Int])?["reminders"] == 3, "\(report)")
        #expect((report["left_out"] as? [String: Int])?["rules_without_words"] == 1, "\(report)")
        #expect((report["warnings"] as? [String])?.count == 2, "\(report)")
    }

    /// Two tasks with dated notes, two with a parent and dependencies, two reminders on one task,
    /// a rule `rec:` cannot say and a deleted task.
    static let todoTxtSeed = """
        {"uuid":"a0000000-0000-4000-8000-000000000001","title":"Move the office","status":"pending","due_date":"2026-12-11","recurrence":"FREQ=MONTHLY;BYMONTHDAY=1","reminders":["-PT30M","2026-12-10T09:00:00+03:00"],"annotations":[{"entry":"2026-11-30T10:00:00+03:00","text":"landlord says June"}],"created":"2026-11-30T10:00:00+03:00","modified":"2026-11-30T10:00:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000002","title":"Pack the books","status":"pending","priority":"medium","parent":"a0000000-0000-4000-8000-000000000001","depends":["a0000000-0000-4000-8000-000000000004"],"annotations":[{"entry":"2026-12-01T12:00:00+03:00","text":"the big boxes"}],"created":"2026-11-30T10:01:00+03:00","modified":"2026-11-30T10:01:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000003","title":"Label the boxes","status":"pending","tags":["home"],"parent":"a0000000-0000-4000-8000-000000000002","depends":["a0000000-0000-4000-8000-000000000004","a0000000-0000-4000-8000-000000000002"],"created":"2026-11-30T10:02:00+03:00","modified":"2026-11-30T10:02:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000004","title":"Order boxes","status":"pending","due_date":"2026-12-05","created":"2026-11-30T10:03:00+03:00","modified":"2026-11-30T10:03:00+03:00"}
        {"uuid":"a0000000-0000-4000-8000-000000000005","title":"Old idea","status":"deleted","created":"2026-10-01T08:00:00+03:00","modified":"2026-10-02T08:00:00+03:00"}

        """

    @Test func todoTxtSaysEachFieldItLeavesOutInThreeLanguages() throws {
        let td = try TaskDraftBinary.seeded(with: Self.todoTxtSeed)
        defer { td.remove() }
        let english = try td.run(["export", "status:all", "--format", "todotxt"])
        #expect(english.status == 0 && english.stdout.split(separator: "\n").count == 4, "\(english.stdout)")
        for said in ["todotxt: the field annotations of 2 tasks were left out; the format has no place for it",
                     "todotxt: 2 reminders were left out; the format has no place for reminders",
                     "todotxt: 1 repeat rule was left out; the format has no words for it",
                     "todotxt: 1 deleted task was left out; the format has no place for deleted tasks"] {
            #expect(english.stderr.contains(said), "\(said) in \(english.stderr)")
        }
        let russian = try td.run(["export", "status:all", "--format", "todotxt"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        for said in ["todotxt: не выгружено поле «заметки с датами» у 2 задач; в формате нет для него места",
                     "todotxt: не выгружено 1 удалённая задача; в формате нет места для удалённых задач"] {
            #expect(russian.stderr.contains(said), "\(said) in \(russian.stderr)")
        }
        let polish = try td.run(["export", "status:all", "--format", "todotxt"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        for said in ["todotxt: pominięto pole „notatki z datami” w 2 zadaniach; w takim pliku nie ma na nie miejsca",
                     "todotxt: pominięto 1 zadanie usunięte; w takim pliku nie ma miejsca na usunięte zadania"] {
            #expect(polish.stderr.contains(said), "\(said) in \(polish.stderr)")
        }
        let path = td.directory.appendingPathComponent("todo.txt").path
        let report = try td.json(["export", "status:all", "--format", "todotxt", "-o", path, "--json"]) as? [String: Any] ?? [:]
        // `exported` counts the lines written: the deleted task is left out, not exported.
        #expect(report["exported"] as? Int == 4, "\(report)")
        let leftOut = report["left_out"] as? [String: Int] ?? [:]
        #expect(leftOut["annotations"] == 2 && leftOut["parent"] == nil && leftOut["depends"] == nil, "\(report)")
        #expect(leftOut["reminders"] == 2 && leftOut["rules_without_words"] == 1 && leftOut["tasks_deleted"] == 1, "\(report)")
        #expect((report["warnings"] as? [String])?.count == 4, "\(report)")

        // What todo.txt carries comes back, links by UID included, and a file of it leaves nothing out and says nothing.
        let other = td.directory.appendingPathComponent("other.db").path
        let imported = try td.run(["import", path, "--yes", "--db", other])
        #expect(imported.status == 0, "\(imported.stderr)")
        let first = try String(contentsOfFile: path, encoding: .utf8)
        #expect(first.contains("Label the boxes @home uid:a0000000-0000-4000-8000-000000000003 parent:a0000000-0000-4000-8000-000000000002 "
                               + "depends:a0000000-0000-4000-8000-000000000004 depends:a0000000-0000-4000-8000-000000000002"), "\(first)")
        #expect(!english.stderr.contains("parent") && !english.stderr.contains("depends"), "\(english.stderr)")
        let again = try td.run(["export", "status:all", "--format", "todotxt", "--db", other])
        #expect(again.status == 0 && again.stdout == first, "\(again.stdout)\n\(first)")
        #expect(!again.stderr.contains("todotxt:"), "\(again.stderr)")
        let tasks = try td.json(["export", "--format", "json", "--db", other]) as? [[String: Any]] ?? []
        let label = tasks.first { $0["uuid"] as? String == "a0000000-0000-4000-8000-000000000003" } ?? [:]
        #expect(label["parent"] as? String == "a0000000-0000-4000-8000-000000000002", "\(label)")
        #expect(Set((label["depends"] as? [[String: Any]] ?? []).compactMap { $0["uid"] as? String })
                == ["a0000000-0000-4000-8000-000000000002", "a0000000-0000-4000-8000-000000000004"], "\(label)")
    }
}

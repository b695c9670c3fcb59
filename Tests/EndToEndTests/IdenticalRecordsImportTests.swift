import Foundation
import Testing

/// Two records of one file that say the same thing — two "Buy milk" rows of a Todoist export,
/// two equal todo.txt lines, two VTODOs alike without a UID — are two tasks: the second used to
/// share the first's import identity and be taken for it ("repeated in the file"). Importing
/// the same file again still adds nothing. A Taskwarrior record's UUID names one task however
/// often it comes.
@Suite struct IdenticalRecordsImportTests {
    /// Imports `text` twice as `format`: the first run's report, the second's, and the tasks.
    func importTwice(_ text: String, format: String, name: String)
        throws -> (first: [String: Any], second: [String: Any], tasks: [[String: Any]]) {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try td.json(["import", path, "--format", format, "--yes", "--json"]) as! [String: Any]
        let second = try td.json(["import", path, "--format", format, "--yes", "--json"]) as! [String: Any]
        let tasks = try td.json(["list", "--all", "status:all", "--json"]) as! [[String: Any]]
        return (first, second, tasks)
    }

    func titles(_ tasks: [[String: Any]]) -> [String] { tasks.compactMap { $0["title"] as? String }.sorted() }

    @Test func twoEqualTodoistRowsAreTwoTasksAndARerunAddsNothing() throws {
        let export = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Buy milk,,4,1,,,2026-12-10,en,
            task,Buy milk,,4,1,,,2026-12-10,en,
            task,Call the bank,,4,1,,,,en,

            """
        let (first, second, tasks) = try importTwice(export, format: "todoist", name: "Inbox.csv")
        #expect(first["created"] as? Int == 3 && first["repeated"] as? Int == 0, "\(first)")
        #expect(second["created"] as? Int == 0 && second["already_present"] as? Int == 3, "\(second)")
        #expect(titles(tasks) == ["Buy milk", "Buy milk", "Call the bank"])
    }

    /// The same step twice under one parent, and the same tree in two sections: each a task,
    /// each step under its own parent.
    @Test func equalTodoistStepsAndTreesAreTasksOfTheirOwn() throws {
        let export = """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            section,Home,,,,,,,,
            task,Move out,,4,1,,,,en,
            task,Pack a box,,4,2,,,,en,
            task,Pack a box,,4,2,,,,en,
            section,Office,,,,,,,,
            task,Move out,,4,1,,,,en,
            task,Pack a box,,4,2,,,,en,

            """
        let (first, second, tasks) = try importTwice(export, format: "todoist", name: "Moving.csv")
        #expect(first["created"] as? Int == 5 && first["repeated"] as? Int == 0, "\(first)")
        #expect(second["created"] as? Int == 0 && second["already_present"] as? Int == 5, "\(second)")
        let parents = tasks.filter { $0["title"] as? String == "Move out" }
        #expect(Set(parents.compactMap { $0["project"] as? String }) == ["Home", "Office"], "\(parents)")
        let steps = tasks.filter { $0["title"] as? String == "Pack a box" }
        let parentOf = Dictionary(grouping: steps) { "\($0["parent"] ?? "none")" }
        #expect(steps.count == 3 && parentOf.count == 2 && parentOf.values.map(\.count).sorted() == [1, 2], "\(steps)")
    }

    @Test func twoEqualTodoTxtLinesAreTwoTasks() throws {
        let (first, second, tasks) = try importTwice("(A) Buy milk +home\n(A) Buy milk +home\nx Done thing\n",
                                                     format: "todotxt", name: "todo.txt")
        #expect(first["created"] as? Int == 3 && first["repeated"] as? Int == 0, "\(first)")
        #expect(second["created"] as? Int == 0 && second["already_present"] as? Int == 3, "\(second)")
        #expect(titles(tasks) == ["Buy milk", "Buy milk", "Done thing"])
    }

    @Test func twoEqualVTodosWithoutAUIDAreTwoTasks() throws {
        let todo = "BEGIN:VTODO\r\nSUMMARY:Buy milk\r\nDUE;VALUE=DATE:20261210\r\nEND:VTODO\r\n"
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + todo + todo + "END:VCALENDAR\r\n"
        let (first, second, tasks) = try importTwice(calendar, format: "ics", name: "tasks.ics")
        #expect(first["created"] as? Int == 2 && first["repeated"] as? Int == 0, "\(first)")
        #expect(second["created"] as? Int == 0 && second["already_present"] as? Int == 2, "\(second)")
        #expect(titles(tasks) == ["Buy milk", "Buy milk"])
        #expect(Set(tasks.compactMap { $0["uuid"] as? String }).count == 2, "\(tasks)")
    }

    /// A UUID is the task's own: the same record twice is one task, said as repeated.
    @Test func aTaskwarriorUUIDTwiceIsOneTask() throws {
        let record = #"{"uuid":"6f9619ff-8b86-4011-b42d-00cf4fc964ff","description":"Buy milk","status":"pending","entry":"20261201T100000Z"}"#
        let (first, second, tasks) = try importTwice("[" + record + "," + record + "]", format: "taskwarrior", name: "tw.json")
        #expect(first["created"] as? Int == 1 && first["repeated"] as? Int == 1, "\(first)")
        #expect(second["created"] as? Int == 0 && second["already_present"] as? Int == 2, "\(second)")
        #expect(titles(tasks) == ["Buy milk"])
    }
}

import Foundation
import Testing

/// A JSON file's `parent` and `depends` given as numbers: a number names the record of the same
/// file whose `id` is that number (as `list --json` writes it), never a task of the database the
/// file is imported into; a number no record of the file has is kept as an annotation of its
/// task, named in a closing note and counted in the report, never dropped in silence.
@Suite struct ImportNumberReferenceTests {
    private static func tasks(_ td: TaskDraftBinary) throws -> [String: [String: Any]] {
        let list = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        return Dictionary(uniqueKeysWithValues: list.map { ($0["title"] as! String, $0) })
    }

    private static func annotations(_ task: [String: Any]?) -> [String] {
        ((task?["annotations"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
    }

    private static func dependsIDs(_ task: [String: Any]?) -> [Int] {
        ((task?["depends"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
    }

    /// A database whose ids 1–5 are tasks of its own, so a number read as an id here would link them.
    private static func databaseWithFiveTasks() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        for n in 1...5 { try td.run(["add", "Already here \(n)", "--yes"]) }
        return td
    }

    @Test(arguments: [["--yes"], ["--yes", "--strict"]])
    func aNumberNamesTheRecordOfTheSameFileWithThatID(options: [String]) throws {
        let td = try Self.databaseWithFiveTasks()
        defer { td.remove() }
        // Steps before their parent, a link to a record further down: ids of the file, not of the database.
        let file = try td.writeFile("plan.jsonl", """
            {"id":2,"title":"Pack the books","parent":1,"depends":[3]}
            {"id":3,"title":"Buy boxes","parent":1}
            {"id":1,"title":"Move the office"}
            {"id":4,"title":"Book the van","depends":[{"id":2},3]}

            """)
        let result = try td.run(["import", file, "--json"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(report["created"] as? Int == 4)
        #expect(report["numbers_not_in_file"] as? Int == 0, "\(report)")
        #expect(report["parents_not_found"] as? Int == 0, "\(report)")
        #expect(report["links_not_written"] as? Int == 0, "\(report)")
        let tasks = try Self.tasks(td)
        let move = try #require(tasks["Move the office"])
        #expect(tasks["Pack the books"]?["parent"] as? String == move["uuid"] as? String)
        #expect(tasks["Buy boxes"]?["parent"] as? String == move["uuid"] as? String)
        let boxes = try #require(tasks["Buy boxes"]?["id"] as? Int)
        let books = try #require(tasks["Pack the books"]?["id"] as? Int)
        #expect(Self.dependsIDs(tasks["Pack the books"]) == [boxes])
        #expect(Self.dependsIDs(tasks["Book the van"]) == [books, boxes])
        for n in 1...5 { #expect(Self.annotations(tasks["Already here \(n)"]) == []) }
        #expect(Self.annotations(tasks["Pack the books"]) == [], "a resolved number leaves no annotation")
    }

    @Test func aNumberNoRecordHasIsKeptAsAnAnnotationAndCounted() throws {
        let td = try Self.databaseWithFiveTasks()
        defer { td.remove() }
        let file = try td.writeFile("loose.jsonl", """
            {"title":"Write the report","parent":5,"depends":[3,4]}
            {"title":"Call the landlord","depends":["nowhere-uid"]}

            """)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 0, "nothing is a bad record: \(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(report["created"] as? Int == 2)
        #expect(report["numbers_not_in_file"] as? Int == 3, "\(report)")
        #expect(report["links_not_written"] as? Int == 1, "the UID no task has, as before: \(report)")
        #expect(report["parents_not_found"] as? Int == 0, "\(report)")
        let notes = (report["notes"] as? [String]) ?? []
        #expect(notes.contains("line 1: task 6 has parent 5, a number no record of the file has as its id; "
                               + "it is kept as the task's annotation \"imported: parent=5\""), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("line 1: task 6 has depends 3,4,") }, "\(notes)")
        #expect(result.stderr.contains("line 1: task 6 has parent 5"), "\(result.stderr)")
        let tasks = try Self.tasks(td)
        let report6 = try #require(tasks["Write the report"])
        #expect(report6["parent"] is NSNull || report6["parent"] == nil, "no task of the database became its parent")
        #expect(Self.dependsIDs(report6) == [])
        #expect(Self.annotations(report6) == ["imported: parent=5", "imported: depends=3,4"])
        #expect(Self.annotations(tasks["Call the landlord"]) == ["imported: depends=nowhere-uid"], "a UID no task has is kept too")
        // Undo takes the annotated tasks back with the rest of the import.
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect((try td.json(["list", "--all", "--json"]) as! [Any]).count == 5)
    }

    /// The closing note agrees with how many numbers it names: one is "a number", several are
    /// "numbers" ("номер", "2 номера", "5 номеров"; "numer", "2 numery", "5 numerów").
    @Test func theNoteForSeveralNumbersIsWordedForSeveralInEachLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = try td.writeFile("loose.jsonl", """
            {"title":"One","parent":7}
            {"title":"Two","depends":[3,4]}
            {"title":"Five","depends":[11,12,13,14,15]}

            """)
        let expected: [(lang: String, lines: [String])] = [
            ("C.UTF-8", [
                "line 1: task 6 has parent 7, a number no record of the file has as its id; it is kept as the task's annotation \"imported: parent=7\"",
                "line 2: task 7 has depends 3,4, numbers no record of the file has as its id; they are kept as the task's annotation \"imported: depends=3,4\"",
            ]),
            ("ru_RU.UTF-8", [
                "строка 1: у задачи 6 поле parent ссылается на 1 номер (7), а записи с таким номером в файле нет; значение сохранено в заметке задачи",
                "строка 2: у задачи 7 поле depends ссылается на 2 номера (3,4), а записей с такими номерами в файле нет; значения сохранены в заметке задачи",
                "строка 3: у задачи 8 поле depends ссылается на 5 номеров (11,12,13,14,15), а записей с такими номерами в файле нет; значения сохранены в заметке задачи",
            ]),
            ("pl_PL.UTF-8", [
                "wiersz 1: zadanie 6 podaje parent jako 1 numer (7), a żaden rekord pliku nie ma takiego numeru; wartość zachowano w notatce zadania",
                "wiersz 2: zadanie 7 podaje depends jako 2 numery (3,4), a żaden rekord pliku nie ma takich numerów; wartości zachowano w notatce zadania",
                "wiersz 3: zadanie 8 podaje depends jako 5 numerów (11,12,13,14,15), a żaden rekord pliku nie ma takich numerów; wartości zachowano w notatce zadania",
            ]),
        ]
        for (lang, lines) in expected {
            // A fresh database each time, so the tasks' ids are the same in every language.
            let db = td.directory.appendingPathComponent("\(lang).db").path
            for n in 1...5 { try td.run(["add", "Already here \(n)", "--yes", "--db", db]) }
            let result = try td.run(["import", file, "--yes", "--db", db], extraEnvironment: ["LANG": lang])
            #expect(result.status == 0, "\(result.stderr)")
            for line in lines { #expect(result.stderr.contains(line), "\(lang): \(result.stderr)") }
        }
    }

    @Test func hostileNumbersAreRefusedOrReportedAndNeverCrash() throws {
        let td = try Self.databaseWithFiveTasks()
        defer { td.remove() }
        let file = try td.writeFile("hostile.jsonl", """
            {"id":1,"title":"Negative parent","parent":-3}
            {"id":2,"title":"Huge parent","parent":9223372036854775807}
            {"id":3,"title":"Own parent","parent":3}
            {"id":4,"title":"Loop A","parent":5}
            {"id":5,"title":"Loop B","parent":4}
            {"id":6,"title":"Waits for C","depends":[7]}
            {"id":7,"title":"Waits for B","depends":[6]}
            {"id":8,"title":"Too big","parent":1e30}
            {"id":-9,"title":"Negative id"}
            {"id":9223372036854775806,"title":"Huge id","depends":[9223372036854775806]}
            {"id":10,"title":"Zero link","depends":[0]}

            """)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 5, "some records are bad, the rest imported: \(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let errors = (report["errors"] as? [[String: Any]]) ?? []
        #expect(Set(errors.compactMap { $0["line"] as? Int }) == [1, 8, 11], "\(errors)")
        #expect(report["numbers_not_in_file"] as? Int == 1, "the huge parent: \(report)")
        #expect(report["parents_refused"] as? Int == 2, "its own parent, and one of the loop: \(report)")
        #expect(report["links_not_written"] as? Int == 2, "one of the loop of links, and the task's link to itself: \(report)")
        let tasks = try Self.tasks(td)
        #expect(Self.annotations(tasks["Huge parent"]) == ["imported: parent=9223372036854775807"])
        #expect(tasks["Own parent"]?["parent"] is NSNull || tasks["Own parent"]?["parent"] == nil)
        let loopA = tasks["Loop A"]?["parent"] as? String, loopB = tasks["Loop B"]?["parent"] as? String
        #expect((loopA == nil) != (loopB == nil), "one of the loop is taken back to the top: \(String(describing: loopA)) \(String(describing: loopB))")
        #expect(Self.dependsIDs(tasks["Waits for C"]).count + Self.dependsIDs(tasks["Waits for B"]).count == 1)
        // A link to itself, by the number of the record it is; an id no number names is no id.
        #expect(tasks["Huge id"] != nil && Self.dependsIDs(tasks["Huge id"]) == [])
        #expect(tasks["Negative id"] != nil)
    }

    /// A CSV with an `id` column (a spreadsheet's row ids): a `parent` or `depends` cell of
    /// numbers names those rows, as a JSON number names records; without one, digits are a UID.
    @Test func aCSVWithAnIDColumnNamesItsRowsByNumber() throws {
        let td = try Self.databaseWithFiveTasks()
        defer { td.remove() }
        let file = try td.writeFile("plan.csv", """
            id,title,parent,depends
            2,Pack the books,1,3
            3,Buy boxes,1,
            1,Move the office,,
            4,Book the van,,"2, 3"
            5,Loose end,9,

            """)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(report["numbers_not_in_file"] as? Int == 1, "\(report)")
        #expect(report["kept"] as? Int == 0, "the row ids are read, not kept: \(report)")
        let tasks = try Self.tasks(td)
        let move = try #require(tasks["Move the office"]?["uuid"] as? String)
        #expect(tasks["Pack the books"]?["parent"] as? String == move)
        #expect(tasks["Buy boxes"]?["parent"] as? String == move)
        let books = try #require(tasks["Pack the books"]?["id"] as? Int), boxes = try #require(tasks["Buy boxes"]?["id"] as? Int)
        #expect(Self.dependsIDs(tasks["Book the van"]) == [books, boxes])
        #expect(Self.annotations(tasks["Loose end"]) == ["imported: parent=9"])

        let plain = try td.writeFile("plain.csv", "title,parent\nNo ids here,5\n")
        let second = try JSONSerialization.jsonObject(with: Data(try td.run(["import", plain, "--yes", "--json"]).stdout.utf8)) as! [String: Any]
        #expect(second["parents_not_found"] as? Int == 1 && second["numbers_not_in_file"] as? Int == 0, "\(second)")
        #expect(try Self.tasks(td)["No ids here"]?["parent"] as? String == "5")
    }
}

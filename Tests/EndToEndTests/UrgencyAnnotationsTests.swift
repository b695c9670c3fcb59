import Foundation
import Testing

/// Urgency weighs a task's annotations as Taskwarrior does (`urgency.annotations.coefficient`
/// 1.0: 0.8 for one, 0.9 for two, 1.0 for three or more), through the binary: `annotate` moves a
/// task up `next`, an import's annotations count, and a Skills file changes the coefficient.
@Suite struct UrgencyAnnotationsTests {
    private func next(_ td: TaskDraftBinary) throws -> [(id: Int, urgency: Double)] {
        (try td.json(["next", "--json"]) as! [[String: Any]]).map { ($0["id"] as! Int, $0["urgency"] as! Double) }
    }

    @Test func annotationsMoveATaskUpNext() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Read the contract", "--yes"])
        try td.run(["add", "Write to the landlord", "--yes"])
        // Equal urgency: ties go by id.
        #expect(try next(td).map(\.id) == [1, 2])
        for (count, factor) in [(1, 0.8), (2, 0.9), (3, 1.0), (4, 1.0)] {
            let annotated = try td.run(["annotate", "2", "called, no answer \(count)", "--yes"])
            #expect(annotated.status == 0, "\(annotated.stderr)")
            let ranked = try next(td)
            #expect(ranked.map(\.id) == [2, 1], "\(count) annotations")
            #expect(ranked[0].urgency == factor && ranked[1].urgency == 0, "\(count) annotations: \(ranked)")
        }
        // `list sort:urgency` is the same order.
        let listed = (try td.json(["list", "sort:urgency", "--json"]) as! [[String: Any]]).compactMap { $0["id"] as? Int }
        #expect(listed == [2, 1])
        // Taking the notes away takes the term away.
        for _ in 0..<4 { #expect(try td.run(["denotate", "2", "--yes"]).status == 0) }
        #expect(try next(td).map(\.id) == [1, 2])
    }

    @Test func aSkillsFileChangesTheCoefficientAndSkillsCheckKnowsIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Read the contract", "--yes"])
        try td.run(["add", "Write to the landlord", "--yes"])
        try td.run(["annotate", "1", "asked Anna", "--yes"])
        #expect(try next(td).map(\.id) == [1, 2])
        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        try "annotations: -2\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        let ranked = try next(td)
        #expect(ranked.map(\.id) == [2, 1])
        #expect(ranked[1].urgency == -1.6, "\(ranked)")
        let check = try td.run(["skills", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        try "annotation: 3\n".write(to: skills.appendingPathComponent("urgency.md"), atomically: true, encoding: .utf8)
        let warned = try td.run(["next", "--json"])
        #expect(warned.stderr.contains("unknown coefficient 'annotation'") && warned.stderr.contains("annotations"), "\(warned.stderr)")
    }

    /// A Taskwarrior export's annotations are counted as the task is imported.
    @Test func importedAnnotationsCount() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let export = """
            [{"uuid":"0f7c8e8e-1111-4a4a-9b9b-000000000001","description":"Plain","status":"pending","entry":"20261201T090000Z"},
             {"uuid":"0f7c8e8e-1111-4a4a-9b9b-000000000002","description":"Noted","status":"pending","entry":"20261201T090000Z",
              "annotations":[{"entry":"20261201T100000Z","description":"one"},{"entry":"20261201T110000Z","description":"two"}]}]
            """
        let imported = try td.run(["import", "--format", "taskwarrior", "--yes"], stdin: export)
        #expect(imported.status == 0, "\(imported.stderr)")
        let ranked = try next(td)
        #expect(ranked.map(\.id) == [2, 1], "\(ranked)")
        #expect(ranked.first?.urgency ?? 0 > 0.89 && ranked.first?.urgency ?? 0 < 0.91, "\(ranked)")
    }
}

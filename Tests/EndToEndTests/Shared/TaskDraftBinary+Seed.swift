import Foundation
import Testing
import TaskSets

extension TaskDraftBinary {
    /// A fresh binary whose database holds the tasks of `jsonl` (draft JSON Lines), imported
    /// from `file` in its directory as a script would; the import is checked.
    static func seeded(with jsonl: String, file: String = "seed.jsonl") throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        let path = td.directory.appendingPathComponent(file).path
        try jsonl.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        return td
    }

    /// What `export status:all --format FORMAT` writes from the database at `db`; the run is checked.
    func exportAll(_ format: String, db: String) throws -> String {
        let result = try run(["export", "status:all", "--format", format, "--db", db])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// Runs the command lines of a task set (`EveryNewFieldTasks.steps`) in order; each run is checked.
    func make(_ steps: [EveryNewFieldTasks.Step]) throws {
        for step in steps {
            let result = try run(step.commandLine)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
    }
}

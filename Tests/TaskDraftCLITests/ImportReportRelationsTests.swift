@testable import TaskDraftCLI
@testable import TaskDraftKit
import Testing

/// An import hands over what it could not settle of the tasks records named as one list, by
/// `RelationProblem` (`ImportCommitter.unsettledRelations`); the report splits it back as a
/// person reads it: the links not written first, then the parents, each counted under its own
/// key, a parent not found and a tree deeper than allowed (both kept) apart from a refused one.
@Suite struct ImportReportRelationsTests {
    @Test func linksComeBeforeParentsEachCountedByWhatBecameOfIt() {
        var report = ImportReport(file: "tasks.json", format: "json", dryRun: false)
        report.add([
            .init(line: 2, taskID: 5, problem: .parent(.notFound(.uid("p-1")))),
            .init(line: 3, taskID: 6, problem: .dependency(.itself(6))),
            .init(line: 4, taskID: 7, problem: .parent(.tooDeep(most: Subtasks.maximumDepth))),
            .init(line: 5, taskID: 8, problem: .parent(.cycle(task: 8, parent: 9))),
        ])
        #expect(report.notes == [
            .linkNotWritten(line: 3, task: 6, .itself(6)),
            .parentNotFound(line: 2, task: 5, uid: "p-1"),
            .deeperThanAllowed(line: 4, task: 7, most: Subtasks.maximumDepth),
            .parentRefused(line: 5, task: 8, .cycle(task: 8, parent: 9)),
        ])
        #expect(report.linksNotWritten == 1)
        #expect(report.parentsNotFound == 1)
        #expect(report.deeperThanAllowed == 1)
        #expect(report.parentsRefused == 1)
    }
}

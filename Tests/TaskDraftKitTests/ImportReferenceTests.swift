import Testing
@testable import TaskDraftKit

/// What an import's records name of each other: a file's number (a JSON `id`) and a UID are
/// two kinds of name (`TaskReference`), so a UID spelt as digits names the task with that UID,
/// never the record with that number, whether the task named is in before or after the records
/// that name it, and for a parent and a dependency alike.
@Suite struct ImportReferenceTests {
    func begin(_ t: TemporaryStore) throws -> ImportCommitter {
        try ImportTasksIntent(source: "five.jsonl").begin(in: t.planner, caller: .script("import:five.jsonl"), confirmation: .flag)
    }

    func namer(_ title: String, _ reference: TaskReference, line: Int) throws -> ImportRecord {
        var draft = TaskDraft(title: title)
        draft.parent = reference
        draft.depends = [reference.link]
        return try ImportRecord(draft: draft, line: line)
    }

    func named(line: Int) throws -> [ImportRecord] {
        var byNumber = try ImportRecord(draft: TaskDraft(title: "Number five"), uid: "number-five", line: line)
        byNumber.number = 5
        let byUID = try ImportRecord(draft: TaskDraft(title: "UID five"), uid: "5", line: line + 1)
        return [byNumber, byUID]
    }

    @Test(arguments: [false, true])
    func aUIDOfDigitsAndTheSameNumberNameTwoTasks(namedFirst: Bool) throws {
        let t = try TemporaryStore()
        let committer = try begin(t)
        let namers = [try namer("By number", .id(5), line: 3), try namer("By UID", .uid("5"), line: 4)]
        if namedFirst {
            _ = try committer.commit(try named(line: 1))
            _ = try committer.commit(namers)
        } else {
            _ = try committer.commit(namers)
            _ = try committer.commit(try named(line: 1))
        }
        try committer.keepUnresolved()
        #expect(committer.unsettledRelations.isEmpty, "\(committer.unsettledRelations)")
        #expect(committer.unresolvedNumbers.isEmpty)
        let tasks = try t.store.tasks(matching: TaskFilter(), now: t.now)
        func task(_ title: String) throws -> Task { try #require(tasks.first { $0.title == title }) }
        #expect(try task("By number").parent == "number-five")
        #expect(try task("By UID").parent == "5")
        #expect(try t.store.dependencies(of: task("By number").id) == [try task("Number five").id])
        #expect(try t.store.dependencies(of: task("By UID").id) == [try task("UID five").id])
    }
}

private extension TaskReference {
    var link: TaskLink {
        switch self {
        case .id(let id): TaskLink(id: id)
        case .uid(let uid): TaskLink(uid: uid)
        }
    }
}

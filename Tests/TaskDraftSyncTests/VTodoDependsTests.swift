import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// The tasks a task waits for as `RELATED-TO;RELTYPE=DEPENDS-ON` (RFC 9253): read by UID,
/// written one line each, and over a server's copy only these lines change: a PARENT, a
/// RELATED-TO without RELTYPE, a SIBLING, an X- relation and a link to a task this database
/// does not have stay byte for byte.
@Suite struct VTodoDependsTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)

    static func todo(_ relations: String, uid: String = "invite") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20261201T100000Z\r\n"
            + "LAST-MODIFIED:20261201T100000Z\r\nSUMMARY:Send invitations\r\n" + relations
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    static func task(_ text: String) throws -> Task {
        try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: zone, now: now)).task
    }

    static func uids(_ text: String) throws -> [String] { try task(text).depends.map(\.uid) }

    @Test func theDependenciesAreTheDEPENDSONRelationsInOrder() throws {
        #expect(try Self.uids(Self.todo("RELATED-TO;RELTYPE=DEPENDS-ON:venue\r\nRELATED-TO;RELTYPE=depends-on:menu\\,1\r\n"))
            == ["venue", "menu,1"])
        // PARENT (said or by default), SIBLING and X- relations are no dependency.
        let others = "RELATED-TO:move\r\nRELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=SIBLING:s\r\nRELATED-TO;RELTYPE=X-NEXT:x\r\n"
        #expect(try Self.uids(Self.todo(others)) == [])
        #expect(try Self.task(Self.todo(others + "RELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n")).parent == "move")
        #expect(try Self.uids(Self.todo("")) == [])
    }

    /// A server may send anything: the task itself, a repeat, no value, a line break, a UID of
    /// 100,000 characters, 10,000 lines. None traps; what no task could be is left out, and
    /// no more links are read than a task may have.
    @Test func whatCannotBeADependencyIsLeftOutAndTheReadingIsBounded() throws {
        let odd = "RELATED-TO;RELTYPE=DEPENDS-ON:invite\r\nRELATED-TO;RELTYPE=DEPENDS-ON:\r\nRELATED-TO;RELTYPE=DEPENDS-ON:a\\nb\r\n"
            + "RELATED-TO;RELTYPE=DEPENDS-ON:" + String(repeating: "x", count: 100_000) + "\r\n"
            + "RELATED-TO;RELTYPE=DEPENDS-ON:venue\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n"
        #expect(try Self.uids(Self.todo(odd)) == ["venue"])
        let many = (0..<10_000).map { "RELATED-TO;RELTYPE=DEPENDS-ON:t-\($0)\r\n" }.joined()
        let read = try Self.uids(Self.todo(many))
        #expect(read.count == TaskLink.maximumDepends)
        #expect(read.first == "t-0" && read.last == "t-\(TaskLink.maximumDepends - 1)")
    }

    @Test func aNewTaskWritesALinePerDependency() throws {
        var task = Task(id: 1, uuid: "invite", title: "Send invitations", createdAt: Self.now, modifiedAt: Self.now)
        #expect(!VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t").contains("RELATED-TO"))
        task.depends = [TaskLink(id: 3, uid: "venue"), TaskLink(id: 4, uid: "menu,1")]
        let written = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(written.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\nRELATED-TO;RELTYPE=DEPENDS-ON:menu\\,1\r\n"))
        #expect(try Self.uids(written) == ["venue", "menu,1"])
    }

    /// A link taken away here goes, one added comes after those that stay; the phone's parent,
    /// sibling and X- relation, and its link to a task not here, stay byte for byte where they were.
    @Test func aChangedListReplacesOnlyTheDependencyLinesThisDatabaseKnows() throws {
        let stored = Self.todo("RELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n"
            + "RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:elsewhere\r\nRELATED-TO;RELTYPE=X-NEXT:x-1\r\n"
            + "RELATED-TO;RELTYPE=Depends-On:menu\r\n")
        var task = try Self.task(stored)
        #expect(task.depends.map(\.uid) == ["venue", "elsewhere", "menu"])
        let here: Set<String> = ["venue", "menu", "hall", "move"]
        // Here the invitations wait for the menu and the hall, no longer for the venue; the
        // database never had "elsewhere".
        task.depends = [TaskLink(id: 4, uid: "menu"), TaskLink(id: 5, uid: "hall")]
        let changed = VTodoMapping.write(task, over: stored, zone: Self.zone, now: Self.now, productVersion: "t",
                                         isTaskHere: here.contains)
        #expect(changed.contains("RELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=SIBLING:s-1\r\n"
            + "RELATED-TO;RELTYPE=DEPENDS-ON:elsewhere\r\nRELATED-TO;RELTYPE=X-NEXT:x-1\r\nRELATED-TO;RELTYPE=Depends-On:menu\r\n"
            + "RELATED-TO;RELTYPE=DEPENDS-ON:hall\r\nBEGIN:VALARM\r\n"), "\(changed)")
        #expect(!changed.contains("venue"))
        #expect(try Self.task(changed).parent == "move")
        // None left: every known line goes; the unknown one and the other relations stay.
        task.depends = []
        let none = VTodoMapping.write(task, over: changed, zone: Self.zone, now: Self.now, productVersion: "t", isTaskHere: here.contains)
        #expect(try Self.uids(none) == ["elsewhere"])
        #expect(none.contains("RELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=SIBLING:s-1\r\n"
            + "RELATED-TO;RELTYPE=DEPENDS-ON:elsewhere\r\nRELATED-TO;RELTYPE=X-NEXT:x-1\r\nBEGIN:VALARM\r\n"), "\(none)")
        // A title changed alone leaves every relation as it was.
        var renamed = try Self.task(stored)
        renamed.title = "Send the invitations"
        let titled = VTodoMapping.write(renamed, over: stored, zone: Self.zone, now: Self.now, productVersion: "t", isTaskHere: { _ in true })
        #expect(titled.contains("RELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n"
            + "RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:elsewhere\r\nRELATED-TO;RELTYPE=X-NEXT:x-1\r\n"
            + "RELATED-TO;RELTYPE=Depends-On:menu\r\n"))
    }

    /// A parent changed here leaves the dependency lines, and a dependency changed leaves the parent.
    @Test func parentAndDependenciesReplaceEachTheirOwnLines() throws {
        let stored = Self.todo("RELATED-TO;RELTYPE=PARENT:move\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n")
        var task = try Self.task(stored)
        task.parent = "party"
        let moved = VTodoMapping.write(task, over: stored, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(moved.contains("RELATED-TO;RELTYPE=PARENT:party\r\nRELATED-TO;RELTYPE=DEPENDS-ON:venue\r\n"))
        task.depends = [TaskLink(id: 2, uid: "hall")]
        let relinked = VTodoMapping.write(task, over: moved, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(relinked.contains("RELATED-TO;RELTYPE=PARENT:party\r\nRELATED-TO;RELTYPE=DEPENDS-ON:hall\r\n"))
        #expect(!relinked.contains("venue"))
    }

    /// The sync compares links by UID: a stored link (id and UID) and a server's (UID only) agree.
    @Test func aSyncComparesDependenciesByUID() {
        var here = Task(id: 1, uuid: "invite", title: "Send invitations", createdAt: Self.now, modifiedAt: Self.now)
        here.depends = [TaskLink(id: 3, uid: "venue")]
        var there = here
        there.depends = [TaskLink(uid: "venue")]
        #expect(VTodoMapping.sameFields(here, there))
        there.depends = [TaskLink(uid: "venue"), TaskLink(uid: "menu")]
        #expect(VTodoMapping.place("depends")!.differs(here, there))
        #expect(VTodoMapping.place("depends")!.describe(there) == "venue menu")
    }
}

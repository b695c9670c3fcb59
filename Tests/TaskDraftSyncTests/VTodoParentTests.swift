import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// A task's parent as `RELATED-TO;RELTYPE=PARENT` (RFC 5545 §3.8.4.5): read with PARENT's
/// default, written over a server's copy without touching the VTODO's other relations.
@Suite struct VTodoParentTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)

    static func todo(_ relations: String, uid: String = "child") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20261201T100000Z\r\n"
            + "LAST-MODIFIED:20261201T100000Z\r\nSUMMARY:Pack the books\r\n" + relations
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    static func parent(_ text: String) throws -> String? {
        try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: zone, now: now)).task.parent
    }

    @Test func theParentIsThePARENTRelationOrOneWithoutRelType() throws {
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:move-1\r\n")) == "move-1")
        #expect(try Self.parent(Self.todo("RELATED-TO:move-1\r\n")) == "move-1", "PARENT is RELTYPE's default")
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=parent:move-1\r\n")) == "move-1")
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\n")) == nil)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=CHILD:c-1\r\nRELATED-TO;RELTYPE=PARENT:move\\,1\r\n")) == "move,1")
        #expect(try Self.parent(Self.todo("")) == nil)
    }

    /// A server may send anything: the task itself, no value, a value no UID may be. None is a
    /// parent; the next relation that is one is taken.
    @Test func aParentThatCannotBeIsNoParent() throws {
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:child\r\n")) == nil)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:\r\n")) == nil)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:a\\nb\r\n")) == nil)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:" + String(repeating: "x", count: 300) + "\r\n")) == nil)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:child\r\nRELATED-TO:move-1\r\n")) == "move-1")
    }

    /// A value longer than any UID escaped (510 bytes) is not read, for a parent as for a link:
    /// a stranger's 10 MB, or a UID padded with spaces past that length; the next line that is
    /// one is taken. A UID padded to exactly that length is still read.
    @Test func aValueLongerThanAnyUIDIsReadForNoRelation() throws {
        let padded = String(repeating: " ", count: 300) + "move-1" + String(repeating: " ", count: 300)
        let huge = String(repeating: "x", count: 10_000_000)
        for relation in VTodoRelated.all {
            let line = { (value: String) in "RELATED-TO;RELTYPE=\(relation.type):" + value + "\r\n" }
            let todo = try #require(VTodoMapping.vtodo(try ICalendarParser.parse(Self.todo(line(huge) + line(padded) + line(" move-2 ")))))
            #expect(VTodoRelated.read(relation, todo, own: "child") == ["move-2"], "\(relation.type)")
        }
        let atTheLimit = String(repeating: " ", count: 252) + "move-1" + String(repeating: " ", count: 252)
        #expect(try Self.parent(Self.todo("RELATED-TO;RELTYPE=PARENT:" + atTheLimit + "\r\n")) == "move-1")
    }

    @Test func aNewTaskWritesItsParent() {
        var task = Task(id: 1, uuid: "child", title: "Pack the books", createdAt: Self.now, modifiedAt: Self.now)
        #expect(!VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t").contains("RELATED-TO"))
        task.parent = "move,1"
        #expect(VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
            .contains("\r\nRELATED-TO;RELTYPE=PARENT:move\\,1\r\n"))
    }

    /// A parent changed here replaces the server's parent lines where they stood; the sibling
    /// and the dependency the phone wrote stay byte for byte, and clearing the parent leaves them.
    @Test func aChangedParentReplacesOnlyTheParentRelations() throws {
        let stored = Self.todo("RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO:old-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\n")
        var (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(stored), zone: Self.zone, now: Self.now))
        #expect(task.parent == "old-1")
        task.parent = "move-1"
        let moved = VTodoMapping.write(task, over: stored, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(moved.contains("RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO;RELTYPE=PARENT:move-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\n"))
        #expect(!moved.contains("old-1"))
        #expect(try Self.parent(moved) == "move-1")
        task.parent = nil
        let top = VTodoMapping.write(task, over: moved, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(top.contains("RELATED-TO;RELTYPE=SIBLING:s-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\n"))
        #expect(!top.contains("PARENT"))
        #expect(try Self.parent(top) == nil)
        // Back under a parent, with no parent line to stand in for: before the VALARM.
        task.parent = "move-2"
        let again = VTodoMapping.write(task, over: top, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(again.contains("RELATED-TO;RELTYPE=PARENT:move-2\r\nBEGIN:VALARM\r\n"))
    }
}

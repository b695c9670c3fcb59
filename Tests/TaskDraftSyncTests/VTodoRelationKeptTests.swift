import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// What a `.ics` import keeps of a VTODO's RELATED-TO lines (`VTodoMapping.unmapped`), asked of
/// each relation of `VTodoRelated.all`: a line the task holds is carried, any other (the task
/// itself, a second parent or the first repeated, a relation no field holds) is kept under its
/// name, a parent's as PARENT whatever it spelt.
@Suite struct VTodoRelationKeptTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)

    static let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//EN\r\nBEGIN:VTODO\r\nUID:child\r\n"
        + "DTSTAMP:20261201T100000Z\r\nSUMMARY:Pack the books\r\n"
        + "RELATED-TO;RELTYPE=PARENT:child\r\nRELATED-TO:move-1\r\nRELATED-TO;RELTYPE=parent:move-2\r\nRELATED-TO:move-1\r\n"
        + "RELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\nRELATED-TO;RELTYPE=DEPENDS-ON:child\r\nRELATED-TO;RELTYPE=depends-on:d-2\r\n"
        + "RELATED-TO;RELTYPE=DEPENDS-ON:d-1\r\n"
        + "RELATED-TO;RELTYPE=SIBLING:s-1\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"

    @Test func aLineTheTaskHoldsIsCarriedAndAnyOtherKept() throws {
        let calendar = try ICalendarParser.parse(Self.text)
        let task = try #require(VTodoMapping.read(calendar, zone: Self.zone, now: Self.now)).task
        #expect(task.parent == "move-1")
        #expect(task.depends.map(\.uid) == ["d-1", "d-2"])
        let todo = try #require(VTodoMapping.vtodo(calendar))
        let kept = VTodoMapping.unmapped(todo, as: task).map { $0.name + ":" + $0.value }
        // A task has one parent: its line repeated is one more kept. A link repeated is the link.
        #expect(kept == ["RELATED-TO;RELTYPE=PARENT:child", "RELATED-TO;RELTYPE=PARENT:move-2", "RELATED-TO;RELTYPE=PARENT:move-1",
                         "RELATED-TO;RELTYPE=DEPENDS-ON:child", "RELATED-TO;RELTYPE=SIBLING:s-1"])
    }
}

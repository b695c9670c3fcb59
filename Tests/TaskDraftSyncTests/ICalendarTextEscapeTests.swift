import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// Every TEXT value a stranger writes (a title, notes, tags, a project, a server's UID and the
/// UIDs a task is linked to) goes through `ICalendarLines.text` as sync and `export --format ics`
/// write it: a backslash, a semicolon and a comma after a backslash, a line break as `\n`
/// (RFC 5545 §3.3.11), so no value ends its property or splits a list; read back, each is the
/// value again. `ICalendarLines.line` takes only lines TaskDraft makes (BEGIN and END, PRODID,
/// PRIORITY, STATUS, an RRULE, a VTIMEZONE's), none of them a stranger's text.
@Suite struct ICalendarTextEscapeTests {
    static let now = VTodoMappingTests.now
    static let zone = VTodoMappingTests.zone

    static let task = Task(id: 1, uuid: #"srv,uid;1\2"#, title: #"Buy milk, eggs; bread \ jam"#,
                           notes: "one, two; three \\ four\nline two \\n stays as typed", project: #"Home, garden; \ shed"#,
                           tags: ["a,b", "c;d", #"e\f"#], createdAt: now, modifiedAt: now,
                           parent: #"parent,1;2\3"#, depends: [TaskLink(id: 2, uid: #"before,1;2\3"#)])

    @Test func everyTextAStrangerWritesIsEscapedAndReadsBackAsItWas() throws {
        let text = VTodoMapping.write(Self.task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        let lines = ICalendarParser.logicalLines(text).map(\.unfolded)
        for line in [#"UID:srv\,uid\;1\\2"#, #"SUMMARY:Buy milk\, eggs\; bread \\ jam"#,
                     #"DESCRIPTION:one\, two\; three \\ four\nline two \\n stays as typed"#,
                     #"X-TASKDRAFT-PROJECT:Home\, garden\; \\ shed"#, #"CATEGORIES:a\,b,c\;d,e\\f"#,
                     #"RELATED-TO;RELTYPE=PARENT:parent\,1\;2\\3"#, #"RELATED-TO;RELTYPE=DEPENDS-ON:before\,1\;2\\3"#] {
            #expect(lines.contains(line), "\(line) in \(lines)")
        }
        let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now)).task
        #expect(back.uuid == Self.task.uuid)
        #expect(back.title == Self.task.title)
        #expect(back.notes == Self.task.notes)
        #expect(back.project == Self.task.project)
        #expect(back.tags == Self.task.tags)
        #expect(back.parent == Self.task.parent)
        #expect(back.depends.map(\.uid) == Self.task.depends.map(\.uid))
    }
}

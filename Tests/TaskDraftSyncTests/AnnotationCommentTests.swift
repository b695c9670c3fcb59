import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// A task's annotations in a VTODO: a COMMENT each with its date first, and the DESCRIPTION
/// phones show; read back to the second, and what another client wrote is never lost.
@Suite struct AnnotationCommentTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)
    static let created = Instant(seconds: 1_795_000_000)

    static func task(_ annotations: [Annotation]) -> Task {
        Task(id: 1, uuid: "uid-1", title: "Call Anna", createdAt: created, modifiedAt: created, annotations: annotations)
    }

    static func read(_ text: String) throws -> Task {
        try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: zone, now: now)).task
    }

    /// A VTODO as a phone writes it, with `lines` in it.
    static func phone(_ lines: [String], modified: String = "20261201T100000Z") -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:uid-1",
          "CREATED:20261101T090000Z", "LAST-MODIFIED:" + modified, "SUMMARY:Call Anna"]
            + lines + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    @Test func eachAnnotationIsACommentWithItsDateAndReadsBackToTheSecond() throws {
        let annotations = [
            Annotation(entry: Instant(seconds: 1_795_500_007), text: "called, no answer"),
            Annotation(entry: Instant(seconds: 1_795_600_000), text: "[2020-01-01 00:00:00+00:00] a bracket; of its own\nsecond line"),
            Annotation(entry: Instant(seconds: 1_795_700_000), text: "позвонить ещё раз"),
        ]
        let text = VTodoMapping.write(Self.task(annotations), over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(text.contains("COMMENT:[2026-11-24 09:00:07+03:00] called\\, no answer\r\n"), "\(text)")
        let todo = try #require(VTodoMapping.vtodo(try ICalendarParser.parse(text)))
        #expect(todo.property("DESCRIPTION").map { ICalendarParser.unescapeText($0.value) } == annotations.map(\.text).joined(separator: "\n"))
        #expect(todo.properties.filter { $0.name == "COMMENT" }.count == 3)
        let back = try Self.read(text)
        #expect(back.annotations == annotations)
        #expect(!VTodoMapping.place("notes")!.differs(back, Self.task(annotations)))
        // Written again over itself, nothing changes.
        #expect(VTodoMapping.write(back, over: text, zone: Self.zone, now: Self.now, productVersion: "t") == text)
    }

    @Test func aCommentAnotherClientAddedIsDatedByTheObjectsLastModification() throws {
        let mine = Annotation(entry: Instant(seconds: 1_795_500_000), text: "called")
        let ours = VTodoMapping.write(Self.task([mine]), over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        let comment = ours.components(separatedBy: "\r\n").first { $0.hasPrefix("COMMENT:") }!
        let text = Self.phone(["DESCRIPTION:called", comment, "COMMENT:left a message\\, will call back"])
        let back = try Self.read(text)
        #expect(back.annotations == [mine, Annotation(entry: Instant(seconds: 1_796_119_200), text: "left a message, will call back")])
        // The phone's COMMENT is a change of the notes; once the notes change here too, it is
        // written back with the date it was given.
        #expect(VTodoMapping.place("notes")!.differs(back, Self.task([mine])))
        #expect(VTodoMapping.write(back, over: text, zone: Self.zone, now: Self.now, productVersion: "t") == text)
        var edited = back
        edited.annotations.append(Annotation(entry: Self.now, text: "booked"))
        let written = VTodoMapping.write(edited, over: text, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(written.contains("COMMENT:[2026-12-01 13:00:00+03:00] left a message\\, will call back\r\n"), "\(written)")
        #expect(try Self.read(written).annotations == edited.annotations)
    }

    @Test func textAPhoneAddedToTheDescriptionIsOneAnnotationMoreAndARewriteLosesNothing() throws {
        let mine = [Annotation(entry: Instant(seconds: 1_795_500_000), text: "called"),
                    Annotation(entry: Instant(seconds: 1_795_600_000), text: "no answer")]
        let ours = VTodoMapping.write(Self.task(mine), over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        let comments = ours.components(separatedBy: "\r\n").filter { $0.hasPrefix("COMMENT:") }
        let lastModified = Instant(seconds: 1_796_119_200)

        let appended = try Self.read(Self.phone(["DESCRIPTION:called\\nno answer\\nasked for Tuesday"] + comments))
        #expect(appended.annotations == mine + [Annotation(entry: lastModified, text: "asked for Tuesday")])

        let rewritten = try Self.read(Self.phone(["DESCRIPTION:Tuesday at 10"] + comments))
        #expect(rewritten.annotations == mine + [Annotation(entry: lastModified, text: "Tuesday at 10")])

        // A DESCRIPTION emptied on the phone removes nothing: the COMMENTs hold the notes.
        #expect(try Self.read(Self.phone(["DESCRIPTION:"] + comments)).annotations == mine)
        #expect(try Self.read(Self.phone(comments)).annotations == mine)
    }

    @Test func aPhonesNotesAndItsOwnCommentsAreAnnotationsNotesFirst() throws {
        let created = Instant(seconds: 1_793_523_600)
        let onlyNotes = try Self.read(Self.phone(["DESCRIPTION:Bring the contract"]))
        #expect(onlyNotes.annotations == [Annotation(entry: created, text: "Bring the contract")])
        let both = try Self.read(Self.phone(["DESCRIPTION:Bring the contract", "COMMENT:[not a date] ask about parking"]))
        #expect(both.annotations == [Annotation(entry: created, text: "Bring the contract"),
                                     Annotation(entry: Instant(seconds: 1_796_119_200), text: "[not a date] ask about parking")])
    }

    /// A date without an offset, a date that is no date, a bracket never closed: the text as a
    /// whole. ESC sequences and other control characters become spaces; too many COMMENTs or
    /// one longer than an annotation may be refuse the object, as any surface refuses them.
    @Test func hostileCommentsAreTextOrRefusedNeverATrap() throws {
        let undated = Instant(seconds: 1_796_119_200)
        let odd = ["[2026-12-01 10:00:00] no offset", "[2026-13-45 10:00:00+03:00] no month 13", "[2026-12-01 10:00:00+03:00",
                   "[] empty", "[" + String(repeating: "9", count: 5000) + "] long"]
        let back = try Self.read(Self.phone(odd.map { "COMMENT:" + $0 }))
        #expect(back.annotations == odd.map { Annotation(entry: undated, text: $0) })

        let escape = try Self.read(Self.phone(["COMMENT:[2026-12-01 10:00:00+03:00] red \u{1B}[31mtext\u{7}\u{9B}2J done"]))
        #expect(escape.annotations == [Annotation(entry: Instant(seconds: 1_796_108_400), text: "red  [31mtext  2J done")])
        #expect(!escape.annotations[0].text.unicodeScalars.contains { $0.properties.generalCategory == .control })

        let many = Self.phone((0...Annotation.maximumCount).map { "COMMENT:note \($0)" })
        #expect(throws: VTodoMapping.Unreadable.self) { try VTodoMapping.task(try ICalendarParser.parse(many), zone: Self.zone, now: Self.now) }
        let long = Self.phone(["COMMENT:" + String(repeating: "x", count: Annotation.maximumLength + 1)])
        #expect(throws: VTodoMapping.Unreadable.self) { try VTodoMapping.task(try ICalendarParser.parse(long), zone: Self.zone, now: Self.now) }
        let most = try Self.read(Self.phone((1...Annotation.maximumCount).map { "COMMENT:note \($0)" }))
        #expect(most.annotations.count == Annotation.maximumCount)
    }
}

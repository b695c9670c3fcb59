import Foundation
import RecurrenceSamples
import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

/// `import` of an .ics file: VTODOs read as CalDAV sync reads them, what they hold that no
/// field here holds kept and counted, and every other component passed over and said.
@Suite struct ICalendarReaderTests {
    static let zone = Fixtures.moscow

    static func items(_ bytes: [UInt8]) throws -> [ReaderItem] {
        try items(bytes, reader: { _ in })
    }

    static func items(_ bytes: [UInt8], reader inspect: (ICalendarRecordReader) -> Void) throws -> [ReaderItem] {
        let file = try InputFile(bytes, name: "tasks.ics")
        let reader = ICalendarRecordReader(source: try file.source(), zone: zone, now: Fixtures.context.now)
        let items = Fixtures.read(reader)
        inspect(reader)
        return items
    }

    static func items(_ text: String) throws -> [ReaderItem] { try items(Array(text.utf8)) }

    static func calendar(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n"
    }

    static func skips(_ items: [ReaderItem]) -> [ImportSkip] {
        items.compactMap { if case .skipped(_, let reason) = $0 { return reason } else { return nil } }
    }

    /// The tasks import would store, drafted as `import` drafts records that need no model.
    static func tasks(_ items: [ReaderItem]) throws -> [Task] {
        let drafter = RecordDrafter(model: BuiltinModel(), context: Fixtures.context)
        return try Fixtures.records(items).map { source in
            guard case .record(let record) = drafter.outcome(source, drafted: nil) else { throw Failure.notARecord(source.line) }
            return record.task(uuid: record.uuid ?? "", now: Fixtures.context.now)
        }
    }

    enum Failure: Error { case notARecord(Int) }

    @Test func everyMappedPropertyBecomesItsField() throws {
        // A zone the tz database does not name, given by the file's own VTIMEZONE (+01:00 in winter).
        let text = Self.calendar("""
            BEGIN:VTIMEZONE\r
            TZID:Custom Berlin\r
            BEGIN:STANDARD\r
            DTSTART:19701025T030000\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:19700329T020000\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r
            BEGIN:VTODO\r
            UID:move-1\r
            DTSTAMP:20261201T090000Z\r
            CREATED:20261130T060000Z\r
            LAST-MODIFIED:20261201T090000Z\r
            SUMMARY:Move the office\r
            DESCRIPTION:Two floors\\, one lift\\nand a ramp\r
            DUE;TZID=Custom Berlin:20261211T150000\r
            DTSTART;VALUE=DATE:20261207\r
            X-TASKDRAFT-WAIT;VALUE=DATE:20261205\r
            X-TASKDRAFT-ESTIMATE:PT2H30M\r
            X-TASKDRAFT-PROJECT:Office\r
            PRIORITY:3\r
            CATEGORIES:work,move\r
            RRULE:FREQ=WEEKLY;BYDAY=FR\r
            STATUS:NEEDS-ACTION\r
            BEGIN:VALARM\r
            TRIGGER;RELATED=END:-PT30M\r
            ACTION:DISPLAY\r
            DESCRIPTION:Move the office\r
            END:VALARM\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:pack-2\r
            DTSTAMP:20261201T090000Z\r
            SUMMARY:Pack the books\r
            RELATED-TO;RELTYPE=PARENT:move-1\r
            STATUS:COMPLETED\r
            COMPLETED:20261202T100000Z\r
            PRIORITY:0\r
            END:VTODO\r

            """)
        var notes: [ImportNote] = []
        let items = try Self.items(Array(text.utf8)) { notes = $0.notes }
        #expect(Fixtures.problems(items).isEmpty)
        let tasks = try Self.tasks(items)
        try #require(tasks.count == 2)
        let move = tasks[0], pack = tasks[1]
        #expect(move.uuid == "move-1")
        #expect(move.title == "Move the office")
        #expect(move.notes == "Two floors, one lift\nand a ramp")
        let due = try #require(move.due)
        #expect(due == .dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 11),
                                                                      time: LocalTime(hour: 15, minute: 0)), offset: 3600)))
        #expect(move.start == .date(CivilDate(year: 2026, month: 12, day: 7)))
        #expect(move.wait == .date(CivilDate(year: 2026, month: 12, day: 5)))
        #expect(move.estimate == Estimate(seconds: 9000))
        #expect(move.project == "Office")
        #expect(move.priority == .high)
        #expect(move.tags == ["work", "move"])
        #expect(move.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=FR")
        #expect(move.reminders == [.relative(-1800)])
        #expect(move.status == .pending)
        #expect(move.createdAt == Instant(seconds: 1_796_018_400))
        #expect(move.modifiedAt == Instant(seconds: 1_796_115_600))
        #expect(move.parent == nil)
        #expect(pack.parent == "move-1")
        #expect(pack.status == .done)
        #expect(pack.completedAt == Instant(seconds: 1_796_205_600))
        #expect(pack.priority == .unset)
        // Nothing was left over, so nothing is kept or said.
        #expect(Fixtures.records(items).allSatisfy { $0.fields.kept.isEmpty })
        #expect(notes.isEmpty)
    }

    @Test func whatNoFieldHoldsIsKeptAndNamedOnce() throws {
        let text = Self.calendar("""
            BEGIN:VTODO\r
            UID:a\r
            SUMMARY:Site visit\r
            LOCATION:Tverskaya 7\\, floor 3\r
            URL:https://example.com/visit\r
            X-APPLE-SORT-ORDER:42\r
            RELATED-TO;RELTYPE=SIBLING:b\r
            PERCENT-COMPLETE:40\r
            RRULE:FREQ=SOMETIMES\r
            BEGIN:VALARM\r
            TRIGGER:-PT15M\r
            ACTION:EMAIL\r
            END:VALARM\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:b\r
            SUMMARY:Plain\r
            END:VTODO\r

            """)
        var notes: [ImportNote] = []
        let items = try Self.items(Array(text.utf8)) { notes = $0.notes }
        let records = Fixtures.records(items)
        try #require(records.count == 2)
        #expect(records[0].fields.kept.map(\.name) == ["LOCATION", "URL", "X-APPLE-SORT-ORDER", "RELATED-TO;RELTYPE=SIBLING",
                                                       "PERCENT-COMPLETE", "RRULE", "VALARM"])
        #expect(records[0].fields.kept.first?.value == "Tverskaya 7, floor 3")
        #expect(records[0].fields.kept.last?.value == "TRIGGER:-PT15M; ACTION:EMAIL")
        #expect(records[1].fields.kept.isEmpty)
        #expect(notes == [.keptInNotes(format: "iCalendar", names: ["LOCATION", "PERCENT-COMPLETE", "RELATED-TO;RELTYPE=SIBLING",
                                                                     "RRULE", "URL", "VALARM", "X-APPLE-SORT-ORDER"])])
        // The import counts them, and the task keeps each.
        let drafter = RecordDrafter(model: BuiltinModel(), context: Fixtures.context)
        guard case .record(let record) = drafter.outcome(records[0], drafted: nil) else { Issue.record("not a record"); return }
        #expect(record.kept == 7)
        #expect(record.draft.recurrence == nil)
        // Kept where the import keeps such values (the notes, or an annotation), by name and value.
        let drafted = JSONWriter.serialize(.object(record.draft.json))
        #expect(drafted.contains("LOCATION") && drafted.contains("Tverskaya 7, floor 3"), "\(drafted)")
    }

    @Test func eventsJournalsAndChangedOccurrencesAreSkippedAndTheTasksStillRead() throws {
        let text = Self.calendar("""
            BEGIN:VEVENT\r
            UID:e\r
            SUMMARY:Standup\r
            DTSTART:20261203T070000Z\r
            END:VEVENT\r
            BEGIN:VJOURNAL\r
            UID:j\r
            SUMMARY:Notes\r
            END:VJOURNAL\r
            BEGIN:VTODO\r
            UID:r\r
            SUMMARY:Water plants\r
            RRULE:FREQ=DAILY\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:r\r
            RECURRENCE-ID:20261204T090000Z\r
            SUMMARY:Water plants (moved)\r
            END:VTODO\r

            """)
        let items = try Self.items(text)
        #expect(Fixtures.records(items).map(\.fields.title) == ["Water plants"])
        #expect(Self.skips(items) == [.notATask, .notATask, .recurrenceOverride])
        #expect(Fixtures.problems(items).isEmpty)
    }

    @Test func aVTodoWithoutUIDGetsTheSameDerivedUIDEachTime() throws {
        let text = Self.calendar("BEGIN:VTODO\r\nSUMMARY:No id\r\nEND:VTODO\r\nBEGIN:VTODO\r\nSUMMARY:Other\r\nEND:VTODO\r\n")
        let first = Fixtures.records(try Self.items(text)).map(\.fields.uid)
        let second = Fixtures.records(try Self.items(text)).map(\.fields.uid)
        #expect(first.count == 2)
        #expect(first == second)
        #expect(first.allSatisfy { $0?.hasPrefix("ics-") == true })
        #expect(Set(first).count == 2)
    }

    // MARK: - Folded BEGIN and END

    /// `line` folded after each of its bytes in turn (§3.1: a fold may fall anywhere).
    static func foldings(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        return (1..<bytes.count).map { String(decoding: bytes[..<$0], as: UTF8.self) + "\r\n " + String(decoding: bytes[$0...], as: UTF8.self) }
    }

    @Test func aFoldedEndClosesItsVTodoWhereverTheFoldFalls() throws {
        for end in Self.foldings("END:VTODO") {
            let items = try Self.items(Self.calendar("BEGIN:VTODO\r\nUID:first\r\nSUMMARY:First\r\n\(end)\r\n"
                                                     + "BEGIN:VTODO\r\nUID:second\r\nSUMMARY:Second\r\nEND:VTODO\r\n"))
            #expect(Fixtures.problems(items).map(\.reason) == [], "\(end.debugDescription)")
            #expect(Fixtures.records(items).map(\.fields.uid) == ["first", "second"], "\(end.debugDescription)")
            #expect(Fixtures.records(items).map(\.line) == [4, 9], "\(end.debugDescription)")
            #expect(try Self.tasks(items).map(\.title) == ["First", "Second"], "\(end.debugDescription)")
        }
        for end in Self.foldings("END:VCALENDAR") {
            let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VTODO\r\n\(end)\r\n"
            let items = try Self.items(text + "BEGIN:VTODO\r\nUID:outside\r\nEND:VTODO\r\n")
            #expect(Fixtures.records(items).map(\.fields.uid) == ["x"], "\(end.debugDescription)")
        }
    }

    @Test func aFoldedBeginOpensItsVTodoAtItsFirstLineWithItsLinesKeptWhereverTheFoldFalls() throws {
        for begin in Self.foldings("BEGIN:VTODO") {
            let folded = "\(begin)\r\nSUMMARY:Folded\r\nEND:VTODO\r\n"
            let items = try Self.items(Self.calendar("BEGIN:VTODO\r\nUID:before\r\nSUMMARY:Before\r\nEND:VTODO\r\n" + folded))
            #expect(Fixtures.problems(items).map(\.reason) == [], "\(begin.debugDescription)")
            // A UID derived from the component's text is derived from its lines as the file has them.
            #expect(Fixtures.records(items).map(\.fields.uid) == ["before", ICalendarRecord.derivedUID(folded)], "\(begin.debugDescription)")
            #expect(Fixtures.records(items).map(\.line) == [4, 8], "\(begin.debugDescription)")
            #expect(try Self.tasks(items).map(\.title) == ["Before", "Folded"], "\(begin.debugDescription)")
        }
        for begin in Self.foldings("BEGIN:VCALENDAR") {
            let items = try Self.items("\(begin)\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
            #expect(Fixtures.problems(items).map(\.reason) == [], "\(begin.debugDescription)")
            #expect(Fixtures.records(items).map(\.fields.uid) == ["x"], "\(begin.debugDescription)")
        }
    }

    // MARK: - Line ends

    /// `text`, its CRLFs made `ends` in turn.
    static func ending(_ text: String, with ends: [String]) -> String {
        let lines = text.split(separator: Character("\r\n"), omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line in (i == 0 ? "" : ends[(i - 1) % ends.count]) + line }.joined()
    }

    /// A file saved with classic Mac line ends (a CR alone), with LF, or with the three mixed
    /// reads as with CRLF: the same records at the same lines, a fold after any end joined, and
    /// a VTODO without UID given the same UID, derived from its lines as they read.
    /// Folds by a space and by a tab, an event, and a VTODO without UID.
    static let foldedCalendar = calendar("BEGIN:VTODO\r\nUID:rent-1\r\nSUMMARY:Pay the\r\n  rent\r\nDESCRIPTION:Ask about\r\n\t the lease\\nand the keys\r\n"
                                         + "DUE;VALUE=DATE:20261203\r\nEND:VTODO\r\nBEGIN:VEVENT\r\nUID:party\r\nEND:VEVENT\r\n"
                                         + "BEGIN:VTODO\r\nSUMMARY:No id\r\nEND:VTODO\r\n")

    @Test(arguments: [["\r"], ["\n"], ["\r", "\n", "\r\n"], ["\n", "\r", "\r\n"], ["\r\n", "\r", "\n"]])
    func aFileReadsAsWithCRLFWhateverEndsItsLines(ends: [String]) throws {
        let crlf = Self.foldedCalendar
        let expected = try Self.items(crlf)
        let items = try Self.items(Self.ending(crlf, with: ends))
        #expect(Fixtures.problems(items).map(\.reason) == [], "\(ends)")
        #expect(Fixtures.records(items).map(\.line) == [4, 15], "\(ends)")
        #expect(Fixtures.records(items).map(\.fields.uid) == Fixtures.records(expected).map(\.fields.uid), "\(ends)")
        #expect(Self.skips(items) == [.notATask], "\(ends)")
        let tasks = try Self.tasks(items)
        #expect(tasks.map(\.title) == ["Pay the rent", "No id"], "\(ends)")
        #expect(tasks.first?.notes == "Ask about the lease\nand the keys", "\(ends)")
        #expect(tasks.first?.due == .date(CivilDate(year: 2026, month: 12, day: 3)), "\(ends)")
    }

    /// A CRLF whose CR is the last byte one read brings, its LF in the next, is one line end, not
    /// a lone CR and an empty line: the fold after it still continues the SUMMARY. (The padding
    /// puts the CR at the end of the first read, `ByteSource`'s whole buffer.)
    @Test func aCRLFSplitBetweenTwoReadsIsOneLineEnd() throws {
        let firstRead = ByteSource.maximumRecordBytes + ByteSource.blockSize
        let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:padding\r\n"
        let beforeCR = "END:VEVENT\r\nBEGIN:VTODO\r\nUID:split\r\nSUMMARY:Split at the b"
        var padding = firstRead - 1 - head.utf8.count - beforeCR.utf8.count
        var text = head
        while padding > 0 {
            let line = padding >= 2_000 ? 1_000 : padding
            text += "X-PAD:" + String(repeating: "a", count: line - 8) + "\r\n"
            padding -= line
        }
        text += beforeCR
        #expect(text.utf8.count == firstRead - 1)
        text += "\r\n uffer's end\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let items = try Self.items(text)
        #expect(Fixtures.problems(items).map(\.reason) == [])
        #expect(try Self.tasks(items).map(\.title) == ["Split at the buffer's end"])
    }

    // MARK: - Byte order marks and blank lines

    /// A file with a byte order mark and blank lines (an exporter's between its lines, or CR CR
    /// LF: a CRLF written through a stream that makes each LF a CRLF, a blank line between a
    /// line and its fold too) reads as the file without them: the same records, a VTODO without
    /// UID given the same derived UID, so importing either after the other adds nothing, and
    /// the same tasks.
    @Test(arguments: [("\u{FEFF}", "\r\n\r\n"), ("\u{FEFF}\r\n", "\r\r\n"), ("\n\n", "\n\n\n"), ("\u{FEFF}", "\r\n")])
    func aFileReadsAsWithoutItsByteOrderMarkAndBlankLines(head: String, end: String) throws {
        let label = "\(head.debugDescription) \(end.debugDescription)"
        let expected = try Self.items(Self.foldedCalendar)
        let items = try Self.items(head + Self.foldedCalendar.replacingOccurrences(of: "\r\n", with: end))
        #expect(Fixtures.problems(items).map(\.reason) == [], "\(label)")
        #expect(Fixtures.records(items).map(\.fields.uid) == Fixtures.records(expected).map(\.fields.uid), "\(label)")
        #expect(Self.skips(items) == [.notATask], "\(label)")
        let tasks = try Self.tasks(items)
        #expect(tasks.map(\.title) == ["Pay the rent", "No id"], "\(label)")
        #expect(tasks == (try Self.tasks(expected)), "\(label)")
    }

    /// Two files joined by `cat`, each opening with its byte order mark: every task of both,
    /// where the second file's mark made its BEGIN:VCALENDAR no line and its tasks were passed
    /// over as lines outside a calendar.
    @Test func twoFilesJoinedEachWithItsByteOrderMarkAreBothFilesTasks() throws {
        let second = Self.calendar("BEGIN:VTODO\r\nUID:second-file\r\nSUMMARY:From the second file\r\nEND:VTODO\r\n")
        let items = try Self.items("\u{FEFF}" + Self.foldedCalendar + "\u{FEFF}" + second)
        #expect(Fixtures.problems(items).map(\.reason) == [])
        #expect(Fixtures.records(items).map(\.fields.uid)
                == Fixtures.records(try Self.items(Self.foldedCalendar)).map(\.fields.uid) + ["second-file"])
        #expect(try Self.tasks(items).map(\.title) == ["Pay the rent", "No id", "From the second file"])
    }

    /// A byte that is not UTF-8 is placed at its own line of the file, the blank lines before it
    /// counted, though they are no line of the component.
    @Test func aByteThatIsNotUTF8IsPlacedAtItsLineWithBlankLinesBeforeIt() throws {
        var bytes = Array(Self.calendar("").utf8.dropLast("END:VCALENDAR\r\n".utf8.count))
        bytes += Array("BEGIN:VTODO\r\n\r\nUID:bad\r\n\n\r\nSUMMARY:caf".utf8) + [0xC3, 0x28] + Array("\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        #expect(Fixtures.problems(try Self.items(bytes)).map { $0.rendered(file: "f") } == ["f:9:12: is not valid UTF-8 (byte 12 of the line)"])
    }

    // MARK: - Hostile files

    @Test func aMegabyteFoldedLineIsOneValueAndTheNotesLimitHolds() throws {
        func todo(_ uid: String, letters: Int) -> String {
            "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:Big\r\n" + ICalendarLinesFolding.fold("DESCRIPTION:" + String(repeating: "ж", count: letters))
                + "END:VTODO\r\n"
        }
        // 1.2 MB of two-byte letters folded into 16,000 lines: longer than a note may be, so the
        // record is refused by the notes' own rule, and the VTODO after it is read.
        let items = try Self.items(Self.calendar(todo("huge", letters: 600_000) + todo("fits", letters: Annotation.maximumLength)))
        let problems = Fixtures.problems(items)
        #expect(problems.map(\.line) == [4])
        #expect(problems.first?.message.contains("\(Annotation.maximumLength)") == true, "\(problems.map(\.message))")
        #expect(Fixtures.records(items).map(\.fields.uid) == ["fits"])
        let fits = try Self.tasks(items)
        #expect(fits.first?.annotations.first?.text.count == Annotation.maximumLength)
    }

    /// A RELATED-TO value longer than any UID escaped (510 bytes) is no parent and no link, one
    /// rule for both: a UID padded with spaces past that length is kept in the notes, where a
    /// parent's was trimmed and taken, and a stranger's 1 MB parent is refused with its record
    /// by the notes' own rule, as a 1 MB link is.
    @Test func aRelationLongerThanAnyUIDIsNoParentAndNoLink() throws {
        let padded = String(repeating: " ", count: 300) + "move" + String(repeating: " ", count: 300)
        let huge = String(repeating: "m", count: 1_000_000)
        func todo(_ uid: String, _ lines: [String]) -> String {
            "BEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(uid)\r\n" + lines.map(ICalendarLinesFolding.fold).joined() + "END:VTODO\r\n"
        }
        let items = try Self.items(Self.calendar(todo("move", [])
            + todo("pack", ["RELATED-TO;RELTYPE=PARENT:" + padded, "RELATED-TO;RELTYPE=DEPENDS-ON:" + padded])
            + todo("huge-parent", ["RELATED-TO:" + huge]) + todo("huge-link", ["RELATED-TO;RELTYPE=DEPENDS-ON:" + huge])))
        let records = Fixtures.records(items)
        try #require(records.map(\.fields.uid) == ["move", "pack", "huge-parent", "huge-link"])
        #expect(records[1].fields.kept.map(\.name) == ["RELATED-TO;RELTYPE=PARENT", "RELATED-TO;RELTYPE=DEPENDS-ON"])
        let drafter = RecordDrafter(model: BuiltinModel(), context: Fixtures.context)
        let outcomes = records.map { drafter.outcome($0, drafted: nil) }
        guard case .record(let pack) = outcomes[1] else { Issue.record("pack: \(outcomes[1])"); return }
        #expect(pack.draft.parent == nil)
        #expect(pack.draft.depends.isEmpty)
        for outcome in outcomes[2...] {
            guard case .problem(let problem) = outcome else { Issue.record("not refused: \(outcome)"); continue }
            #expect(problem.message.contains("\(Annotation.maximumLength)"), "\(problem.message)")
        }
    }

    /// A component's lines are appended to its bytes in place, so reading one of many lines is
    /// linear in its lines, where a second holder of the bytes made each line copy all before it
    /// (a VTODO of 73,000 lines of an unknown property, or of as many nested BEGIN lines, held
    /// `import` for minutes: hostile_peers.py). The work is this thread's CPU time, which a busy
    /// core does not change: four times the lines is four times the time, where the copying was
    /// sixteen. A byte that is not UTF-8 on the last line ends the component there, at that line,
    /// so what is measured is the reading, not the mapping after it.
    @Test func aComponentOfManyLinesIsReadInTimeLinearInItsLines() throws {
        func cpuSeconds(lines: Int) throws -> Double {
            var bytes = Array(Self.calendar("").utf8.dropLast("END:VCALENDAR\r\n".utf8.count))
            bytes += Array(("BEGIN:VTODO\r\nUID:many\r\n" + String(repeating: "X-A:" + String(repeating: "a", count: 46) + "\r\n", count: lines)
                            + "X-B:caf").utf8) + [0xC3, 0x28] + Array("\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            let items = try Self.items(bytes)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            #expect(Fixtures.problems(items).map(\.line) == [6 + lines] && Fixtures.records(items).isEmpty, "\(lines) lines")
            return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        }
        _ = try cpuSeconds(lines: 1_000)  // the first read's one-time costs out of the measure
        let (quarter, whole) = (try cpuSeconds(lines: 10_000), try cpuSeconds(lines: 40_000))
        #expect(whole < 8 * quarter, "\(quarter) s for 10,000 lines, \(whole) s for 40,000")
    }

    @Test func tenThousandVTodosAreTenThousandRecords() throws {
        var body = ""
        for i in 0..<10_000 { body += "BEGIN:VTODO\r\nUID:t\(i)\r\nSUMMARY:Task \(i)\r\nEND:VTODO\r\n" }
        let records = Fixtures.records(try Self.items(Self.calendar(body)))
        #expect(records.count == 10_000)
        #expect(records.last?.fields.uid == "t9999")
        #expect(records.last?.line == 3 + 9_999 * 4 + 1)
    }

    @Test func brokenUTF8IsAProblemAtItsLineAndTheNextTaskReads() throws {
        var bytes = Array(Self.calendar("").utf8.dropLast("END:VCALENDAR\r\n".utf8.count))
        bytes += Array("BEGIN:VTODO\r\nUID:bad\r\nSUMMARY:caf".utf8) + [0xC3, 0x28] + Array("\r\nEND:VTODO\r\n".utf8)
        bytes += Array("BEGIN:VTODO\r\nUID:good\r\nSUMMARY:Good\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        let items = try Self.items(bytes)
        #expect(Fixtures.problems(items).map { $0.rendered(file: "f") } == ["f:6:12: is not valid UTF-8 (byte 12 of the line)"])
        #expect(Fixtures.records(items).map(\.fields.uid) == ["good"])
    }

    @Test func brokenStructureIsAProblemNeverATrap() throws {
        let unclosed = try Self.items("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:Cut")
        #expect(Fixtures.problems(unclosed).map(\.reason) == [.componentNotClosed("VTODO")])
        let calendarEnds = try Self.items("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VCALENDAR\r\n")
        #expect(Fixtures.problems(calendarEnds).map(\.reason) == [.componentNotClosed("VTODO")])
        let crossed = try Self.items(Self.calendar("BEGIN:VTODO\r\nUID:x\r\nBEGIN:VALARM\r\nEND:VTODO\r\nEND:VALARM\r\nEND:VTODO\r\n"
                                                    + "BEGIN:VTODO\r\nUID:y\r\nSUMMARY:Next\r\nEND:VTODO\r\n"))
        #expect(Fixtures.problems(crossed).map(\.reason) == [.endClosesOther(end: "VTODO", begin: "VALARM")])
        let deep = try Self.items(Self.calendar("BEGIN:VTODO\r\n" + String(repeating: "BEGIN:X\r\n", count: 20_000)
                                                 + String(repeating: "END:X\r\n", count: 20_000) + "END:VTODO\r\n"))
        #expect(Fixtures.problems(deep).map(\.reason) == [.nestedTooDeep(most: ICalendarRecordReader.maximumDepth)])
        let notACalendar = try Self.items("title,due\nCall Anna,2026-12-03\n")
        #expect(Fixtures.problems(notACalendar).map(\.reason) == [.notICalendar])
        #expect(Fixtures.problems(try Self.items("")).map(\.reason) == [.notICalendar])
        // Garbage lines between components and a stray END at the calendar's level are passed over.
        let stray = try Self.items(Self.calendar("garbage\r\nEND:VTODO\r\n:\r\n;;\r\nBEGIN:VTODO\r\nUID:z\r\n:x\r\nEND:VTODO\r\n"))
        #expect(Fixtures.records(stray).map(\.fields.uid) == ["z"])
    }

    @Test func aComponentLongerThanTheLimitIsSkippedAndTheNextReads() throws {
        let line = "X-BIG:" + String(repeating: "a", count: 1_000_000) + "\r\n"
        let huge = "BEGIN:VTODO\r\nUID:huge\r\n" + String(repeating: line, count: 5) + "END:VTODO\r\n"
        let items = try Self.items(Self.calendar(huge + "BEGIN:VTODO\r\nUID:after\r\nSUMMARY:After\r\nEND:VTODO\r\n"))
        #expect(Fixtures.problems(items).map(\.reason) == [.recordLongerThan(most: ICalendarRecordReader.maximumComponentBytes)])
        #expect(Fixtures.records(items).map(\.fields.uid) == ["after"])
        let longLine = "BEGIN:VTODO\r\nUID:long\r\nX-LONG:" + String(repeating: "b", count: 2_000_000) + "\r\nEND:VTODO\r\n"
        let second = try Self.items(Self.calendar(longLine + "BEGIN:VTODO\r\nUID:after\r\nSUMMARY:After\r\nEND:VTODO\r\n"))
        #expect(Fixtures.problems(second).map(\.reason) == [.recordLongerThan(most: ICalendarRecordReader.maximumComponentBytes)])
        #expect(Fixtures.records(second).map(\.fields.uid) == ["after"])
    }

    @Test func seededGarbageNeverTraps() throws {
        // Lines of a real calendar, shuffled, cut and joined at random: whatever comes out, every
        // item is a record, a skip or a problem, and the reader ends.
        let pieces = ["BEGIN:VCALENDAR", "END:VCALENDAR", "BEGIN:VTODO", "END:VTODO", "BEGIN:VALARM", "END:VALARM",
                      "BEGIN:VTIMEZONE", "END:VTIMEZONE", "TZID:X", "UID:u", "SUMMARY:s", "DUE;TZID=X:20261203T150000",
                      "DUE:2026", "DTSTART;VALUE=DATE:99999999", "RRULE:FREQ=", "RELATED-TO:u", "CATEGORIES:,,,",
                      "TRIGGER;RELATED=END:-P", " folded", "\t", "PRIORITY:-1", "X-TASKDRAFT-ESTIMATE:PT", "STATUS:COMPLETED",
                      "COMPLETED:0", ";:", "BEGIN:", "END:", "\u{FEFF}BEGIN:VCALENDAR"]
        var generator = SplitMix(state: 29)
        for _ in 0..<200 {
            var text = "BEGIN:VCALENDAR\r\n"
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                text += pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? "\r\n" : "\n")
            }
            var bytes = Array(text.utf8)
            if Bool.random(using: &generator), !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = 0xFF }
            let items = try Self.items(bytes)
            _ = try? Self.tasks(items)
        }
    }
}

/// RFC 5545 folding for test input: 75 octets a line, continuation lines starting with a space.
enum ICalendarLinesFolding {
    static func fold(_ line: String) -> String {
        var out = ""
        var current = ""
        var octets = 0
        for character in line {
            let width = String(character).utf8.count
            if octets + width > 74 {
                out += current + "\r\n "
                current = ""
                octets = 1
            }
            current.append(character)
            octets += width
        }
        return out + current + "\r\n"
    }
}

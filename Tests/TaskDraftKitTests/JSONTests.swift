import Testing
@testable import TaskDraftKit

@Suite struct JSONTests {
    @Test func roundTripKeepsOrderAndUnicode() throws {
        let text = #"{"b":1,"a":[true,null,-2.5,"Отчёт \"Q4\"\n\u0001"],"c":{}}"#
        let value = try JSONParser.parse(text)
        #expect(value["b"] == .int(1))
        #expect(value["a"]?.arrayValue?[3] == .string("Отчёт \"Q4\"\n\u{1}"))
        #expect(JSONWriter.serialize(value) == #"{"b":1,"a":[true,null,-2.5,"Отчёт \"Q4\"\n\u0001"],"c":{}}"#)
    }

    @Test func surrogatePairsDecode() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(#""\ud83d""#) }
    }

    @Test func errorsNameLineAndColumn() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": 1,\n  \"b\": tru\n}")
            Issue.record("expected a failure")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 8)
        }
    }

    @Test func invalidUTF8AndDeepNestingAreRefused() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("01") }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("{\"a\":1,}") }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("1 2") }
    }

    /// JSON has no infinity or NaN: an infinity is written as the largest finite number of its
    /// sign, NaN as null, and what is written parses back.
    @Test(arguments: [
        (Double.infinity, "1.7976931348623157e+308"), (-Double.infinity, "-1.7976931348623157e+308"),
        (Double.nan, "null"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (1e300, "1e+300"), (18.0, "18"), (-2.5, "-2.5"),
    ])
    func aDoubleIsAlwaysAJSONNumberOrNull(value: Double, written: String) throws {
        let text = JSONWriter.serialize(.array([.double(value)]))
        #expect(text == "[" + written + "]")
        _ = try JSONParser.parse(text)
    }

    @Test func bigIntegersBecomeDoubles() throws {
        #expect(try JSONParser.parse("9223372036854775807") == .int(Int64.max))
        #expect(try JSONParser.parse("92233720368547758070") == .double(9.223372036854775808e19))
    }
}

@Suite struct DraftJSONTests {
    @Test func theFastWriterMatchesTheContractObject() throws {
        let zone = Zone.named("+03:00")!
        let drafts = [
            TaskDraft(title: "Сдать \"отчёт\"\n", due: .date(CivilDate(year: 2026, month: 12, day: 3)), priority: .high,
                      tags: ["a", "б"], warnings: [TaskDraft.placeholderWarning]),
            TaskDraft(title: "x", notes: "n", due: .dateTime(zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 2),
                      time: LocalTime(hour: 9, minute: 5)))), project: "p", recurrence: try Recurrence(rrule: "FREQ=DAILY")),
        ]
        for draft in drafts {
            var writer = JSONWriter()
            draft.writeJSON(into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.serialize(.object(draft.json)))
        }
    }
}

@Suite struct TaskJSONTests {
    @Test func theFastWriterMatchesTheObject() throws {
        let zone = Zone.named("Europe/Moscow")!
        let tasks = [
            Task(id: 7, uuid: "u-1", title: "Отчёт \"Q4\"", notes: "line\nbreak", status: .done, priority: .high, project: "p",
                 tags: ["a", "б"], due: .date(CivilDate(year: 2026, month: 12, day: 3)), recurrence: try Recurrence(rrule: "FREQ=DAILY"),
                 createdAt: Instant(seconds: 1_796_194_800), modifiedAt: Instant(seconds: 1_796_194_900),
                 completedAt: Instant(seconds: 1_796_195_000)),
            Task(id: 8, uuid: "u-2", title: "x", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0)),
        ]
        for task in tasks {
            var writer = JSONWriter()
            task.writeJSON(into: &writer, zone: zone)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.serialize(.object(task.json(in: zone))))
        }
    }
}

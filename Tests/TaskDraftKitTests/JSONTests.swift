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

    @Test func bigIntegersBecomeDoubles() throws {
        #expect(try JSONParser.parse("9223372036854775807") == .int(Int64.max))
        #expect(try JSONParser.parse("92233720368547758070") == .double(92233720368547758070))
    }
}

import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// A title is limited in characters as a person counts them and in Unicode scalars too
/// (`TextLimit`), through `create_task` and `update_task`. Before, one letter and 20,000
/// combining accents, or a run of joined emoji, was one character, and a 40 KB title was stored.
@Suite struct MCPTitleScalarLimitTests {
    /// Titles of few characters and many scalars, and a run of flags (many characters).
    static let hostile: [String] = [
        "e" + String(repeating: "\u{301}", count: 20_000),
        String(repeating: "👩\u{200D}", count: 10_000) + "👩",
        String(repeating: "🇵🇱", count: 10_000),
        "🏴" + String(repeating: "\u{E0067}", count: 20_000) + "\u{E007F}",
    ]
    /// 200 letters, precomposed Cyrillic and Polish, and Polish with its marks decomposed.
    static let fitting: [String] = [
        String(repeating: "ж", count: 100) + String(repeating: "ż", count: 100),
        String(repeating: "z\u{307}", count: 200),
    ]

    @Test func createTaskRefusesATitleOfTooManyScalarsSayingItsLength() throws {
        #expect(Self.hostile.filter { $0.count <= TaskDraft.maximumTitleLength }.count == 3, "a character count alone let these through")
        let t = try TestServer()
        _ = t.initialize()
        for title in Self.hostile {
            let message = try #require(refusal(t.callTool("create_task", ["title": .string(title)])), "\(title.prefix(3))")
            let length = title.count > TaskDraft.maximumTitleLength ? title.count : title.unicodeScalars.count
            #expect(message.contains("title has \(length) characters (at most 200)"), "\(message.prefix(300))")
        }
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
        for title in Self.fitting {
            _ = try t.createTask(title)
        }
        #expect(try t.store.allTasks().map(\.title).sorted() == Self.fitting.sorted())
    }

    @Test func updateTaskRefusesATitleOfTooManyScalarsAndKeepsTheOldOne() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        for title in Self.hostile {
            let message = try #require(refusal(t.callTool("update_task", ["id": .int(id), "title": .string(title)])), "\(title.prefix(3))")
            let length = title.count > TaskDraft.maximumTitleLength ? title.count : title.unicodeScalars.count
            #expect(message.contains("\(length)") && message.contains("200"), "\(message.prefix(300))")
        }
        #expect(try t.store.allTasks().map(\.title) == ["Pay rent"])
        for title in Self.fitting {
            #expect(refusal(t.callTool("update_task", ["id": .int(id), "title": .string(title)])) == nil)
            #expect(try t.store.allTasks().map(\.title) == [title])
        }
    }

    /// An idempotency key is bounded the same way.
    @Test func createTaskRefusesAnIdempotencyKeyOfTooManyScalars() throws {
        let t = try TestServer()
        _ = t.initialize()
        let message = try #require(refusal(t.callTool("create_task", ["title": .string("Pay rent"), "idempotency_key": .string(Self.hostile[0])])))
        #expect(message.contains("idempotency_key"), "\(message.prefix(300))")
        #expect(try t.store.allTasks().isEmpty)
    }
}

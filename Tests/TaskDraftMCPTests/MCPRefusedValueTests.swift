import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// A refused value is quoted back to the agent through one rule (`RefusedValue`): cut to a
/// bound with an ellipsis, its control characters and bidi controls made visible. Before, a
/// field's refusal quoted the whole value (a 100,000-character `priority` came back entire,
/// and several bad arguments added up) with its ESC, NUL or right-to-left override raw.
@Suite struct MCPRefusedValueTests {
    static let long = String(repeating: "x", count: 100_000)
    /// Values a stranger may send, each hostile in its own way.
    static let hostile: [String] = [
        long,
        "urgent\u{0}ish",
        "\u{1B}[2J\u{1B}]8;;https://evil.example\u{7}click\u{1B}]8;;\u{7}",
        "\u{202E}hgih\u{202C}",
        String(repeating: "e\u{301}", count: 20_000),
    ]

    /// True when no character of `message` could steer a terminal or reorder what it shows.
    private func isInert(_ message: String) -> Bool {
        !message.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.isBidiControlForTest }
    }

    @Test func createTaskQuotesEveryRefusedValueCutAndEscaped() throws {
        let t = try TestServer()
        _ = t.initialize()
        for value in Self.hostile {
            let arguments: JSONObject = [
                "title": .string("Other"), "priority": .string(value), "due": .string(value),
                "estimate": .string(value), "reminders": .array([.string(value)]),
            ]
            let message = try #require(refusal(t.callTool("create_task", arguments)))
            // Four refusals, each quoting under 600 bytes of the value.
            #expect(message.utf8.count < 4 * 600 + 400, "\(message.utf8.count) bytes")
            #expect(isInert(message), "\(message.prefix(300))")
            #expect(message.contains("priority: \""), "\(message.prefix(300))")
        }
        let cut = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), "priority": .string(Self.long)])))
        #expect(cut == "Invalid arguments for create_task: priority: \"" + String(repeating: "x", count: RefusedValue.maximumScalars)
                + "…\" is not none, low, medium or high")
        let escaped = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), "priority": .string("\u{1B}[31m\u{0}\u{202E}")])))
        #expect(escaped == #"Invalid arguments for create_task: priority: "\e[31m\x00<U+202E>" is not none, low, medium or high"#)
        #expect(try t.store.allTasks().isEmpty)
    }

    @Test func updateTaskQuotesEveryRefusedValueCutAndEscaped() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        for value in Self.hostile {
            let message = try #require(refusal(t.callTool("update_task", [
                "id": .int(id), "priority": .string(value), "due": .string(value), "reminders": .array([.string(value)]),
            ])))
            #expect(message.utf8.count < 3 * 600 + 400, "\(message.utf8.count) bytes")
            #expect(isInert(message), "\(message.prefix(300))")
        }
        let cut = try #require(refusal(t.callTool("update_task", ["id": .int(id), "priority": .string(Self.long)])))
        #expect(cut == "Invalid arguments for update_task: `priority` must be none, low, medium or high, found \""
                + String(repeating: "x", count: RefusedValue.maximumScalars) + "…\".")
    }
}

private extension Unicode.Scalar {
    /// The bidi embeddings, overrides, isolates and marks a refusal must not carry raw.
    var isBidiControlForTest: Bool { (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F }
}

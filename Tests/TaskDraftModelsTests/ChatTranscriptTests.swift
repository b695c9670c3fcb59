import Testing
import TaskDraftKit
@testable import TaskDraftModels

@Suite struct ChatTranscriptTests {
    let at = DraftingFixtures.now

    func history(toolPayloads: Int, payloadSize: Int = 3000) -> [TranscriptEntry] {
        var entries: [TranscriptEntry] = []
        for turn in 0..<toolPayloads {
            entries.append(.prompt("turn \(turn)", at: at))
            entries.append(.toolCall("search_tasks", arguments: .object(["query": .string("x")]), callID: "c\(turn)", at: at))
            entries.append(.toolOutput("search_tasks", output: .string(String(repeating: "p", count: payloadSize)), callID: "c\(turn)", at: at))
            entries.append(.draft(TaskDraft(title: "Draft \(turn)"), at: at))
            entries.append(.toolOutput("create_task", output: .object(["result": .string("created")]), at: at))
        }
        return entries
    }

    @Test func entriesBecomeMessagesWithCallsAnswered() {
        let chat = ChatTranscript(instructions: "system", history: history(toolPayloads: 1), current: "now")
        #expect(chat.messages.map(\.role) == [.system, .user, .assistant, .tool, .assistant, .user, .user])
        #expect(chat.messages[2].toolCalls.first?.id == "c0")
        #expect(chat.messages[3].toolCallID == "c0")
        #expect(chat.messages[4].content?.contains("\"backend\"") == false)
        #expect(chat.messages[5].content?.hasPrefix("[TaskDraft: create_task returned") == true)
        #expect(chat.messages.last?.content == "now")
        #expect(chat.messages.last?.part == .currentTurn)
    }

    @Test func aCallWithoutAnAnswerGetsAPlaceholder() {
        let entries: [TranscriptEntry] = [
            .toolCall("list_tasks", arguments: .object([:]), callID: "lost", at: at),
            .prompt("next", at: at),
        ]
        let chat = ChatTranscript(instructions: "s", history: entries, current: "now")
        #expect(chat.messages.map(\.role) == [.system, .assistant, .tool, .user, .user])
        #expect(chat.messages[2].toolCallID == "lost")
    }

    @Test func trimmingShortensOldToolPayloadsFirstAndNeverTheCurrentTurn() {
        var chat = ChatTranscript(instructions: "system", history: history(toolPayloads: 4), current: "the current turn")
        let before = chat.estimatedTokens
        let payloads = chat.messages.filter { $0.role == .tool }.count
        // Room for the messages once two of the four payloads are gone.
        chat.trim(toBudget: before - 1500)
        let tools = chat.messages.filter { $0.role == .tool }
        #expect(tools.count == payloads, "payloads are shortened, not removed, so every call stays answered")
        #expect(tools.first?.content == ChatTranscript.trimmedPayload)
        #expect(tools.last?.content != ChatTranscript.trimmedPayload, "the newest payload outlives the oldest")
        #expect(chat.messages.filter { $0.role == .user && $0.content?.hasPrefix("turn") == true }.count == 4, "no turn dropped yet")
        #expect(chat.estimatedTokens <= before - 1500)
    }

    @Test func underAHardBudgetOnlyTheInstructionsAndTheCurrentTurnRemain() {
        var chat = ChatTranscript(instructions: "system", history: history(toolPayloads: 4), current: "the current turn")
        chat.trim(toBudget: 1)
        #expect(chat.messages.map(\.part) == [.instructions, .currentTurn])
        #expect(chat.messages.last?.content == "the current turn")
        // Every remaining call is still answered.
        let calls = Set(chat.messages.flatMap(\.toolCalls).map(\.id))
        let answers = Set(chat.messages.compactMap(\.toolCallID))
        #expect(calls == answers)
    }

    @Test func droppingATurnDropsItsToolExchangeWhole() {
        var chat = ChatTranscript(instructions: "system", history: history(toolPayloads: 3, payloadSize: 30), current: "now")
        let total = chat.estimatedTokens
        chat.trim(toBudget: total - 60)
        let calls = Set(chat.messages.flatMap(\.toolCalls).map(\.id))
        let answers = Set(chat.messages.compactMap(\.toolCallID))
        #expect(calls == answers)
        #expect(chat.messages.first?.part == .instructions && chat.messages.last?.part == .currentTurn)
    }
}

import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// The line shown while a model answers says what it is doing: a refinement typed at the card
/// reads as one, not as a new draft. Must-not: a new draft still says it drafts, and a repair
/// still says it asks again.
@Suite struct DraftProgressViewTests {
    func line(_ language: Language, refining: Bool, purpose: String) throws -> String {
        String(decoding: try written { out in
            let view = DraftProgressView(output: out, style: Style(enabled: false), language: language, refining: refining)
            view.update(.requesting(backend: "llama", purpose: purpose))
        }, as: UTF8.self)
    }

    @Test(arguments: [
        (Language.english, "refining the draft", "drafting"),
        (Language.russian, "уточняю черновик", "составляю черновик"),
        (Language.polish, "poprawiam szkic", "tworzę szkic"),
    ])
    func aRefinementSaysItRefines(language: Language, refining: String, drafting: String) throws {
        let refined = try line(language, refining: true, purpose: "draft")
        #expect(refined.contains("llama: " + refining), "\(refined)")
        #expect(!refined.contains(drafting), "\(refined)")
        let drafted = try line(language, refining: false, purpose: "draft")
        #expect(drafted.contains("llama: " + drafting) && !drafted.contains(refining), "\(drafted)")
        #expect(try line(language, refining: true, purpose: "repair").contains(ReplMessage.progressAskingAgain.text(in: language)))
    }
}

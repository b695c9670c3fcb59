import Foundation
import Testing

/// Why a model's answer was refused reaches a person in their language: in a forced backend's
/// failure (exit 4) and in the fallback warning, the reason is worded in Russian or Polish, sharing
/// no word with the English one the repair request told the model but the values the answer held.
extension HTTPBackendTests {
    /// A fault server scenario whose answer is refused, and the values its reason may quote as the
    /// answer or the contract spells them: the model's priority and the ones the contract takes.
    static let refusedAnswers: [(scenario: String, values: Set<String>)] = [
        ("invalid", ["urgent", "none", "low", "medium", "high"]),
        ("invalid-past", []),
        ("invalid-tags", []),
    ]

    /// The words a language leads a refused answer's reason with, forced (`--backend`) and falling back.
    static let reasonLeads: [String: (forced: String, fallback: String)] = [
        "C.UTF-8": ("the answer was not a valid draft, repaired once (", "llama's answer was not a valid draft ("),
        "ru_RU.UTF-8": ("ответ не годится как черновик и после одной правки (", "ответ модели llama не годится как черновик ("),
        "pl_PL.UTF-8": ("odpowiedź nie nadaje się na szkic nawet po jednej poprawce (", "odpowiedź modelu llama nie nadaje się na szkic ("),
    ]

    /// The reasons `scenario`'s answer was refused for under `lang`: the forced backend's error
    /// (exit 4, nothing written) and the fallback warning (the built-in parser's draft written).
    func refusalReasons(_ scenario: String, lang: String) throws -> [String] {
        let leads = try #require(Self.reasonLeads[lang])
        var reasons: [String] = []
        for forced in [true, false] {
            let td = try binary(server.url(scenario), total: 10)
            defer { td.remove() }
            let result = try td.run(["add", "--yes"] + (forced ? ["--backend", "llama"] : []) + ["call Anna tomorrow at 10:00"],
                                    extraEnvironment: ["LANG": lang])
            #expect(result.status == (forced ? 4 : 0), "\(scenario) \(lang): \(result.stderr)")
            let lead = forced ? leads.forced : leads.fallback
            let line = try #require(result.stderr.split(separator: "\n").first { $0.contains(lead) }, "\(scenario) \(lang): \(result.stderr)")
            let start = try #require(line.range(of: lead)).upperBound
            let end = try #require(line.lastIndex(of: ")"))
            reasons.append(String(line[start..<end]))
            #expect(try tasks(td).count == (forced ? 0 : 1), "\(scenario) \(lang) forced: \(forced)")
        }
        return reasons
    }

    /// Words of two letters or more, lower-cased, split where a letter is not.
    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 })
    }

    @Test(arguments: ["ru_RU.UTF-8", "pl_PL.UTF-8"])
    func aRefusedAnswersReasonIsWordedInThePersonsLanguage(lang: String) throws {
        for (scenario, values) in Self.refusedAnswers {
            let english = try refusalReasons(scenario, lang: "C.UTF-8")
            let worded = try refusalReasons(scenario, lang: lang)
            for (englishReason, reason) in zip(english, worded) {
                #expect(!reason.isEmpty && reason != englishReason, "\(scenario) \(lang): \(reason)")
                let shared = Self.words(reason).intersection(Self.words(englishReason)).subtracting(values)
                #expect(shared.isEmpty, "\(scenario) \(lang): \(shared.sorted()) of \"\(englishReason)\" in \"\(reason)\"")
                if lang.hasPrefix("ru") {
                    let latin = Self.words(reason).filter { $0.allSatisfy(\.isASCII) }.subtracting(values)
                    #expect(latin.isEmpty, "\(scenario): \(latin.sorted()) in \"\(reason)\"")
                }
            }
        }
    }
}

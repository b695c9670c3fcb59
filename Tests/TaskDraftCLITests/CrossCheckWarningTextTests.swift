import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

/// The cross-check's title warning, as the terminal shows it in each language.
@Suite struct CrossCheckWarningTextTests {
    let warning = DraftWarning(CrossCheckWarning.otherTitle(proposed: "Sales", kept: "Позвонить Анне", sharesNoWord: false))

    @Test func inRussianTheTitleWarningIsRussian() {
        #expect(Message.warning(warning).text(.russian) == "название модели «Sales» говорит не то, что ваши слова; оставлено «Позвонить Анне»")
    }

    @Test func inEnglishItIsTheContractsEnglish() {
        #expect(Message.warning(warning).text(.english)
                == "the model's title \"Sales\" does not say what your words say; kept \"Позвонить Анне\"")
        #expect(warning.english == Message.warning(warning).text(.english))
    }
}

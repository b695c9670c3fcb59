import Testing
@testable import TaskDraftCLI

/// The cross-check's title warning, as the terminal shows it in each language.
@Suite struct CrossCheckWarningTextTests {
    let warning = "the model's title \"Sales\" does not say what your words say; kept \"Позвонить Анне\""

    @Test func inRussianTheTitleWarningIsRussian() {
        #expect(Message.warning(warning).text("ru") == "название модели «Sales» говорит не то, что ваши слова; оставлено «Позвонить Анне»")
    }

    @Test func inEnglishItIsShownAsWritten() {
        #expect(Message.warning(warning).text("en") == warning)
    }
}

import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftCLI

/// The cross-check's warnings, as the terminal shows them in each language.
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

    /// A plan field's warning names the field as its label words it in the session's language
    /// (English by its key, and by the card's words where they say more), not a word of its own.
    @Test func aPlanFieldIsNamedByItsLabel() {
        for field in DraftCrossCheck.planFields {
            let warnings: [CrossCheckWarning] = [.inventedPlan(field, "PT1H"), .otherPlan(field, proposed: "PT1H", kept: "PT2H"),
                                                 .missedPlan(field, kept: "PT2H")]
            for warning in warnings {
                #expect(warning.russian.contains("«\(field.russian)»"), "\(warning.russian)")
                #expect(warning.polish.contains("„\(field.polish)”"), "\(warning.polish)")
                #expect(warning.english.contains(" \(field.english) "), "\(warning.english)")
            }
        }
        #expect(CrossCheckWarning.missedPlan(.wait, kept: "2027-01-01").english
                == "the model left out the wait (hidden until) you named; kept 2027-01-01 from your words")
        #expect(CrossCheckWarning.inventedPlan(.wait, "2027-01-01").polish
                == "model wypełnił pole „ukryte do”, którego nie podano (2027-01-01); odrzucono wartość")
    }

    /// A plan field named with an article takes the one its English name needs: "an estimate",
    /// "a start". Russian and Polish name it as a field («поле», „pole”), with which the words
    /// around it agree whatever the label.
    @Test func aPlanFieldTakesItsArticle() {
        #expect(CrossCheckWarning.inventedPlan(.estimate, "PT1H").english
                == "the model proposed an estimate you did not name (PT1H); it was dropped")
        #expect(CrossCheckWarning.inventedPlan(.start, "2026-12-07").english
                == "the model proposed a start you did not name (2026-12-07); it was dropped")
        #expect(CrossCheckWarning.inventedPlan(.estimate, "PT1H").russian
                == "модель заполнила поле «оценка», которого нет в ваших словах (PT1H); значение отброшено")
        #expect(CrossCheckWarning.inventedPlan(.estimate, "PT1H").polish
                == "model wypełnił pole „szacowany czas”, którego nie podano (PT1H); odrzucono wartość")
    }
}

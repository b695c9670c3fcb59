import Testing
@testable import TaskDraftCLI

/// OWASP's rule for CSV cells, and its exact inverse for TaskDraft's own files.
@Suite struct SpreadsheetFormulaGuardTests {
    static let cells = ["=HYPERLINK(\"http://x\",\"y\")", "+cmd", "-2+3", "@SUM(A1)", "\tindented", "\rreturn",
                        "'=quoted already", "''+twice", "'plain quote", "plain", "", "2026-12-03", "a=b"]

    @Test func cellsThatStartLikeAFormulaGetAQuote() {
        #expect(SpreadsheetFormulaGuard.neutralised("=1+1") == "'=1+1")
        #expect(SpreadsheetFormulaGuard.neutralised("-2+3") == "'-2+3")
        #expect(SpreadsheetFormulaGuard.neutralised("'=x") == "''=x")
        #expect(SpreadsheetFormulaGuard.neutralised("'plain") == "'plain")
        #expect(SpreadsheetFormulaGuard.neutralised("a=b") == "a=b")
        for cell in Self.cells {
            let written = SpreadsheetFormulaGuard.neutralised(cell)
            #expect(!["=", "+", "-", "@", "\t", "\r"].contains(written.first.map(String.init) ?? ""))
        }
    }

    @Test func restoringUndoesExactlyWhatNeutralisingDid() {
        for cell in Self.cells {
            #expect(SpreadsheetFormulaGuard.restored(SpreadsheetFormulaGuard.neutralised(cell)) == cell)
        }
    }
}

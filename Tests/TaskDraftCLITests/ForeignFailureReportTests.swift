import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// A failure the domain did not expect (`IntentError.foreign`) reaches the person as a
/// sentence in their language and exit code 1, and a script as the `failure` code.
@Suite struct ForeignFailureReportTests {
    struct PluginFailure: Error, CustomStringConvertible {
        var description: String { "the plug-in gave up" }
    }

    @Test func aForeignFailureReachesThePersonAsAMessageAndExitCodeOne() {
        let failure = ForeignFailure(PluginFailure())
        for language in Language.allCases {
            let (code, text) = CLI.report(IntentError.foreign(failure), command: "add", language: language)
            #expect(code == .failure)
            #expect(text == "taskdraft: " + failure.text(in: language) + "\n")
            let report = ErrorReport(IntentError.foreign(failure), command: "add", argv: ["add", "--json"], language: language)
            #expect(report.code == "failure" && report.message == failure.text(in: language))
        }
    }
}

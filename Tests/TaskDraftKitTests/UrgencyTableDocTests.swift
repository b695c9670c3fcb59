import Foundation
import Testing
@testable import TaskDraftKit

/// README "What to do next" is the table people change with a Skills file; this keeps its
/// names and coefficients those `next` weighs by.
@Suite struct UrgencyTableDocTests {
    @Test func theReadmeTableIsTheStandardCoefficients() throws {
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md").path, encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "<!-- urgency-table -->\n").dropFirst().first?
            .components(separatedBy: "<!-- /urgency-table -->").first)
        var documented: [String: Double] = [:]
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            documented[name] = Double(cells[1])
        }
        let standard = UrgencyCoefficients.standard
        var expected: [String: Double] = [:]
        for term in UrgencyCoefficients.terms { expected[term.name] = standard[keyPath: term.value] }
        for (tag, value) in standard.tagCoefficients { expected["tag." + tag] = value }
        #expect(documented == expected)
    }
}

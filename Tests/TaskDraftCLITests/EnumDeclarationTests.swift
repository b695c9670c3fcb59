import DeclaredEnums
import Testing

/// The one reader of Sources' enums (`Tests/Shared/DeclaredEnums`) reads the cases at the enum's
/// own level and what each carries, as the catalogue, counted-message and Polish card suites
/// rely on it to.
@Suite struct EnumDeclarationTests {
    static let source = """
        /// A sample, not `enum Other`.
        public enum Sample: Sendable {
            case plain, counted(Int), id(Int64)  // case afterAComment(Int)
            indirect case nested(Sample, most: Int)
            /// case inADocComment(Int)
            case labelled(count: Int, String), pair(Int, (Int, Int))

            enum Inner { case innerOnOneLine(Int) }
            enum Deeper {
                case innerOnItsLine(Int)
            }

            var text: String {
                switch self {
                case .plain: return "plain"
                default: return "other"
                }
            }
        }

        enum Other {
            case otherCase
        }
        """

    @Test func theCasesAreTheEnumsOwn() throws {
        let sample = try #require(EnumDeclaration(named: "Sample", in: Self.source))
        #expect(sample.caseNames == ["plain", "counted", "id", "nested", "labelled", "pair"])
        #expect(sample.cases.filter(\.carriesAnInt).map(\.name) == ["counted", "nested", "labelled", "pair"])
        #expect(sample.cases.map(\.values) == ["", "(Int)", "(Int64)", "(Sample, most: Int)", "(count: Int, String)", "(Int, (Int, Int))"])
        #expect(EnumDeclaration(named: "Other", in: Self.source)?.caseNames == ["otherCase"])
        #expect(EnumDeclaration(named: "Deeper", in: Self.source)?.caseNames == ["innerOnItsLine"])
        #expect(EnumDeclaration(named: "Missing", in: Self.source) == nil)
    }

    @Test func aNameSeveralFilesDeclareIsReadFromTheFileThatSaysSo() {
        let mcp = "/// JSON-RPC's message.\nenum Message {\n    case request(Int)\n}\n"
        let terminal = "/// The terminal's own words.\nenum Message {\n    case lists(ListMessage)\n}\n"
        #expect(EnumDeclaration.first(named: "Message", in: [mcp, terminal])?.caseNames == ["request"])
        #expect(EnumDeclaration.first(named: "Message", in: [mcp, terminal], besides: "terminal's own")?.caseNames == ["lists"])
        #expect(EnumDeclaration.source(named: "Message.swift", under: "TaskDraftCLI/Messages")?.contains("enum Message {") == true)
    }
}

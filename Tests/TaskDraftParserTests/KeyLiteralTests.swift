import Foundation
import Testing
@testable import TaskDraftParser

/// A key literal in the parser's code is neither folded nor hashed when it is made
/// (`Key.init(stringLiteral:)`), so one written in any other form ("Jutro", "ещё") never
/// matches a token, silently. The initializer's `assert` sees only the literals a debug run
/// happens to reach; this walks every one in the parser's source, whatever the build.
@Suite struct KeyLiteralTests {
    static let sources = TableGenerator.root.appendingPathComponent("Sources/TaskDraftParser")

    /// The parser's Swift files, as paths below `sources`.
    static func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        return paths.sorted()
    }

    @Test func everyKeyLiteralIsWrittenFolded() throws {
        var count = 0
        for path in Self.files() {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            for literal in KeyLiteralScan.literals(in: text) {
                count += 1
                let folded = Key(Substring(literal.value)).text
                #expect(folded == literal.value,
                        "Sources/TaskDraftParser/\(path):\(literal.line): key literal \"\(literal.value)\" is not in folded form; write \"\(folded)\"")
            }
        }
        // Over 3,000 today; a scan that finds few has stopped reading.
        #expect(count > 2_500, "only \(count) key literals found")
    }

    /// The scan finds a literal in each form the parser writes keys in, and no other string.
    @Test func theScanFindsEachFormOfKeyLiteralAndNothingElse() {
        let source = #"""
            static let set: KeySet = ["set", "Set2"]
            static let keys: [Key] = ["array"]
            static let table: KeyTable<(Int, String)> = ["tablekey": (1, "tablevalue"), "tablekey2": (2, "x")]
            let made = KeySet(["made"]), cast = ["cast", "cast2"] as KeySet, one = Key("one")
            // "a comment" == key
            /* "block" == key /* "nested" */ */
            if token.key == "equal" || at(1)?.key != "unequal" || "before" == key { print("message \(key)") }
            switch tokens[i].key {
            case "first", "second": return "returned"
            case let other where other == key: return nil
            default: return "default"
            }
            switch value { case "not a key": break }
            table["subscripted"] = 30
            let words = ["plain", "strings"], raw = #"raw"#, multi = """
                multi "== key"
                """
            let escaped: KeySet = ["tab\tbed", "in\(terpolated)"]
            """#
        let found = KeyLiteralScan.literals(in: source)
        #expect(found.map(\.value) == ["set", "Set2", "array", "tablekey", "tablekey2", "made", "cast", "cast2", "one", "equal",
                                       "unequal", "before", "first", "second", "subscripted", "tab\tbed"])
        #expect(found.first { $0.value == "equal" }?.line == 7)
        #expect(found.first { $0.value == "tab\tbed" }?.line == 18)
    }
}

import Foundation
import Testing

/// ARCHITECTURE.md's walk of one `add` (between `<!-- add-walk -->` markers): the files an
/// `add --yes` passes, in the order it first reaches them. The walk is a map a newcomer
/// follows, so it must name files that exist, each once, with the count the text gives; and
/// no file after the command's own may name `Invocation`, the run the command was given: code
/// below the command that reached back into it would be a loop the walk does not show. Nor
/// may a file after the commit path name the `Planner` that runs it: an intent is a value the
/// Planner carries out, not code that calls back into it.
@Suite struct AddWalkTests {
    static func architecture() throws -> String {
        try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    }

    /// The walk's files, `Sources/`-relative, in order.
    static func walk() throws -> (files: [String], after: Substring) {
        let text = try architecture()
        let open = try #require(text.firstRange(of: "<!-- add-walk -->"), "ARCHITECTURE.md has no add walk")
        let close = try #require(text[open.upperBound...].firstRange(of: "<!-- /add-walk -->"))
        let files = text[open.upperBound..<close.lowerBound].split(separator: "\n").compactMap { line -> String? in
            guard line.first?.isNumber == true, let start = line.firstIndex(of: "`") else { return nil }
            let rest = line[line.index(after: start)...]
            return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
        }
        return (files, text[close.upperBound...])
    }

    /// A Swift file without its comments: what it says about `Invocation` in prose does not count.
    static func code(of path: String) throws -> String {
        let text = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("Sources/" + path), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
        }.joined(separator: "\n")
    }

    @Test func itNamesFilesThatExistOnceEach() throws {
        let files = try Self.walk().files
        #expect(files.count >= 10, "the add walk names only \(files)")
        #expect(Set(files).count == files.count, "the add walk names a file twice: \(files)")
        for path in files {
            let exists = FileManager.default.fileExists(atPath: RepositoryDocsTests.root.appendingPathComponent("Sources/" + path).path)
            #expect(exists, "the add walk names Sources/\(path), which does not exist")
        }
    }

    @Test func itsCountIsTheListsOwn() throws {
        let (files, after) = try Self.walk()
        let stated = after.drop { !$0.isNumber }.prefix { $0.isNumber }
        #expect(Int(stated) == files.count, "ARCHITECTURE.md says \(stated) files after the add walk, which lists \(files.count)")
        #expect(after.drop { !$0.isNumber }.hasPrefix("\(files.count) files"))
    }

    @Test func nothingBelowTheCommandReachesBackIntoTheRun() throws {
        let files = try Self.walk().files
        let command = try #require(files.firstIndex { $0.hasSuffix("/AddCommand.swift") }, "the walk has no AddCommand.swift")
        for path in files[(command + 1)...] {
            #expect(try !Self.names("Invocation", in: Self.code(of: path)),
                    "Sources/\(path) comes after the command in the add walk but names Invocation")
        }
    }

    static func names(_ word: String, in code: String) -> Bool {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains(Substring(word))
    }

    @Test func nothingBelowTheCommitCallsBackIntoThePlanner() throws {
        let files = try Self.walk().files
        let commit = try #require(files.firstIndex { $0.hasSuffix("/Planner+Commit.swift") }, "the walk has no Planner+Commit.swift")
        #expect(files[(commit + 1)...].contains { $0.hasSuffix("Intent.swift") }, "the walk names no intent after the commit path")
        for path in files[(commit + 1)...] {
            #expect(try !Self.names("Planner", in: Self.code(of: path)),
                    "Sources/\(path) comes after the commit path in the add walk but names the Planner")
        }
    }

    /// Every intent, not only `add`'s: its write is given a `CommitContext`, never the Planner.
    @Test func noIntentCallsBackIntoThePlanner() throws {
        let directory = RepositoryDocsTests.root.appendingPathComponent("Sources/TaskDraftKit/Intents")
        var intents = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where !name.hasPrefix("Planner") {
            let code = try Self.code(of: "TaskDraftKit/Intents/" + name)
            guard code.contains(": CommitIntent {") else { continue }
            intents += 1
            #expect(!Self.names("Planner", in: code), "Sources/TaskDraftKit/Intents/\(name) is a commit intent that names the Planner")
        }
        #expect(intents >= 7, "only \(intents) commit intents found")
    }
}

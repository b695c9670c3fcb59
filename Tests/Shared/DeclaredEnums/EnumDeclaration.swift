import Foundation

/// An enum as Sources declare it: its name and its cases, each with the values it carries as
/// written. The suites that check what Sources declare against what they walk (a message type's
/// cases, the cases that carry a count) read an enum here, one way.
///
/// A case is read from a `case` line at the enum's own level, and not from a type nested in it
/// or a `switch` in its body; a line may list several (`case a, b(Int)`), and a comment after
/// them is no case. Braces are counted by line, so the declaration is read as Sources write it:
/// the enum's `{` on its first line and its cases on lines of their own.
public struct EnumDeclaration: Sendable, Equatable {
    public struct Case: Sendable, Hashable {
        /// `wordsTooLong` for `case wordsTooLong(Int, most: Int)`.
        public let name: String
        /// What follows the name: `(Int, most: Int)`, or "" for a case that carries nothing.
        public let values: String

        /// Whether the case carries an `Int` (not an `Int64`, which is an id).
        public var carriesAnInt: Bool { values.range(of: #"\bInt\b"#, options: .regularExpression) != nil }
    }

    public let name: String
    public let cases: [Case]

    public var caseNames: [String] { cases.map(\.name) }

    /// The first enum named `name` (the last part of a nested name: `Problem`) that `source`
    /// declares; nil when it declares none.
    public init?(named name: String, in source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { line in
            let words = line.split(whereSeparator: { " :{<".contains($0) })
            guard let keyword = words.firstIndex(of: "enum") else { return false }
            return keyword + 1 < words.count && words[keyword + 1] == name
        }) else { return nil }
        var depth = 0, cases: [Case] = []
        for line in lines[start...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 1, let list = Self.caseList(trimmed) {
                cases += Self.split(list).compactMap(Case.init(declared:))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0, line.contains("}") { break }
        }
        self.name = name
        self.cases = cases
    }

    /// The first enum named `name` in any of `sources` that holds `besides` (text only the
    /// declaring file holds, for a name several files declare: `Problem`, `Message`).
    public static func first(named name: String, in sources: [String], besides: String? = nil) -> EnumDeclaration? {
        for source in sources where besides.map(source.contains) ?? true {
            if let declaration = EnumDeclaration(named: name, in: source) { return declaration }
        }
        return nil
    }

    /// The repository's `Sources/` folder.
    public static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The text of the Swift file named `file` (`SyncMessage.swift`) wherever it is under
    /// `Sources/folder`; nil when there is none.
    public static func source(named file: String, under folder: String) -> String? {
        let enumerator = FileManager.default.enumerator(at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == file { return try? String(contentsOf: url, encoding: .utf8) }
        }
        return nil
    }

    /// The cases after `case ` (or `indirect case `), without a comment after them.
    private static func caseList(_ line: String) -> Substring? {
        let list: Substring
        if line.hasPrefix("case ") { list = line.dropFirst(5) }
        else if line.hasPrefix("indirect case ") { list = line.dropFirst(14) }
        else { return nil }
        return list.range(of: "//").map { list[..<$0.lowerBound] } ?? list
    }

    /// `a, b(Int, most: Int)` as `a` and `b(Int, most: Int)`: commas inside parentheses part no cases.
    private static func split(_ list: Substring) -> [Substring] {
        var parts: [Substring] = [], depth = 0, start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        parts.append(list[start...])
        return parts
    }
}

extension EnumDeclaration.Case {
    init?(declared: Substring) {
        let text = declared.trimmingCharacters(in: .whitespaces)
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        self.name = String(name)
        self.values = String(text.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
    }
}

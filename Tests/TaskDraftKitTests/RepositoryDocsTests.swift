import Foundation
import Testing

/// A clone of the repository is all a reader has: nothing may point outside it, and
/// ARCHITECTURE.md must name files that exist (it is the map a newcomer follows).
@Suite struct RepositoryDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Build products, git's own files and local results are not part of a clone.
    static let notInAClone: Set<String> = [".build", ".git", ".swiftpm", "bench-results", "__pycache__"]

    /// Every file a clone holds, as paths relative to the root.
    static func files() -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if notInAClone.contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        return found
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        let outside = "../" + "shared"  // spelled in two pieces so this file does not match itself
        let files = Self.files()
        #expect(files.contains("ARCHITECTURE.md") && files.contains("docs/DESIGN.md"))
        for path in files {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8) else { continue }
            let pointsOutside = text.contains(outside)
            #expect(!pointsOutside, "\(path) points outside the repository (\(outside))")
        }
    }

    @Test func architectureNamesFilesThatExist() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let files = Self.files()
        // Backquoted paths: `Sources/…`-relative ones may leave out the target (`Arguments/CommandSpec.swift`).
        var named: Set<String> = []
        for piece in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where piece.offset % 2 == 1 {
            let candidate = String(piece.element)
            if [".swift", ".py", ".md"].contains(where: candidate.hasSuffix), !candidate.contains(" "),
               !candidate.contains("<"), !candidate.contains("*"), !candidate.contains("…") {
                named.insert(candidate)
            }
        }
        #expect(named.count > 40, "ARCHITECTURE.md names only \(named.count) files")
        for path in named {
            let exists = files.contains { $0 == path || $0.hasSuffix("/" + path) }
            #expect(exists, "ARCHITECTURE.md names \(path), which does not exist")
        }
    }
}

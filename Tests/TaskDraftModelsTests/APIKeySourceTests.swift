import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// Where a key comes from, and that it never comes back: key files only their owner can
/// read, keys that would add headers refused, a key echoed in an answer scrubbed.
@Suite struct APIKeySourceTests {
    @Test func keyFilesMustBeTheOwnersAlone() throws {
        let directory = NSTemporaryDirectory() + "taskdraft-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/key"
        try "sk-from-file\n".write(toFile: path, atomically: true, encoding: .utf8)
        let source = APIKeySource(variable: nil, file: path, environment: Environment([:]))
        chmod(path, 0o644)
        guard case .missing(let why) = source.lookup() else { Issue.record("a 0644 key file was accepted"); return }
        #expect(why == .fileMode(path, mode: "644"))
        #expect(why.english.contains("mode 644") && why.english.contains("0600"))
        #expect(!why.english.contains("sk-from-file") && !why.russian.contains("sk-from-file"))
        chmod(path, 0o600)
        #expect(source.lookup() == .key("sk-from-file"))
        #expect(APIKeySource(variable: "K", file: nil, environment: Environment(["K": "v"])).lookup() == .key("v"))
        #expect(APIKeySource(variable: "K", file: nil, environment: Environment([:])).lookup() == .missing(.variableNotSet("K")))
        #expect(APIKeySource(variable: nil, file: nil, environment: Environment([:])).lookup() == .notNeeded)
        #expect(KeyRedaction.redact("invalid key: Bearer sk-123456", key: "sk-123456") == "invalid key: Bearer [redacted]")
    }

    /// A key with a line break would add headers of its own to the request: refused, from the
    /// environment or a file, and the refusal never prints the key.
    @Test func keysWithControlCharactersAreRefused() throws {
        let directory = NSTemporaryDirectory() + "taskdraft-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/key"
        for bad in ["sk-secret\r\nX-Injected: 1", "sk-secret\nX-Injected: 1", "sk-\u{0}secret", "sk-secret\u{7F}", "sk-\u{85}secret"] {
            let fromEnvironment = APIKeySource(variable: "K", file: nil, environment: Environment(["K": bad])).lookup()
            try (bad + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o600)
            let fromFile = APIKeySource(variable: nil, file: path, environment: Environment([:])).lookup()
            for (lookup, place) in [(fromEnvironment, "K"), (fromFile, "key file")] {
                guard case .missing(let why) = lookup else { Issue.record("\(bad.debugDescription) from \(place) was accepted"); continue }
                #expect(why == (place == "K" ? .variableControlCharacter("K") : .fileControlCharacter(path)), "\(why)")
                #expect(why.english.contains(place) && why.english.contains("control character"), "\(why.english)")
                for text in [why.english, why.russian] { #expect(!text.contains("secret") && !text.contains("Injected"), "\(text)") }
            }
        }
        #expect(APIKeySource(variable: "K", file: nil, environment: Environment(["K": "  sk-fine\n"])).lookup() == .key("sk-fine"))
    }

    /// A mark combining with the key's last letter (or a letter combining into its first) makes
    /// other Characters of the same bytes: the key is still found and removed, every time it
    /// occurs, and the text around it stays as it was.
    @Test func aKeyIsScrubbedByItsBytesWhateverCombinesWithIt() {
        let key = "sk-a1b2c3"
        #expect(KeyRedaction.redact("echo: sk-a1b2c3\u{301} and sk-a1b2c3.", key: key) == "echo: [redacted]\u{301} and [redacted].")
        #expect(KeyRedaction.redact("ключ sk-a1b2c3sk-a1b2c3 — żółw", key: key) == "ключ [redacted][redacted] — żółw")
        #expect(KeyRedaction.redact("no key here: sk-a1b2c", key: key) == "no key here: sk-a1b2c")
        let answer = ChatCompletion(content: #"{"title": "sk-a1b2c3\u0301 leaked"}"#, toolCalls: [])
        #expect(!(KeyRedaction.redact(answer, key: key).content ?? "").contains("a1b2c3"))
    }

    @Test func aKeyBehindJSONEscapesIsScrubbedToo() throws {
        let key = "sk-ab/cd"
        let answer = ChatCompletion(content: #"{"title": "Key \u0073k-ab\/cd here", "tags": ["sk-ab/cd"]}"#,
                                    toolCalls: [.init(id: "c", name: "search_tasks", arguments: #"{"query": "sk-ab\/cd"}"#)])
        let scrubbed = KeyRedaction.redact(answer, key: key)
        let title = try JSONParser.parse(Array((scrubbed.content ?? "").utf8))["title"]?.stringValue
        #expect(title == "Key [redacted] here")
        #expect(!"\(scrubbed)".contains("ab/cd") && !"\(scrubbed)".contains(#"ab\/cd"#), "\(scrubbed)")
        #expect(KeyRedaction.redact(answer, key: nil) == answer)
    }

    /// A key echoed in pieces (issue 26 §9) is still the key to whoever reads it: spaces,
    /// punctuation and invisible characters between its pieces do not hide it, up to the
    /// bounds; text that merely shares a piece with it is left alone.
    @Test func aKeyEchoedInPiecesIsScrubbed() {
        let key = "sk-SENTINEL-KEY-1234567890abcdef"
        for echoed in ["key sk-SENTINEL-KEY- 1234567890abcdef!", "key sk-SENTINEL-KEY -1234567890abcdef!",
                       "key sk-SENTINEL-KEY-\n1234567890abcdef!", "key sk-SENTINEL\u{200B}-KEY-1234567890abcdef!",
                       "key sk-SENTINEL-KEY-12345. 67890abcdef!", "key sk - SENTINEL-KEY-1234567890\u{A0}abcdef!",
                       "key sk-SENTINEL-KEY-123\t\t4567890abc\u{2014}def!"] {
            #expect(KeyRedaction.redact(echoed, key: key) == "key [redacted]!", "\(echoed.debugDescription)")
        }
        // Past the bounds: more gaps than three, or a gap longer than eight bytes, is other text.
        let scattered = "s k - S E N T I N E L-KEY-1234567890abcdef"
        #expect(KeyRedaction.redact(scattered, key: key) == scattered)
        let apart = "sk-SENTINEL-KEY-         1234567890abcdef"
        #expect(KeyRedaction.redact(apart, key: key) == apart)
        #expect(KeyRedaction.redact("sk-SENTINEL-KEY- 1234567890abcde", key: key) == "sk-SENTINEL-KEY- 1234567890abcde")
        // Escaped inside a JSON answer, as a model writes it.
        let answer = ChatCompletion(content: #"{"title": "Key sk-SENTINEL-KEY-\n1234567890abcdef", "tags": ["sk-SENTINEL-KEY- 1234567890abcdef"]}"#,
                                    toolCalls: [])
        #expect(!(KeyRedaction.redact(answer, key: key).content ?? "").contains("1234567890abcdef"))
    }
}

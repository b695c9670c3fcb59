import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftModels

@Suite struct HTTPPiecesTests {
    @Test func backoffDoublesWithJitterAndRetryAfterWins() {
        #expect(RetryPolicy.delay(retry: 1, retryAfter: nil, random: 0) == 0.25)
        #expect(RetryPolicy.delay(retry: 1, retryAfter: nil, random: 1) == 0.5)
        #expect(RetryPolicy.delay(retry: 3, retryAfter: nil, random: 1) == 2)
        for retry in 1...RetryPolicy.maximumRetries {
            let d = RetryPolicy.delay(retry: retry, retryAfter: nil)
            let base = RetryPolicy.initialBackoff * pow(2, Double(retry - 1))
            #expect(d >= base / 2 && d <= base)
        }
        #expect(RetryPolicy.delay(retry: 2, retryAfter: 7) == 7)
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() {
        #expect(RetryPolicy.retryAfter("3") == 3)
        #expect(RetryPolicy.retryAfter(" 0 ") == 0)
        #expect(RetryPolicy.retryAfter("-1") == nil)
        #expect(RetryPolicy.retryAfter("soon") == nil)
        let now = Instant(seconds: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:47 GMT", now: now) == 10)
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:27 GMT", now: now) == 0)
    }

    @Test func addressesKeepNoCredentials() throws {
        let address = try #require(ServerAddress("https://user:secret@API.example.com/v1/"))
        #expect(address.base == "https://api.example.com:443/v1")
        #expect(address.hostAndPort == "api.example.com:443")
        #expect(!address.description.contains("secret"))
        #expect(ServerAddress("http://127.0.0.1:8080/v1")?.isLoopback == true)
        #expect(ServerAddress("http://[::1]:9/v1")?.hostAndPort == "[::1]:9")
        #expect(ServerAddress("ftp://x") == nil)
        #expect(ServerAddress("http://host:port/v1") == nil)
        #expect(HTTPTrace.redactedURL("https://u:p@h/v1") == "https://[redacted]@h/v1")
    }

    @Test func traceRedactsSecretHeaders() {
        nonisolated(unsafe) var lines: [String] = []
        let trace = HTTPTrace { lines.append($0) }
        trace.request(HTTPRequest(method: .post, url: "http://h/v1", headers: [HTTPHeader("Authorization", "Bearer sk-SENTINEL"),
                                                                              HTTPHeader("Content-Type", "application/json")],
                                  body: Array("{}".utf8)), attempt: 1)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("SENTINEL"))
        #expect(text.contains("Authorization: [redacted]"))
        #expect(text.contains("Content-Type: application/json"))
    }

    @Test func keyFilesMustBeTheOwnersAlone() throws {
        let directory = NSTemporaryDirectory() + "taskdraft-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/key"
        try "sk-from-file\n".write(toFile: path, atomically: true, encoding: .utf8)
        let source = APIKeySource(variable: nil, file: path, environment: Environment([:]))
        chmod(path, 0o644)
        guard case .missing(let why) = source.lookup() else { Issue.record("a 0644 key file was accepted"); return }
        #expect(why.contains("mode 644") && why.contains("0600"))
        #expect(!why.contains("sk-from-file"))
        chmod(path, 0o600)
        #expect(source.lookup() == .key("sk-from-file"))
        #expect(APIKeySource(variable: "K", file: nil, environment: Environment(["K": "v"])).lookup() == .key("v"))
        #expect(APIKeySource(variable: "K", file: nil, environment: Environment([:])).lookup() == .missing("K is not set"))
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
                #expect(why.contains(place) && why.contains("control character"), "\(why)")
                #expect(!why.contains("secret") && !why.contains("Injected"), "\(why)")
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

    @Test func instructionsCarryTheMomentTheRulesAndOnlyTheSkillsTheWordsUse() {
        var skills = Skills(terms: [Skills.Term(term: "КП", expansion: "коммерческое предложение", tags: ["sales"]),
                                    Skills.Term(term: "декларация", expansion: "налоговая декларация", tags: ["finance"]),
                                    Skills.Term(term: "NDA", expansion: "non-disclosure agreement")],
                            keepNames: ["Windows 11", "Q4"], tone: ["tone-ru.md": "Пиши по-деловому.", "tone-en.md": "Be brief."])
        skills.compile()
        let instructions = Instructions(context: DraftingFixtures.context(skills: skills))
        let ru = instructions.text(for: "Подготовить КП и подать декларацию для Windows 11", toolLimit: 0, schemaInPrompt: false)
        #expect(ru.contains("Wednesday 2026-12-02, 10:00, time zone Europe/Moscow (UTC+03:00)"))
        #expect(ru.contains("Thursday 2026-12-03"))
        #expect(ru.contains("due is null when the user names no deadline"))
        #expect(ru.contains("КП = коммерческое предложение (tags sales)"))
        #expect(ru.contains("декларация = налоговая декларация"))
        #expect(!ru.contains("NDA"))
        #expect(ru.contains("Never translate these names; keep them exactly as written: Windows 11."))
        #expect(ru.contains("Пиши по-деловому.") && !ru.contains("Be brief."))
        #expect(!ru.contains("search_tasks") && !ru.contains("JSON Schema:"))
        let en = instructions.text(for: "sign the NDA", toolLimit: 4, schemaInPrompt: true)
        #expect(en.contains("Be brief.") && en.contains("NDA = non-disclosure agreement"))
        #expect(en.contains("search_tasks or list_tasks") && en.contains("at most 4 calls"))
        #expect(en.contains("It must match this JSON Schema:"))
        // Words, not letters inside other words: no glossary line for what was not said.
        let inside = instructions.text(for: "Agenda for the КПП visit, Q45 numbers", toolLimit: 0, schemaInPrompt: false)
        #expect(!inside.contains("NDA") && !inside.contains("КП =") && !inside.contains("Q4"))
        let edges = instructions.text(for: "КП, NDA; отчёт за Q4", toolLimit: 0, schemaInPrompt: false)
        #expect(edges.contains("КП = коммерческое предложение") && edges.contains("NDA = non-disclosure agreement"))
        #expect(edges.contains("keep them exactly as written: Q4."))
    }

    /// Hours that share a time (morning and workday-start at 09:00) came in the dictionary's
    /// order, which differs from process to process: the same words made another request.
    @Test func workingHoursAreListedInOneOrder() {
        let hours: [String: LocalTime] = ["workday-start": LocalTime(hour: 9, minute: 0), "morning": LocalTime(hour: 9, minute: 0),
                                          "lunch": LocalTime(hour: 13, minute: 0), "dawn": LocalTime(hour: 6, minute: 0)]
        let text = Instructions(context: DraftingFixtures.context(skills: Skills(hours: hours)))
            .text(for: "call Anna", toolLimit: 0, schemaInPrompt: false)
        #expect(text.contains("- Working hours: dawn 06:00, morning 09:00, workday-start 09:00, lunch 13:00 ("))
    }

    @Test func theSchemaIsTightenedToTheSessionZone() throws {
        let schema = DraftSchema.schema(for: DraftingFixtures.context())
        let due = try #require(schema["properties"]?["due"]?["anyOf"]?.arrayValue?.first?["pattern"]?.stringValue)
        #expect(due.contains("\\+03:00"))
        #expect(due.contains("2026|2027"))
        #expect(schema["required"]?.arrayValue?.count == DraftSchema.fields.count)
        #expect(schema["additionalProperties"] == .bool(false))
        let berlin = DraftContext(now: DraftingFixtures.now, zone: Zone.named("Europe/Berlin")!, region: Region("DE"), skills: .none)
        let summer = try #require(DraftSchema.schema(for: berlin)["properties"]?["due"]?["anyOf"]?.arrayValue?.first?["pattern"]?.stringValue)
        #expect(summer.contains("\\+01:00") && summer.contains("\\+02:00"), "both offsets Berlin uses in the coming year")
    }
}

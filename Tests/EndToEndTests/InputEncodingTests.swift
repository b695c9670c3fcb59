import Foundation
import Testing

/// One rule for bytes coming in, wherever they come from: text that is not UTF-8 is an error
/// naming its place (never silently U+FFFD), and a byte order mark is dropped.
@Suite struct InputEncodingTests {
    /// Runs the binary with argv and stdin given as raw bytes, which `Process` (String
    /// arguments) cannot pass: through `sh`, with the bytes written by `printf`.
    func runRaw(_ td: TaskDraftBinary, arguments: String, stdin: [UInt8] = []) throws -> TaskDraftBinary.Result {
        let input = td.directory.appendingPathComponent("stdin").path
        try Data(stdin).write(to: URL(fileURLWithPath: input))
        return try td.run([], shell: "exec \"$TASKDRAFT_BIN_UNDER_TEST\" \(arguments) < '\(input)'")
    }

    @Test func anArgumentThatIsNotUTF8IsAUsageErrorNamingIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try runRaw(td, arguments: #"add --yes "Pay rent" "$(printf 'caf\351')""#)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("argument 4 is not valid UTF-8"), "\(result.stderr)")
        #expect((try td.json(["list", "--json", "--all"]) as? [Any])?.isEmpty == true, "nothing was written")
    }

    @Test func aByteOrderMarkIsDroppedFromArgumentsAndDraftInput() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let added = try runRaw(td, arguments: #"add --yes --json "$(printf '\357\273\277Pay rent')""#)
        #expect(added.status == 0, "\(added.stderr)")
        let task = try #require((try td.json(["list", "--json", "--all"]) as? [[String: Any]])?.first)
        // Compared as bytes: String's == may not tell U+FEFF apart.
        #expect((task["title"] as? String).map { Array($0.utf8) } == Array("Pay rent".utf8))
        let transcript = Data(try td.run(["transcript", "--json"]).stdout.utf8)
        #expect(transcript.range(of: Data([0xEF, 0xBB, 0xBF])) == nil, "the BOM reached the transcript")

        let drafted = try runRaw(td, arguments: "draft --json", stdin: [0xEF, 0xBB, 0xBF] + Array("Pay rent\ncaf".utf8) + [0xE9, 0x0A])
        let lines = drafted.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2)
        #expect((lines.first??["title"] as? String).map { Array($0.utf8) } == Array("Pay rent".utf8))
        #expect(lines.last??["line"] as? Int == 2)
        #expect((lines.last??["error"] as? String)?.contains("not valid UTF-8") == true)
    }
}

import Foundation
import Testing

/// `draft` reads whatever arrives on stdin: random Unicode, control characters, invalid
/// UTF-8, 100 KB lines. It must never crash or hang, and must answer every line, in order,
/// with a valid draft or a clear per-line error.
@Suite struct DraftRobustnessTests {
    /// A deterministic generator, so a failure reproduces.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomInputAlwaysGetsOneAnswerPerLine() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var rng = SplitMix(state: 42)
        let pieces = ["завтра", "в", "15:00", "next", "friday", "#tag", "+proj", "!", "due:", "every", "каждый", "3",
                      "pm", "«", "\"", "..", "/", "-", ":", "12/", "31.02", "p.m", "через", "za", "the", "15th", "пол",
                      "\u{0}", "\u{7}", "\u{202E}", "😀", "🇷🇺", "\u{301}", "ё", "Ё", "\t", "\r"]
        var lines: [[UInt8]] = []
        for _ in 0..<400 {
            var line: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<25, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: line += Array(pieces.randomElement(using: &rng)!.utf8)
                case 1: line += Array(String(Character(Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &rng)) ?? "x")).utf8)
                case 2: line.append(UInt8.random(in: 0...255, using: &rng))  // often invalid UTF-8
                default: line.append(0x20)
                }
            }
            lines.append(line.filter { $0 != 0x0A })
        }
        lines.append(Array(String(repeating: "завтра в 15:00 ", count: 7_000).utf8))  // ~100 KB
        lines.append(Array(String(repeating: "9", count: 20_000).utf8))
        lines.append([0xFF, 0xFE, 0x00, 0x41])
        var input = Data()
        for line in lines { input.append(contentsOf: line); input.append(0x0A) }
        let result = try runDraft(td, input: input)
        #expect(result.status == 0 || result.status == 5, "status \(result.status): \(result.stderr)")
        let outputs = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(outputs.count == lines.count)
        for (index, output) in outputs.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let valid = object?["title"] is String && object?["priority"] is String || object?["error"] is String
            #expect(valid, "line \(index + 1) answered \(output.prefix(200))")
            if let error = object?["error"] as? String { #expect(object?["line"] as? Int == index + 1, "\(error)") }
        }
    }

    func runDraft(_ td: TaskDraftBinary, input: Data) throws -> TaskDraftBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TaskDraftBinary.path)
        process.arguments = ["draft"]
        process.environment = td.environment
        let inPipe = Pipe(), outPipe = Pipe(), errPipe = Pipe()
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        let writer = Thread {
            inPipe.fileHandleForWriting.write(input)
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        let err = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TaskDraftBinary.Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                                      stderr: String(decoding: err, as: UTF8.self))
    }
}

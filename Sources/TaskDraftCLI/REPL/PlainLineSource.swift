import Glibc
import TaskDraftKit

/// Plain lines from a file descriptor; prompts go to `echo` so a transcript of the
/// dialogue reads naturally.
public final class PlainLineSource: LineSource {
    private let file: UnsafeMutablePointer<FILE>
    private let echo: Output?

    public init(file: UnsafeMutablePointer<FILE> = StandardInput.file, echo: Output?) {
        self.file = file
        self.echo = echo
    }

    public func readLine(prompt: String) -> String? {
        if let echo {
            echo.write(prompt)
            echo.flush()
        }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        let count = getline(&line, &capacity, file)
        defer { free(line) }
        guard count >= 0, let line else {
            echo?.line()
            return nil
        }
        var bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: count)[...]
        if bytes.last == 0x0A { bytes = bytes.dropLast() }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        let text = String(decoding: bytes, as: UTF8.self)
        echo?.line(TerminalText.line(text))  // a dialogue read from a file is shown, not acted on
        return text
    }

    public func read(prompt: String) -> LineInput {
        readLine(prompt: prompt).map(LineInput.line) ?? .end
    }

    public func readLine(prompt: String, initial: String) -> String? {
        guard let answer = readLine(prompt: prompt + (initial.isEmpty ? "" : "[\(TerminalText.line(initial))] ")) else { return nil }
        return answer.isEmpty ? initial : answer
    }

    public func remember(_ line: String) {}
}

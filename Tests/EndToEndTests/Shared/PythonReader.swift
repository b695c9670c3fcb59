import Foundation
import Testing

/// Runs a Python script that reads a file TaskDraft wrote (with the library people's programs
/// use, such as `icalendar`) and prints JSON; returns that JSON.
enum PythonReader {
    static func json(_ script: String, reading path: String) throws -> Any {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: data)
    }

    /// `text` as Python's `json.load` reads it from stdin, refusing the `NaN` and `Infinity` it
    /// would otherwise take, so any text that is no JSON by RFC 8259 is an error; nil then.
    static func strictJSON(_ text: String) throws -> Any? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = """
            import json, sys
            def refuse(name): raise ValueError(name)
            json.dump(json.load(sys.stdin, parse_constant=refuse), sys.stdout)
            """
        process.arguments = ["-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: data)
    }
}

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
}

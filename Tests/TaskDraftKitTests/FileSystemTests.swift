import Foundation
import Testing
import TaskDraftKit

/// `readBytes` reads a regular file in one read sized by fstat; whatever the size says, the
/// bytes returned are the file's.
@Suite struct FileSystemTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("td-fs-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aRegularFileIsReadWholeWhateverItsSize() throws {
        for size in [0, 1, 4095, 4096, 4097, 70_000, 200_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = try temporaryFile(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try FileSystem.readBytes(path) == bytes, "\(size) bytes")
        }
    }

    @Test func aFileWhoseSizeSaysNothingIsReadToItsEnd() throws {
        // /proc files report a size of 0 and have content.
        let status = try FileSystem.readText("/proc/self/status")
        #expect(status.hasPrefix("Name:"))
        #expect(status.contains("\nPid:"))
    }

    @Test func aFileThatCannotBeOpenedNamesItsPath() {
        let failure = #expect(throws: FileSystem.Failure.self) { try FileSystem.readBytes("/nonexistent/x") }
        #expect(failure?.path == "/nonexistent/x")
        #expect(failure?.code == ENOENT)
    }

    @Test func pathsSplitAtTheirLastSlash() {
        #expect(FileSystem.directory(of: "/a/b/c.md") == "/a/b")
        #expect(FileSystem.directory(of: "/c.md") == "/")
        #expect(FileSystem.directory(of: "c.md") == ".")
        #expect(FileSystem.directory(of: "/дела/заметки.md") == "/дела")
        #expect(FileSystem.lastComponent("/дела/заметки.md") == "заметки.md")
        #expect(FileSystem.lastComponent("c.md") == "c.md")
        #expect(FileSystem.lastComponent("/a/") == "")
    }
}

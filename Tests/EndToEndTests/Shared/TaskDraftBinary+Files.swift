import Foundation
import TaskDraftKit

extension TaskDraftBinary {
    /// Writes `text` to a file `name` in this binary's directory and returns its path.
    func writeFile(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The integer `sql` reads from the database as it stands (-1 when it reads no row).
    func rowCount(_ sql: String = "SELECT count(*) FROM tasks") throws -> Int {
        let db = try SQLiteConnection(path: databasePath, create: false)
        return Int(try db.first(sql) { $0.int(0) } ?? -1)
    }
}

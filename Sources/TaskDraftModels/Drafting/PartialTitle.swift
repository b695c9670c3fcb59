import TaskDraftKit

/// Finds the draft's title in a JSON answer that is still arriving, so the REPL can show it
/// before the rest of the draft: the first `"title"` key followed by a complete string.
public enum PartialTitle {
    public static func find(in text: String) -> String? {
        let bytes = Array(text.utf8)
        let key = Array("\"title\"".utf8)
        guard bytes.count > key.count else { return nil }
        var from = 0
        while let i = bytes.firstOffset(of: key, from: from) {
            var j = i + key.count
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count else { return nil }
            guard bytes[j] == UInt8(ascii: ":") else { from = i + 1; continue }
            j += 1
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return nil }
            // The string ends at the first quote not escaped by an odd run of backslashes.
            var k = j + 1
            var backslashes = 0
            while k < bytes.count {
                if bytes[k] == UInt8(ascii: "\\") {
                    backslashes += 1
                } else {
                    if bytes[k] == UInt8(ascii: "\""), backslashes % 2 == 0 {
                        guard case .string(let title)? = try? JSONParser.parse(Array(bytes[j...k])) else { return nil }
                        let trimmed = title.trimmingWhitespace()
                        return trimmed.isEmpty ? nil : trimmed
                    }
                    backslashes = 0
                }
                k += 1
            }
            return nil
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}

import TaskDraftKit

/// One annotation as a VTODO's COMMENT (RFC 5545 §3.8.1.4): its date in front of its text,
/// `[2026-12-03 15:00:00+03:00] called, no answer`, so a program that shows comments shows
/// when each was written, and reading it back gives the same instant to the second. A COMMENT
/// another client wrote without that date is the text as a whole.
public enum AnnotationComment {
    /// The COMMENT's text (unescaped): the date in `zone`, with its offset, then the text.
    public static func text(of annotation: Annotation, in zone: Zone) -> String {
        "[" + stamp(annotation.entry, in: zone) + "] " + annotation.text
    }

    /// The annotation a COMMENT's unescaped text holds: dated by its own date when it starts
    /// with one (with an offset, as `text(of:in:)` writes it), else dated `undated`.
    public static func annotation(_ comment: String, undated: Instant) -> Annotation {
        guard comment.hasPrefix("["), let close = comment.firstIndex(of: "]") else {
            return Annotation(entry: undated, text: comment)
        }
        let inside = comment[comment.index(after: comment.startIndex)..<close]
        guard inside.utf8.count <= 32, let parsed = ISO8601.parse(inside), case .dateTime(_, offset: _?) = parsed else {
            return Annotation(entry: undated, text: comment)
        }
        var rest = comment[comment.index(after: close)...]
        if rest.first == " " { rest = rest.dropFirst() }
        return Annotation(entry: ISO8601.instant(parsed, in: .utc), text: String(rest))
    }

    /// `2026-12-03 15:00:00+03:00`: ISO 8601 with a space for its `T`, as people write it.
    static func stamp(_ instant: Instant, in zone: Zone) -> String {
        var text = zone.zoned(instant).description
        if let t = text.firstIndex(of: "T") { text.replaceSubrange(t...t, with: " ") }
        return text
    }
}

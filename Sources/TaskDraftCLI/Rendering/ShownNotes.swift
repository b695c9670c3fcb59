import TaskDraftKit

/// The notes a terminal shows (`show`, the card): a task may hold `Annotation.maximumCount`
/// notes of `Annotation.maximumLength` characters each, more than any screen, so the newest
/// `most` are shown, each cut at `characters` characters or `lines` lines, and a line says how
/// many earlier ones were left out. `--json` carries every note whole.
enum ShownNotes {
    static let most = 20
    static let characters = 2_000
    static let lines = 40

    /// How many of a field's `dated` notes (`FieldReading.dated`) are left out, and the ones
    /// shown, oldest first.
    static func of(_ dated: [Annotation]) -> (earlier: Int, shown: ArraySlice<Annotation>) {
        (max(0, dated.count - most), dated.suffix(most))
    }

    /// `text` made safe for a terminal (`TerminalText.lines`) and cut, with `…` where it was.
    static func text(_ text: String) -> String {
        var kept = Substring(text.prefix(characters))
        if let end = kept.indices.lazy.filter({ kept[$0].isNewline }).dropFirst(lines - 1).first {
            kept = kept[..<end]
        }
        let safe = TerminalText.lines(String(kept))
        return kept.endIndex == text.endIndex ? safe : safe + "…"
    }
}

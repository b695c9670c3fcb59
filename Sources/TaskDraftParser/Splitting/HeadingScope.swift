/// The headings of pasted notes in force at a line, and the context they give it.
///
/// A heading ("W piątek:", "До среды:", "## Project Apollo") governs every item under it until
/// the next heading of its depth or above. A heading written as a label also ends at a blank
/// line after its items (the block is over); a Markdown heading's section runs on across blank
/// lines, and a label under it adds to it ("# Project Apollo" then "Friday:").
struct HeadingScope {
    private var open: [(level: Int, context: ContextPhrase?)] = []
    private var hasItems = false

    /// The context of the headings in force, innermost first.
    var phrases: [ContextPhrase] { open.reversed().compactMap(\.context) }

    mutating func enter(_ context: ContextPhrase?, level: Int) {
        open.removeAll { $0.level >= level }
        open.append((level, context))
        hasItems = false
    }

    /// An item was read under the headings in force.
    mutating func item() { hasItems = true }

    mutating func blankLine() {
        guard hasItems else { return }
        open.removeAll { $0.level == NoteLine.labelLevel }
        hasItems = false
    }
}

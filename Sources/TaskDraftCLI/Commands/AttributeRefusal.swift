import TaskDraftKit

/// Why `modify` refuses a `NAME:VALUE` word: an attribute it does not know is a mistake to
/// point out, not words to put into the title ("depends:1" as a title hides the typo and
/// loses the intent).
enum AttributeRefusal: LocalizedText, Equatable {
    /// `prio:H`: the name as typed, and the attribute it is closest to, if any.
    case unknown(String, suggestion: String?)
    /// `due: fri`: an attribute's value after a space. An empty value clears the attribute and
    /// the word after it would become the title, so "-5h" of `estimate: -5h` replaced a title.
    case spacedValue(String, value: String)

    static let samples: [AttributeRefusal] = [.unknown("prio", suggestion: "priority"), .unknown("colour", suggestion: nil),
                                              .spacedValue("due", value: "fri")]
}

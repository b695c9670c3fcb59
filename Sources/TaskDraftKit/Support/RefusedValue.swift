/// A value a stranger gave (an agent's argument, a model's answer, an imported record) as a
/// refusal quotes it back: the one quoting rule every refusal of a value goes through.
///
/// The value is cut to `maximumScalars` Unicode scalars with an ellipsis, so a refusal stays
/// short whatever was sent and several refused values do not add up to what was sent; scalars,
/// not characters, because one character can carry any number of combining marks. Its control
/// characters and bidi controls are then made visible as `TerminalText.line` shows them, so a
/// quoted ESC sequence or right-to-left override cannot steer the terminal or log that shows
/// the refusal. At most 8 bytes a scalar once escaped, a quoted value stays under 600 bytes.
public enum RefusedValue {
    public static let maximumScalars = 60

    /// `value` cut and escaped, without quotes (a language adds its own: "…", «…»).
    public static func shown(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maximumScalars, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return TerminalText.line(value) }
        return TerminalText.line(String(scalars[..<end])) + "…"
    }

    /// `value` cut, escaped and in straight double quotes, as English refusals quote it.
    public static func quoted(_ value: String) -> String { "\"" + shown(value) + "\"" }
}

import Glibc
import TaskDraftKit

/// What the process is connected to: TTYs, width, whether colours are wanted.
public struct Terminal: Sendable {
    public var stdinIsTTY: Bool
    public var stdoutIsTTY: Bool
    public var stderrIsTTY: Bool
    public var width: Int
    public var colors: Bool
    /// The width text must fit, or nil when nothing may be cut or wrapped: output to a pipe or
    /// file has no width unless `COLUMNS` names one. `width` stays a finite stand-in for
    /// tables that still cut to it.
    public var lineLimit: Int?

    public init(stdinIsTTY: Bool, stdoutIsTTY: Bool, stderrIsTTY: Bool, width: Int, colors: Bool, lineLimit: Int? = nil) {
        self.stdinIsTTY = stdinIsTTY
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.width = width
        self.colors = colors
        self.lineLimit = lineLimit
    }

    /// Colours only on a terminal, never with `NO_COLOR` set (https://no-color.org) or `TERM=dumb`.
    public static func detect(environment: Environment, noColorFlag: Bool) -> Terminal {
        let stdoutTTY = isatty(1) == 1
        var width = 80
        var limited = stdoutTTY
        var size = winsize()
        if stdoutTTY, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            width = Int(size.ws_col)
        } else if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            width = columns
            limited = true
        }
        let colors = stdoutTTY && !noColorFlag && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Terminal(stdinIsTTY: isatty(0) == 1, stdoutIsTTY: stdoutTTY, stderrIsTTY: isatty(2) == 1,
                        width: max(40, width), colors: colors, lineLimit: limited ? max(40, width) : nil)
    }
}

/// ANSI styling that turns itself off when colours are off.
public struct Style: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ code: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { wrap("1", text) }
    public func dim(_ text: String) -> String { wrap("2", text) }
    public func red(_ text: String) -> String { wrap("31", text) }
    public func green(_ text: String) -> String { wrap("32", text) }
    public func yellow(_ text: String) -> String { wrap("33", text) }
    public func cyan(_ text: String) -> String { wrap("36", text) }
}

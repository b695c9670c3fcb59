import TaskDraftKit

/// Taskwarrior's command lines, rewritten to the command-first order before parsing: ids or
/// filters first (`3 done`, `3,4 done`, `23-24 done`, `3,4 annotate …`, `+work list`), a bare id (`8`) as
/// `show 8`, bare filters (`+work`) as `list +work`, and id lists and ranges after a command
/// that takes several ids (`done 23,24`, `done 23-24`) as one id each.
extension ArgumentParser {
    /// A range names at most this many tasks: `1-99999999` is a typo, not a request. Lists and
    /// ranges together name at most this many on one command line, so the work of spelling them
    /// out is bounded however long the line (`1-999,1-999,…` in one argument, or in thousands).
    static let largestIDRange = 1000

    func taskwarriorOrder(_ argv: [String]) -> [String] {
        var index = 0
        while index < argv.count, argv[index].hasPrefix("-"), argv[index] != "--" {
            let token = argv[index]
            let takesValue = token.hasPrefix("--") && !token.contains("=")
                && globalOptions.contains { $0.takesValue && "--" + $0.long == token }
            index += takesValue ? 2 : 1
        }
        let options = Array(argv[..<min(index, argv.count)])
        var ids: [String] = []
        var next = index
        while next < argv.count, let expanded = Self.ids(in: argv[next], most: Self.idsLeft(after: ids.count)) {
            ids += expanded
            next += 1
        }
        if !ids.isEmpty {
            let rest = Array(argv[next...])
            if rest.allSatisfy({ $0.hasPrefix("-") && $0 != "--" }) { return options + ["show"] + ids + rest }
            guard let command = command(named: rest[0]), let first = command.arguments.first, first.name == "id" else { return argv }
            if first.repeating { return options + [rest[0]] + ids + rest.dropFirst() }
            // A command of one id argument (`annotate`) reads a list in it, `3,4` or `3-4`: spread
            // out, the second id would be read as the first word of its text.
            return options + [rest[0], argv[index..<next].joined(separator: ",")] + rest.dropFirst()
        }
        var filters = index
        while filters < argv.count, Self.isFilterWord(argv[filters]) { filters += 1 }
        if filters > index {
            let said = Array(argv[index..<filters])
            let rest = Array(argv[filters...])
            if rest.allSatisfy({ $0.hasPrefix("-") && $0 != "--" }) { return options + ["list"] + said + rest }
            guard let command = command(named: argv[filters]), command.arguments.first?.name == "filter" else { return argv }
            return options + [argv[filters]] + said + argv[(filters + 1)...]
        }
        guard index < argv.count, let command = command(named: argv[index]),
              command.arguments.first.map({ $0.name == "id" && $0.repeating }) == true else { return argv }
        var rewritten = Array(argv[...index])
        var position = index + 1
        var named = 0
        while position < argv.count, let expanded = Self.ids(in: argv[position], most: Self.idsLeft(after: named)) {
            rewritten += expanded
            named += expanded.count
            position += 1
        }
        return rewritten + argv[position...]
    }

    /// The ids a token names: `3`, `3,4`, `23-24`, `1,3-5`; nil when it is not such a list.
    /// Also nil when it names more than `most`, which is counted before a range is spelt out.
    static func ids(in token: String, most: Int = largestIDRange) -> [String]? {
        guard let first = token.utf8.first, first >= 0x30, first <= 0x39,
              token.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2C || $0 == 0x2D }) else { return nil }
        var ids: [String] = []
        for part in token.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
            if bounds.count == 1, !part.isEmpty, ids.count < most {
                ids.append(String(part))
            } else if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high,
                      high - low < most - ids.count {
                ids += (low...high).map(String.init)
            } else {
                return nil
            }
        }
        return ids
    }

    /// How many more ids a line that has named `named` may name; one bare id always, so a line
    /// of plain ids (`done 1 2 3 …`) reads as it did, one token each.
    static func idsLeft(after named: Int) -> Int { max(1, largestIDRange - named) }

    /// `+work`, `project:Home`, `due.before:fri`: a filter said before its command.
    static func isFilterWord(_ token: String) -> Bool {
        if token.hasPrefix("+") { return token.count > 1 }
        guard let (name, _) = TaskField.attributeParts(of: token), !name.isEmpty else { return false }
        return name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2E }
    }
}

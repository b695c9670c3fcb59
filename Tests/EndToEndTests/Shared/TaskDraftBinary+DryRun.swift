import Foundation

extension TaskDraftBinary {
    /// What `import --dry-run` drafted: the run, and the drafts it wrote to standard output,
    /// one draft JSON object a line, each with its warnings.
    struct DryRun {
        let result: Result
        let drafts: [(json: [String: Any], warnings: [String])]

        /// Every draft's warnings, in the order of the drafts.
        var warnings: [String] { drafts.flatMap { $0.warnings } }

        /// The warnings of the first draft titled `title`; nil when no draft has that title.
        func warnings(of title: String) -> [String]? {
            drafts.first { $0.json["title"] as? String == title }?.warnings
        }
    }

    /// Runs `import ARGUMENTS --dry-run`. A run that fails, a line of standard output that is no
    /// JSON object, and a draft without its list of warnings each throw.
    func importDryRun(_ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:]) throws -> DryRun {
        let result = try run(["import"] + arguments + ["--dry-run"], stdin: stdin, extraEnvironment: extraEnvironment)
        guard result.status == 0 else {
            throw Failure("taskdraft import \(arguments.joined(separator: " ")) --dry-run exited \(result.status): \(result.stderr)")
        }
        let drafts = try result.stdout.split(separator: "\n").map { line in
            guard let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let warnings = json["warnings"] as? [String] else {
                throw Failure("not a draft with its warnings: \(line)")
            }
            return (json: json, warnings: warnings)
        }
        return DryRun(result: result, drafts: drafts)
    }
}

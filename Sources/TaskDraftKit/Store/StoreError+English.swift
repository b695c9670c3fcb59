extension StoreError.Reason {
    public var english: String {
        switch self {
        case .sqlite(_, let text): return text
        case .system(let error): return error.english
        case .file(let failure): return failure.english
        case .isADirectory: return "is a directory"
        case .copyFailedCheck(let answer): return "the copy failed its check: \(answer ?? "no answer")"
        case .schemaTextNotFound(let table): return "table \(table) does not hold the constraint text this migration rewrites once"
        case .rewrittenSchemaFailedCheck(let check): return "the rewritten schema failed its check: \(check.joined(separator: "; "))"
        case .newerVersion(let version, let latest):
            return "has schema version \(version), newer than this taskdraft's \(latest); upgrade taskdraft to use it"
        case .newerStep(let name): return "has schema step \"\(name)\" from a newer taskdraft; upgrade taskdraft to use it"
        case .importedTaskRefused: return "a rule of this database other than the key's and the UUID's refused an imported task"
        }
    }
}

import TaskDraftKit

/// Where a setting `backend --explain` shows came from: the region, the policy row, the
/// device's size. Its English is what `--json` reports as the `source`.
public enum SettingSource: LocalizedText, Hashable {
    /// A command-line option (`--region`) or an environment variable (`TASKDRAFT_REGION`), by name.
    case option(String), environment(String)
    case configFile
    case locale(String), timeZone(String)
    case nothing, shipped, detected

    public static let samples: [SettingSource] = [
        .option("--region"), .environment("TASKDRAFT_REGION"), .configFile, .locale("ru_RU.UTF-8"), .timeZone("Europe/Moscow"),
        .nothing, .shipped, .detected,
    ]
}

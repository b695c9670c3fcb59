import TaskDraftKit

/// The command table's own text: each command's abstract and discussion, each argument's and
/// option's help, the worded defaults and the examples that carry a person's words. A case is
/// worded in each language's catalogue (`HelpText+English`, `+Russian`, `+Polish`), whose
/// switches have no default, so a text without its wording in a language does not compile;
/// `HelpCatalogueTests` walks the command table and checks what each language says.
public enum HelpText: LocalizedText, CaseIterable {
    // Options every command takes, and their defaults.
    case yes, json, jsonl, now, theClock, zone, theSystemZone, region, regionFromSettings, database, configFile, backend
    case verbose, noColor, helpFlag, version, split

    /// `add --KEY` for a field whose value names tasks is its label's (`FieldHelp`).
    case addAbstract, addDiscussion, addText, addKey
    case addExampleReport, addExampleCall, addExampleSplit
    case draftAbstract, draftDiscussion, draftText, draftJobs, draftClassify
    case draftExampleCall, draftExampleLines, draftExampleSplit, draftExampleQuestion
    case planAbstract, planDiscussion, planGoal, planKey, planExampleOffsite, planExampleRelease
    case listAbstract, listDiscussion, listFilters, listLimit, listLimitDefault, listAll, listExampleSearch, listExampleWithout
    case nextAbstract, nextDiscussion, nextFilters
    case showAbstract, taskNumber, taskNumbers
    case doneAbstract, doneDiscussion
    /// `edit --KEY` for a field edited by name is its label's (`FieldHelp`); these are `edit`'s own options.
    case editAbstract, editDiscussion, editTag, editUntag, editRecur, editRemind, editNoRemind
    case editStatus, editExampleDue, editExampleRemind
    case modifyAbstract, modifyDiscussion, modifyWords
    case annotateAbstract, annotateDiscussion, annotateIDs, annotateNote, annotateExampleCalled, annotateExampleSent, annotateExampleList
    case denotateAbstract, denotateDiscussion, denotateWords, denotateExampleCalled
    case deleteAbstract, deleteDiscussion
    case undoAbstract
    case remindAbstract, remindDiscussion, remindWatch
    case importAbstract, importDiscussion, importFile, importFormat, detectedFormat, importDryRun, importStrict, importJobs
    case importJson, importExampleLines
    case exportAbstract, exportDiscussion, exportFilters, exportFormat, formatFromOutputFile, exportOutput, exportLimit, exportJson
    case backupAbstract, backupDiscussion, backupFile, backupForce
    case transcriptAbstract, transcriptSession, transcriptList
    case auditAbstract, auditDiscussion, auditLimit, auditCaller
    case logAbstract, logDiscussion, logLimit
    case backendAbstract, backendDiscussion, backendExplain
    case skillsAbstract, skillsDiscussion, skillsAction
    case dbusAbstract, dbusDiscussion, dbusIdleExit, dbusExampleDraft
    case mcpAbstract, mcpDiscussion, mcpScope, mcpHttp, mcpAllowRemote, mcpAllowHost, mcpAllowOrigin
    case tokensAbstract, tokensDiscussion, tokensAction, tokensScope
    case inboxAbstract, inboxDiscussion, inboxAction, inboxAll, inboxNote, inboxExampleEdit, inboxExampleReject
    case replAbstract, replDiscussion
    case completionAbstract, completionDiscussion, completionShell
    case helpAbstract, helpCommand
    case syncAbstract, syncDryRun, syncStatus, syncCollections, syncForceDelete
    // The shell scripts' and the packaging's plumbing (hidden commands).
    case completeAbstract, completeKind, completePrefix, manAbstract, manSection, manReadme
}

import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// The help of `add`, `edit`, `modify` and `import` says what each takes, in every language:
/// a task named by its number or its UID, every attribute `modify` reads, every format
/// `import` reads. What a command accepts comes from the field table and the format list, so
/// one that gains a value, an attribute or a format fails here until its help says so.
@Suite struct HelpSaysWhatItTakesTests {
    /// The options whose value is a task or tasks, each read as a number or a UID (`TaskReference`).
    static let taskOptions: [(place: String, option: OptionSpec)] = [
        ("add --parent", AddCommand.Option.tasks.first { $0.option.long == "parent" }!.option),
        ("add --depends", AddCommand.Option.tasks.first { $0.option.long == "depends" }!.option),
        ("edit --parent", EditCommand.Option.fields.first { $0.option.long == "parent" }!.option),
        ("edit --depends", EditCommand.Option.lists.first { $0.option.long == "depends" }!.option),
    ]

    @Test func anOptionTakingATaskSaysANumberOrAUID() throws {
        // What they say is what they take.
        #expect(TaskReference(text: "3") != nil && TaskReference(text: "0b29777e-11fa-4e06-9aa0-a5623fc08f12") != nil)
        let numberWords: [Language: String] = [.english: "number", .russian: "номер", .polish: "numer"]
        for (place, option) in Self.taskOptions {
            // `<id>` reads as the number alone, as the id arguments of `edit` and `done` are.
            #expect(option.valueName != "id", "\(place) says <id>")
            for language in Language.allCases {
                let help = option.help.text(in: language)
                #expect(help.contains("UID") && help.contains(numberWords[language]!), "\(place) in \(language): \(help)")
            }
        }
    }

    @Test func modifysHelpNamesEveryAttributeOfTheFieldTable() {
        let fields = (TaskField.editable.compactMap { $0.edit!.modifyNames.first }
                      + TaskField.dateFields.compactMap { $0.date!.modifyNames.first })
        #expect(fields.contains("estimate") && fields.contains("parent") && fields.contains("wait"))
        for language in Language.allCases {
            let help = ModifyCommand.spec.discussion!.text(in: language)
            for name in fields {
                #expect(help.contains(name + ":"), "modify's help in \(language) does not name \(name):")
            }
        }
    }

    /// `none` clears each field `edit` takes by name that may be empty; its help or the
    /// discussion says so.
    @Test func editsHelpSaysNoneClearsEveryFieldThatClears() {
        let clearing = TaskField.editable.filter { $0.edit!.parse("none") != nil && $0.name != "title" && $0.name != "priority" }
            .map(\.name) + TaskField.dateFields.map(\.name)
        #expect(clearing.contains("estimate") && clearing.contains("parent"))
        for language in Language.allCases {
            let discussion = EditCommand.spec.discussion!.text(in: language)
            for name in clearing {
                #expect(discussion.contains("--" + name), "edit's discussion in \(language) does not say none clears --\(name)")
            }
        }
    }

    @Test func importsHelpNamesEveryFormatItReads() {
        // Each format by the name its users know it by; `lines` is worded in each language.
        let names = ["json": "JSON", "jsonl": "JSON Lines", "csv": "CSV", "todoist": "Todoist", "ics": "iCalendar",
                     "taskwarrior": "Taskwarrior", "todotxt": "todo.txt"]
        #expect(Set(FileFormats.importable.map(\.name)).subtracting(["lines"]) == Set(names.keys))
        for language in Language.allCases {
            let abstract = ImportCommand.spec.abstract.text(in: language)
            for name in names.values { #expect(abstract.contains(name), "import's help in \(language) does not name \(name)") }
        }
    }
}

import Glibc
import Testing
import TaskDraftHTTP
import TaskDraftKit
import TaskDraftMCP
import TaskDraftSync
import TaskDraftModels
@testable import TaskDraftCLI

/// Failures that are slow or awkward to cause from outside (a database another process holds,
/// a disk image gone bad, an agent over its rate, a sync server's refusals), put into words by
/// `CLI.report` under a Russian locale: Russian, with the English word for word as before.
@Suite struct RussianFailureTextTests {
    /// Latin words of two letters or more, once the statement in backquotes, «quoted» values
    /// and the names a person types are taken out.
    static func englishWords(_ text: String, allowing names: Set<String> = []) -> [String] {
        var rest = "", skipping: Character?
        for character in text {
            if let end = skipping {
                if character == end { skipping = nil }
                continue
            }
            switch character {
            case "`": skipping = "`"
            case "«": skipping = "»"
            default: rest.append(character)
            }
        }
        let words = rest.split { !($0.isASCII && ($0.isLetter || $0 == "_" || $0 == ".")) }.map(String.init)
        return words.filter { $0.count >= 2 && !$0.contains("_") && !$0.contains(".") && !names.contains($0) }
    }

    static let busy = StoreError(kind: .busy, path: "/home/ann/tasks.db", code: 5, message: "database is locked", statement: "BEGIN IMMEDIATE")

    @Test func aLockedDatabaseIsSaidInRussian() {
        let (code, russian) = CLI.report(Self.busy, command: "add", language: .russian)
        #expect(code == .failure)
        #expect(russian == "taskdraft: база данных /home/ann/tasks.db: ошибка SQLite 5: база данных заблокирована "
                + "(её слишком долго держал другой процесс) при выполнении `BEGIN IMMEDIATE`\n")
        #expect(CLI.report(Self.busy, command: "add").1
                == "taskdraft: database /home/ann/tasks.db: SQLite error 5: database is locked while executing `BEGIN IMMEDIATE`\n")
        // The same inside an intent, as a write meets it.
        #expect(CLI.report(IntentError.store(Self.busy), command: "add", language: .russian).1 == russian)
    }

    @Test func theStoresOtherFailuresAreRussian() {
        let failures = [
            StoreError(kind: .other, path: "/t.db", code: 11, message: "database disk image is malformed", statement: "SELECT 1"),
            StoreError(kind: .other, path: "/t.db", code: 13, message: "database or disk is full", statement: "COMMIT"),
            StoreError(kind: .cannotOpen, path: "/t.db", code: 14, message: "unable to open database file"),
            StoreError(kind: .cannotOpen, path: "/t.db", code: 14, reason: .system(SystemError(EACCES))),
            StoreError(kind: .other, path: "/copy.db", code: 11, reason: .copyFailedCheck(nil)),
            StoreError(kind: .newerSchema, path: "/t.db", code: 0, reason: .newerStep("9_tags")),
        ]
        for failure in failures {
            let russian = FailureMessage.storeFailed(failure).russian
            #expect(russian.hasPrefix("база данных /") || russian.hasPrefix("не удаётся открыть базу данных /"), "\(russian)")
            #expect(Self.englishWords(russian, allowing: ["SQLite", "db", "taskdraft"]) == [], "\(russian)")
            #expect(FailureMessage.storeFailed(failure).english == failure.description)
        }
    }

    @Test func intentFailuresHaveRussianDefaults() {
        let cases: [(IntentError, String)] = [
            (.rateLimited(retryAfterSeconds: 20), "слишком много изменений за минуту; попробуйте снова через 20 с"),
            (.invalid(.emptyTitle), "задача не годится: название пусто; ничего не записано"),
            (.invalid(.controlCharacters("project")), "задача не годится: проект: есть управляющие символы; ничего не записано"),
            (.invalid(.field("reminders", .tooManyReminders(most: 10))), "задача не годится: напоминания: не больше 10 напоминаний; ничего не записано"),
            (.refused(.delete, .agentsMayNotDelete), "агентам здесь нельзя удалять задачи; ничего не изменено"),
            (.refused(.undo, .syncAppliesChangesOnly), "синхронизация только применяет изменения с сервера; ничего не изменено"),
        ]
        for (error, russian) in cases {
            #expect(CLI.describe(error, language: .russian) == russian)
            // English as the domain words it, which the audit log and JSON keep too.
            #expect(CLI.describe(error, language: .english).hasPrefix(error.description))
        }
    }

    /// Every refusal the policy and the domain make is a case (`Policy.Refusal`) each language
    /// words: the Russian terminal reads no English, whichever refusal it meets; the English
    /// is the domain's, word for word.
    @Test func everyRefusalIsRussian() {
        #expect(CLI.describe(IntentError.refused(.complete, .keyUsedForAnotherTask(3)), language: .russian)
                == "этот ключ идемпотентности уже использован для задачи 3; для нового вызова нужен новый ключ; ничего не изменено")
        #expect(CLI.describe(IntentError.refused(.delete, .desktopNeedsPerson(.delete)), language: .russian)
                == "удаление задачи с рабочего стола требует человека; выполните `taskdraft delete` в терминале; ничего не изменено")
        for refusal in Policy.Refusal.samples {
            let error = IntentError.refused(.edit, refusal)
            let russian = CLI.describe(error, language: .russian)
            #expect(Self.englishWords(russian, allowing: ["read", "human"]) == [], "\(russian)")
            #expect(CLI.describe(error, language: .english) == refusal.english + "; nothing changed")
        }
        #expect(IntentError.refused(.token, .badTokenName(.tooLong)).description == "a token name has at most 64 characters")
        #expect(IntentError.refused(.review, .proposalNotPending(.expired)).description == "this proposal is no longer pending (expired)")
    }

    /// A draft's field refused by the domain (a model's answer, an agent's arguments, an import
    /// record's extra fields) is a `DraftFieldProblem`: Russian for every case, the English as
    /// the domain wrote it before it was a value.
    @Test func draftFieldProblemsAreRussian() {
        let dueDate = DraftError.field("due_date", DraftFieldProblem(.invalidDate("2026-13-01"), field: "due"))
        #expect(dueDate.description == "due_date: \"2026-13-01\" is not a YYYY-MM-DD date")
        #expect(CLI.describe(IntentError.invalid(dueDate), language: .russian)
                == "задача не годится: due_date: «2026-13-01» — не дата ГГГГ-ММ-ДД; ничего не записано")
        let english: [(DraftError, String)] = [
            (.field("due", DraftFieldProblem(.bothGiven, field: "due")), "due: give either due or due_date, not both"),
            (.field("due", DraftFieldProblem(.invalidDateTime("soon"), field: "due")), "due: \"soon\" is not an ISO 8601 date-time"),
            (.field("start", DraftFieldProblem(.invalidDateTime("soon"), field: "start")), "start: \"soon\" is not an ISO 8601 date-time"),
            (.field("priority", .notReadable("urgent", expected: .oneOf(["none", "low", "medium", "high"]))),
             "priority: \"urgent\" is not none, low, medium or high"),
            (.field("tags", .expected(.arrayOfStrings, found: .string)), "tags: expected an array of strings, found a string"),
            (.field("colour", .notADraftField), "colour: is not a draft field"),
            (.field("reminders", .tooManyReminders(most: 10)), "reminders: at most 10 reminders"),
        ]
        for (error, text) in english { #expect(error.description == text) }
        #expect(CLI.describe(IntentError.invalid(.field("priority", .notReadable("urgent", expected: .oneOf(["none", "low", "medium", "high"])))),
                             language: .russian) == "задача не годится: приоритет: «urgent» — не none, low, medium или high; ничего не записано")
        for problem in DraftFieldProblem.samples {
            let russian = CLI.describe(IntentError.invalid(.field("title", problem)), language: .russian)
            #expect(Self.englishWords(russian, allowing: ["ISO", "PT", "FREQ", "WEEKLY", "BYDAY", "MO", "COUNT", "UNTIL", "none", "low", "medium",
                                                          "high", "due", "due_date", "text", "UID"]) == [], "\(russian)")
        }
    }

    @Test func syncFailuresAreRussian() {
        let failures = [
            SyncError(.server, .refusedCredentials(host: "dav.example.org")),
            SyncError(.server, .answeredHTTP(request: "REPORT /dav/tasks/", status: 500)),
            SyncError(.server, .serverFailed("PUT")),
            SyncError(.server, .noCalendarHome(host: "dav.example.org")),
            SyncError(.configuration, .noCollection("work", server: "dav.example.org", found: ["home", "inbox"])),
            SyncError(.configuration, .notHTTPURL("ftp://x")),
            SyncError(.server, .tooManyRedirects(host: "dav.example.org", most: 5)),
            SyncError(.server, .foreignOrigin(href: "https://other.example/", source: .redirect, origin: "https://dav.example.org:443")),
            SyncError(.server, .foreignOrigin(href: "http://dav.example.org/principals/ann/", source: .principal,
                                              origin: "https://dav.example.org:443")),
            SyncError(.network, .noAnswer),
            SyncError(.store, .stateNotSaved(StoreError(kind: .cannotOpen, path: "/t.db", code: 5, message: "database is locked"))),
            SyncError(.configuration, .noTaskCollection(server: "dav.example.org")),
            SyncError(.protocolError, .notMultistatus(request: "PROPFIND /dav/", found: "html")),
            SyncError(.protocolError, .tooManyElements(request: "REPORT /dav/tasks/", most: 100_000)),
        ]
        // The English is the sentence each site wrote before it made a value.
        let english: [(SyncProblem, String)] = [
            (.refusedCredentials(host: "dav.example.org"), "dav.example.org refused the user name or password (HTTP 401)"),
            (.answeredHTTP(request: "REPORT /dav/tasks/", status: 500), "REPORT /dav/tasks/ answered HTTP 500"),
            (.serverFailed("PUT"), "the server failed at PUT; run sync again later"),
            (.noCalendarHome(host: "dav.example.org"), "dav.example.org names no calendar home (no calendar-home-set for the user)"),
            (.noCollection("work", server: "dav.example.org", found: ["home", "inbox"]), "no collection \"work\" on dav.example.org (found: home, inbox)"),
            (.noTaskCollection(server: "dav.example.org"), "no collection on dav.example.org holds tasks (VTODO)"),
            (.notHTTPURL("ftp://x"), "sync.url: ftp://x is not an http(s) URL"),
            (.tooManyRedirects(host: "dav.example.org", most: 5), "dav.example.org: more than 5 redirects"),
            (.noAnswer, "the request's thread ended without an answer"),
            (.unreadableAnswer(request: "REPORT /dav/", "bad XML"), "REPORT /dav/: bad XML"),
            (.notMultistatus(request: "PROPFIND /dav/", found: "html"), "PROPFIND /dav/: expected a DAV:multistatus, found html"),
            (.tooManyElements(request: "REPORT /dav/", most: 9), "REPORT /dav/: the answer holds more than 9 elements to keep"),
        ]
        for (problem, text) in english { #expect(SyncError(.server, problem).message == text) }
        for failure in failures {
            let russian = CLI.describe(failure, language: .russian)
            #expect(Self.englishWords(russian, allowing: ["HTTP", "REPORT", "PUT", "dav", "example", "org", "calendar", "home", "set",
                                                          "inbox", "url", "ftp", "http", "https", "other", "tasks", "current", "user",
                                                          "principal", "principals", "ann", "VTODO", "DAV", "multistatus", "PROPFIND",
                                                          "html"]) == [], "\(russian)")
            #expect(CLI.describe(failure, language: .english) == failure.message)
        }
    }

    @Test func everyMcpDiagnosticIsRussian() {
        let diagnostics: [Diagnostic] = [
            .serving(session: "123456"), .inputClosed, .discardedLine(bytes: 2_000_000), .rejectedLine(.parseError("unexpected character")),
            .clientError(.invalidRequest("no id")), .opened(client: "claude-code", version: "1.2", protocolVersion: "2025-11-25", canAskItsUser: true),
            .strayAnswer(.int(7)),
        ]
        for diagnostic in diagnostics {
            let russian = Message.mcp(diagnostic).text(.russian)
            #expect(Self.englishWords(russian, allowing: ["TaskDraft", "stdio", "claude", "code"]) == [], "\(russian)")
            #expect(Message.mcp(diagnostic).text(.english) == diagnostic.english)
        }
    }

    /// The REPL's line while an HTTP model drafts.
    @Test func theDraftingProgressLineIsRussian() {
        let notes: [ReplMessage] = [.init(progressFor: "draft"), .init(progressFor: "repair"), .init(progressFor: "tools"),
                                    .progressLookingUp("list_tasks"), .progressRetrying(.status(429), seconds: "1.5"),
                                    .progressRetrying(.connectionReset, seconds: "2"),
                                    .progressFallingBack(from: "llama", to: "builtin"), .progressSecondsCancel]
        for note in notes {
            let russian = note.russian
            #expect(Self.englishWords(russian, allowing: ["Ctrl", "HTTP", "llama", "builtin"]) == [], "\(russian)")
        }
        #expect(ReplMessage.progressSecondsCancel.english == "s · Ctrl-C cancels")
        #expect(ReplMessage(progressFor: "repair").english == "asking again (the answer was invalid)")
    }

    @Test func whyRemindersStayOffTheDesktopIsRussian() {
        let english = ["no session bus", "no notification server", "no answer from the notification server",
                       "cannot run /usr/bin/notify-send: No such file or directory"]
        let reasons: [NotifierUnavailable] = [.noSessionBus(nil), .noServer(nil), .noAnswer(nil),
                                              .cannotRun("/usr/bin/notify-send", SystemError(ENOENT))]
        for (reason, words) in zip(reasons, english) {
            for message in [TaskDraftCLI.Message.remind(.noDesktop(reason)), .remind(.notifierFailed(reason))] {
                let russian = message.text(.russian)
                #expect(Self.englishWords(russian, allowing: ["stderr", "Bus", "usr", "bin", "notify", "send"]) == [], "\(russian)")
                #expect(message.text(.english).contains(words))
            }
        }
    }

    /// The JSON parser's reasons, as config.json and JSON imports meet them.
    @Test func jsonParserFailuresAreRussian() {
        let broken = ["", "{", "[1,", "{\"a\" 1}", "\"abc", "tru", "[1 2]", "{1: 2}", "\"\\x\"", "\"\\u12\"", "1e999", "[\"\u{1}\"]",
                      "\"\\ud800\"", "{\"a\": 1} x", "-", "[" + String(repeating: "[", count: 300)]
        for text in broken {
            do {
                _ = try JSONParser.parse(text)
                Issue.record("parsed: \(text)")
            } catch {
                let russian = RecordReason.json(error.problem).russian
                #expect(Self.englishWords(russian, allowing: ["JSON"]) == [], "\(text): \(russian)")
                let config = ConfigProblem.json(error).russian
                #expect(Self.englishWords(config, allowing: ["JSON"]) == [], "\(text): \(config)")
            }
        }
    }

    /// An import's reasons are values: a record the backend could not draft and the lines an
    /// import passes over read in Russian whole (before, the backend's English and the skip's
    /// English were shown inside the Russian line), and their English is the JSON report's.
    @Test func importReasonsAreRussianFromTheirCase() {
        let failure = BackendError(backend: "llama", host: "127.0.0.1:8080", kind: .timeout,
                                   problem: .transport(.curl(code: 28, os: nil, words: "timed out")))
        let problem = RecordProblem(line: 3, field: "text", .notDrafted(failure))
        let russian = problem.rendered(file: "tasks.txt", language: .russian)
        #expect(russian == "tasks.txt:3: text: черновик не составлен: модель llama на 127.0.0.1:8080: время ожидания истекло")
        #expect(problem.message == "could not be drafted: backend llama at 127.0.0.1:8080: timed out")
        #expect(TaskDraftCLI.Message.importExport(.skipped(.commentLines)).text(.russian) == "пропущено: строки-комментарии (# …)")
        #expect(TaskDraftCLI.Message.importExport(.skipped(.commentLines)).text(.english) == "skipped: comment lines (# …)")
        for reason in RecordReason.samples {
            #expect(Self.englishWords(reason.russian, allowing: Set(["JSON", "UTF", "ISO", "Todoist", "Taskwarrior", "FREQ", "WEEKLY",
                                                                  "BYDAY", "MO", "BYSETPOS", "COUNT", "llama", "null",
                                                                  "iCalendar", "BEGIN", "END", "VCALENDAR", "VTODO", "VEVENT", "VALARM"])
                                      .union(["title", "text", "description", "due", "date", "none", "low", "medium", "high", "pending",
                                              "done", "deleted", "waiting", "completed", "recurring", "task", "note", "section"]))
                    == [], "\(reason.russian)")
        }
    }

    /// The operating system's failures carry their error number, worded per language from it;
    /// a backup that lost the race for its name said so in English under a Russian locale.
    @Test func systemFailuresAreWordedFromTheirNumber() {
        #expect(TaskDraftCLI.Message.importExport(.cannotWrite("/x/tasks.csv", SystemError(ENOSPC))).text(.russian)
                == "не удаётся записать /x/tasks.csv: на диске нет места")
        #expect(TaskDraftCLI.Message.importExport(.cannotWrite("/x/tasks.csv", SystemError(ENOSPC))).text(.english)
                == "cannot write /x/tasks.csv: No space left on device")
        #expect(TaskDraftCLI.Message.importExport(.cannotRead("/x/in.json", SystemError(EACCES))).text(.russian)
                == "не удаётся прочитать /x/in.json: доступ запрещён")
        let raced = TaskDraftCLI.Message.importExport(.cannotBackUp("/b/tasks.db", .createdMeanwhile))
        #expect(raced.text(.english) == "cannot back up to /b/tasks.db: it was created meanwhile; pass --force to replace it (nothing written)")
        #expect(Self.englishWords(raced.text(.russian), allowing: ["force", "db"]) == [], "\(raced.text(.russian))")
    }
}

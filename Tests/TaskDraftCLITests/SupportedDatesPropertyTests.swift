import Foundation
import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP
import TaskDraftSync
@testable import TaskDraftCLI

/// Every way a date comes in — a person's words and `due:` attributes, `--now`, an edit, each
/// import format, an agent's tool arguments, a server's VTODO — fed dates across the whole
/// range text can name (years 1…9999) and its edges, as days and as moments with offsets from
/// −12:00 to +14:00, in zones from −12:00 to +14:00. Nothing traps (a trap ends this process);
/// a date inside 1900-01-01…2999-12-31 (a day as written, a moment in UTC) is taken, one
/// outside is refused by an error that names the field.
@Suite(.serialized) struct SupportedDatesPropertyTests {
    // MARK: - The samples, computed here without the code under test

    static func pad(_ n: Int, _ width: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    struct Day: CustomStringConvertible {
        let year: Int, month: Int, day: Int
        var description: String { SupportedDatesPropertyTests.pad(year, 4) + "-" + SupportedDatesPropertyTests.pad(month, 2) + "-" + SupportedDatesPropertyTests.pad(day, 2) }
        var basic: String { SupportedDatesPropertyTests.pad(year, 4) + SupportedDatesPropertyTests.pad(month, 2) + SupportedDatesPropertyTests.pad(day, 2) }
        /// Days since 1970-01-01, by counting (no shared algorithm with CivilDate).
        var number: Int {
            var days = 0
            for y in 1970..<max(1970, year) { days += Self.isLeap(y) ? 366 : 365 }
            for y in min(1970, year)..<1970 { days -= Self.isLeap(y) ? 366 : 365 }
            for m in 1..<month { days += Self.length(m, year) }
            return days + day - 1
        }
        static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
        static func length(_ m: Int, _ y: Int) -> Int { [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] }
        var inRange: Bool { description >= "1900-01-01" && description <= "2999-12-31" }
    }

    struct Moment {
        let day: Day, hour: Int, minute: Int, second: Int
        /// Minutes east of UTC.
        let offset: Int
        var iso: String {
            day.description + "T" + SupportedDatesPropertyTests.pad(hour, 2) + ":" + SupportedDatesPropertyTests.pad(minute, 2) + ":" + SupportedDatesPropertyTests.pad(second, 2) + (offset < 0 ? "-" : "+")
                + SupportedDatesPropertyTests.pad(abs(offset) / 60, 2) + ":" + SupportedDatesPropertyTests.pad(abs(offset) % 60, 2)
        }
        var clock: String { "T" + SupportedDatesPropertyTests.pad(hour, 2) + SupportedDatesPropertyTests.pad(minute, 2) + SupportedDatesPropertyTests.pad(second, 2) }
        /// The day in UTC as a day number.
        var utcDayNumber: Int {
            let seconds = day.number * 86_400 + hour * 3600 + minute * 60 + second - offset * 60
            return seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        }
        /// A moment is judged as it falls in UTC.
        var inRange: Bool {
            utcDayNumber >= Day(year: 1900, month: 1, day: 1).number && utcDayNumber <= Day(year: 2999, month: 12, day: 31).number
        }
        var pastTheRange: Bool { utcDayNumber > Day(year: 2999, month: 12, day: 31).number }
    }

    static let days: [Day] = {
        var days: [Day] = []
        for year in [1, 2, 4, 1000, 1899, 1900, 1901, 1970, 2000, 2026, 2998, 2999, 3000, 3001, 5000, 9998, 9999] {
            days += [Day(year: year, month: 1, day: 1), Day(year: year, month: 12, day: 31)]
            if Day.isLeap(year) { days.append(Day(year: year, month: 2, day: 29)) }
        }
        var state: UInt64 = 26
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<120 {
            let year = 1 + next(9999), month = 1 + next(12)
            days.append(Day(year: year, month: month, day: 1 + next(Day.length(month, year))))
        }
        return days
    }()

    static let offsets = [-12 * 60, -(3 * 60 + 30), 0, 5 * 60 + 45, 14 * 60]
    static let clocks = [(0, 0, 0), (23, 59, 59), (12, 0, 0)]

    /// Each day at two of the clocks and offsets, in turn: the edges of a day meet both signs.
    static let moments: [Moment] = days.enumerated().flatMap { i, day in
        (0..<2).map { k in
            let (h, m, s) = clocks[(i + k) % clocks.count]
            return Moment(day: day, hour: h, minute: m, second: s, offset: offsets[(i * 2 + k) % offsets.count])
        }
    }

    static let zones = ["-12:00", "-03:30", "UTC", "+05:45", "+14:00", "Etc/GMT+12", "America/St_Johns", "Pacific/Kiritimati"]
        .map { Zone.named($0)! }

    static func zone(_ i: Int) -> Zone { zones[i % zones.count] }

    static let now = Instant(seconds: 1_796_194_800)  // 2026-12-02T07:00:00Z

    // MARK: - Harness

    final class Place {
        let directory = NSTemporaryDirectory() + "taskdraft-dates-\(UUID().uuidString)"
        let planner: Planner

        init(zone: Zone = .utc, policy: Policy = .standard) throws {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let store = try TaskStore(path: directory + "/tasks.db", zone: zone, now: SupportedDatesPropertyTests.now)
            planner = Planner(store: store, policy: policy, clock: { SupportedDatesPropertyTests.now })
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }
    }

    static func context(_ zone: Zone, now: Instant = Self.now) -> DraftContext {
        DraftContext(now: now, zone: zone, region: Region("RU"), skills: Skills())
    }

    /// `add --yes`'s path: the built-in reading of `text`, then the commit. nil when taken,
    /// else the refusal's text.
    static func add(_ text: String, zone: Zone, now: Instant = Self.now, in place: Place) -> String? {
        do {
            let draft = try BuiltinModel().draft(DraftRequest(text: text, context: context(zone, now: now)))
            _ = try CreateTaskIntent(draft: draft).perform(in: place.planner, caller: .script("test"), confirmation: .flag)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func expect(_ refusal: String?, taken: Bool, field: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if taken {
            #expect(refusal == nil, "\(what): refused: \(refusal ?? "")", sourceLocation: sourceLocation)
        } else {
            #expect(refusal?.contains(field) == true && refusal?.contains("outside the supported dates (1900-01-01 to 2999-12-31)") == true,
                    "\(what): \(refusal ?? "taken")", sourceLocation: sourceLocation)
        }
    }

    // MARK: - A person's words

    @Test func dueAttributesAndDatesInWords() throws {
        let place = try Place()
        for (i, day) in Self.days.enumerated() {
            Self.expect(Self.add("pay rent due:\(day)", zone: Self.zone(i), in: place), taken: day.inRange, field: "due", "due:\(day)")
            Self.expect(Self.add("pay rent \(day)", zone: Self.zone(i + 3), in: place), taken: day.inRange, field: "due", "words \(day)")
        }
        for (i, moment) in Self.moments.enumerated() {
            Self.expect(Self.add("pay rent due:\(moment.iso)", zone: Self.zone(i), in: place), taken: moment.inRange, field: "due",
                        "due:\(moment.iso)")
        }
    }

    // MARK: - `--now`, and "tomorrow" from it

    @Test func nowAndTomorrowFromIt() throws {
        let place = try Place()
        for (i, moment) in Self.moments.enumerated() {
            let zone = Self.zone(i)
            let argv = ["--now", moment.iso, "--tz", zone.identifier, "list"]
            let parsed = try CLI.parser.parse(argv)
            let invocation: Invocation
            do {
                invocation = try Invocation(arguments: parsed, environment: Environment(["HOME": place.directory]),
                                            terminal: Terminal.detect(environment: Environment([:]), noColorFlag: true),
                                            help: CLI.helpRenderer, input: PlainLineSource(echo: nil), out: Output(fd: 1), err: Output(fd: 2))
            } catch let error as UsageError {
                Self.expect(error.message, taken: moment.inRange, field: "--now", "--now \(moment.iso)")
                continue
            }
            #expect(moment.inRange, "--now \(moment.iso) taken")
            // The day after `now` in the zone: taken when that day is in the range.
            let next = zone.date(of: invocation.now).adding(days: 1)
            let expected = Day(year: next.year, month: next.month, day: next.day).inRange
            Self.expect(Self.add("call Anna tomorrow", zone: zone, now: invocation.now, in: place), taken: expected, field: "due",
                        "tomorrow from \(moment.iso) in \(zone)")
        }
    }

    // MARK: - An edit

    @Test func editsOfTheDue() throws {
        let place = try Place()
        let task = try CreateTaskIntent(draft: TaskDraft(title: "edited", backend: "test"))
            .perform(in: place.planner, caller: .human, confirmation: .flag).task
        for moment in Self.moments {
            for due in [Due.date(CivilDate(year: moment.day.year, month: moment.day.month, day: moment.day.day)),
                        .dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: moment.day.year, month: moment.day.month, day: moment.day.day),
                                                                     time: LocalTime(hour: moment.hour, minute: moment.minute, second: moment.second)),
                                                offset: moment.offset * 60))] {
                let refusal: String?
                do {
                    _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(dates: ["due": .set(due)])).perform(in: place.planner, caller: .human, confirmation: .flag)
                    refusal = nil
                } catch {
                    refusal = error.description
                }
                let taken = if case .date = due { moment.day.inRange } else { moment.inRange }
                Self.expect(refusal, taken: taken, field: "due", "edit --due \(due)")
            }
        }
    }

    // MARK: - Every import format

    /// The record a file of `format` holds for `due` (a date or a moment) and `created`.
    static func importProblems(_ format: any ImportFormat, _ text: String, zone: Zone) throws -> (problems: [RecordProblem], records: Int) {
        let file = try InputFile(text, name: "tasks")
        let reader = try format.reader(try file.source(), zone: zone, now: now)
        let drafter = RecordDrafter(model: BuiltinModel(), context: context(zone))
        var problems: [RecordProblem] = [], records = 0
        for item in Fixtures.read(reader) {
            switch item {
            case .problem(let problem): problems.append(problem)
            case .record(let source):
                switch drafter.outcome(source, drafted: drafter.draftText(of: source)) {
                case .problem(let problem): problems.append(problem)
                case .record: records += 1
                case .backendDown(let error): Issue.record("\(error)")
                }
            case .skipped: break
            }
        }
        return (problems, records)
    }

    static func expectImport(_ format: any ImportFormat, _ text: String, zone: Zone, taken: Bool, field: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (problems, records) = try importProblems(format, text, zone: zone)
        if taken {
            #expect(problems.isEmpty && records == 1, "\(format.name) \(text): \(problems.map(\.message))", sourceLocation: sourceLocation)
        } else {
            #expect(records == 0 && problems.count == 1, "\(format.name) \(text): taken", sourceLocation: sourceLocation)
            #expect(problems.first?.field == field && problems.first?.message.contains("outside the supported dates (1900-01-01 to 2999-12-31)") == true,
                    "\(format.name) \(text): \(problems.map { "\($0.field ?? ""): \($0.message)" })", sourceLocation: sourceLocation)
        }
    }

    @Test func everyImportFormat() throws {
        for (i, day) in Self.days.enumerated() {
            let zone = Self.zone(i)
            try Self.expectImport(JSONFormat.lines, #"{"title":"t","due_date":"\#(day)"}"#, zone: zone, taken: day.inRange, field: "due")
            try Self.expectImport(CSVFormat(), "title,due\nt,\(day)\n", zone: zone, taken: day.inRange, field: "due")
            try Self.expectImport(TodoTxtFormat(), "t due:\(day)\n", zone: zone, taken: day.inRange, field: "due")
            try Self.expectImport(TodoTxtFormat(), "\(day) t\n", zone: zone, taken: day.inRange, field: "creation date")
            try Self.expectImport(TodoTxtFormat(), "x \(day) t\n", zone: zone, taken: day.inRange, field: "completion date")
            try Self.expectImport(TodoTxtFormat(), "t t:\(day)\n", zone: zone, taken: day.inRange, field: "t")
            try Self.expectImport(LinesFormat(), "pay rent due:\(day)\n", zone: zone, taken: day.inRange, field: "due")
        }
        for (i, moment) in Self.moments.enumerated() {
            let zone = Self.zone(i)
            try Self.expectImport(JSONFormat.lines, #"{"title":"t","due":"\#(moment.iso)"}"#, zone: zone, taken: moment.inRange, field: "due")
            try Self.expectImport(JSONFormat.lines, #"{"title":"t","created":"\#(moment.iso)"}"#, zone: zone, taken: moment.inRange, field: "created")
            try Self.expectImport(CSVFormat(), "title,due,modified\nt,\(moment.iso),\n", zone: zone, taken: moment.inRange, field: "due")
            try Self.expectImport(CSVFormat(), "title,completed,status\nt,\(moment.iso),done\n", zone: zone, taken: moment.inRange, field: "completed")
            // Taskwarrior writes UTC moments: the day as written is the UTC day.
            let utc = Moment(day: moment.day, hour: moment.hour, minute: moment.minute, second: moment.second, offset: 0)
            let basic = moment.day.basic + moment.clock + "Z"
            // A Taskwarrior due past the last date is its someday: the task is read without it and
            // the date kept as a value of the record; one before the first is refused.
            let dueRecord = #"[{"description":"t","status":"pending","due":"\#(basic)"}]"#
            try Self.expectImport(TaskwarriorFormat(), dueRecord, zone: zone, taken: utc.inRange || utc.pastTheRange, field: "due")
            if utc.pastTheRange {
                let reader = try TaskwarriorFormat().reader(try InputFile(dueRecord, name: "tasks").source(), zone: zone, now: Self.now)
                let kept = Fixtures.read(reader).flatMap { item -> [String] in
                    if case .record(let source) = item { return source.fields.kept.map { "\($0.name)=\($0.value)" } }
                    return []
                }
                #expect(kept == ["due=\(basic)"], "\(basic): \(kept)")
            }
            try Self.expectImport(TaskwarriorFormat(), #"[{"description":"t","status":"pending","entry":"\#(basic)"}]"#, zone: zone,
                                  taken: utc.inRange, field: "entry")
        }
    }

    // MARK: - An agent

    final class MemoryTransport: MessageTransport {
        var input: [LineEvent] = []
        var sent: [JSONValue] = []
        func nextLine(timeoutMilliseconds: Int32?) -> LineEvent { input.isEmpty ? .end : input.removeFirst() }
        func send(_ message: [UInt8]) { sent.append(try! JSONParser.parse(message)) }
    }

    @Test func anAgentsToolArguments() throws {
        let place = try Place(zone: Self.zones[7], policy: Policy(agentWritesPerMinute: 100_000))
        let transport = MemoryTransport()
        let server = MCPServer(planner: place.planner, identity: ServerIdentity(version: "test", instructions: "Use the tools."),
                               transport: transport, log: .silent, sessionID: "s1") { caller in
            DraftingSession(store: place.planner.store, caller: caller, model: BuiltinModel(), context: Self.context(Self.zones[7]))
        }
        var id = 0
        func call(_ name: String, _ arguments: String) -> (isError: Bool, text: String) {
            id += 1
            transport.input.append(.line(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#.utf8)))
            server.receive(transport.nextLine(timeoutMilliseconds: nil))
            let answer = transport.sent.removeLast()
            return (answer["result"]?["isError"] == .bool(true), answer["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue ?? "\(answer)")
        }
        transport.input.append(.line(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"dates","version":"1"}}}"#.utf8)))
        server.receive(transport.nextLine(timeoutMilliseconds: nil))
        #expect(!call("create_task", #"{"title":"anchor"}"#).isError)
        func refusal(_ answer: (isError: Bool, text: String)) -> String? { answer.isError ? answer.text : nil }
        for day in Self.days {
            Self.expect(refusal(call("create_task", #"{"title":"t","due_date":"\#(day)"}"#)), taken: day.inRange, field: "due", "create_task due_date \(day)")
            Self.expect(refusal(call("update_task", #"{"id":1,"due_date":"\#(day)"}"#)), taken: day.inRange, field: "due", "update_task due_date \(day)")
        }
        for moment in Self.moments {
            Self.expect(refusal(call("create_task", #"{"title":"t","due":"\#(moment.iso)"}"#)), taken: moment.inRange, field: "due",
                        "create_task due \(moment.iso)")
            Self.expect(refusal(call("create_task", #"{"text":"pay rent due:\#(moment.iso)"}"#)), taken: moment.inRange, field: "due",
                        "create_task text due:\(moment.iso)")
            Self.expect(refusal(call("update_task", #"{"id":1,"due":"\#(moment.iso)"}"#)), taken: moment.inRange, field: "due",
                        "update_task due \(moment.iso)")
        }
        // Still serving, and `list_tasks` reads every task it took in every zone's terms.
        #expect(!call("list_tasks", #"{"limit":5}"#).isError)
    }

    // MARK: - A server's VTODO

    static func vtodo(_ due: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:u-1\r\nSUMMARY:t\r\n\(due)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    static func expectVTODO(_ due: String, zone: Zone, taken: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let calendar = try ICalendarParser.parse(vtodo(due))
        do {
            _ = try VTodoMapping.task(calendar, zone: zone, now: now)
            #expect(taken, "\(due): taken", sourceLocation: sourceLocation)
        } catch {
            #expect(!taken && error.description.hasPrefix("DUE: ") && error.description.contains("outside the supported dates"),
                    "\(due): \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func aServersVTODO() throws {
        for (i, day) in Self.days.enumerated() {
            try Self.expectVTODO("DUE;VALUE=DATE:\(day.basic)", zone: Self.zone(i), taken: day.inRange)
        }
        for (i, moment) in Self.moments.enumerated() {
            let clock = moment.clock
            let utc = Moment(day: moment.day, hour: moment.hour, minute: moment.minute, second: moment.second, offset: 0)
            try Self.expectVTODO("DUE:\(moment.day.basic)\(clock)Z", zone: Self.zone(i), taken: utc.inRange)
            // Kiritimati is +14:00 all through these years' rules as glibc reads them past 1995.
            let kiritimati = Moment(day: moment.day, hour: moment.hour, minute: moment.minute, second: moment.second, offset: 14 * 60)
            if moment.day.year > 1995 {
                try Self.expectVTODO("DUE;TZID=Pacific/Kiritimati:\(moment.day.basic)\(clock)", zone: Self.zone(i), taken: kiritimati.inRange)
            }
        }
    }
}

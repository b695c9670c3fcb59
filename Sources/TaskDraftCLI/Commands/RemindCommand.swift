import TaskDraftKit

/// `taskdraft remind [--watch] [--json]`: shows the reminders whose time has come.
enum RemindCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let watch = OptionSpec("watch", short: "w", help: .remindWatch)
    }

    static let spec = CommandSpec(
        "remind", abstract: .remindAbstract,
        discussion: .remindDiscussion,
        options: [
            Option.watch, CommonOptions.json,
        ],
        examples: [.line("taskdraft remind"), .line("taskdraft remind --watch"), .line("taskdraft remind --now 2026-12-03T09:45:00+03:00 --json")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let console = invocation.console, json = invocation.arguments.flag(CommonOptions.json)
        if invocation.arguments.flag(Option.watch) {
            // A watch sleeps until a reminder's moment comes: a clock that never moves would never wake it.
            if invocation.nowIsFixed {
                throw UsageError(.usage(.watchNeedsClock), command: "remind")
            }
            let delivery = ReminderDelivery(err: console.err, offerActions: true, environment: invocation.environment,
                                            language: console.language)
            return try ReminderWatch.watch(databasePath: invocation.databasePath, delivery: delivery, console: console) {
                invocation.closeStore()
                return try invocation.planner()
            }
        }
        // JSON stays English (the contract); the desktop and stderr speak the terminal's language.
        let delivery = ReminderDelivery(err: console.err, offerActions: false, environment: invocation.environment,
                                        language: json ? .english : console.language)
        return try remind(try invocation.planner(), delivery: delivery, json: json, console: console)
    }

    /// One pass, reported: on stdout as JSON with `json`, else only what went to the desktop
    /// (a notifier shows the rest).
    static func remind(_ planner: Planner, delivery: ReminderDelivery, json: Bool, console: Console) throws -> ExitCode {
        let (notices, channel) = try pass(planner, delivery: delivery)
        if json {
            let next = try planner.store.nextReminderMoment()
            console.printJSON(.object([
                "notices": .array(notices.map { $0.json(in: planner.zone) }),
                "delivered": channel.map(JSONValue.string) ?? .null,
                "next": next.map { .string(planner.zone.zoned($0).description) } ?? .null,
            ]))
        } else if channel == "desktop" {
            for notice in notices { console.out.line(notice.line) }
        }
        return .ok
    }

    /// One pass: what is due, shown and recorded (see `ReminderPass` for what a kill does).
    static func pass(_ planner: Planner, delivery: ReminderDelivery) throws -> ([ReminderNotice], String?) {
        var notices: [ReminderNotice] = []
        var channel: String?
        _ = try ReminderPass.run(in: planner) { batch in
            notices = ReminderNotice.notices(for: batch, now: planner.now, zone: planner.zone, language: delivery.language)
            channel = delivery.deliver(notices)
        }
        return (notices, channel)
    }
}

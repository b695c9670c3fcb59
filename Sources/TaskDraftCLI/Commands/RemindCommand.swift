import TaskDraftKit

/// `taskdraft remind [--watch] [--json]`: shows the reminders whose time has come.
enum RemindCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let watch = OptionSpec("watch", short: "w", help: "Keep running: show each reminder when its time comes.")
    }

    static let spec = CommandSpec(
        "remind", abstract: "Show the reminders whose time has come, once each, as desktop notifications.",
        discussion: """
            Each reminder fires once (per occurrence of a recurring task); reminders of tasks already \
            overdue come as one summary. Notifications go to the desktop (org.freedesktop.Notifications \
            on the session bus); without one, each is a line on stderr. --watch keeps running, sleeps \
            until the next reminder (waking when the database changes), and offers "Done" and \
            "Snooze 10 min" buttons, which act as you and are audited. make install installs a systemd \
            user service for it: systemctl --user enable --now taskdraft-remind.service
            """,
        options: [
            Option.watch, CommonOptions.json,
        ],
        examples: ["taskdraft remind", "taskdraft remind --watch", "taskdraft remind --now 2026-12-03T09:45:00+03:00 --json"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        if invocation.arguments.flag(Option.watch) { return try ReminderWatch.run(invocation) }
        let planner = try invocation.planner()
        // JSON stays English (the contract); the desktop and stderr speak the terminal's language.
        let delivery = ReminderDelivery(err: invocation.err, offerActions: false, environment: invocation.environment,
                                        language: invocation.arguments.flag(CommonOptions.json) ? .english : invocation.language)
        let (notices, channel) = try pass(planner, delivery: delivery)
        if invocation.arguments.flag(CommonOptions.json) {
            let next = try planner.store.nextReminderMoment()
            invocation.printJSON(.object([
                "notices": .array(notices.map { $0.json(in: planner.zone) }),
                "delivered": channel.map(JSONValue.string) ?? .null,
                "next": next.map { .string(planner.zone.zoned($0).description) } ?? .null,
            ]))
        } else if channel == "desktop" {
            for notice in notices { invocation.out.line(notice.line) }
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

#!/usr/bin/python3
"""A "phone" for TaskDraft's sync tests: an independent CalDAV client (the Python `caldav`
library, Debian's python3-caldav) editing VTODOs on the same collection.

  phone.py URL USER PASSWORD COLLECTION_PATH create UID SUMMARY   (with a VALARM and X- properties)
  phone.py ... edit UID SUMMARY
  phone.py ... complete UID
  phone.py ... delete UID
  phone.py ... delete-all        deletes every task, as a phone's "clear the list" (or a wiped account) does
  phone.py ... dump UID          prints the server's copy
  phone.py ... uids              prints every UID, one a line
  phone.py ... create-due UID SUMMARY DUE-LINE [RRULE] [VTIMEZONE-LINES]
                                 a task due as DUE-LINE says (`DUE;TZID=America/New_York:20261203T090000`)
  phone.py ... due UID           prints DUE as the iCalendar library reads it (ISO 8601 with offset)
  phone.py ... set UID NAME VALUE-LINE
                                 replaces property NAME with the content line VALUE-LINE
                                 (`DTSTART;TZID=Europe/Berlin:20261207T090000`), or removes it when VALUE-LINE is empty
  phone.py ... get UID NAME      prints property NAME as the iCalendar library reads it (ISO 8601; an
                                 X-property as written), or "-"
  phone.py ... advance UID       completes a recurring task as Tasks.org and Apple Reminders do:
                                 DUE moves to the rule's next date, the task stays NEEDS-ACTION
  phone.py ... add-alarm UID TRIGGER   adds `TRIGGER;RELATED=END:TRIGGER`, ACTION:DISPLAY
  phone.py ... alarms UID        prints each VALARM's trigger as JSON ([related, seconds or ISO time])
  phone.py ... create-child UID SUMMARY PARENT-UID
                                 a subtask, as a phone makes one: `RELATED-TO;RELTYPE=PARENT:PARENT-UID`
  phone.py ... relate UID RELTYPE TARGET-UID
                                 adds `RELATED-TO;RELTYPE=RELTYPE:TARGET-UID`, replacing another of that RELTYPE
  phone.py ... link UID RELTYPE TARGET-UID
                                 adds `RELATED-TO;RELTYPE=RELTYPE:TARGET-UID` after the relations it has
  phone.py ... unlink UID RELTYPE TARGET-UID
                                 removes the relations of that RELTYPE naming TARGET-UID
  phone.py ... put FILE          saves the calendar object in FILE as it is (a hostile one, byte for byte)
  phone.py ... unparent UID      removes the parent relations (RELTYPE=PARENT, or none: PARENT is the default)
  phone.py ... parent UID        prints the parent UIDs the phone reads, space-separated, or "-"
  phone.py ... related UID RELTYPE   the same for another RELTYPE
  phone.py ... add-comment UID TEXT   adds a COMMENT (a note written on the phone, with no date of ours)
  phone.py ... comments UID      prints the COMMENTs' texts as a JSON list, as the iCalendar library reads them
  phone.py ... open              prints "SUMMARY DUE" of every task not completed, one a line, sorted
"""
import datetime
import json
import sys
import caldav
import icalendar
from dateutil import rrule

url, user, password, path, command = sys.argv[1:6]
args = sys.argv[6:]
client = caldav.DAVClient(url, username=user or None, password=password or None)
calendar = caldav.Calendar(client=client, url=url.rstrip("/") + path)

PHONE_TODO = """BEGIN:VCALENDAR\r
VERSION:2.0\r
PRODID:-//Phone//Tasks 1.0//EN\r
BEGIN:VTODO\r
UID:{uid}\r
DTSTAMP:20261201T090000Z\r
LAST-MODIFIED:20261201T090000Z\r
SUMMARY:{summary}\r
X-APPLE-SORT-ORDER:42\r
X-PHONE-COLOR:#ff0000\r
RELATED-TO;RELTYPE=PARENT:parent-of-{uid}\r
BEGIN:VALARM\r
ACTION:DISPLAY\r
TRIGGER;RELATED=START:-PT15M\r
DESCRIPTION:Phone reminder\r
END:VALARM\r
END:VTODO\r
END:VCALENDAR\r
"""


def find(uid):
    return calendar.object_by_uid(uid)


def vtodo(todo):
    cal = icalendar.Calendar.from_ical(todo.data)
    return cal, next(c for c in cal.walk("VTODO"))


def save(todo, cal):
    todo.data = cal.to_ical().decode("utf-8")
    todo.save()


def relations(component, reltype):
    related = component.get("RELATED-TO", [])
    if not isinstance(related, list):
        related = [related]
    return [r for r in related if str(r.params.get("RELTYPE", "PARENT")).upper() == reltype]


def keep_relations(component, drop):
    related = component.pop("RELATED-TO", [])
    if not isinstance(related, list):
        related = [related]
    for r in related:
        if not any(r is d for d in drop):
            component.add("RELATED-TO", r, parameters=dict(r.params))


def touched(component):
    component.pop("LAST-MODIFIED", None)
    component.add("LAST-MODIFIED", datetime.datetime.now(datetime.timezone.utc))


if command == "create":
    calendar.save_todo(PHONE_TODO.format(uid=args[0], summary=args[1]))
elif command == "edit":
    # Through icalendar, as the other edits: vobject cannot write a UTC LAST-MODIFIED it made itself.
    todo = find(args[0])
    cal, component = vtodo(todo)
    component.pop("SUMMARY", None)
    component.add("SUMMARY", args[1])
    touched(component)
    save(todo, cal)
elif command == "complete":
    find(args[0]).complete()
elif command == "delete":
    find(args[0]).delete()
elif command == "delete-all":
    for todo in calendar.todos(include_completed=True):
        todo.delete()
elif command == "dump":
    todo = find(args[0])
    todo.load()
    sys.stdout.write(todo.data)
elif command == "create-due":
    rule = ("RRULE:" + args[3] + "\r\n") if len(args) > 3 and args[3] else ""
    zone = (args[4].replace("\\n", "\r\n") + "\r\n") if len(args) > 4 else ""
    calendar.save_todo("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//Tasks 1.0//EN\r\n" + zone
                       + "BEGIN:VTODO\r\nUID:%s\r\nDTSTAMP:20261201T090000Z\r\nLAST-MODIFIED:20261201T090000Z\r\n"
                       "SUMMARY:%s\r\n%s\r\n%sSTATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n" % (args[0], args[1], args[2], rule))
elif command == "due":
    todo = find(args[0])
    todo.load()
    print(vtodo(todo)[1].decoded("DUE").isoformat())
elif command == "set":
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    component.pop(args[1], None)
    if args[2]:
        line = icalendar.Calendar.from_ical("BEGIN:VTODO\r\n%s\r\nEND:VTODO\r\n" % args[2])
        component.add(args[1], line.decoded(args[1]), parameters=dict(line[args[1]].params))
    touched(component)
    save(todo, cal)
elif command == "get":
    todo = find(args[0])
    todo.load()
    component = vtodo(todo)[1]
    if args[1] not in component:
        print("-")
    else:
        value = component.decoded(args[1])
        print(value.isoformat() if hasattr(value, "isoformat") else component[args[1]].to_ical().decode())
elif command == "advance":
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    due = component.decoded("DUE")
    start = due if isinstance(due, datetime.datetime) else datetime.datetime.combine(due, datetime.time())
    following = rrule.rrulestr(component["RRULE"].to_ical().decode(), dtstart=start).after(start)
    component.pop("DUE")
    component.add("DUE", following if isinstance(due, datetime.datetime) else following.date())
    touched(component)
    save(todo, cal)
elif command == "add-alarm":
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    alarm = icalendar.Alarm()
    alarm.add("ACTION", "DISPLAY")
    alarm.add("DESCRIPTION", "From the phone")
    alarm.add("TRIGGER", icalendar.vDuration.from_ical(args[1]), parameters={"RELATED": "END"})
    component.add_component(alarm)
    touched(component)
    save(todo, cal)
elif command == "alarms":
    todo = find(args[0])
    todo.load()
    out = []
    for alarm in vtodo(todo)[1].walk("VALARM"):
        trigger = alarm.get("TRIGGER")
        value = trigger.dt
        out.append([trigger.params.get("RELATED"), value.total_seconds() if hasattr(value, "total_seconds") else value.isoformat()])
    print(json.dumps(sorted(out, key=str)))
elif command == "add-comment":
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    component.add("COMMENT", args[1])
    touched(component)
    save(todo, cal)
elif command == "comments":
    todo = find(args[0])
    todo.load()
    value = vtodo(todo)[1].get("COMMENT", [])
    print(json.dumps([str(v) for v in (value if isinstance(value, list) else [value])], ensure_ascii=False))
elif command == "open":
    lines = []
    for todo in calendar.todos(include_completed=True):
        todo.load()
        component = vtodo(todo)[1]
        if str(component.get("STATUS", "NEEDS-ACTION")) in ("COMPLETED", "CANCELLED"):
            continue
        due = component.decoded("DUE").isoformat() if "DUE" in component else "-"
        lines.append("%s %s" % (component.get("SUMMARY"), due))
    for line in sorted(lines):
        print(line)
elif command == "create-child":
    calendar.save_todo("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Phone//Tasks 1.0//EN\r\nBEGIN:VTODO\r\nUID:%s\r\n"
                       "DTSTAMP:20261201T090000Z\r\nLAST-MODIFIED:20261201T090000Z\r\nSUMMARY:%s\r\n"
                       "RELATED-TO;RELTYPE=PARENT:%s\r\nSTATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n" % tuple(args[:3]))
elif command in ("relate", "unparent"):
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    reltype = args[1].upper() if command == "relate" else "PARENT"
    keep_relations(component, relations(component, reltype))
    if command == "relate":
        component.add("RELATED-TO", args[2], parameters={"RELTYPE": reltype})
    touched(component)
    save(todo, cal)
elif command == "put":
    with open(args[0], encoding="utf-8") as f:
        calendar.save_todo(f.read())
elif command in ("link", "unlink"):
    todo = find(args[0])
    todo.load()
    cal, component = vtodo(todo)
    reltype = args[1].upper()
    keep_relations(component, [r for r in relations(component, reltype) if str(r) == args[2]])
    if command == "link":
        component.add("RELATED-TO", args[2], parameters={"RELTYPE": reltype})
    touched(component)
    save(todo, cal)
elif command in ("parent", "related"):
    todo = find(args[0])
    todo.load()
    found = relations(vtodo(todo)[1], "PARENT" if command == "parent" else args[1].upper())
    print(" ".join(str(r) for r in found) if found else "-")
elif command == "uids":
    for todo in calendar.todos(include_completed=True):
        print(todo.vobject_instance.vtodo.uid.value)
else:
    sys.exit("unknown command " + command)

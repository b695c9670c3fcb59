#!/usr/bin/python3
"""A "phone" for TaskDraft's sync tests: an independent CalDAV client (the Python `caldav`
library, Debian's python3-caldav) editing VTODOs on the same collection.

  phone.py URL USER PASSWORD COLLECTION_PATH create UID SUMMARY   (with a VALARM and X- properties)
  phone.py ... edit UID SUMMARY
  phone.py ... complete UID
  phone.py ... delete UID
  phone.py ... dump UID          prints the server's copy
  phone.py ... uids              prints every UID, one a line
"""
import sys
import caldav

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


if command == "create":
    calendar.save_todo(PHONE_TODO.format(uid=args[0], summary=args[1]))
elif command == "edit":
    todo = find(args[0])
    todo.vobject_instance.vtodo.summary.value = args[1]
    todo.vobject_instance.vtodo.last_modified.value = __import__("datetime").datetime.now(__import__("datetime").timezone.utc)
    todo.save()
elif command == "complete":
    find(args[0]).complete()
elif command == "delete":
    find(args[0]).delete()
elif command == "dump":
    todo = find(args[0])
    todo.load()
    sys.stdout.write(todo.data)
elif command == "uids":
    for todo in calendar.todos(include_completed=True):
        print(todo.vobject_instance.vtodo.uid.value)
else:
    sys.exit("unknown command " + command)

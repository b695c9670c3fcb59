#!/usr/bin/env python3
"""A client of org.taskdraft.Planner1 written with python3-dbus, as a desktop program would
call it: one connection, typed arguments, D-Bus errors. Runs one scenario (argv[1]) and prints
what it saw as JSON for the test to check.

  every-method            Draft, Commit (twice, one key), Add, List, Complete (twice), Undo of
                          its own commit, Delete, a missing task; the Changed signals received
  draft TEXT              Draft with no options (in the caller's locale)
  add TEXT KEY            Add (in the caller's locale)
  delete ID               Delete (in the caller's locale)
  complete ID KEY         Complete (in the caller's locale)
  list FILTER             List, FILTER a JSON object of strings (in the caller's locale)
  undo [NAME]             Undo, from a connection owning NAME if given
  commit-then-undo [NAME] Commit, then Undo on the same connection
  introspect XML          the live interface against the installed XML file
"""
import json
import sys
import xml.etree.ElementTree as ET

import dbus
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

from dbus_json import plain

NAME = "org.taskdraft.Planner1"
PATH = "/org/taskdraft/Planner1"


def call(planner, method, *args):
    try:
        return {"ok": plain(getattr(planner, method)(*args, dbus_interface=NAME))}
    except dbus.exceptions.DBusException as error:
        return {"error": error.get_dbus_name(), "message": error.get_dbus_message()}


def connect(owned_name=None):
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    if owned_name:
        bus.request_name(owned_name)
    return bus, bus.get_object(NAME, PATH)


def pump(seconds=0.3):
    context = GLib.MainContext.default()
    deadline = GLib.get_monotonic_time() + int(seconds * 1e6)
    while GLib.get_monotonic_time() < deadline:
        if not context.iteration(False):
            GLib.usleep(5000)


def every_method():
    bus, planner = connect()
    changed = []
    bus.add_signal_receiver(lambda change, ids: changed.append([str(change), [int(i) for i in ids]]),
                            signal_name="Changed", dbus_interface=NAME, path=PATH)
    out = {}
    out["draft"] = call(planner, "Draft", "Pay rent every month on the 1st #home", dbus.Dictionary({}, signature="sv"))
    draft = dbus.Dictionary({"title": "Pay rent", "due_date": "2026-12-05", "tags": dbus.Array(["home"], signature="s"),
                             "recurrence": "FREQ=MONTHLY"}, signature="sv")
    out["commit"] = call(planner, "Commit", draft, "py-commit-1")
    out["commit_again"] = call(planner, "Commit", draft, "py-commit-1")
    out["add"] = call(planner, "Add", "Call Anna tomorrow at 9 #sales", "py-add-1")
    out["list"] = call(planner, "List", dbus.Dictionary({"tags": dbus.Array(["sales"], signature="s")}, signature="sv"))
    out["list_bad"] = call(planner, "List", dbus.Dictionary({"colour": "red"}, signature="sv"))
    task_id = out["commit"]["ok"][1]["id"]
    out["complete"] = call(planner, "Complete", dbus.Int64(task_id), "py-complete-1")
    out["complete_again"] = call(planner, "Complete", dbus.Int64(task_id), "py-complete-1")
    out["complete_missing"] = call(planner, "Complete", dbus.Int64(999), "py-complete-2")
    out["undo"] = call(planner, "Undo")
    out["delete"] = call(planner, "Delete", dbus.Int64(task_id))
    out["empty_key"] = call(planner, "Commit", draft, "")
    try:
        planner.Complete("two", "key", signature="ss", dbus_interface=NAME)
        out["wrong_types"] = {"ok": None}
    except dbus.exceptions.DBusException as error:
        out["wrong_types"] = {"error": error.get_dbus_name(), "message": error.get_dbus_message()}
    pump()
    out["changed"] = changed
    out["unique_name"] = str(bus.get_unique_name())
    return out


def draft(text):
    _, planner = connect()
    return call(planner, "Draft", text, dbus.Dictionary({}, signature="sv"))


def add(text, key):
    _, planner = connect()
    return call(planner, "Add", text, key)


def delete(task_id):
    _, planner = connect()
    return call(planner, "Delete", dbus.Int64(int(task_id)))


def complete(task_id, key):
    _, planner = connect()
    return call(planner, "Complete", dbus.Int64(int(task_id)), key)


def list_tasks(filter_json):
    _, planner = connect()
    return call(planner, "List", dbus.Dictionary(json.loads(filter_json), signature="sv"))


def undo(owned_name=None):
    _, planner = connect(owned_name)
    return call(planner, "Undo")


def commit_then_undo(owned_name=None):
    _, planner = connect(owned_name)
    draft = dbus.Dictionary({"title": "Water the plants"}, signature="sv")
    return {"commit": call(planner, "Commit", draft, "py-own-" + (owned_name or "unique")), "undo": call(planner, "Undo")}


def interfaces(root):
    """{interface: {"methods": {name: [(direction, name, type)…]}, "signals": {name: [(name, type)…]}}}"""
    found = {}
    for interface in root.iter("interface"):
        methods = {m.get("name"): [[a.get("direction", "in"), a.get("name"), a.get("type")] for a in m.iter("arg")]
                   for m in interface.iter("method")}
        signals = {s.get("name"): [[a.get("name"), a.get("type")] for a in s.iter("arg")] for s in interface.iter("signal")}
        found[interface.get("name")] = {"methods": methods, "signals": signals}
    return found


def introspect(xml_path):
    _, planner = connect()
    live = interfaces(ET.fromstring(str(planner.Introspect(dbus_interface="org.freedesktop.DBus.Introspectable"))))
    installed = interfaces(ET.parse(xml_path).getroot())
    return {"live": live.get(NAME), "installed": installed.get(NAME), "live_interfaces": sorted(live)}


def main():
    scenario, rest = sys.argv[1], sys.argv[2:]
    if scenario == "every-method":
        result = every_method()
    elif scenario == "draft":
        result = draft(*rest)
    elif scenario == "add":
        result = add(*rest)
    elif scenario == "delete":
        result = delete(*rest)
    elif scenario == "complete":
        result = complete(*rest)
    elif scenario == "list":
        result = list_tasks(*rest)
    elif scenario == "undo":
        result = undo(*rest)
    elif scenario == "commit-then-undo":
        result = commit_then_undo(*rest)
    elif scenario == "introspect":
        result = introspect(*rest)
    else:
        raise SystemExit("unknown scenario " + scenario)
    print(json.dumps(result))


main()

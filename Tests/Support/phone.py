#!/usr/bin/python3
"""The other device in todo's sync tests: a CalDAV client that is not todo's code.

It uses the Python caldav library (Debian python3-caldav) the way a phone app does: it
makes tasks, edits them, completes them (a repeating task has its DUE moved forward in
place under the same UID, as tasks.org does with DAVx5), deletes them and lists them.
Writes are conditional (If-Match on the ETag it read, If-None-Match: * for a new task),
as DAVx5 makes them. Every answer is JSON on standard output; a failure is a message on
standard error and exit status 1.

Run it with Debian's Python, which has the library:

    /usr/bin/python3 Tests/Support/phone.py --url SERVER mkcollection tasks
    /usr/bin/python3 Tests/Support/phone.py --url COLLECTION create --summary "Call Ann" --due 2026-11-20
    /usr/bin/python3 Tests/Support/phone.py --url COLLECTION list

Common options: --url (the collection, or for mkcollection the server), --user, --password
(or PHONE_PASSWORD in the environment).
"""

import argparse
import datetime
import json
import os
import subprocess
import sys
import urllib.parse
import uuid
from concurrent.futures import ThreadPoolExecutor

import caldav
import icalendar
from caldav.elements import dav
from caldav.lib import error
from dateutil.rrule import rrulestr

PRODID = "-//todo tests//phone.py (python3-caldav)//EN"


class PhoneError(Exception):
    """A failure the phone reports on standard error."""


def client_for(options):
    password = options.password if options.password is not None else os.environ.get("PHONE_PASSWORD")
    return caldav.DAVClient(url=options.url, username=options.user, password=password)


def collection(options):
    client = client_for(options)
    return client, caldav.Calendar(client=client, url=options.url)


def now_utc():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)


def parse_day(text):
    """A day (YYYY-MM-DD), or a day and time (YYYY-MM-DDTHH:MM): floating, or in the zone
    named after an @ (2026-11-20T15:30@Europe/Paris), as a phone writes it with a TZID."""
    try:
        if "T" in text:
            moment, _, zone = text.partition("@")
            value = datetime.datetime.fromisoformat(moment)
            if zone:
                import zoneinfo
                value = value.replace(tzinfo=zoneinfo.ZoneInfo(zone))
            return value
        return datetime.date.fromisoformat(text)
    except (ValueError, KeyError):
        raise PhoneError("not a day (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM[@Zone]): %s" % text)


def day_text(value):
    if value is None:
        return None
    value = value.dt if hasattr(value, "dt") else value
    if isinstance(value, datetime.datetime):
        return value.isoformat()
    return value.isoformat()


def touch(todo):
    """What every phone app does on a change: a new DTSTAMP, LAST-MODIFIED and SEQUENCE."""
    stamp = now_utc()
    for name in ("DTSTAMP", "LAST-MODIFIED"):
        todo.pop(name, None)
        todo.add(name, stamp)
    sequence = int(todo.pop("SEQUENCE", 0))
    todo.add("SEQUENCE", sequence + 1)


def vtodo_of(calendar):
    for component in calendar.walk("VTODO"):
        return component
    raise PhoneError("the resource holds no VTODO")


# --- listing -------------------------------------------------------------------------


QUERY = """<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter>
</C:calendar-query>"""


def resources(options):
    """Every VTODO resource of the collection: (href, etag, text), in one REPORT."""
    client, calendar = collection(options)
    response, found = calendar._request_report_build_resultlist(QUERY, props=[dav.GetEtag()])
    del response
    result = []
    for item in found:
        text = item.data
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        result.append((str(item.url), item.props.get(dav.GetEtag.tag), text))
    return client, result


def describe(href, etag, text):
    calendar = icalendar.Calendar.from_ical(text)
    todo = vtodo_of(calendar)
    rrule = todo.get("RRULE")
    categories = []
    for entry in todo.get("CATEGORIES", []) if isinstance(todo.get("CATEGORIES"), list) else [todo.get("CATEGORIES")]:
        if entry is not None:
            categories.extend(str(c) for c in entry.cats)
    return {
        "uid": str(todo.get("UID")),
        "summary": str(todo.get("SUMMARY")) if todo.get("SUMMARY") is not None else None,
        "due": day_text(todo.get("DUE")),
        "status": str(todo.get("STATUS")) if todo.get("STATUS") is not None else None,
        "rrule": rrule.to_ical().decode("utf-8") if rrule is not None else None,
        "description": str(todo.get("DESCRIPTION")) if todo.get("DESCRIPTION") is not None else None,
        "categories": categories,
        "etag": etag,
        "href": href,
        "ical": text,
    }


def find(options, uid):
    client, found = resources(options)
    for href, etag, text in found:
        if str(vtodo_of(icalendar.Calendar.from_ical(text)).get("UID")) == uid:
            return client, href, etag, icalendar.Calendar.from_ical(text)
    raise PhoneError("no task with UID %s in %s" % (uid, options.url))


def put(client, href, calendar, etag=None, new=False):
    headers = {"Content-Type": "text/calendar; charset=utf-8"}
    if new:
        headers["If-None-Match"] = "*"
    elif etag:
        headers["If-Match"] = etag
    response = client.put(href, calendar.to_ical().decode("utf-8"), headers)
    if response.status not in (200, 201, 204):
        raise PhoneError("PUT %s: HTTP %s %s" % (href, response.status, response.reason))
    return response.headers.get("ETag") or response.headers.get("Etag")


# --- subcommands ---------------------------------------------------------------------


def mkcollection(options):
    client = client_for(options)
    principal = client.principal()
    made = principal.make_calendar(
        name=options.name, cal_id=options.name, supported_calendar_component_set=["VTODO"]
    )
    return {"url": str(made.url)}


def new_todo(options, uid=None):
    calendar = icalendar.Calendar()
    calendar.add("PRODID", PRODID)
    calendar.add("VERSION", "2.0")
    todo = icalendar.Todo()
    todo.add("UID", uid or "%s@phone.example" % uuid.uuid4())
    stamp = now_utc()
    todo.add("DTSTAMP", stamp)
    todo.add("CREATED", stamp)
    todo.add("LAST-MODIFIED", stamp)
    todo.add("SEQUENCE", 0)
    todo.add("SUMMARY", options.summary)
    if options.due:
        todo.add("DUE", parse_day(options.due))
    if getattr(options, "dtstart", None):
        todo.add("DTSTART", parse_day(options.dtstart))
    if options.description:
        todo.add("DESCRIPTION", options.description)
    if options.categories:
        todo.add("CATEGORIES", [c for c in options.categories.split(",") if c])
    if options.rrule:
        todo.add("RRULE", icalendar.vRecur.from_ical(options.rrule))
    if options.completed:
        todo.add("STATUS", "COMPLETED")
        todo.add("COMPLETED", stamp)
        todo.add("PERCENT-COMPLETE", 100)
    else:
        todo.add("STATUS", "NEEDS-ACTION")
    for prop in options.x_prop or []:
        name, _, value = prop.partition(":")
        if not name.upper().startswith("X-") or not value:
            raise PhoneError("--x-prop takes X-NAME:VALUE, not %s" % prop)
        todo.add(name.upper(), value)
    if options.valarm:
        alarm = icalendar.Alarm()
        alarm.add("ACTION", "DISPLAY")
        alarm.add("DESCRIPTION", options.summary)
        alarm.add("TRIGGER", datetime.timedelta(hours=-1))
        todo.add_component(alarm)
    calendar.add_component(todo)
    return calendar, str(todo.get("UID"))


def create(options):
    client, calendar_collection = collection(options)
    calendar, uid = new_todo(options)
    href = str(calendar_collection.url.join(uuid.uuid4().hex + ".ics"))
    etag = put(client, href, calendar, new=True)
    return {"uid": uid, "href": href, "etag": etag}


def seed(options):
    """Makes `count` plain tasks quickly, in an empty collection: for the large-sync tests.

    This is the tests' set-up, not what a phone does. Where the server takes a whole
    calendar in one PUT to the collection (Radicale does, and then holds one resource per
    UID), that is one request. Xandikos does not, and takes about a quarter of a second a
    PUT (a git commit each): given its folder (--xandikos-folder, which .ci/with-caldav
    exports as TODO_TEST_XANDIKOS_DIR), the tasks are written into the collection's git
    repository as one commit, which it serves from then on. Elsewhere, several PUTs at once.
    """
    client, calendar_collection = collection(options)
    if resources(options)[1]:
        raise PhoneError("seed fills an empty collection; %s holds tasks" % options.url)
    if options.xandikos_folder:
        return seed_xandikos(options)

    def arguments(index):
        return argparse.Namespace(
            summary="%s %d" % (options.prefix, index), due=None, description=None, categories=None,
            rrule=None, completed=False, x_prop=None, valarm=False)

    whole = icalendar.Calendar()
    whole.add("PRODID", PRODID)
    whole.add("VERSION", "2.0")
    for index in range(1, options.count + 1):
        whole.add_component(vtodo_of(new_todo(arguments(index))[0]))
    response = client.put(
        str(calendar_collection.url), whole.to_ical().decode("utf-8"),
        {"Content-Type": "text/calendar; charset=utf-8"})
    if response.status in (200, 201, 204):
        return {"count": options.count, "requests": 1}

    def make(index):
        calendar, uid = new_todo(arguments(index))
        href = str(calendar_collection.url.join(uuid.uuid4().hex + ".ics"))
        put(client_for(options), href, calendar, new=True)
        return uid

    with ThreadPoolExecutor(max_workers=options.workers) as pool:
        uids = list(pool.map(make, range(1, options.count + 1)))
    return {"count": len(uids), "requests": len(uids)}


def seed_xandikos(options):
    path = urllib.parse.urlparse(options.url).path.strip("/")
    repository = os.path.join(options.xandikos_folder, path)
    if not os.path.isdir(os.path.join(repository, ".git")):
        raise PhoneError("%s is not a Xandikos collection's repository" % repository)
    for index in range(1, options.count + 1):
        arguments = argparse.Namespace(
            summary="%s %d" % (options.prefix, index), due=None, description=None, categories=None,
            rrule=None, completed=False, x_prop=None, valarm=False)
        calendar, _ = new_todo(arguments)
        with open(os.path.join(repository, uuid.uuid4().hex + ".ics"), "wb") as file:
            file.write(calendar.to_ical())
    git = ["git", "-C", repository, "-c", "user.name=todo tests", "-c", "user.email=tests@todo.invalid"]
    for command in (["add", "-A", "."], ["commit", "-q", "-m", "seed %d tasks" % options.count]):
        try:
            done = subprocess.run(git + command, capture_output=True, text=True)
        except FileNotFoundError:
            raise PhoneError("seeding Xandikos needs git: apt-get install -y git")
        if done.returncode != 0:
            raise PhoneError("git %s: %s" % (command[0], done.stderr.strip()))
    return {"count": options.count, "requests": 0}


def edit(options):
    client, href, etag, calendar = find(options, options.uid)
    todo = vtodo_of(calendar)
    if options.summary is not None:
        todo.pop("SUMMARY", None)
        todo.add("SUMMARY", options.summary)
    if options.due is not None:
        todo.pop("DUE", None)
        if options.due:
            todo.add("DUE", parse_day(options.due))
    if options.description is not None:
        todo.pop("DESCRIPTION", None)
        if options.description:
            todo.add("DESCRIPTION", options.description)
    touch(todo)
    return {"uid": options.uid, "href": href, "etag": put(client, href, calendar, etag=etag)}


def next_due(todo):
    """The next DUE of a repeating task after its current one, or None when the rule ends."""
    due = todo.get("DUE").dt
    is_day = not isinstance(due, datetime.datetime)
    start = datetime.datetime.combine(due, datetime.time()) if is_day else due.replace(tzinfo=None)
    rule = todo.get("RRULE")
    counted = rule.get("COUNT")
    if counted is not None and int(counted[0]) <= 1:
        return None
    text = rule.to_ical().decode("utf-8")
    following = rrulestr(text, dtstart=start, ignoretz=True).after(start)
    if following is None:
        return None
    if counted is not None:
        rule["COUNT"] = [int(counted[0]) - 1]
    if is_day:
        return following.date()
    return following.replace(tzinfo=due.tzinfo)


def complete(options):
    client, href, etag, calendar = find(options, options.uid)
    todo = vtodo_of(calendar)
    following = next_due(todo) if todo.get("RRULE") is not None and todo.get("DUE") is not None else None
    if following is not None:
        # tasks.org: the same task, due on the next day of its rule, still open.
        old_due = todo.get("DUE").dt
        todo.pop("DUE")
        todo.add("DUE", following)
        if todo.get("DTSTART") is not None:
            start = todo.pop("DTSTART").dt
            shift = following - old_due
            todo.add("DTSTART", start + shift)
        for name in ("COMPLETED", "PERCENT-COMPLETE"):
            todo.pop(name, None)
        todo.pop("STATUS", None)
        todo.add("STATUS", "NEEDS-ACTION")
    else:
        todo.pop("STATUS", None)
        todo.add("STATUS", "COMPLETED")
        todo.pop("COMPLETED", None)
        todo.add("COMPLETED", now_utc())
        todo.pop("PERCENT-COMPLETE", None)
        todo.add("PERCENT-COMPLETE", 100)
    touch(todo)
    return {
        "uid": options.uid, "href": href, "etag": put(client, href, calendar, etag=etag),
        "due": day_text(todo.get("DUE")),
    }


def delete(options):
    client, href, etag, _ = find(options, options.uid)
    headers = {"If-Match": etag} if etag else {}
    response = client.request(href, "DELETE", "", headers)
    if response.status not in (200, 204):
        raise PhoneError("DELETE %s: HTTP %s %s" % (href, response.status, response.reason))
    return {"uid": options.uid, "href": href}


def occurrences(options):
    """The DUE days of a repeating task's first COUNT occurrences as RFC 5545 reads them: the
    RRULE counted from DTSTART (else from DUE), each DUE as far from its occurrence's start as
    DUE is from DTSTART."""
    _, _, _, calendar = find(options, options.uid)
    todo = vtodo_of(calendar)
    due = todo.get("DUE").dt
    start = todo.get("DTSTART").dt if todo.get("DTSTART") is not None else due
    def moment(value):
        if isinstance(value, datetime.datetime):
            return value.replace(tzinfo=None)
        return datetime.datetime.combine(value, datetime.time())
    anchor = moment(start)
    lead = moment(due) - anchor
    rule = rrulestr(todo.get("RRULE").to_ical().decode("utf-8"), dtstart=anchor, ignoretz=True)
    days = []
    for occurrence in rule:
        days.append((occurrence + lead).date().isoformat())
        if len(days) == options.count:
            break
    return days


def list_tasks(options):
    _, found = resources(options)
    return [describe(href, etag, text) for href, etag, text in found]


def parser():
    top = argparse.ArgumentParser(prog="phone.py", description=__doc__.split("\n")[0])
    top.add_argument("--url", required=True, help="the collection (the server for mkcollection)")
    top.add_argument("--user")
    top.add_argument("--password")
    commands = top.add_subparsers(dest="command", required=True)

    made = commands.add_parser("mkcollection", help="make a calendar collection for VTODOs")
    made.add_argument("name")
    made.set_defaults(run=mkcollection)

    created = commands.add_parser("create", help="make a task")
    created.add_argument("--summary", required=True)
    created.add_argument("--due")
    created.add_argument("--rrule")
    created.add_argument("--completed", action="store_true")
    created.add_argument("--valarm", action="store_true")
    created.add_argument("--x-prop", action="append", dest="x_prop")
    created.add_argument("--categories")
    created.add_argument("--description")
    created.add_argument("--dtstart", help="YYYY-MM-DD, or a time as --due takes it")
    created.set_defaults(run=create)

    counted = commands.add_parser("occurrences", help="the DUE days of a series as RFC 5545 counts it")
    counted.add_argument("uid")
    counted.add_argument("--count", type=int, default=3)
    counted.set_defaults(run=occurrences)

    seeded = commands.add_parser("seed", help="make COUNT plain tasks quickly")
    seeded.add_argument("--count", type=int, required=True)
    seeded.add_argument("--prefix", default="Task")
    seeded.add_argument("--workers", type=int, default=8)
    seeded.add_argument("--xandikos-folder", help="Xandikos's folder (TODO_TEST_XANDIKOS_DIR): one git commit")
    seeded.set_defaults(run=seed)

    edited = commands.add_parser("edit", help="change a task's fields")
    edited.add_argument("uid")
    edited.add_argument("--summary")
    edited.add_argument("--due", help="YYYY-MM-DD, or an empty text to remove it")
    edited.add_argument("--description")
    edited.set_defaults(run=edit)

    completed = commands.add_parser("complete", help="tick a task off as a phone app does")
    completed.add_argument("uid")
    completed.set_defaults(run=complete)

    deleted = commands.add_parser("delete", help="delete a task")
    deleted.add_argument("uid")
    deleted.set_defaults(run=delete)

    listed = commands.add_parser("list", help="every task, as JSON")
    listed.set_defaults(run=list_tasks)
    return top


def main():
    options = parser().parse_args()
    try:
        result = options.run(options)
    except (PhoneError, error.DAVError) as failure:
        print("phone.py %s: %s" % (options.command, failure), file=sys.stderr)
        return 1
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

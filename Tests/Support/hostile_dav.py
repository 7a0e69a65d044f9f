#!/usr/bin/python3
"""A hostile CalDAV server for todo's sync tests: every request gets the answer of one mode.

    /usr/bin/python3 Tests/Support/hostile_dav.py MODE [--log FILE]

It listens on a free loopback port and prints that port on the first line of standard
output, then serves until it is stopped. Every request line is appended to --log, so a
test can see what the client asked for (and that it never fetched an external entity).

Modes:
  malformed-xml   207 Multi-Status whose body is not well-formed XML
  entities        207 whose body declares a DTD with nested entities (a "billion laughs")
                  and an external entity that points back at /external-entity on this server
  huge            207 whose body is 200 MB of well-formed responses, streamed
  server-error    500 Internal Server Error
  time-out        reads the request, then never answers
  unauthorized    401 with a Basic challenge
  not-found       404 Not Found
"""

import argparse
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("malformed-xml", "entities", "huge", "server-error", "time-out", "unauthorized", "not-found")
HUGE_BYTES = 200 * 1024 * 1024

MALFORMED = b"""<?xml version="1.0" encoding="utf-8"?>
<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:response><D:href>/tasks/a.ics</D:href>
    <D:propstat><D:prop><D:getetag>"1"</D:getetag></D:prop>
  <D:status>HTTP/1.1 200 OK</D:status></D:response
</D:multistatus"""


def entities_body(port):
    laughs = ['<!ENTITY lol0 "lol">']
    for level in range(1, 10):
        previous = "&lol%d;" % (level - 1)
        laughs.append('<!ENTITY lol%d "%s">' % (level, previous * 10))
    return ("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE D:multistatus [
  %s
  <!ENTITY outside SYSTEM "http://127.0.0.1:%d/external-entity">
]>
<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:response>
    <D:href>/tasks/&lol9;.ics</D:href>
    <D:propstat>
      <D:prop>
        <D:displayname>&outside;</D:displayname>
        <D:getetag>"&lol9;"</D:getetag>
        <D:sync-token>&lol9;</D:sync-token>
        <D:resourcetype><D:collection/><C:calendar/></D:resourcetype>
        <C:calendar-data>&lol9;</C:calendar-data>
      </D:prop>
      <D:status>HTTP/1.1 200 OK</D:status>
    </D:propstat>
  </D:response>
</D:multistatus>
""" % ("\n  ".join(laughs), port)).encode("utf-8")


def huge_chunks():
    head = b'<?xml version="1.0" encoding="utf-8"?>\n<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\n'
    tail = b"</D:multistatus>\n"
    one = (b'<D:response><D:href>/tasks/%s.ics</D:href><D:propstat><D:prop><D:getetag>"%s"</D:getetag>'
           b"</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>\n")
    block = b"".join(one % (b"x" * 40, b"e" * 40) for _ in range(4096))
    sent = len(head) + len(tail)
    yield head
    while sent + len(block) <= HUGE_BYTES:
        yield block
        sent += len(block)
    yield b" " * (HUGE_BYTES - sent)
    yield tail


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "HostileDAV/1"

    def log_message(self, format, *args):
        pass

    def note(self):
        if self.server.log_path:
            with self.server.lock, open(self.server.log_path, "a") as log:
                log.write("%s %s\n" % (self.command, self.path))

    def drain(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)

    def answer(self, status, body=b"", content_type="application/xml; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("DAV", "1, 2, calendar-access")
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def handle_any(self):
        self.note()
        self.drain()
        if self.path.startswith("/external-entity"):
            self.answer(200, b"fetched", "text/plain")
            return
        mode = self.server.mode
        try:
            if mode == "malformed-xml":
                self.answer(207, MALFORMED)
            elif mode == "entities":
                self.answer(207, entities_body(self.server.server_address[1]))
            elif mode == "huge":
                self.send_response(207)
                self.send_header("Content-Type", "application/xml; charset=utf-8")
                self.send_header("Content-Length", str(HUGE_BYTES))
                self.send_header("DAV", "1, 2, calendar-access")
                self.end_headers()
                for chunk in huge_chunks():
                    self.wfile.write(chunk)
            elif mode == "server-error":
                self.answer(500, b"Internal Server Error", "text/plain")
            elif mode == "time-out":
                while True:
                    time.sleep(3600)
            elif mode == "unauthorized":
                self.answer(401, b"Unauthorized", "text/plain", [("WWW-Authenticate", 'Basic realm="tasks"')])
            elif mode == "not-found":
                self.answer(404, b"Not Found", "text/plain")
        except (BrokenPipeError, ConnectionResetError):
            pass

    do_GET = do_HEAD = do_PUT = do_DELETE = do_POST = handle_any
    do_OPTIONS = do_PROPFIND = do_REPORT = do_PROPPATCH = do_MKCALENDAR = do_MKCOL = handle_any


def watch_parent():
    """Ends the server when the test process that started it is gone, however it ended."""
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description="A hostile CalDAV server for the sync tests.")
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--log")
    options = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.mode = options.mode
    server.log_path = options.log
    server.lock = threading.Lock()
    threading.Thread(target=watch_parent, daemon=True).start()
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

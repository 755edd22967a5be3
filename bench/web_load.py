"""bench-web's load: annotator clients over HTTP, and the CPU meter of server and database."""

from __future__ import annotations

import os
import random
import re
import threading
import time
from collections import defaultdict
from pathlib import Path


class Client(threading.Thread):
    """One annotator: log in, then page -> draft -> submit (-> next page) -> health, until the deadline."""

    def __init__(
        self,
        base: str,
        username: str,
        queue_id: int,
        ready: threading.Semaphore,
        start_at: threading.Event,
        deadline: list[float],
        record,
        think_s: float,
    ) -> None:
        super().__init__(daemon=True)
        self.base, self.username, self.queue_id = base, username, queue_id
        self.ready, self.start_at, self.deadline, self.record = ready, start_at, deadline, record
        self.think_s = think_s
        self.rng = random.Random(username)
        self.errors: list[str] = []

    def run(self) -> None:
        import requests

        s = requests.Session()
        try:
            s.get(f"{self.base}/login/", timeout=30)
            r = s.post(
                f"{self.base}/login/",
                data={
                    "username": self.username,
                    "password": "bench-password",
                    "csrfmiddlewaretoken": s.cookies["csrftoken"],
                },
                allow_redirects=False,
                timeout=30,
            )
            if r.status_code != 302:
                raise RuntimeError(f"login failed with {r.status_code}")
            headers = {"X-CSRFToken": s.cookies["csrftoken"]}
        except Exception as exc:
            self.errors.append(f"{self.username}: {exc}")
            return
        finally:
            self.ready.release()
        try:
            self.start_at.wait()
            self._think()  # staggered start
            location = self._timed(
                s, "next", "post", f"/labelling/queues/{self.queue_id}/next/", headers=headers
            ).headers["Location"]
            while time.monotonic() < self.deadline[0]:
                if "/labelling/work/" not in location:
                    break  # the queue ran dry
                page = self._timed(s, "annotation page", "get", location)
                self._think()
                gold = re.search(r'data-chunk-id="([^"]+#\d+)"', page.text).group(1)
                version = re.search(r'name="version" value="(\d+)"', page.text).group(1)
                form = {
                    "reference_type": "ordinal",
                    "gold": [gold],
                    "gt_must": "states 99.9% for eu-west-1",
                    "gt_should": "names Dublin",
                    "rule_code": "LG-02",
                    "version": version,
                }
                draft = self._timed(
                    s,
                    "autosave (htmx)",
                    "post",
                    f"{location}draft/",
                    data=form,
                    headers={**headers, "HX-Request": "true"},
                )
                form["version"] = re.search(r'name="version" value="(\d+)"', draft.text).group(1)
                self._think()
                submitted = self._timed(
                    s, "submit + next", "post", f"{location}submit/", data=form, headers=headers
                )
                if submitted.status_code != 302:
                    raise RuntimeError(f"submit answered {submitted.status_code}")
                location = submitted.headers["Location"]
                self._timed(s, "health", "get", "/health/")
                self._think()
        except (
            Exception
        ) as exc:  # reported after the run; one client failing must not hang the rest
            self.errors.append(f"{self.username}: {exc}")

    def _think(self) -> None:
        # Jittered (0.5x to 1.5x), so clients drift apart as people do instead of moving in step.
        if self.think_s:
            time.sleep(self.think_s * (0.5 + self.rng.random()))

    def _timed(self, session, kind: str, method: str, path: str, **kwargs):
        url = path if path.startswith("http") else f"{self.base}{path}"
        t0 = time.perf_counter()
        response = session.request(method, url, allow_redirects=False, timeout=60, **kwargs)
        elapsed = (time.perf_counter() - t0) * 1000
        if time.monotonic() < self.deadline[0]:
            self.record(kind, elapsed, response.status_code)
        if response.status_code >= 400:
            raise RuntimeError(f"{kind} {path} answered {response.status_code}")
        return response


def _cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds used so far by ``pids`` (Linux /proc; 0 elsewhere)."""
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / tick


def _children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid`` (gunicorn's workers), from /proc."""
    out = []
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(entry.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return out


def _pg_backends(database: str) -> list[int]:
    """PostgreSQL backend processes serving ``database`` (when the server is local)."""
    out = []
    for entry in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if f" {database} ".encode() in entry.read_bytes():
                out.append(int(entry.parent.name))
        except (OSError, ValueError):
            continue
    return out


class CpuMeter:
    """CPU seconds of gunicorn's workers and of the scratch database's PostgreSQL backends
    between ``start()`` and ``stop()`` (backends are sampled, as connections come and go)."""

    def __init__(self, server_pid: int, database: str) -> None:
        self.server_pid = server_pid
        self.database = database
        self.done = threading.Event()
        self.backends: dict[int, float] = {}

    def start(self) -> None:
        self.workers = _children(self.server_pid)
        self.workers_before = _cpu_seconds(self.workers)
        self.client_before = time.process_time()
        self.backends_before = {pid: _cpu_seconds([pid]) for pid in _pg_backends(self.database)}
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()

    def _sample(self) -> None:
        while not self.done.is_set():
            for pid in _pg_backends(self.database):
                self.backends[pid] = _cpu_seconds([pid])
            self.done.wait(0.5)

    def stop(self) -> tuple[float, float, float]:
        """CPU seconds since ``start()``: gunicorn workers, PostgreSQL backends, and this
        process (the load generator)."""
        client = time.process_time() - self.client_before
        self.done.set()
        self.thread.join()
        workers = _cpu_seconds(self.workers) - self.workers_before
        backends = sum(v - self.backends_before.get(pid, 0.0) for pid, v in self.backends.items())
        return workers, backends, client


def phase(
    base: str,
    queue_id: int,
    usernames: list[str],
    duration: float,
    think_ms: float,
    *,
    warmup: float = 0.0,
    on_start=None,
):
    """Log every client in, let them work ``warmup`` seconds unmeasured (every gunicorn worker
    has then compiled its templates, opened its connection and prepared its statements), then
    ``duration`` seconds measured; return the samples."""
    samples: dict[str, list[float]] = defaultdict(list)
    statuses: dict[str, int] = defaultdict(int)
    lock = threading.Lock()
    measure_from = [float("inf")]

    def record(kind: str, ms: float, status: int) -> None:
        if time.monotonic() < measure_from[0]:
            return
        with lock:
            samples[kind].append(ms)
            if status >= 400:
                statuses[kind] += 1

    ready = threading.Semaphore(0)
    start_at = threading.Event()
    deadline = [float("inf")]
    clients = [
        Client(base, name, queue_id, ready, start_at, deadline, record, think_ms / 1000)
        for name in usernames
    ]
    for c in clients:
        c.start()
    for _ in clients:  # every client has logged in (password hashing is slow on purpose)
        ready.acquire()
    measure_from[0] = time.monotonic() + warmup
    deadline[0] = measure_from[0] + duration
    start_at.set()
    time.sleep(warmup)
    if on_start is not None:
        on_start()
    for c in clients:
        c.join(timeout=warmup + duration + 120)
    return samples, statuses, [e for c in clients for e in c.errors]

#!/usr/bin/env python3
"""Load on loopback: CLIENTS concurrent clients send REQUESTS layout
requests of a 50-view layout to a running `autolayout serve`, each client
on its own keep-alive connection; prints p50/p99 latency and requests per
second, and fails on any error.

    python3 Scripts/load_test.py http://127.0.0.1:8080 [--clients 200] [--requests 10000]
"""
import http.client
import json
import sys
import threading
import time
import urllib.parse


def layout_50_views():
    lines = ["size 375x2000", "metric gap = 8"]
    for i in range(25):
        top = "|.top + gap" if i == 0 else f"row{i - 1}.bottom + gap"
        lines += [f"view row{i}", f"view label{i} in row{i} intrinsic 120x20",
                  f"H:|-16-[row{i}]-16-|", f"row{i}.top == {top}; row{i}.height == 44",
                  f"label{i}.leading == row{i}.leadingMargin; label{i}.centerY == row{i}.centerY"]
    return "\n".join(lines)


def main(argv):
    base = urllib.parse.urlparse(argv[1])
    clients = int(argv[argv.index("--clients") + 1]) if "--clients" in argv else 200
    total = int(argv[argv.index("--requests") + 1]) if "--requests" in argv else 10000
    body = json.dumps({"text": layout_50_views()}).encode()
    latencies, errors = [], []
    lock = threading.Lock()
    counter = iter(range(total))

    def client():
        connection = http.client.HTTPConnection(base.hostname, base.port, timeout=60)
        mine = []
        while True:
            with lock:
                n = next(counter, None)
            if n is None:
                break
            start = time.perf_counter()
            try:
                connection.request("POST", "/api/layout", body, {"Content-Type": "application/json"})
                response = connection.getresponse()
                answer = response.read()
                if response.status != 200 or len(json.loads(answer)["frames"]) != 50:
                    errors.append(f"status {response.status}")
            except Exception as e:  # a dropped connection is an error; reconnect and go on
                errors.append(repr(e))
                connection.close()
                connection = http.client.HTTPConnection(base.hostname, base.port, timeout=60)
            mine.append(time.perf_counter() - start)
        connection.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    latencies.sort()

    def pct(p):
        return latencies[min(len(latencies) - 1, int(p / 100 * len(latencies)))] * 1000

    print(f"{len(latencies)} requests from {clients} clients in {elapsed:.1f} s: "
          f"{len(latencies) / elapsed:.0f} requests/s, p50 {pct(50):.1f} ms, p99 {pct(99):.1f} ms, "
          f"errors {len(errors)}")
    if errors:
        print("first errors:", errors[:5])
    return 1 if errors or len(latencies) != total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

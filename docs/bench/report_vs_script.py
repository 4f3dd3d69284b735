#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""`report --format json`, `stats` and `agreement` as commands beside study_kappa.py, interleaved.

On a shared machine the load changes between bench's phases; run one after the other, round by
round, the commands see the same load. Prints each one's median and best wall time and the factors.
Run: /usr/bin/python3 docs/bench/report_vs_script.py build/release/app/cli/taxonomist-cli \
         study.taxonomist ../shared/study [ROUNDS]
"""
import os
import statistics
import subprocess
import sys
import time

cli, project, study = sys.argv[1:4]
rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 11
script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "study_kappa.py")
commands = {
    "report": [cli, "report", "--db", project, "--format", "json"],
    "stats": [cli, "stats", "--db", project],
    "agreement": [cli, "agreement", "--db", project, "--level", "theme", "--by", "type"],
    "script": ["/usr/bin/python3", script, study],
}
times = {name: [] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[name].append((time.perf_counter() - start) * 1000)
median = {name: statistics.median(values) for name, values in times.items()}
for name, values in times.items():
    print(f"{name:10} median {median[name]:7.1f} ms   best {min(values):7.1f} ms")
print(f"report vs script: {median['script'] / median['report']:.1f}x "
      f"(best against best {min(times['script']) / min(times['report']):.1f}x); "
      f"stats + agreement: {median['script'] / (median['stats'] + median['agreement']):.1f}x")

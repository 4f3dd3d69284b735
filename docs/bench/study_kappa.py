#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The study's way of computing Table I and Fleiss' kappa, with pandas and statsmodels, timed.

A stand-in for the study repository's kappa.py (not in the published data set): it reads the 11
framework CSVs, counts issues per year (from the year files) and per type of the final label,
and computes Fleiss' kappa over the seven theme labels of each type, as the paper reports it.
Run: /usr/bin/python3 docs/bench/study_kappa.py ../shared/study
"""
import glob
import os
import resource
import sys
import time

start = time.perf_counter()
import pandas as pd  # noqa: E402
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa  # noqa: E402

imported = time.perf_counter()
root = os.path.join(sys.argv[1] if len(sys.argv) > 1 else "../shared/study", "Issue Report")
frames = []
for csv in sorted(glob.glob(os.path.join(root, "*", "*.csv"))):
    framework = os.path.basename(os.path.dirname(csv))
    frame = pd.read_csv(csv, dtype=str, keep_default_na=False)
    frame["framework"] = framework
    years = {}
    for txt in glob.glob(os.path.join(os.path.dirname(csv), f"{framework}_*.txt")):
        year = int(txt.rsplit("_", 1)[1][:4])
        with open(txt) as f:
            for url in f.read().split("\n"):
                if url:
                    years[url] = year
    frame["year"] = frame["Issue_URL"].map(years)
    frames.append(frame)
data = pd.concat(frames, ignore_index=True)
data["type"] = data["Final_Label"].str[0].map({"A": "question", "B": "requirement", "C": "bug"})
table_one = pd.concat([pd.crosstab(data["framework"], data["year"]), pd.crosstab(data["framework"], data["type"])], axis=1)
labels = [f"Label{i}" for i in range(1, 8)]
kappas = {}
for kind, group in data.groupby("type"):
    counts, _ = aggregate_raters(group[labels].to_numpy())
    kappas[kind] = (len(group), fleiss_kappa(counts, method="fleiss"))
done = time.perf_counter()

print(table_one.to_string())
for kind, (items, kappa) in kappas.items():
    print(f"{kind:12} {items:6} items  Fleiss kappa {kappa:.3f}")
print(f"python start-up and imports: {imported - start:.2f} s; "
      f"read + Table I + kappa: {done - imported:.2f} s; "
      f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")

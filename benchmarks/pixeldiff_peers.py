#!/usr/bin/env python3
"""Compare Plumb's pixel diff with pixelmatch (pybind11-pixelmatch) and ImageMagick.

Usage: pixeldiff_peers.py OUT_DIR [SECONDS] [PLUMB_BINARY]

Reads what `plumb-bench pixeldiff OUT_DIR` wrote: OUT_DIR/plumb.json, the pairs as raw RGBA
(<pair>-a.rgba, <pair>-b.rgba; opaque, so premultiplied and straight bytes are the same) and
PNG, and Plumb's verdicts <pair>.plumb-mask (255 counted, 127 anti-aliased, 0 same).

- pixelmatch (the C++17 port behind pybind11-pixelmatch, single-threaded): threshold 0.1,
  includeAA false, as Plumb. Timed in memory on the decoded arrays, counting only (no output
  image), fastest call of a loop of SECONDS/3 per pair, like plumb-bench. Then one call with
  an output image gives its per-pixel verdicts (red = counted, yellow = anti-aliasing) for the
  agreement numbers: pixels flagged by both / pixels flagged by either.
- ImageMagick `compare -metric AE -fuzz 10%`: a whole process (PNG decoding included), so it
  is timed against `plumb diff A.png B.png` (PLUMB_BINARY, also a whole process). AE counts
  pixels whose RGBA distance exceeds the fuzz, without perceptual weighting or
  anti-aliasing detection: its count is shown, but it is no agreement number.

Prints one table: calls/s, the speed ratio against Plumb of the same kind (in-memory against
PixelDiff.compare, process against `plumb diff`; Plumb = 1.00), pixels flagged, and agreement.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

import numpy as np
import pybind11_pixelmatch as pm

FUZZ = "10%"


def best_of(fn, seconds, min_calls=3):
    best, calls, start = float("inf"), 0, time.perf_counter()
    while calls < min_calls or time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
        calls += 1
    return best, (time.perf_counter() - start) / calls, calls


def main():
    out = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    plumb_bin = sys.argv[3] if len(sys.argv) > 3 else ".build/release/plumb"
    meta = json.load(open(os.path.join(out, "plumb.json")))
    magick = shutil.which("compare")
    per_pair = seconds / max(len(meta["pairs"]), 1)

    rows, notes = [], []
    for p in meta["pairs"]:
        name, w, h = p["name"], p["width"], p["height"]
        a = np.fromfile(os.path.join(out, f"{name}-a.rgba"), dtype=np.uint8).reshape(h, w, 4)
        b = np.fromfile(os.path.join(out, f"{name}-b.rgba"), dtype=np.uint8).reshape(h, w, 4)
        assert (a[..., 3] == 255).all() and (b[..., 3] == 255).all(), "pairs must be opaque"
        plumb_mask = np.fromfile(os.path.join(out, f"{name}.plumb-mask"), dtype=np.uint8).reshape(h, w)
        plumb_diff, plumb_aa = plumb_mask == 255, plumb_mask == 127
        assert int(plumb_diff.sum()) == p["different"]

        opts = pm.Options()
        opts.threshold = 0.1
        opts.includeAA = False
        pm_best, pm_mean, pm_calls = best_of(lambda: pm.pixelmatch(a, b, options=opts), per_pair)
        output = np.zeros_like(a)
        pm_count = pm.pixelmatch(a, b, output=output, options=opts)
        red = (output[..., 0] == 255) & (output[..., 1] == 0) & (output[..., 2] == 0)
        yellow = (output[..., 0] == 255) & (output[..., 1] == 255) & (output[..., 2] == 0)
        assert int(red.sum()) == pm_count, (int(red.sum()), pm_count)

        def agreement(x, y):
            either = int((x | y).sum())
            return 1.0 if either == 0 else int((x & y).sum()) / either

        rows.append((name, "Plumb PixelDiff.compare", "memory", 1 / p["best"], 1.0, p["different"], "—"))
        rows.append((name, "pixelmatch (pybind11 C++)", "memory", 1 / pm_best, p["best"] / pm_best, pm_count,
                     f"{100 * agreement(plumb_diff, red):.3f} %"))
        only_plumb = int((plumb_diff & ~red).sum())
        only_pm = int((red & ~plumb_diff).sum())
        notes.append(f"{name}: counted by both {int((plumb_diff & red).sum())}, only Plumb {only_plumb}, "
                     f"only pixelmatch {only_pm}; anti-aliased: Plumb {int(plumb_aa.sum())}, pixelmatch {int(yellow.sum())}, "
                     f"agreement {100 * agreement(plumb_aa, yellow):.3f} %")

        pa, pb = os.path.join(out, f"{name}-a.png"), os.path.join(out, f"{name}-b.png")
        cli = None
        if os.access(plumb_bin, os.X_OK):
            def run_plumb():
                r = subprocess.run([plumb_bin, "diff", pa, pb], capture_output=True, text=True)
                assert r.returncode in (0, 1), r.stderr
            cli, _, _ = best_of(run_plumb, per_pair / 2)
            rows.append((name, "plumb diff (CLI)", "process", 1 / cli, 1.0, p["different"], "—"))
        if magick:
            ae = [None]

            def run_magick():
                r = subprocess.run([magick, "-metric", "AE", "-fuzz", FUZZ, pa, pb, "null:"],
                                   capture_output=True, text=True)
                assert r.returncode in (0, 1), r.stderr
                ae[0] = int(float(re.findall(r"[\d.e+]+", r.stderr)[0]))
            im, _, _ = best_of(run_magick, per_pair / 2)
            rows.append((name, f"ImageMagick compare AE -fuzz {FUZZ}", "process", 1 / im,
                         (cli / im) if cli else float("nan"), ae[0], "n/a (not the same metric)"))

    header = ("pair", "engine", "timed", "diffs/s", "× Plumb", "px flagged", "agreement with Plumb (both/either)")
    table = [header] + [(r[0], r[1], r[2], f"{r[3]:.1f}", f"{r[4]:.2f}", f"{r[5]:,}", r[6]) for r in rows]
    widths = [max(len(str(r[i])) for r in table) for i in range(len(header))]
    for i, r in enumerate(table):
        print("  ".join(str(c).ljust(widths[j]) if j < 2 or j == 6 else str(c).rjust(widths[j]) for j, c in enumerate(r)))
        if i == 0:
            print("  ".join("-" * x for x in widths))
    print()
    print(f"{meta['pairs'][0]['width']}×{meta['pairs'][0]['height']} pairs, threshold 0.1, anti-aliasing not counted; "
          "diffs/s from the fastest call, single-threaded.")
    print("× Plumb: memory rows against PixelDiff.compare (PNG decoding excluded), process rows against "
          "`plumb diff A.png B.png` (PNG decoding and process start included). Plumb = 1.00; above 1 is faster than Plumb.")
    for n in notes:
        print(n)


if __name__ == "__main__":
    main()

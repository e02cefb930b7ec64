#!/usr/bin/env python3
"""Plumb's pixel diff against pixelmatch (pybind11-pixelmatch), pixelhog and blazediff.

Usage: pixeldiff_peers.py OUT_DIR [SECONDS] [ROUNDS] [PLUMB_BENCH]

Reads what `plumb-bench pixeldiff OUT_DIR` wrote: OUT_DIR/plumb.json, the pairs as raw RGBA
(<pair>-a.rgba, <pair>-b.rgba; opaque, so premultiplied and straight bytes are the same) and
PNG, and Plumb's verdicts <pair>.plumb-mask (255 counted, 127 anti-aliased, 0 same).

Every engine runs on one thread (RAYON_NUM_THREADS=1 is set for the Rust peers) with
pixelmatch's settings: threshold 0.1, anti-aliased pixels detected and not counted.

- Plumb: `PixelDiff.compare` in memory (PLUMB_BENCH pixeldiff --time-only, counting only),
  and from the PNG files (both decoded, then compared) for the file-only peer.
- pixelmatch: pybind11-pixelmatch (its C++ port), in memory on the decoded arrays, counting only.
- pixelhog (Rust pixelmatch): `Comparison.from_rgba` once per pair (not timed: it copies the
  buffers), then `diff_count` timed, in memory.
- blazediff (Rust, block-based, SIMD): its Python API only takes file paths, so it is timed on
  the PNG files, decoding both included, against Plumb's file timing. `antialiasing=True`
  is its switch for detecting anti-aliasing (pixelmatch's includeAA false).

Timing: ROUNDS rounds (default 3); in each, Plumb then every peer is timed for SECONDS split
over the pairs (file timings get a quarter of that). Each engine's best call over all rounds
counts, so a burst of load from other processes on this shared machine hurts every engine
alike rather than whichever ran during it.

Agreement with pixelmatch: each engine's per-pixel verdicts (Plumb's mask; the peers' diff
images: red counted, yellow anti-aliasing) against pixelmatch's, as the share of all pixels
with the same verdict, and the pixels counted by one and not the other.
"""
import io
import json
import os
import subprocess
import sys
import time

os.environ.setdefault("RAYON_NUM_THREADS", "1")

import blazediff  # noqa: E402
import numpy as np  # noqa: E402
import pixelhog  # noqa: E402
import pybind11_pixelmatch as pm  # noqa: E402
from PIL import Image  # noqa: E402

THRESHOLD = 0.1


def best_of(fn, seconds, min_calls=3):
    best, calls, start = float("inf"), 0, time.perf_counter()
    while calls < min_calls or time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
        calls += 1
    return best


def verdicts_from_image(rgba):
    """255 counted (red), 127 anti-aliasing (yellow), 0 otherwise, from a diff image."""
    red = (rgba[..., 0] == 255) & (rgba[..., 1] == 0) & (rgba[..., 2] == 0)
    yellow = (rgba[..., 0] == 255) & (rgba[..., 1] == 255) & (rgba[..., 2] == 0)
    return np.where(red, 255, np.where(yellow, 127, 0)).astype(np.uint8)


def decode_png(data):
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGBA"))


def main():
    out = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 6.0
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    bench = sys.argv[4] if len(sys.argv) > 4 else ".build/release/plumb-bench"
    meta = json.load(open(os.path.join(out, "plumb.json")))
    pairs = meta["pairs"]
    per_pair = seconds / max(len(pairs), 1)
    opts = pm.Options()
    opts.threshold = THRESHOLD
    opts.includeAA = False

    data, best = {}, {}
    for p in pairs:
        name, w, h = p["name"], p["width"], p["height"]
        a = np.fromfile(os.path.join(out, f"{name}-a.rgba"), dtype=np.uint8).reshape(h, w, 4)
        b = np.fromfile(os.path.join(out, f"{name}-b.rgba"), dtype=np.uint8).reshape(h, w, 4)
        assert (a[..., 3] == 255).all() and (b[..., 3] == 255).all(), "pairs must be opaque"
        hog = pixelhog.Comparison.from_rgba(a.tobytes(), w, h, b.tobytes(), w, h)
        files = (os.path.join(out, f"{name}-a.png"), os.path.join(out, f"{name}-b.png"))
        data[name] = (a, b, hog, files)
        t = p["timing"]
        best[name] = {"plumb": t["best"], "plumb files": t["bestFiles"], "memcmp": t["memcmp"], "memcmp2": t["memcmp2"],
                      "pixelmatch": float("inf"), "pixelhog": float("inf"), "blazediff files": float("inf")}

    for _ in range(rounds):
        timed = json.loads(subprocess.run([bench, "pixeldiff", "--time-only", out, str(seconds)],
                                          check=True, capture_output=True, text=True).stdout)
        for name, t in timed.items():
            best[name]["plumb"] = min(best[name]["plumb"], t["best"])
            best[name]["plumb files"] = min(best[name]["plumb files"], t["bestFiles"])
            best[name]["memcmp"] = min(best[name]["memcmp"], t["memcmp"])
            best[name]["memcmp2"] = min(best[name]["memcmp2"], t["memcmp2"])
        for p in pairs:
            name = p["name"]
            a, b, hog, (fa, fb) = data[name]
            bst = best[name]
            bst["pixelmatch"] = min(bst["pixelmatch"], best_of(lambda: pm.pixelmatch(a, b, options=opts), per_pair))
            bst["pixelhog"] = min(bst["pixelhog"],
                                  best_of(lambda: hog.diff_count(threshold=THRESHOLD, include_aa=False), per_pair))
            bst["blazediff files"] = min(bst["blazediff files"], best_of(
                lambda: blazediff.compare(fa, fb, threshold=THRESHOLD, antialiasing=True), per_pair / 4))

    rows, notes = [], []
    for p in pairs:
        name, w, h = p["name"], p["width"], p["height"]
        a, b, hog, (fa, fb) = data[name]
        bst = best[name]
        # Per-pixel verdicts of every engine.
        plumb = np.fromfile(os.path.join(out, f"{name}.plumb-mask"), dtype=np.uint8).reshape(h, w)
        output = np.zeros_like(a)
        pm_count = pm.pixelmatch(a, b, output=output, options=opts)
        ref = verdicts_from_image(output)
        assert int((ref == 255).sum()) == pm_count
        hog_v = verdicts_from_image(decode_png(hog.diff_image(threshold=THRESHOLD, include_aa=False)))
        assert int((hog_v == 255).sum()) == hog.diff_count(threshold=THRESHOLD, include_aa=False)
        bd_path = os.path.join(out, f"{name}-blazediff.png")
        if os.path.exists(bd_path):
            os.remove(bd_path)
        bd = blazediff.compare(fa, fb, bd_path, threshold=THRESHOLD, antialiasing=True)
        # An identical pair writes no diff image.
        bd_v = (verdicts_from_image(np.asarray(Image.open(bd_path).convert("RGBA"))) if os.path.exists(bd_path)
                else np.zeros((h, w), dtype=np.uint8))
        assert int((bd_v == 255).sum()) == (bd.diff_count or 0)

        def agreement(v):
            same = float((v == ref).mean())
            extra, missed = int(((v == 255) & (ref != 255)).sum()), int(((ref == 255) & (v != 255)).sum())
            text = "identical" if same == 1.0 else f"{100 * same:.4f} %"
            return f"{text} (+{extra} −{missed})"

        rows.append((name, bst["plumb"], bst["pixelmatch"], bst["pixelhog"], bst["plumb files"], bst["blazediff files"],
                     int((plumb == 255).sum()), agreement(plumb), agreement(hog_v), agreement(bd_v)))
        notes.append(f"{name}: counted / anti-aliased — pixelmatch {pm_count:,} / {int((ref == 127).sum()):,}, "
                     f"Plumb {int((plumb == 255).sum()):,} / {int((plumb == 127).sum()):,}, "
                     f"pixelhog {int((hog_v == 255).sum()):,} / {int((hog_v == 127).sum()):,}, "
                     f"blazediff {int((bd_v == 255).sum()):,} / {int((bd_v == 127).sum()):,}")

    header = ("pair", "Plumb ms", "pixelmatch ms", "pixelhog ms", "Plumb files ms", "blazediff files ms",
              "× pixelmatch", "× pixelhog", "× blazediff", "px counted",
              "Plumb vs pixelmatch", "pixelhog vs pixelmatch", "blazediff vs pixelmatch")
    table = [header]
    for r in rows:
        table.append((r[0], f"{1000 * r[1]:.3f}", f"{1000 * r[2]:.3f}", f"{1000 * r[3]:.3f}", f"{1000 * r[4]:.1f}",
                      f"{1000 * r[5]:.1f}", f"{r[2] / r[1]:.2f}", f"{r[3] / r[1]:.2f}", f"{r[5] / r[4]:.2f}",
                      f"{r[6]:,}", r[7], r[8], r[9]))
    widths = [max(len(str(r[i])) for r in table) for i in range(len(header))]
    for i, r in enumerate(table):
        print("  ".join(str(c).ljust(widths[j]) if j == 0 or j >= 10 else str(c).rjust(widths[j]) for j, c in enumerate(r)))
        if i == 0:
            print("  ".join("-" * x for x in widths))
    print()
    print(f"{pairs[0]['width']}×{pairs[0]['height']} pairs, threshold {THRESHOLD}, anti-aliasing detected and not counted, "
          f"one thread; best call of {rounds} interleaved rounds.")
    print("ms: in memory (decoded RGBA, counting only); 'files' columns decode both PNG files and compare "
          "(blazediff's Python API takes only paths).")
    print("× peer: the peer's time over Plumb's (in memory, or files against files for blazediff); above 1 Plumb is faster.")
    print("vs pixelmatch: share of all pixels given pixelmatch's verdict (counted / anti-aliasing / same), "
          "+ pixels counted that pixelmatch does not count, − pixels pixelmatch counts that are not counted.")
    for n in notes:
        print(n)
    print()
    print("Floor: every exact engine reads both images in full on an identical pair (pixelmatch compares them")
    print("first and stops), so a memcmp of the pair bounds them all:")
    for p in pairs:
        bst = best[p["name"]]
        print(f"  {p['name']}: memcmp one thread {1000 * bst['memcmp']:.3f} ms, two threads {1000 * bst['memcmp2']:.3f} ms; "
              f"pixelmatch {1000 * bst['pixelmatch']:.3f} ms = {bst['memcmp'] / bst['pixelmatch']:.2f}× the one-thread floor's speed; "
              f"3× pixelmatch would need {1000 * bst['pixelmatch'] / 3:.3f} ms")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# GStreamer OpenCL analytics
# Copyright (C) 2026 The gst-cl-analytics authors
# SPDX-License-Identifier: LGPL-2.0-or-later
"""The torch peer of bow-bench: nearest-word assignment in fp32 on CUDA as
a deep-learning stack would write it, addmm (|c|^2 - 2 d.c) + argmin +
bincount, on the very descriptors and words bow-bench used (its --dump
folder), timed with CUDA events (median of 20 after 3 warm-ups).

  bow-bench --dump /tmp/bow ... && python3 bench/bow-torch.py /tmp/bow

Prints one markdown row per (N, K): time, effective TFLOP/s (2 N K 64), and
the share of descriptors given the same word as clbowhist's engine (which
returns exactly the CPU reference's; torch's formulation rounds differently,
so near-ties may go the other way).  TF32 is off: this is fp32.
"""
import os
import re
import sys

import numpy as np
import torch


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/bow"
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda")
    ns = sorted(int(m.group(1)) for f in os.listdir(folder)
                if (m := re.match(r"desc_(\d+)\.f32$", f)))
    ks = sorted(int(m.group(1)) for f in os.listdir(folder)
                if (m := re.match(r"words_(\d+)\.f32$", f)))
    print("torch %s on %s, fp32 (TF32 off): addmm + argmin + bincount, "
          "CUDA events, median of 20\n" % (torch.__version__,
                                           torch.cuda.get_device_name(0)))
    print("| N | K | torch ms | TFLOP/s | same words as ours |")
    print("|---:|---:|---:|---:|---:|")
    for n in ns:
        x = torch.from_numpy(np.fromfile(os.path.join(folder, "desc_%d.f32" % n),
                                         dtype="<f4").reshape(n, 64)).to(dev)
        for k in ks:
            c = torch.from_numpy(np.fromfile(os.path.join(folder, "words_%d.f32" % k),
                                             dtype="<f4").reshape(k, 64)).to(dev)
            cn = (c * c).sum(1).unsqueeze(0)
            ct = c.t().contiguous()

            def run():
                d = torch.addmm(cn, x, ct, beta=1.0, alpha=-2.0)
                a = d.argmin(1)
                return a, torch.bincount(a, minlength=k)

            for _ in range(3):
                a, h = run()
            times = []
            for _ in range(20):
                s = torch.cuda.Event(enable_timing=True)
                e = torch.cuda.Event(enable_timing=True)
                s.record()
                a, h = run()
                e.record()
                torch.cuda.synchronize()
                times.append(s.elapsed_time(e))
            ms = float(np.median(times))
            ours_path = os.path.join(folder, "ours_%d_%d.u32" % (n, k))
            same = "n/a"
            if os.path.exists(ours_path):
                ours = np.fromfile(ours_path, dtype="<u4").astype(np.int64)
                same = "%.2f%%" % (100.0 * np.mean(ours == a.cpu().numpy()))
            print("| %d | %d | %.3f | %.2f | %s |" % (n, k, ms, 2.0 * n * k * 64 / (ms * 1e9), same))
            sys.stdout.flush()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# The export list of libgstclanalytics is exactly the set of symbols its
# headers declare with GST_CL_API (the public headers and the uninstalled
# gstcl-private.h): nothing leaks out of the hidden-visibility build, and
# nothing declared for export is missing.
#
# usage: check-exports.py NM LIBRARY HEADER_DIR
import glob
import os
import re
import subprocess
import sys

nm, lib, header_dir = sys.argv[1:4]

out = subprocess.run([nm, "-D", "--defined-only", lib], check=True,
                     stdout=subprocess.PIPE, universal_newlines=True).stdout
exported = set()
for line in out.splitlines():
    parts = line.split()
    # "ADDRESS TYPE NAME": functions (T) and data (B, D); skip the
    # linker's own markers (A)
    # (ASan's ODR markers of a sanitizer build are not ours)
    if len(parts) == 3 and parts[1] in "TBDRVW" and \
            not parts[2].startswith("__odr_asan"):
        exported.add(parts[2].split("@")[0])

declared = set()
for header in sorted(glob.glob(os.path.join(header_dir, "*.h"))):
    text = open(header).read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    # preprocessor lines (the macro's own definition), continuations included
    text = re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", "", text, flags=re.M)
    # GST_CL_API, then one declaration up to its ';'
    for m in re.finditer(r"\bGST_CL_API\b\s+([^;]*;)", text):
        decl = m.group(1)
        final = re.match(r"G_DECLARE_(?:FINAL|DERIVABLE)_TYPE\s*\(\s*\w+\s*,\s*(\w+)", decl)
        if final:
            declared.add(final.group(1) + "_get_type")
            continue
        func = re.search(r"(\w+)\s*\(", decl)
        var = re.search(r"(\w+)\s*;$", decl)
        name = func.group(1) if func else var.group(1) if var else None
        if not name:
            sys.exit("cannot read the declaration in %s: %s" % (header, decl))
        declared.add(name)

leaked = sorted(exported - declared)
missing = sorted(declared - exported)
print("%d symbols exported, %d declared with GST_CL_API" %
      (len(exported), len(declared)))
for name in leaked:
    print("exported but not declared with GST_CL_API:", name)
for name in missing:
    print("declared with GST_CL_API but not exported:", name)
if len(declared) < 20:
    sys.exit("too few declarations found: is the header parser broken?")
sys.exit(1 if leaked or missing else 0)

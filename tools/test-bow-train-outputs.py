#!/usr/bin/env python3
# cl-bow-train's output paths: regular files written atomically, a link to
# a regular file written through (the link stays), "-" to standard output,
# anything else (a device, a FIFO, a link to a device) refused without
# being replaced, a failed write reported with the old file left whole.
#
#   test-bow-train-outputs.py CL-BOW-TRAIN IMAGE.pgm
import os
import resource
import signal
import stat
import subprocess
import sys
import tempfile

tool, image = sys.argv[1], sys.argv[2]
ARGS = ['-q', '-k', '8', '--step', '12', '--assign', 'cpu']


def train(output, extra=(), limit=None):
    def preexec():
        if limit is not None:
            # writes past `limit` bytes fail with EFBIG instead of killing
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return subprocess.run([tool] + ARGS + list(extra) + ['-o', output, image],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          preexec_fn=preexec, timeout=120)


def fail(what, r=None):
    print('FAIL:', what)
    if r is not None:
        print('exit', r.returncode, 'stderr:', r.stderr.decode(errors='replace'))
    sys.exit(1)


d = tempfile.mkdtemp()
reference = os.path.join(d, 'reference.vocab')
r = train(reference)
if r.returncode != 0 or not os.path.isfile(reference):
    fail('a plain output file', r)
with open(reference, 'rb') as f:
    expected = f.read()

# a symbolic link to a device: refused, the link left as it is
link_dev = os.path.join(d, 'to-full')
os.symlink('/dev/full', link_dev)
r = train(link_dev)
if r.returncode == 0 or b'character device' not in r.stderr:
    fail('a link to /dev/full is not refused', r)
if not os.path.islink(link_dev) or os.readlink(link_dev) != '/dev/full':
    fail('the link to /dev/full was replaced')

# a FIFO (nobody reading): refused at once, still a FIFO
fifo = os.path.join(d, 'fifo')
os.mkfifo(fifo)
r = train(fifo)
if r.returncode == 0 or b'FIFO' not in r.stderr:
    fail('a FIFO is not refused', r)
if not stat.S_ISFIFO(os.lstat(fifo).st_mode):
    fail('the FIFO was replaced')

# --dump-descriptors to a FIFO: refused too, before any training
r = train(os.path.join(d, 'dump-vocab'), ['--dump-descriptors', fifo])
if r.returncode == 0 or b'FIFO' not in r.stderr:
    fail('--dump-descriptors to a FIFO is not refused', r)

# /dev/full itself: refused, still a device
r = train('/dev/full')
if r.returncode == 0 or b'character device' not in r.stderr:
    fail('/dev/full is not refused', r)
if not stat.S_ISCHR(os.lstat('/dev/full').st_mode):
    fail('/dev/full is no longer a device')

# a link to a regular file: written through, the link stays a link
target = os.path.join(d, 'target.vocab')
with open(target, 'wb') as f:
    f.write(b'old contents')
link_file = os.path.join(d, 'link.vocab')
os.symlink('target.vocab', link_file)
r = train(link_file)
if r.returncode != 0:
    fail('a link to a regular file', r)
if not os.path.islink(link_file) or os.readlink(link_file) != 'target.vocab':
    fail('the link to a regular file was replaced')
with open(target, 'rb') as f:
    if f.read() != expected:
        fail('the file behind the link does not hold the vocabulary')

# "-": the vocabulary on standard output, byte for byte
r = train('-')
if r.returncode != 0 or r.stdout != expected:
    fail('"-" does not write the vocabulary to standard output', r)

# a write that fails (file size limit: EFBIG, as ENOSPC would): reported,
# exit status 1, the old file whole, no temporary file left behind
old = os.path.join(d, 'old.vocab')
with open(old, 'wb') as f:
    f.write(b'previous vocabulary')
r = train(old, limit=len(expected) // 2)
if r.returncode != 1 or b'write failed' not in r.stderr:
    fail('a failed write is not reported', r)
with open(old, 'rb') as f:
    if f.read() != b'previous vocabulary':
        fail('a failed write damaged the old file')
left = [n for n in os.listdir(d) if n.startswith('.old.vocab.')]
if left:
    fail('temporary files left: %s' % left)

# standard output that cannot take it (/dev/full as stdout): ENOSPC reported
with open('/dev/full', 'wb') as full:
    r = subprocess.run([tool] + ARGS + ['-o', '-', image], stdout=full,
                       stderr=subprocess.PIPE, timeout=120)
if r.returncode != 1 or b'No space left' not in r.stderr:
    fail('a full standard output is not reported', r)

print('ok')

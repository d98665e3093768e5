#!/usr/bin/env python3
"""A reader of SQLite write-ahead log files, independent of SQLite, for the kill test.

It answers one question about a "-wal" file left by a killed process: does the log hold
frames written after its last commit frame? Such frames are a transaction whose commit was
being written when the process died: the kill landed inside a commit.

The format (https://www.sqlite.org/fileformat2.html#walformat):

  * a 32-byte header, big-endian fields: magic 0x377f0682 or 0x377f0683, format version
    3007000, page size, checkpoint sequence, salt-1, salt-2, checksum-1, checksum-2; the
    checksum covers the first 24 bytes;
  * then frames: a 24-byte frame header (page number, database size in pages after commit,
    nonzero only on a commit frame, salt-1, salt-2, checksum-1, checksum-2) and one page;
  * a frame is valid when its salts equal the header's and its checksum, cumulative from the
    header's checksum over the frame header's first 8 bytes and the page, matches; the valid
    frames are those before the first invalid one. After a checkpoint the log is restarted
    from the start with new salts, so older frames further in the file are invalid;
  * the checksum runs over 32-bit words, little-endian when the magic's low bit is 0,
    big-endian when it is 1: s0 += x[i] + s1; s1 += x[i+1] + s0, modulo 2^32.

Standard library only. `wal_frames.py --self-test` (also run by kill_test.py before it
starts) checks the reader against logs written by Python's sqlite3 module, cut and altered,
and against SQLite's own reading of those files.
"""

import os
import shutil
import sqlite3
import struct
import sys
import tempfile

MAGIC_LE = 0x377F0682
MAGIC_BE = 0x377F0683
VERSION = 3007000


def checksum(data, big_endian, s0=0, s1=0):
    """The WAL checksum of `data` (a multiple of 8 bytes), continuing from (s0, s1)."""
    n = len(data) // 4
    words = struct.unpack((">" if big_endian else "<") + "%dI" % n, data)
    m = 0xFFFFFFFF
    for i in range(0, n, 2):
        s0 = (s0 + words[i] + s1) & m
        s1 = (s1 + words[i + 1] + s0) & m
    return s0, s1


class Wal:
    """What a -wal file holds: its header and its valid frames."""

    def __init__(self):
        self.header_valid = False
        self.big_endian = False
        self.page_size = 0
        self.salts = None
        self.file_size = 0
        self.frames = []  # valid frames in order: (page number, db size after commit, s0, s1)

    @property
    def last_commit(self):
        """The number of valid frames up to and including the last commit frame (0: none)."""
        for i in range(len(self.frames), 0, -1):
            if self.frames[i - 1][1] != 0:
                return i
        return 0

    @property
    def uncommitted(self):
        """Valid frames after the last commit frame: a commit cut short."""
        return len(self.frames) - self.last_commit

    def tail_signature(self):
        """Identifies the uncommitted frames (None when there are none): the salts, where
        they start and the last one's cumulative checksum, which depends on all of them."""
        if not self.uncommitted:
            return None
        return (self.salts, self.last_commit, self.frames[-1][2:])


def read_wal(path):
    """Reads the -wal file at `path` (missing: an empty log)."""
    w = Wal()
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return w
    w.file_size = len(data)
    if len(data) < 32:
        return w
    magic, version, page_size, _seq, salt1, salt2, c0, c1 = struct.unpack(">8I", data[:32])
    if magic not in (MAGIC_LE, MAGIC_BE) or version != VERSION:
        return w
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return w
    big = magic == MAGIC_BE
    s0, s1 = checksum(data[:24], big)
    if (s0, s1) != (c0, c1):
        return w
    w.header_valid = True
    w.big_endian = big
    w.page_size = page_size
    w.salts = (salt1, salt2)
    frame_size = 24 + page_size
    off = 32
    while off + frame_size <= len(data):
        pgno, db_size, fs1, fs2, fc0, fc1 = struct.unpack(">6I", data[off:off + 24])
        if pgno == 0 or (fs1, fs2) != (salt1, salt2):
            break
        s0, s1 = checksum(data[off:off + 8], big, s0, s1)
        s0, s1 = checksum(data[off + 24:off + frame_size], big, s0, s1)
        if (s0, s1) != (fc0, fc1):
            break
        w.frames.append((pgno, db_size, s0, s1))
        off += frame_size
    return w


# --- self-test --------------------------------------------------------------------------------

def _rewrite(data, big_endian, salts=None):
    """The log `data` with every valid-looking frame re-signed in the chosen byte order
    (and salts): a file SQLite must read exactly as the original."""
    hdr = list(struct.unpack(">8I", data[:32]))
    page_size = hdr[2]
    hdr[0] = MAGIC_BE if big_endian else MAGIC_LE
    if salts:
        hdr[4], hdr[5] = salts
    head = struct.pack(">6I", *hdr[:6])
    s0, s1 = checksum(head, big_endian)
    out = bytearray(head + struct.pack(">2I", s0, s1))
    off = 32
    while off + 24 + page_size <= len(data):
        pgno, db_size = struct.unpack(">2I", data[off:off + 8])
        page = data[off + 24:off + 24 + page_size]
        s0, s1 = checksum(data[off:off + 8], big_endian, s0, s1)
        s0, s1 = checksum(page, big_endian, s0, s1)
        out += struct.pack(">6I", pgno, db_size, hdr[4], hdr[5], s0, s1) + page
        off += 24 + page_size
    return bytes(out)


def _sqlite_reads(db_bytes, wal_bytes, folder):
    """What SQLite itself reads from a database and this log: the rows of table t (None:
    no table t)."""
    d = tempfile.mkdtemp(dir=folder)
    try:
        db = os.path.join(d, "x.db")
        with open(db, "wb") as f:
            f.write(db_bytes)
        with open(db + "-wal", "wb") as f:
            f.write(wal_bytes)
        c = sqlite3.connect(db, isolation_level=None)
        try:
            if not c.execute("SELECT 1 FROM sqlite_master WHERE name = 't'").fetchone():
                return None  # not even the table's creation
            return c.execute("SELECT COUNT(*), COALESCE(SUM(n), 0) FROM t").fetchone()
        finally:
            c.close()
    finally:
        shutil.rmtree(d)


def self_test(folder=None):
    """Checks read_wal against logs SQLite wrote, cut and altered. Raises AssertionError."""
    work = tempfile.mkdtemp(prefix="wal-selftest-", dir=folder)
    try:
        db = os.path.join(work, "a.db")
        wal_path = db + "-wal"
        c = sqlite3.connect(db, isolation_level=None)
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("PRAGMA wal_autocheckpoint=0")
        c.execute("CREATE TABLE t(n INTEGER, b BLOB)")
        with open(db, "rb") as f:
            db_bytes = f.read()  # the database file before any commit reaches it
        c.execute("BEGIN")
        c.execute("INSERT INTO t VALUES (1, randomblob(100))")
        c.execute("COMMIT")
        c.execute("BEGIN")
        for i in range(2, 32):  # a transaction of many pages
            c.execute("INSERT INTO t VALUES (?, randomblob(3000))", (i,))
        c.execute("COMMIT")
        with open(wal_path, "rb") as f:
            full = f.read()
        # SQLite's own count of the log's frames (reading the WAL index; no checkpoint runs
        # while another connection has a read transaction open).
        reader = sqlite3.connect(db, isolation_level=None)
        reader.execute("BEGIN")
        reader.execute("SELECT COUNT(*) FROM t").fetchone()
        busy, log_frames, _ = c.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        reader.execute("COMMIT")
        reader.close()

        w = read_wal(wal_path)
        assert w.header_valid and w.salts, "the header of a real log is not recognised"
        assert w.page_size == 4096 or w.page_size >= 512
        size = 32 + len(w.frames) * (24 + w.page_size)
        assert size == len(full), "%d valid frames, but the file holds %d bytes" % (
            len(w.frames), len(full))
        assert w.last_commit == log_frames == len(w.frames), (
            "last commit at frame %d, SQLite says %d frames, %d valid" %
            (w.last_commit, log_frames, len(w.frames)))
        assert w.uncommitted == 0 and w.tail_signature() is None
        commits = [i for i, fr in enumerate(w.frames) if fr[1]]
        assert len(commits) >= 3, "commit frames %r" % commits  # CREATE, 1 row, 30 rows
        second_last = commits[-2] + 1  # frames up to the commit before the last
        big_txn = len(w.frames) - second_last
        assert big_txn >= 10, "the big transaction has only %d frames" % big_txn
        assert _sqlite_reads(db_bytes, full, work) == (31, sum(range(1, 32)))

        fs = 24 + w.page_size

        def parse(data):
            p = os.path.join(work, "cut.db-wal")
            with open(p, "wb") as f:
                f.write(data)
            return read_wal(p)

        # The last transaction cut before its commit frame: frames after the last commit.
        for keep in (1, 5, big_txn - 1):
            cut = full[:32 + (second_last + keep) * fs]
            r = parse(cut)
            assert r.last_commit == second_last and r.uncommitted == keep, (
                "cut after %d frames of the last commit: last commit %d, %d uncommitted" %
                (keep, r.last_commit, r.uncommitted))
            assert r.tail_signature() is not None
            # SQLite agrees: the cut transaction is not there.
            assert _sqlite_reads(db_bytes, cut, work) == (1, 1)
        # A half-written frame is not a frame.
        r = parse(full[:32 + (second_last + 3) * fs + 100])
        assert r.uncommitted == 3
        # One byte changed in a page, or a salt, or a checksum: the frame and all after it
        # are invalid.
        for where in (24 + 1000, 8, 16):
            bad = bytearray(full)
            bad[32 + (second_last + 4) * fs + where] ^= 0x01
            r = parse(bytes(bad))
            assert len(r.frames) == second_last + 4 and r.uncommitted == 4, (
                "a bad frame at %d: %d valid frames" % (where, len(r.frames)))
        # A bad header checksum: no frames at all (SQLite ignores the whole log).
        bad = bytearray(full)
        bad[20] ^= 0x80
        r = parse(bytes(bad))
        assert not r.header_valid and not r.frames
        assert _sqlite_reads(db_bytes, bytes(bad), work) is None
        # Both byte orders: the log re-signed big-endian and little-endian is read whole by
        # SQLite (so these checksums are SQLite's), and by this reader.
        for big in (True, False):
            again = _rewrite(full, big, salts=(0x01020304, 0xA0B0C0D0))
            assert _sqlite_reads(db_bytes, again, work) == (31, sum(range(1, 32))), (
                "SQLite does not read the %s-endian rewrite whole" % ("big" if big else "little"))
            r = parse(again)
            assert r.big_endian == big and len(r.frames) == len(w.frames) and not r.uncommitted
            cut = again[:32 + (second_last + 2) * fs]
            r = parse(cut)
            assert r.uncommitted == 2
            assert _sqlite_reads(db_bytes, cut, work) == (1, 1)
        # A log restarted after a checkpoint: new salts, new frames from the start, older
        # frames further in the file are no longer valid.
        c.execute("PRAGMA wal_checkpoint(PASSIVE)")
        c.execute("BEGIN")
        c.execute("INSERT INTO t VALUES (100, NULL)")
        c.execute("COMMIT")
        w2 = read_wal(wal_path)
        assert w2.salts != w.salts and w2.file_size == len(full), "the log did not restart"
        assert 1 <= len(w2.frames) < len(w.frames) and w2.uncommitted == 0, (
            "restarted log: %d valid frames of %d" % (len(w2.frames), len(w.frames)))
        c.close()
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        print("wal_frames: self-test passed")
        sys.exit(0)
    for p in sys.argv[1:]:
        w = read_wal(p)
        print("%s: %d bytes, header %s, %d valid frames, last commit at %d, %d uncommitted" %
              (p, w.file_size, "valid" if w.header_valid else "invalid", len(w.frames),
               w.last_commit, w.uncommitted))

"""Reading a file the player (or anyone) may have put in our folders, without trusting it.

Every file the app or the CLI reads (saves, replays, scenarios, settings, the Hall of
Fame, content files given by path) goes through :func:`read_regular` and, for JSON,
:func:`loads_json`. Contract:

- Only a regular file is read. A named pipe, a device (``/dev/zero``), a socket or a
  folder is refused with a reason and never read; a pipe never blocks the caller (the
  file is opened with ``O_NONBLOCK`` and checked with ``fstat`` before any read).
- Symbolic links are followed when they lead to a regular file: a player may keep a save
  elsewhere and link it in, and the link's target is held to every rule above. A link that
  leads nowhere, to itself or round in a circle is refused with a reason saying so.
- The read is bounded: a file over ``limit`` bytes is refused from its size on the open
  file, and at most ``limit + 1`` bytes are ever read (a file that grows while it is read
  is refused too), so no file can exhaust memory.
- JSON nesting deeper than ``max_depth`` is refused by a cheap scan *before* the parser
  runs (Python's parser recurses and would raise RecursionError); NaN and Infinity, which
  JSON does not allow, and numbers too long to convert are refused as well.

Refusals raise :class:`FileRefused`, whose ``reason`` is a clause such as "it is a named
pipe, not a file" that the caller puts into its own sentence.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from game.core.errors import LootTableError

MAX_JSON_DEPTH = 64
"""Deeper JSON is refused; our files nest about eight levels (a scenario position)."""


class FileRefused(LootTableError):
    """A file that is not read; ``reason`` is a clause ("it is a folder, not a file")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_KINDS = (
    (stat.S_ISDIR, "it is a folder, not a file"),
    (stat.S_ISFIFO, "it is a named pipe, not a file"),
    (stat.S_ISCHR, "it is a device, not a file"),
    (stat.S_ISBLK, "it is a device, not a file"),
    (stat.S_ISSOCK, "it is a socket, not a file"),
)


def _kind_problem(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    for test, reason in _KINDS:
        if test(mode):
            return reason
    return "it is not a regular file"


def os_reason(exc: OSError, path: str | Path | None = None) -> str:
    """A clause for an OSError met while opening ``path`` (a link to nothing, a loop, ...)."""
    if exc.errno == errno.ELOOP:
        return "it is a link that leads round in a circle (to itself or through other links)"
    if exc.errno == errno.ENOENT and path is not None and os.path.islink(path):
        return "it is a link to a file that does not exist"
    if exc.errno == errno.ENOENT:
        return "the file does not exist"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission to read it is denied"
    if exc.errno == errno.EISDIR:
        return "it is a folder, not a file"
    return f"it cannot be opened ({exc.strerror or exc})"


def _size_text(n: int) -> str:
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else f"{max(1, n // 1024)} KB"


def read_regular(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (at most ``limit``); FileRefused otherwise."""
    try:
        before = os.stat(path)  # follows links; a device is never even opened
    except OSError as exc:
        raise FileRefused(os_reason(exc, path)) from None
    problem = _kind_problem(before.st_mode)
    if problem is not None:
        raise FileRefused(problem)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(os_reason(exc, path)) from None
    try:
        st = os.fstat(fd)  # the file actually opened (it may have been swapped since stat)
        problem = _kind_problem(st.st_mode)
        if problem is not None:
            raise FileRefused(problem)
        if st.st_size > limit:
            raise FileRefused(f"it is {_size_text(st.st_size)}, over the {_size_text(limit)} limit")
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1024 * 1024, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise FileRefused(f"it grew over the {_size_text(limit)} limit while it was read")
        return b"".join(chunks)
    except OSError as exc:
        raise FileRefused(f"it cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


# ------------------------------------------------------------------ JSON
_STRING = re.compile(rb'"[^"\n]*"?')
"""A JSON string once its escapes are gone, or what a parser takes as one up to its line's
end. It always matches once started at a quote: no backtracking, linear time."""
_BRACKETS = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'"[]{}\n')


def nesting_depth(data: bytes, limit: int = MAX_JSON_DEPTH) -> int:
    """How deep the brackets of ``data`` nest, counted up to ``limit + 1`` (then it stops).

    Strings are skipped, so brackets inside names or quotes do not count. The work is a
    few passes of C-speed byte operations per level, never a recursion. For text that is
    not balanced JSON the count may be too high, never too low.
    """
    # escaped backslashes, then escaped quotes, go first (left to right, as a parser reads)
    unescaped = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    # only quotes, brackets and line ends matter now; two quotes side by side enclose
    # nothing (and keep every other byte's side of them), so most strings go at C speed
    skeleton = unescaped.translate(None, _NOT_STRUCTURE).replace(b'""', b"")
    only = _STRING.sub(b"", skeleton).translate(_BRACKETS, _NOT_BRACKETS)
    depth = 0
    while only and depth <= limit:
        shorter = only.replace(b"[]", b"")  # each pass removes the innermost level
        if len(shorter) == len(only):
            break
        only = shorter
        depth += 1
    # what is left cannot pair up: opening brackets never closed still nest for a parser
    return depth + only.count(b"[")


def check_depth(data: bytes, max_depth: int = MAX_JSON_DEPTH) -> None:
    """FileRefused when the JSON in ``data`` nests deeper than ``max_depth``."""
    if (
        data.count(b"[") + data.count(b"{") > max_depth
        and nesting_depth(data, max_depth) > max_depth
    ):
        raise FileRefused(f"its JSON is nested more than {max_depth} levels deep")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def _finite(text: str) -> float:
    value = float(text)
    if value - value != 0.0:  # inf (1e309) or nan
        raise ValueError(f"{text} is out of range")
    return value


def loads_json(data: bytes | str, max_depth: int | None = MAX_JSON_DEPTH) -> Any:
    """``data`` parsed as strict JSON (UTF-8); FileRefused with the reason if it is not.

    ``max_depth=None`` skips the nesting scan, for a caller that has scanned the whole
    document already (a log is scanned once, then parsed line by line)."""
    if max_depth is not None:
        check_depth(
            data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data, max_depth
        )
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except UnicodeDecodeError:
        raise FileRefused("it is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise FileRefused(f"it is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except (ValueError, RecursionError):  # NaN, Infinity, a number of 4,300+ digits
        raise FileRefused("it holds a number JSON does not allow") from None


def read_json(path: str | Path, limit: int, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """:func:`read_regular` then :func:`loads_json`; FileRefused with the reason."""
    return loads_json(read_regular(path, limit), max_depth)


__all__ = [
    "MAX_JSON_DEPTH",
    "FileRefused",
    "check_depth",
    "loads_json",
    "nesting_depth",
    "os_reason",
    "read_json",
    "read_regular",
]

"""The bounded reader (game/core/safe_read.py) and the name rules (game/core/text.py):
regular files only, bounded reads, a pipe never blocks, JSON nesting refused before parsing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import safe_read
from game.core.safe_read import (
    MAX_JSON_DEPTH,
    FileRefused,
    loads_json,
    nesting_depth,
    read_json,
    read_regular,
)
from game.core.text import NAME_MAX, name_problem, printable, repair_name
from tests.hostile_corpus import CAN_FIFO, CAN_LINK, DEEP, FIFTY_MB, hostile_entries, returns

REASONS = {
    "deep-nesting": None,  # a regular file: read, then refused as JSON
    "huge": "over the 1 MB limit",
    "a-folder": "a folder, not a file",
    "named-pipe": "a named pipe, not a file",
    "link-to-dev-zero": "a device, not a file",
    "self-link": "leads round in a circle",
    "loop-a": "leads round in a circle",
    "loop-b": "leads round in a circle",
    "dangling-link": "a link to a file that does not exist",
}


def test_only_regular_files_are_read_and_each_refusal_says_why(tmp_path: Path) -> None:
    made = hostile_entries(tmp_path, ".json")
    for kind, path in made.items():
        reason = REASONS[kind]
        if reason is None:
            assert read_regular(path, 1024 * 1024) == DEEP[: len(DEEP)]
            continue
        with pytest.raises(FileRefused) as exc:
            returns(lambda p=path: read_regular(p, 1024 * 1024), [path])
        assert reason in exc.value.reason, (kind, exc.value.reason)


@pytest.mark.skipif(not CAN_FIFO, reason="needs named pipes")
def test_a_named_pipe_with_a_writer_is_still_refused_without_reading(tmp_path: Path) -> None:
    """Even with a writer holding the pipe open, the reader refuses it by its kind."""
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets the writer open at once
    writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    try:
        os.write(writer, b'{"type": "header"}\n')
        with pytest.raises(FileRefused, match="named pipe"):
            returns(lambda: read_regular(fifo, 1000), [fifo])
    finally:
        os.close(writer)
        os.close(reader)


@pytest.mark.skipif(not CAN_LINK, reason="needs symbolic links")
def test_a_link_to_a_regular_file_is_followed(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "save.json"
    target.parent.mkdir()
    target.write_bytes(b'{"a": [1, 2]}')
    link = tmp_path / "save.json"
    link.symlink_to(target)
    assert read_json(link, 100) == {"a": [1, 2]}


def test_the_size_limit_is_checked_on_the_open_file(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    with open(path, "wb") as fh:
        fh.seek(FIFTY_MB)
        fh.write(b"\n")
    with pytest.raises(FileRefused, match="50 MB, over the 16 MB limit"):
        read_regular(path, 16 * 1024 * 1024)
    path.write_bytes(b"x" * 100)
    assert read_regular(path, 100) == b"x" * 100
    with pytest.raises(FileRefused, match="over the"):
        read_regular(path, 99)


def test_a_file_that_grows_while_it_is_read_is_refused_after_limit_plus_one_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The size seen when the file was opened said it fits; the read still stops at limit + 1."""
    path = tmp_path / "growing.json"
    path.write_bytes(b"y" * 5000)
    real_fstat, reads = os.fstat, []

    def small_fstat(fd: int) -> os.stat_result:
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, *st[1:6], 10, *st[7:]))

    def counting_read(fd: int, n: int) -> bytes:
        reads.append(n)
        return real_read(fd, n)

    real_read = os.read
    monkeypatch.setattr(safe_read.os, "fstat", small_fstat)
    monkeypatch.setattr(safe_read.os, "read", counting_read)
    with pytest.raises(FileRefused, match="grew over"):
        read_regular(path, 100)
    assert sum(reads) <= 101


# ------------------------------------------------------------------ JSON
def test_deep_nesting_is_refused_before_the_parser_recurses() -> None:
    for text in (DEEP, b'{"a":' * 100_000, b"[" * 5_000_000, b'[{"x": [' * 30_000):
        with pytest.raises(FileRefused, match=f"nested more than {MAX_JSON_DEPTH} levels"):
            loads_json(text)
    ok = b"[" * MAX_JSON_DEPTH + b"]" * MAX_JSON_DEPTH
    assert nesting_depth(ok) == MAX_JSON_DEPTH
    loads_json(ok)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    quote = json.dumps({"quote": "[[[[" * 100, "tricky": 'a\\"[[[[\\\\' * 50}).encode()
    assert nesting_depth(quote) == 1
    assert loads_json(quote)["quote"].startswith("[[[[")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b"NaN", "number JSON does not allow"),
        (b'{"bot_seed": Infinity}', "number JSON does not allow"),
        (b"[1e309]", "number JSON does not allow"),
        (b"1" * 5000, "number JSON does not allow"),
        (b'{"a": ', "not valid JSON"),
        (b"\xff\xfe", "not UTF-8"),
    ],
)
def test_values_json_does_not_allow_are_refused(text: bytes, words: str) -> None:
    with pytest.raises(FileRefused, match=words):
        loads_json(text)


def _parser_depth_bound(text: str) -> int:
    """How deep a strict JSON parser can get into ``text`` before it must stop: brackets outside
    strings, until an unmatched closer, a raw control character or an escape JSON does not
    have in a string, or a backslash outside a string (each is an error where the parser
    stops)."""
    depth = best = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                if ch not in '"\\/bfnrtu':  # an escape JSON does not have: the parser stops
                    break
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            elif ch < " ":
                break
            continue
        if ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            best = max(best, depth)
        elif ch in "]}":
            if depth == 0:
                break
            depth -= 1
        elif ch == "\\":
            break
    return best


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet='[]{}"\\ ,:a1\n', max_size=120))
def test_the_nesting_scan_never_counts_lower_than_a_parser_gets(text: str) -> None:
    assert nesting_depth(text.encode(), limit=200) >= _parser_depth_bound(text)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='ab"\\[]{}\n'),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=20,
)


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES)
def test_the_nesting_scan_is_exact_for_json(value: object) -> None:
    text = json.dumps(value).encode()
    assert nesting_depth(text) == _depth(value)
    assert loads_json(text) == value


# ------------------------------------------------------------------ names
@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Ana\u0000", "control characters"),
        ("Ana\udc80", "control characters or undecodable text"),
        ("Ana\nBen", "control characters"),
        ("\u200b\u200b", "at least one visible"),
        ("   ", "at least one visible"),
        ("\u0301", "at least one visible"),
        ("A" * (NAME_MAX + 1), f"at most {NAME_MAX} characters"),
        ("A" * 500_000, f"at most {NAME_MAX} characters"),
    ],
)
def test_a_name_the_app_cannot_keep_or_draw_is_refused(name: str, words: str) -> None:
    problem = name_problem(name)
    assert problem is not None and words in problem


def test_usable_names_pass_and_bad_ones_are_repaired_or_dropped() -> None:
    for name in ("Ana", "Zoë", "李", "O'Neil (bot)", "A" * NAME_MAX, "👩‍🚀 Kim"):
        assert name_problem(name) is None, name
    assert repair_name("  Ana\u0000 \n Ben ") == "Ana Ben"
    assert repair_name("A" * 500_000) == "A" * NAME_MAX
    assert repair_name("\u200b\u200b") is None
    assert repair_name("\udc80") is None


def test_printable_text_never_holds_what_a_font_refuses() -> None:
    text = printable("a\u0000b\udcffc\u200bd\u2028e\tf\ng")
    assert text == "a\ufffdb\ufffdcd\ufffde\tf\ng"
    assert printable("x" * 10_000, 100) == "x" * 99 + "\u2026"


# ------------------------------------------------------------------ the other readers
@pytest.mark.parametrize("kind", sorted(set(REASONS) - {"loop-b"}))
def test_scenario_and_content_files_given_by_path_are_read_the_same_way(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.cli import EXIT_BAD_INPUT, main
    from game.core.content import read_content
    from game.core.errors import ContentError, LogRefused
    from game.core.scenario import load_scenario
    from tests.hostile_corpus import hostile_entry

    path = tmp_path / "file.json"
    if not hostile_entry(kind, path):
        pytest.skip(f"this system cannot make a {kind}")
    reason = REASONS[kind] or f"nested more than {MAX_JSON_DEPTH} levels"
    if kind == "huge":
        reason = "over the 4 MB limit"
    with pytest.raises(LogRefused, match=reason):
        returns(lambda: load_scenario(path), [path])
    assert returns(lambda: main(["scenario", str(path)]), [path]) == EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert reason in err and "Traceback" not in err
    if kind != "deep-nesting":  # content is refused as a file; deep JSON when it is parsed
        with pytest.raises(ContentError, match=reason):
            returns(lambda: read_content(path), [path])
    else:
        from game.games.aim.cards import parse_cards

        with pytest.raises(ContentError, match=reason):
            parse_cards(read_content(path), str(path))

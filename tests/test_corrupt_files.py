"""A corpus of damaged files: each is refused or recovered with a sentence, never a traceback,
and the good files beside them still load (issue 6: every file read is validated).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.bots import make_bot
from game.core.errors import LogRefused
from game.core.log import LOG_FORMAT
from game.core.model import SeatInfo
from tests.hostile_corpus import CAN_LINK
from ui.hall_of_fame import FameEntry, HallOfFame, load_hall
from ui.jsonfile import load_model, save_model
from ui.replay import Replay
from ui.session import GameSession, list_saves
from ui.settings import Settings

FIFTY_MB = 50 * 1024 * 1024


@pytest.fixture(scope="module")
def good_save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real autosave: a finished bot game written by the app's session."""
    folder = tmp_path_factory.mktemp("good")
    seats = [
        SeatInfo(name="A", kind="bot", level="greedy"),
        SeatInfo(name="B", kind="bot", level="random"),
    ]
    session = GameSession.new("aim", seats, 21, folder, lambda i, g: make_bot(i.level, g))
    rng = random.Random(21)
    while not session.match.is_over:
        seat = session.match.to_act()[0]
        bot = session.bots[seat]
        action = bot.choose(session.match.view(seat), session.match.legal_actions(seat), rng)
        assert session.apply(seat, action) is None
    session.close()
    assert session.path is not None
    return session.path


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _edit_line(data: bytes, n: int, edit: Callable[[dict], object]) -> bytes:
    lines = _lines(data)
    obj = json.loads(lines[n])
    lines[n] = json.dumps(edit(obj)).encode()
    return b"\n".join(lines)


def _set(obj: dict, path: tuple[str, ...], value: object) -> dict:
    target = obj
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return obj


def save_corpus(good: bytes) -> dict[str, bytes]:
    """Named damaged versions of ``good`` (a save's bytes)."""
    rng = random.Random(6)
    corpus: dict[str, bytes] = {
        "empty": b"",
        "binary-garbage": bytes(rng.randrange(256) for _ in range(4000)),
        "json-array": b"[1, 2, 3]\n",
        "truncated-in-header": good[:40],
        "truncated-after-header": good[: good.index(b"\n") + 1],
        "truncated-in-setup": good[: good.index(b"\n") + 30],
        "future-format": _edit_line(good, 0, lambda h: _set(h, ("format",), LOG_FORMAT + 1)),
        "format-as-text": _edit_line(good, 0, lambda h: _set(h, ("format",), "two")),
        "seats-as-number": _edit_line(good, 0, lambda h: _set(h, ("config", "seats"), 3)),
        "seat-as-text": _edit_line(good, 5, lambda s: _set(s, ("seat",), "first")),
        "events-as-object": _edit_line(good, 6, lambda s: _set(s, ("events",), {"a": 1})),
        "step-is-a-list": _edit_line(good, 7, lambda s: [s]),
        "setup-events-null": _edit_line(good, 1, lambda s: _set(s, ("events",), None)),
        "unknown-seat": _edit_line(good, 5, lambda s: _set(s, ("seat",), 7)),
        "another-game": _edit_line(
            good,
            0,
            lambda h: _set(
                _set(h, ("game",), "tavern-keepers"), ("config", "game"), "tavern-keepers"
            ),
        ),
        "header-names-two-games": _edit_line(
            good, 0, lambda h: _set(h, ("config", "game"), "loot-roll")
        ),
        "unknown-game": _edit_line(good, 0, lambda h: _set(h, ("game",), "chess")),
        "too-many-seats": _edit_line(
            good,
            0,
            lambda h: _set(h, ("config", "seats"), [{"name": str(i)} for i in range(9)]),
        ),
        "tampered-action": _edit_line(good, 9, lambda s: _set(s, ("hash",), "0" * 32)),
        "middle-line-cut": b"\n".join([*_lines(good)[:8], _lines(good)[8][:20], *_lines(good)[9:]]),
    }
    for k, frac in enumerate((0.1, 0.5, 0.97)):
        # cut in the middle of the step line found at that fraction of the file (a cut that
        # happened to fall just before a newline would leave a whole line, not a torn one)
        start = good.rfind(b"\n", 0, int(len(good) * frac)) + 1
        end = good.index(b"\n", start)
        corpus[f"truncated-{k}"] = good[: (start + end) // 2]
    for k in range(40):
        flipped = bytearray(good)
        pos = rng.randrange(len(flipped))
        flipped[pos] ^= 1 << rng.randrange(8)
        corpus[f"bit-flip-{k}@{pos}"] = bytes(flipped)
    return corpus


def _sentence(text: str) -> None:
    assert text and text.strip() == text and text.endswith(".")
    assert "Traceback" not in text and "\n" not in text


def test_every_damaged_save_is_refused_or_recovered_with_a_sentence(
    good_save: Path, tmp_path: Path
) -> None:
    good = good_save.read_bytes()
    corpus = save_corpus(good)
    folder = tmp_path / "saves"
    folder.mkdir()
    for name, data in corpus.items():
        (folder / f"{name}.jsonl").write_bytes(data)
    shutil.copy(good_save, folder / "good-1.jsonl")
    shutil.copy(good_save, folder / "good-2.jsonl")
    infos = {i.path.stem: i for i in list_saves(folder)}
    assert set(infos) == set(corpus) | {"good-1", "good-2"}
    assert infos["good-1"].problem is None and infos["good-2"].problem is None
    outcomes: dict[str, str] = {}
    for name in corpus:
        info = infos[name]
        if info.problem is not None:
            _sentence(info.problem)
        path = folder / f"{name}.jsonl"
        try:
            session = GameSession.load(path)
        except LogRefused as exc:
            _sentence(str(exc))
            outcomes[name] = "refused"
        else:
            session.close()
            outcomes[name] = "recovered" if session.warnings else "loaded"
            for w in session.warnings:
                _sentence(w)
        try:
            Replay(path)
        except LogRefused as exc:
            _sentence(str(exc))
    must_refuse = [n for n in corpus if not n.startswith(("bit-flip", "truncated-"))]
    for name in must_refuse:
        assert outcomes[name] == "refused", name
    for name in ("truncated-in-header", "truncated-after-header", "truncated-in-setup"):
        assert outcomes[name] == "refused", name
    for k in range(3):  # cut among the steps: resumed at the last whole line
        assert outcomes[f"truncated-{k}"] == "recovered"
    # the good saves beside them are untouched and still load
    for name in ("good-1", "good-2"):
        session = GameSession.load(folder / f"{name}.jsonl")
        session.close()
        assert session.match.is_over


def test_the_refusals_say_what_is_wrong(good_save: Path, tmp_path: Path) -> None:
    corpus = save_corpus(good_save.read_bytes())
    expect = {
        "empty": "the file is empty",
        "binary-garbage": "not a Loot Table game log",
        "future-format": f"newer Loot Table (log format {LOG_FORMAT + 1}",
        # "another-game" is refused too (above); its reason depends on whether this build
        # knows Tavern Keepers (unknown game) or not (its set-up line does not fit)
        "header-names-two-games": "names two different games",
        "unknown-game": "'chess', which this version does not know",
        "too-many-seats": "has 9 seats",
        "middle-line-cut": "line 9 is damaged",
        "tampered-action": "differs from the recorded one",
        "seat-as-text": "line 6 is invalid",
    }
    for name, words in expect.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_bytes(corpus[name])
        with pytest.raises(LogRefused) as exc:
            GameSession.load(path)
        assert words in str(exc.value), (name, str(exc.value))


def test_a_50_mb_save_is_refused_without_being_read(good_save: Path, tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as fh:
        fh.write(good_save.read_bytes())
        fh.seek(FIFTY_MB)
        fh.write(b"\n")
    info = list_saves(tmp_path)[0]
    assert info.problem is not None and "50 MB" in info.problem
    with pytest.raises(LogRefused, match="over the 16 MB limit"):
        GameSession.load(path)


def test_a_truncated_save_resumes_at_its_last_whole_line(good_save: Path, tmp_path: Path) -> None:
    good = good_save.read_bytes()
    path = tmp_path / "cut.jsonl"
    path.write_bytes(good[: int(len(good) * 0.6)])
    session = GameSession.load(path)
    assert session.warnings and "cut off" in session.warnings[0]
    steps = len(session.match.steps)
    seat = session.match.to_act()[0]
    assert session.apply(seat, session.match.legal_actions(seat)[0]) is None
    session.close()
    again = GameSession.load(path)
    again.close()
    assert len(again.match.steps) == steps + 1 and again.warnings == []


# ------------------------------------------------------------------ settings and Hall of Fame
def document_corpus(good: bytes, other: bytes) -> dict[str, bytes]:
    rng = random.Random(8)
    obj = json.loads(good)
    corpus = {
        "truncated": good[: len(good) // 2],
        "empty": b"",
        "binary-garbage": bytes(rng.randrange(256) for _ in range(500)),
        "json-list": b"[]",
        "json-string": b'"hello"',
        "future-version": json.dumps({**obj, "version": 99}).encode(),
        "version-as-text": json.dumps({**obj, "version": "one"}).encode(),
        "other-document": other,
        "deep-nesting": b"[" * 100_000 + b"]" * 100_000,
    }
    for k in range(10):
        flipped = bytearray(good)
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        corpus[f"bit-flip-{k}"] = bytes(flipped)
    return corpus


SETTINGS_WRONG_TYPES = {"volume": "loud", "muted": "maybe", "ui_scale": [1], "last_names": 3}


@pytest.mark.parametrize("kind", ["settings", "hall-of-fame"])
def test_damaged_settings_and_hall_of_fame_are_set_aside_with_a_notice(
    tmp_path: Path, kind: str
) -> None:
    settings = Settings(volume=0.3, last_names=["Zed"])
    hall = HallOfFame(entries=[FameEntry(date="2026-01-01", game="AIM", winner="Zed", score=9)])
    model, other = (settings, hall) if kind == "settings" else (hall, settings)
    cls = type(model)
    good = model.model_dump_json(indent=2).encode()
    corpus = document_corpus(good, other.model_dump_json().encode())
    if kind == "settings":
        for key, value in SETTINGS_WRONG_TYPES.items():
            corpus[f"wrong-type-{key}"] = json.dumps({**json.loads(good), key: value}).encode()
    else:
        corpus["wrong-type-entries"] = json.dumps({"version": 1, "entries": {"a": 1}}).encode()
        corpus["wrong-type-score"] = good.replace(b'"score": 9', b'"score": "nine"')
    corpus["fifty-mb"] = b" " * FIFTY_MB
    for name, data in corpus.items():
        folder = tmp_path / name
        folder.mkdir()
        path = folder / f"{kind}.json"
        path.write_bytes(data)
        loaded, notice = load_model(path, cls)
        if notice is None:  # a harmless flip (e.g. in whitespace) still reads as valid
            assert name.startswith("bit-flip"), name
            continue
        _sentence(notice)
        assert loaded == cls(), name
        backups = list(folder.glob(f"{kind}.json.bad-*"))
        assert len(backups) == 1 and backups[0].read_bytes() == data, name
        assert backups[0].name in notice
        assert not path.exists()
        # told once: the next read finds no file, gives defaults and says nothing
        assert load_model(path, cls) == (cls(), None)
    future = tmp_path / "future-version" / f"{kind}.json.bad-1"
    assert future.exists()
    # the good file still loads
    path = tmp_path / f"good-{kind}.json"
    save_model(path, model)
    assert load_model(path, cls) == (model, None)


def test_the_future_settings_notice_names_the_version(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 5, "volume": 0.5}))
    _, notice = load_model(path, Settings)
    assert notice is not None and "newer Loot Table (version 5" in notice


def test_the_app_tells_the_player_once_about_reset_settings(tmp_path: Path) -> None:
    from ui.autoplay import make_app

    (tmp_path / "settings.json").write_text('{"volume": "loud"')
    app = make_app(tmp_path)
    assert any("settings.json was reset to defaults" in t.text and t.bad for t in app.toasts)
    again = make_app(tmp_path)
    assert not any("reset" in t.text for t in again.toasts)


def test_hall_of_fame_reset_is_reported_once(tmp_path: Path) -> None:
    path = tmp_path / "hall_of_fame.json"
    path.write_text('{"version": 1, "entries": [{"date": 5}]}')
    hall, notice = load_hall(path)
    assert hall.entries == [] and notice is not None and "hall_of_fame.json" in notice
    assert load_hall(path) == (HallOfFame(), None)


# ------------------------------------------------------------------ issue 11: hostile entries
SAVE_REASONS = {
    "deep-nesting": "nested more than 64 levels",
    "deep-line": "nested more than 64 levels",
    "huge": "over the 16 MB limit",
    "a-folder": "a folder, not a file",
    "named-pipe": "a named pipe, not a file",
    "link-to-dev-zero": "a device, not a file",
    "self-link": "leads round in a circle",
    "loop-a": "leads round in a circle",
    "loop-b": "leads round in a circle",
    "dangling-link": "a link to a file that does not exist",
}


REASONS_1MB = {**SAVE_REASONS, "huge": "over the 1 MB limit"}


def _hostile_saves(folder: Path, good_save: Path) -> dict[str, Path]:
    """The saves folder of issue 11: every hostile kind beside an unfinished good game, a
    link to a good game kept elsewhere and a good game whose file name is not UTF-8."""
    from tests.hostile_corpus import aim_config, deal, hostile_entries, write_log

    made = hostile_entries(folder, ".jsonl", good_save.read_bytes())
    made["unfinished"] = write_log(folder / "unfinished.jsonl", aim_config(), deal(aim_config()))
    elsewhere = folder.parent / "elsewhere"
    elsewhere.mkdir()
    shutil.copy(good_save, elsewhere / "kept.jsonl")
    if CAN_LINK:
        made["link-to-good"] = folder / "link-to-good.jsonl"
        made["link-to-good"].symlink_to(elsewhere / "kept.jsonl")
    if sys.platform.startswith("linux"):  # other systems refuse names that are not UTF-8
        raw = os.path.join(os.fsencode(folder), b"odd-\xff-name.jsonl")
        with open(raw, "wb") as fh:
            fh.write(good_save.read_bytes())
        made["odd-name"] = Path(os.fsdecode(raw))
    return made


def test_every_hostile_entry_in_the_saves_folder_is_listed_with_its_reason(
    good_save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11: the menu read every save and one bad file stopped or froze the app."""
    from game.cli import EXIT_BAD_INPUT, main
    from tests.hostile_corpus import fifos_in, returns
    from ui.saves import forget_checks, latest_unfinished

    forget_checks()
    folder = tmp_path / "saves"
    made = _hostile_saves(folder, good_save)
    fifos = fifos_in(folder)
    infos = {i.path: i for i in returns(lambda: list_saves(folder), fifos)}
    assert set(infos) == set(made.values())
    for kind, path in made.items():
        info = infos[path]
        if kind not in SAVE_REASONS:
            assert info.problem is None, (kind, info.problem)
            continue
        assert info.problem is not None and SAVE_REASONS[kind] in info.problem, (kind, info)
        _sentence(info.problem)
        # Load, Replays and the CLI refuse it with the same reason, and none of them blocks
        with pytest.raises(LogRefused, match=SAVE_REASONS[kind]):
            returns(lambda p=path: GameSession.load(p), fifos)
        with pytest.raises(LogRefused, match=SAVE_REASONS[kind]):
            returns(lambda p=path: Replay(p), fifos)
        code = returns(lambda p=path: main(["replay", str(p), "--verify"]), fifos)
        err = capsys.readouterr().err
        assert code == EXIT_BAD_INPUT and SAVE_REASONS[kind] in err, (kind, err)
        _sentence(err.strip())
    # Continue: the newest unfinished game that loads, whatever sits beside it
    found = returns(lambda: latest_unfinished(folder), fifos)
    assert found is not None and found.path == made["unfinished"]
    session = GameSession.load(found.path)
    session.close()


@pytest.mark.parametrize("kind", ["settings", "hall-of-fame"])
def test_hostile_entries_at_settings_and_hall_of_fame_are_set_aside_without_blocking(
    tmp_path: Path, kind: str
) -> None:
    from tests.hostile_corpus import KINDS, hostile_entry, returns

    cls = Settings if kind == "settings" else HallOfFame
    for name in KINDS:
        folder = tmp_path / name
        folder.mkdir()
        path = folder / f"{kind}.json"
        if not hostile_entry(name, path):
            continue
        loaded, notice = returns(lambda p=path: load_model(p, cls), [path])
        assert loaded == cls(), name
        assert notice is not None and "reset to defaults" in notice, name
        assert REASONS_1MB[name] in notice, (name, notice)
        _sentence(notice)
        assert not os.path.lexists(path), name  # set aside: the next start is quiet
        assert load_model(path, cls) == (cls(), None)


@pytest.mark.parametrize("line", [1, 4])
@pytest.mark.parametrize("depth", [65, 1_000, 100_000])
@pytest.mark.parametrize("fmt", ["current", "format-1"])
def test_deep_nesting_in_any_line_is_refused_with_its_reason(
    good_save: Path, tmp_path: Path, line: int, depth: int, fmt: str
) -> None:
    """The set-up line is read by Python's recursive parser, a step line by pydantic's, and an
    old file's every line by the migration: none of them may raise RecursionError."""
    source = FORMAT1 if fmt == "format-1" else good_save
    lines = source.read_bytes().split(b"\n")
    lines[line] = b'{"a":' + b"[" * depth + b"]" * depth + b"}"
    path = tmp_path / "deep.jsonl"
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(LogRefused) as exc:
        GameSession.load(path)
    _sentence(str(exc.value))
    problem = list_saves(tmp_path)[0].problem
    assert problem is not None
    if line == 1 or fmt == "format-1" or depth > 200:  # else: a shape no step has
        assert "nested more than 64 levels" in str(exc.value) and "nested" in problem


FORMAT1 = Path(__file__).parent / "fixtures" / "saves" / "aim-format1.jsonl"

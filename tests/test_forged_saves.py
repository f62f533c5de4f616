"""No file passes for a game that never happened (issue 11): a forged set-up, with every hash
recomputed, is refused by ``replay --verify``, resume, Load, Continue and Replays; a game
that began from a scenario position says so in its header, is shown as such and never
enters the Hall of Fame; values that validate as JSON but break the app are refused."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.cli import EXIT_BAD_INPUT, EXIT_MISMATCH, EXIT_OK, main
from game.core.binding import bound_hash
from game.core.errors import LogRefused
from game.core.log import LOG_FORMAT, read_log, rebuild
from game.core.match import Match
from game.core.migrate import MIGRATIONS, migrate_record
from game.core.model import MatchConfig, SeatInfo
from game.registry import get_rules
from tests.hostile_corpus import (
    BAD_BOT_SEEDS,
    BAD_NAMES,
    aim_config,
    deal,
    forged_setups,
    with_name,
    with_raw_value,
    write_log,
)
from ui.replay import Replay
from ui.saves import check_save, forget_checks, latest_unfinished, list_saves
from ui.session import GameSession

FORGED = forged_setups()
FIXTURES = Path(__file__).parent / "fixtures" / "saves"
FIXTURE = FIXTURES / "aim-format1.jsonl"
SETUP_WORDS = "the set-up is not the one its seed deals"


@pytest.fixture(autouse=True)
def _fresh_checks() -> None:
    forget_checks()


def _cli(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["replay", str(path), "--verify"])
    out = capsys.readouterr()
    return code, out.out, out.err


def _sentence(text: str) -> None:
    assert text and text.endswith(".") and "\n" not in text and "Traceback" not in text


@pytest.mark.parametrize("name", sorted(FORGED))
def test_a_forged_set_up_is_refused_everywhere_with_a_sentence(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11: 30 gold, an Epic in a starter deck, 100 dice, an emptied tavern, another
    game's set-up spliced in, a scenario's whole state: each claimed as the seed's deal."""
    config, setup = FORGED[name]
    path = write_log(tmp_path / f"{name}.jsonl", config, setup, origin="deal")
    code, _, err = _cli(path, capsys)
    assert code == EXIT_MISMATCH and SETUP_WORDS in err
    with pytest.raises(LogRefused, match=SETUP_WORDS):
        GameSession.load(path)
    with pytest.raises(LogRefused, match=SETUP_WORDS):
        Replay(path)
    info = check_save(path)
    assert info.problem is not None and SETUP_WORDS in info.problem
    _sentence(info.problem)


def test_a_forged_save_never_hides_the_older_good_game_from_continue(tmp_path: Path) -> None:
    good = write_log(tmp_path / "a-good.jsonl", aim_config(), deal(aim_config()))
    old = good.stat().st_mtime
    for k, (name, (config, setup)) in enumerate(sorted(FORGED.items())):
        forged = write_log(tmp_path / f"{name}.jsonl", config, setup, origin="deal")
        import os

        os.utime(forged, (old + 10 + k, old + 10 + k))  # every forgery is newer
    found = latest_unfinished(tmp_path)
    assert found is not None and found.path == good
    infos = list_saves(tmp_path)
    assert infos[-1].path == good and infos[-1].problem is None
    assert all(i.problem is not None for i in infos[:-1])


def test_the_log_header_says_whether_the_game_was_dealt_or_began_from_a_scenario(
    tmp_path: Path,
) -> None:
    config, position = FORGED["aim-scenario-position"]
    dealt = write_log(tmp_path / "dealt.jsonl", aim_config(), deal(aim_config()))
    scenario = write_log(tmp_path / "scenario.jsonl", config, position)
    assert json.loads(dealt.read_bytes().split(b"\n")[0])["origin"] == "deal"
    assert json.loads(scenario.read_bytes().split(b"\n")[0])["origin"] == "scenario"
    loaded = read_log(scenario, get_rules)
    match, report = rebuild(get_rules("aim"), loaded)  # type: ignore[arg-type]
    assert report.mismatch is None and loaded.header.from_scenario


@pytest.mark.parametrize("name", ["aim-scenario-position", "aim-thirty-gold", "tk-tavern-emptied"])
def test_a_scenario_game_loads_and_is_shown_as_one(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Any position may be played as a scenario, as long as it says so (then it stays out of
    the Hall of Fame)."""
    config, setup = FORGED[name]
    path = write_log(tmp_path / f"{name}.jsonl", config, setup, origin="scenario")
    code, out, _ = _cli(path, capsys)
    assert code == EXIT_OK and "began from a scenario position" in out
    session = GameSession.load(path)
    session.close()
    assert session.from_scenario
    assert Replay(path).from_scenario
    info = check_save(path)
    assert info.problem is None and info.scenario


def test_a_dealt_game_is_not_a_scenario(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_log(tmp_path / "dealt.jsonl", aim_config(), deal(aim_config()))
    code, out, _ = _cli(path, capsys)
    assert code == EXIT_OK and "the set-up is the deal of its seed" in out
    session = GameSession.load(path)
    session.close()
    assert not session.from_scenario and not Replay(path).from_scenario
    assert not check_save(path).scenario


def test_a_tampered_step_hash_is_caught_by_the_load_list_and_replays(tmp_path: Path) -> None:
    """Load used to mark hash-damaged saves as fine; Replays opened them."""
    path = write_log(tmp_path / "tampered.jsonl", aim_config(), deal(aim_config()), actions=20)
    lines = path.read_bytes().split(b"\n")
    step = json.loads(lines[6])
    step["hash"] = "0" * 32
    lines[6] = json.dumps(step).encode()
    path.write_bytes(b"\n".join(lines))
    info = check_save(path)
    assert info.problem is not None and "differs from the recorded one" in info.problem
    with pytest.raises(LogRefused, match="cannot be replayed: the state after step"):
        Replay(path)


def test_recorded_events_that_decide_differently_are_refused_by_replays(tmp_path: Path) -> None:
    """A log whose events were changed *and* whose hashes were recomputed over them still fails:
    the actions are decided again."""
    rules = get_rules("aim")
    assert rules is not None
    config = aim_config()
    path = write_log(tmp_path / "events.jsonl", config, deal(config), actions=30)
    loaded = read_log(path, get_rules)
    # step 3 also hands seat 0 thirty gold; every later hash is recomputed to agree
    from game.games.aim.events import GoldTaken

    bonus = GoldTaken(attacker=0, defender=1, taken=30, bonus=0, protected=0, dropped=0)
    lines = path.read_bytes().split(b"\n")
    match: Match[Any] = Match(rules, config, loaded.setup, undo=False)
    for n in range(2, len(lines)):
        if not lines[n]:
            continue
        rec = json.loads(lines[n])
        events = [rules.event_adapter.validate_python(e) for e in rec["events"]]
        if n == 4:
            events.append(bonus)
        for e in events:
            rules.evolve(match.state, e)
        rec["events"] = [e.model_dump(mode="json") for e in events]
        rec["hash"] = bound_hash(match.state_hash(), loaded.binding)
        lines[n] = json.dumps(rec).encode()
    path.write_bytes(b"\n".join(lines))
    assert rebuild(rules, read_log(path, get_rules), verify=False)[1].mismatch is None
    with pytest.raises(LogRefused, match="cannot be replayed: step"):
        Replay(path)
    assert check_save(path).problem is not None


# ------------------------------------------------------------------ values that validate as JSON
def _good_bytes(tmp_path: Path) -> bytes:
    path = write_log(tmp_path / "good-source.jsonl", aim_config(), deal(aim_config()))
    data = path.read_bytes()
    path.unlink()
    return data


@pytest.mark.parametrize("kind", sorted(BAD_BOT_SEEDS))
def test_a_bot_seed_the_app_cannot_use_is_refused_by_verify_and_resume(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``options.bot_seed`` of "abc", NaN, 1e309 or a list crashed Continue while
    ``replay --verify`` passed the file."""
    lines = _good_bytes(tmp_path).split(b"\n")
    lines[0] = with_raw_value(lines[0], ("config", "options", "bot_seed"), BAD_BOT_SEEDS[kind])
    path = tmp_path / f"seed-{kind}.jsonl"
    path.write_bytes(b"\n".join(lines))
    code, _, err = _cli(path, capsys)
    assert code == EXIT_BAD_INPUT and "bot_seed" in err and "Traceback" not in err
    with pytest.raises(LogRefused, match="bot_seed"):
        GameSession.load(path, lambda info, game: None)
    assert latest_unfinished(tmp_path) is None
    info = check_save(path)
    assert info.problem is not None
    _sentence(info.problem)


def test_seeds_in_range_still_load(tmp_path: Path) -> None:
    config = aim_config().model_copy(update={"options": {"bot_seed": 10**19}})
    path = write_log(tmp_path / "big-seed.jsonl", config, deal(config))
    GameSession.load(path, lambda info, game: None).close()


@pytest.mark.parametrize("kind", sorted(BAD_NAMES))
def test_a_seat_name_the_app_cannot_draw_is_refused_with_the_reason(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _good_bytes(tmp_path).split(b"\n")
    lines[0] = with_name(lines[0], ("config", "seats", 1, "name"), BAD_NAMES[kind])
    path = tmp_path / f"name-{kind}.jsonl"
    path.write_bytes(b"\n".join(lines))
    code, _, err = _cli(path, capsys)
    assert code == EXIT_BAD_INPUT and "config.seats.1.name" in err
    with pytest.raises(LogRefused, match="its header is invalid"):
        GameSession.load(path)
    info = check_save(path)
    assert info.problem is not None and "seats.1.name" in info.problem


def test_seat_names_are_validated_where_a_game_is_made() -> None:
    for kind, name in BAD_NAMES.items():
        with pytest.raises(ValueError):
            SeatInfo(name=name)
        assert kind
    with pytest.raises(ValueError):
        MatchConfig(game="aim", seats=(SeatInfo(name="A"),), seed=1, options={"bot_seed": "abc"})
    with pytest.raises(ValueError):
        SeatInfo(name="A", kind="bot", level="x" * 500)


# ------------------------------------------------------------------ the format change
def test_the_origin_migration_tells_a_scenario_from_a_deal_by_its_set_up() -> None:
    assert LOG_FORMAT == 5 and sorted(MIGRATIONS) == [1, 2, 3, 4]
    header = {"type": "header", "format": 3}
    dealt = {"type": "setup", "events": [{"kind": "game_set_up"}]}
    position = {"type": "setup", "events": [{"kind": "position_loaded", "state": {}}]}
    assert migrate_record(header, 3, 4, dealt) == {**header, "format": 4, "origin": "deal"}
    assert migrate_record(header, 3, 4, position)["origin"] == "scenario"
    assert migrate_record(header, 3, 4)["origin"] == "deal"
    assert migrate_record(dealt, 3, 4, dealt) == dealt


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.jsonl")), ids=lambda p: p.name)
def test_every_older_save_migrates_and_replays_to_its_recorded_hashes(fixture: Path) -> None:
    """Saves of every earlier format (AIM 0.1, the draw-choice change, Tavern Keepers before
    the kit) still load: dealt ones deal again to the same set-up, the scenario one says so."""
    loaded = read_log(fixture, get_rules)
    assert loaded.migrated_from is not None
    assert loaded.header.from_scenario == ("position" in fixture.name)
    match, report = rebuild(get_rules(loaded.header.game), loaded)  # type: ignore[arg-type]
    assert report.mismatch is None
    hashes = [json.loads(x)["hash"] for x in fixture.read_text().splitlines() if '"hash"' in x]
    assert match.state_hash() == hashes[-1]


def test_a_format_3_save_reads_the_same_way(tmp_path: Path) -> None:
    from game.core.migrate import migrate_lines

    v3 = tmp_path / "format3.jsonl"
    v3.write_bytes(migrate_lines(FIXTURE.read_bytes(), 1, 3))
    assert json.loads(v3.read_bytes().split(b"\n")[0])["format"] == 3
    loaded = read_log(v3, get_rules)
    assert loaded.migrated_from == 3 and loaded.header.origin == "deal"
    assert rebuild(get_rules("aim"), loaded)[1].mismatch is None  # type: ignore[arg-type]


def test_a_migrated_save_with_a_forged_set_up_is_refused(tmp_path: Path) -> None:
    """Migration marks old files as dealt, so their set-up is dealt again like any other."""
    config, setup = FORGED["aim-thirty-gold"]
    path = write_log(tmp_path / "old.jsonl", config, setup)
    lines = path.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    del head["origin"]
    head["format"] = 3
    lines[0] = json.dumps(head).encode()
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(LogRefused, match=SETUP_WORDS):
        GameSession.load(path)


def test_resuming_the_format_1_fixture_still_works(tmp_path: Path) -> None:
    path = tmp_path / FIXTURE.name
    shutil.copy(FIXTURE, path)
    session = GameSession.load(path)
    session.close()
    assert not session.from_scenario
    assert json.loads(path.read_text().splitlines()[0])["origin"] == "deal"

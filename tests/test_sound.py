"""The sound board never breaks the app, and the sound synthesizer is valid and deterministic."""

from __future__ import annotations

import math
import os
import subprocess
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ui import assets
from ui.sound import ALL_SOUNDS, SoundBoard

ROOT = Path(__file__).resolve().parents[1]
MAKE_SOUNDS = ROOT / "sounds" / "make_sounds.py"

# Target lengths in seconds from the sound brief; a file may be off by up to 30%.
EXPECTED_SECONDS = {
    "card_slide": 0.150,
    "card_flip": 0.090,
    "dice": 0.450,
    "coins": 0.300,
    "attack_won": 0.500,
    "attack_lost": 0.500,
    "your_turn": 0.400,
    "click": 0.040,
    "error": 0.200,
}


@pytest.fixture(autouse=True)
def dummy_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fresh, device-less mixer for every test."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


# ------------------------------------------------------------------ SoundBoard


def test_play_before_start_is_a_silent_no_op() -> None:
    board = SoundBoard()
    assert board.silent and board.problem is None
    for name in ALL_SOUNDS:
        board.play(name)


def test_starts_with_the_dummy_driver_and_plays_every_sound() -> None:
    board = SoundBoard(volume=0.5)
    board.start()
    assert board.problem is None
    assert board.missing == [], "the repo's ui/resources/sounds/*.wav should all load"
    assert not board.silent
    for name in ALL_SOUNDS:
        assert board.has(name)
        board.play(name)
    board.play("no-such-sound")
    board.set_volume(0.2)
    board.set_muted(True)
    board.play(SoundBoard.DICE)
    board.set_muted(False)
    board.start()  # a second start is a no-op


def test_names_match_the_synthesized_files() -> None:
    assert set(ALL_SOUNDS) == set(EXPECTED_SECONDS)
    assert SoundBoard.WON == "attack_won" and SoundBoard.ALL == ALL_SOUNDS


@pytest.mark.parametrize(
    "exc",
    [
        pygame.error("No available audio device"),
        OSError("device busy"),
        NotImplementedError("mixer module not available"),
    ],
)
def test_failing_mixer_leaves_a_silent_board_with_a_reason(
    monkeypatch: pytest.MonkeyPatch, exc: BaseException
) -> None:
    def broken_init(*args: object, **kwargs: object) -> None:
        raise exc

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    board = SoundBoard()
    board.start()
    assert board.silent
    assert board.problem and "\n" not in board.problem
    assert str(exc) in board.problem
    for name in ALL_SOUNDS:
        board.play(name)
    board.set_volume(1.0)
    board.set_muted(True)
    board.set_muted(False)
    board.play(SoundBoard.CLICK)


def test_a_missing_file_silences_only_that_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    real = assets.sound_path

    def without_dice(name: str) -> Path | None:
        return None if name == "dice.wav" else real(name)

    monkeypatch.setattr(assets, "sound_path", without_dice)
    board = SoundBoard()
    board.start()
    assert board.problem is None
    assert board.missing == ["dice"]
    assert not board.has("dice") and board.has("coins")
    board.play("dice")
    board.play("coins")


def test_play_after_the_mixer_was_shut_down_does_not_crash() -> None:
    """pygame-ce segfaults on Sound.play() after mixer.quit(); run it apart so a regression
    fails this test instead of killing the whole test run."""
    script = """if True:
        import pygame
        from ui.sound import ALL_SOUNDS, SoundBoard
        board = SoundBoard()
        board.start()
        assert not board.silent, board.problem
        pygame.quit()
        for name in ALL_SOUNDS:
            board.play(name)
        board.set_volume(0.3)
        board.set_muted(True)
        board.set_muted(False)
        pygame.mixer.init()
        board.play("click")  # the loaded sounds work again once the mixer is back
        print("survived")
    """
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SDL_AUDIODRIVER": "dummy"},
    )
    assert result.returncode == 0, result.stderr
    assert "survived" in result.stdout


@pytest.mark.parametrize(
    "given, kept", [(-1.0, 0.0), (0.25, 0.25), (3.0, 1.0), (float("nan"), 0.0)]
)
def test_volume_is_clamped(given: float, kept: float) -> None:
    board = SoundBoard(volume=given)
    assert board.volume == kept
    board.set_volume(given)
    assert board.volume == kept


# ------------------------------------------------------------------ make_sounds.py


def _make(out: Path) -> dict[str, bytes]:
    subprocess.run(
        [sys.executable, str(MAKE_SOUNDS), "--out", str(out)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return {p.name: p.read_bytes() for p in sorted(out.glob("*.wav"))}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, bytes]]:
    out = tmp_path_factory.mktemp("sounds")
    return out, _make(out)


def test_make_sounds_writes_valid_wavs(generated: tuple[Path, dict[str, bytes]]) -> None:
    out, files = generated
    assert set(files) == {f"{name}.wav" for name in EXPECTED_SECONDS}
    assert sum(len(b) for b in files.values()) < 400 * 1024
    for name, target in EXPECTED_SECONDS.items():
        with wave.open(str(out / f"{name}.wav"), "rb") as w:
            assert w.getframerate() == 44_100, name
            assert w.getnchannels() == 1, name
            assert w.getsampwidth() == 2, name
            assert w.getcomptype() == "NONE", name
            seconds = w.getnframes() / w.getframerate()
            assert 0.7 * target <= seconds <= 1.3 * target, (name, seconds)
            frames = array("h", w.readframes(w.getnframes()))
        if sys.byteorder == "big":
            frames.byteswap()
        peak_db = 20 * math.log10(max(abs(s) for s in frames) / 32768)
        assert -10.0 <= peak_db <= -5.0, (name, peak_db)  # quiet, never clipping
        assert abs(frames[0]) < 200 and abs(frames[-1]) < 200, name  # faded ends: no clicks


def test_make_sounds_is_deterministic(
    tmp_path: Path, generated: tuple[Path, dict[str, bytes]]
) -> None:
    _, first = generated
    assert _make(tmp_path) == first

"""Sound effects for the table: a small, fail-safe wrapper around ``pygame.mixer``.

Sound is a nicety, never a requirement: a machine without an audio device, without SDL_mixer
or without the WAV files still runs the app, only silently. Nothing in this module raises
because of audio trouble.
"""

from __future__ import annotations

import contextlib

import pygame

from ui import assets

# Sound names accepted by SoundBoard.play(); each is the stem of a WAV file in sounds/.
SLIDE = "card_slide"
FLIP = "card_flip"
DICE = "dice"
COINS = "coins"
WON = "attack_won"
LOST = "attack_lost"
YOUR_TURN = "your_turn"
CLICK = "click"
ERROR = "error"

ALL_SOUNDS: tuple[str, ...] = (SLIDE, FLIP, DICE, COINS, WON, LOST, YOUR_TURN, CLICK, ERROR)

# What a failing audio stack may raise: pygame.error for SDL trouble, OSError for devices and
# files, RuntimeError (including NotImplementedError) when pygame was built without the mixer.
_AUDIO_ERRORS: tuple[type[BaseException], ...] = (pygame.error, OSError, RuntimeError)


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class SoundBoard:
    """Plays the named sound effects, or silently does nothing when sound is unavailable.

    Contract:

    * No method raises because of audio trouble. ``play()`` may be called at any time:
      before ``start()``, after a failed ``start()``, after the mixer was shut down
      (``pygame.quit()``), while muted or with an unknown name; in all those cases it is a
      no-op.
    * ``start()`` initialises the mixer and loads the WAVs. If the mixer cannot start, the
      board stays silent and ``problem`` holds a one-line reason. A WAV that is missing or
      unreadable leaves just that sound silent; its name is listed in ``missing``.
    * ``volume`` is always within [0, 1] and applies to every sound, including ones loaded
      later; ``muted`` suppresses new sounds and stops the ones playing.
    """

    SLIDE = SLIDE
    FLIP = FLIP
    DICE = DICE
    COINS = COINS
    WON = WON
    LOST = LOST
    YOUR_TURN = YOUR_TURN
    CLICK = CLICK
    ERROR = ERROR
    ALL = ALL_SOUNDS

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume: float = _clamp(volume)
        self.muted: bool = bool(muted)
        # Why the board is silent (one line); None if the mixer started or before start().
        self.problem: str | None = None
        # Names whose WAV could not be found or loaded by start().
        self.missing: list[str] = []
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._started = False

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Initialise the mixer and load every sound. Never raises; calling again is a no-op.

        The mixer is initialised for 44.1 kHz 16-bit output (a no-op if the app already
        initialised it). On failure the board is silent and ``problem`` says why.
        """
        if self._started:
            return
        self._started = True
        try:
            pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
        except _AUDIO_ERRORS as exc:
            self.problem = f"the audio mixer could not start ({_one_line(exc)})"
            return
        for name in ALL_SOUNDS:
            sound = self._load(name)
            if sound is None:
                self.missing.append(name)
            else:
                self._sounds[name] = sound
        self._apply_volume()

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        path = assets.sound_path(f"{name}.wav")
        if path is None:
            return None
        try:
            return pygame.mixer.Sound(str(path))
        except _AUDIO_ERRORS:
            return None

    # ------------------------------------------------------------------ state

    @property
    def silent(self) -> bool:
        """True when nothing can be heard: not started, the mixer failed or no sound loaded."""
        return not self._sounds

    def has(self, name: str) -> bool:
        """Whether ``name`` is loaded and would be heard when not muted."""
        return name in self._sounds

    # ------------------------------------------------------------------ control

    def play(self, name: str) -> None:
        """Play ``name`` once (overlapping earlier plays). A no-op when silent, muted or the
        name is unknown or missing; never raises."""
        if self.muted:
            return
        sound = self._sounds.get(name)
        if sound is None or not _mixer_running():
            return
        with contextlib.suppress(*_AUDIO_ERRORS):
            sound.play()

    def set_volume(self, volume: float) -> None:
        """Set the volume for every sound; values are clamped to [0, 1] (NaN counts as 0)."""
        self.volume = _clamp(volume)
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        """Mute (stopping the sounds now playing) or unmute. The volume is kept."""
        self.muted = bool(muted)
        if self.muted:
            for sound in self._sounds.values():
                with contextlib.suppress(*_AUDIO_ERRORS):
                    sound.stop()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            with contextlib.suppress(*_AUDIO_ERRORS):
                sound.set_volume(self.volume)


def _mixer_running() -> bool:
    """Whether the mixer is up. Checked before every play: pygame-ce 2.5 crashes (segfault,
    not an exception) when Sound.play() runs after pygame.quit() or pygame.mixer.quit()."""
    try:
        return bool(pygame.mixer.get_init())
    except _AUDIO_ERRORS:
        return False


def _clamp(volume: float) -> float:
    v = float(volume)
    if v != v:  # NaN
        return 0.0
    return max(0.0, min(1.0, v))

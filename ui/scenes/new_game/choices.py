"""What the New game form offers and the words it shows for it: the seat kinds, the bot levels
a game has, the names to start from, a seat's name as played, an option's words. No pygame."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.options import OptionSpec
from game.core.text import NAME_MAX, repair_name
from ui.settings import DEFAULT_NAMES

KINDS = ["human", "random", "greedy", "easy", "normal", "hard"]
KIND_LABELS = {
    "human": "Human",
    "random": "Bot: random",
    "greedy": "Bot: greedy",
    "easy": "Bot: easy",
    "normal": "Bot: normal",
    "hard": "Bot: hard",
}
KIND_NOTES = {
    "human": "Human: a person at this screen. With two or more people, a hand-over screen "
    "comes before each one's private view.",
    "random": "Bot: random plays any legal move at random. Good for trying the rules, not for "
    "a game.",
    "greedy": "Bot: greedy plays at once the move that looks best right now, and never looks "
    "further ahead.",
    "easy": "Bot: easy looks a little way ahead and now and then misjudges a close call, as "
    "someone learning the game does.",
    "normal": "Bot: normal plays its best few moves out against guesses at the cards it cannot "
    "see, for up to half a second a move.",
    "hard": "Bot: hard thinks longest, up to two seconds a move, with the game's sharpest "
    "judgement.",
}
"""What each seat kind means, shown under the form while its button is pointed at or has
the keyboard, followed by what the level measured in the chosen game where its entry says
(``GameEntry.level_notes``; game/bots/TOURNAMENT.md measures the levels). Every bot sees
only its seat's view, like a person."""


def kind_note(kind: str, level_notes: Mapping[str, str]) -> str:
    """What seat kind ``kind`` means, then what it measured in this game (the game entry's
    ``level_notes``), where the entry says; "" for a kind with no words."""
    note = KIND_NOTES.get(kind, "")
    extra = level_notes.get(kind, "")
    return f"{note} {extra}" if note and extra else note


MAX_SEATS = 8
"""The most seats any game takes (game/core/entry.py)."""
SEED = -1
"""``editing`` while the seed is being typed (a seat's index otherwise)."""
MINUS = "\u2212"
"""The minus sign on the - buttons."""
NAME_TYPING_MAX = 16
"""The longest name typed here; with a bot's " (bot)" it stays well within NAME_MAX."""
SEED_TYPING_MAX = 9
"""The most digits a seed may be typed with."""
BOT_SUFFIX = " (bot)"
SPARE_NAMES = ["Eve", "Finn", "Gus", "Hana"]
DEFAULT_BOT = "normal"
"""The opponent a new game offers first: a search bot that plays well and answers within
half a second (game/bots), rather than the instant but shallow greedy one."""


def bot_levels(game_id: str | None = None) -> list[str]:
    """The bot kinds offered for ``game_id`` (``game.bots.kinds_for``), in menu order."""
    try:
        from game.bots import BOT_KINDS, kinds_for
    except ImportError:
        return ["random", "greedy"]
    offered = kinds_for(game_id) if game_id is not None else list(BOT_KINDS)
    return [k for k in KINDS[1:] if k in offered]


def starting_names(remembered: list[str]) -> list[str]:
    """A name for each of the ``MAX_SEATS`` seats to start from: the remembered ones that can
    be used (settings may hold any number, or odd ones), then defaults, each cut to what can
    be typed here."""
    names = [n for r in remembered if (n := repair_name(r, NAME_TYPING_MAX)) is not None]
    for spare in [*DEFAULT_NAMES, *SPARE_NAMES]:
        if len(names) >= MAX_SEATS:
            break
        if spare not in names:
            names.append(spare)
    while len(names) < MAX_SEATS:
        names.append(f"Seat {len(names) + 1}")
    return names[:MAX_SEATS]


def seat_name(typed: str, seat: int, bot: bool) -> str:
    """The seat's name from what was typed: a usable name (game/core/text.py) or "Seat n",
    with " (bot)" for a bot, always within NAME_MAX."""
    name = repair_name(typed, NAME_MAX - len(BOT_SUFFIX)) or f"Seat {seat + 1}"
    return f"{name}{BOT_SUFFIX}" if bot and "bot" not in name else name


def preferred_bot(game_id: str) -> str:
    """The default bot kind for ``game_id``: ``DEFAULT_BOT``, else greedy, else any it has."""
    levels = bot_levels(game_id)
    for kind in (DEFAULT_BOT, "greedy"):
        if kind in levels:
            return kind
    return levels[0] if levels else "greedy"


def option_text(spec: OptionSpec, value: Any) -> str:
    """The words a control shows for ``spec`` at ``value`` ("Short game: On")."""
    if spec.kind == "bool":
        return f"{spec.label}: {'On' if value else 'Off'}"
    if spec.kind == "int" and value == 0 and spec.zero_word:
        return f"{spec.label}: {spec.zero_word}"
    return f"{spec.label}: {value}"

"""High Card's log sentences, each told to one viewer: a seat reads its own hand, its own
draws and its own choice; of the others only what the table shows (how many cards, that
they have chosen), until the reveal turns every chosen card up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.describe import Voice, plural
from game.core.events import GameEnded
from game.core.model import Event
from game.core.simultaneous import describe_secret
from game.games.high_card.model import CardDrawn, Dealt, PrizeTurned, RoundScored, value

if TYPE_CHECKING:
    from game.games.high_card.rules import HighCardRules


def card_words(card: Any) -> str:
    """``"the 7"``: a card as the log names it (its value; ids are the table's business)."""
    return f"the {value(int(card))}"


def _listing(cards: Sequence[int]) -> str:
    words = [str(value(c)) for c in sorted(cards)]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def describe(
    rules: HighCardRules, event: Event, viewer: int | None, names: Sequence[str]
) -> str | None:
    """One sentence for ``viewer`` (None: a spectator of everything), or None."""
    voice = Voice(viewer, names)
    said = describe_secret(event, voice, show=card_words)
    if said is not None:
        return said
    if isinstance(event, Dealt):
        if viewer is None:
            return (
                "Cards are dealt: "
                + "; ".join(f"{names[s]}: {_listing(h)}" for s, h in enumerate(event.hands))
                + "."
            )
        if 0 <= viewer < len(event.hands):
            return f"You are dealt {_listing(event.hands[viewer])}."
        return f"Each player is dealt {plural(len(event.hands[0]), 'card')}."
    if isinstance(event, PrizeTurned):
        extra = f" ({event.pot} at stake)" if event.pot != event.prize else ""
        return f"Round {event.round}: the prize is {plural(event.prize, 'point')}{extra}."
    if isinstance(event, RoundScored):
        if event.winner is None or event.card is None:
            return f"Every top card was matched: {plural(event.points, 'point')} stay for the next round."
        won = "win" if event.winner == viewer else "wins"
        return f"{voice.who(event.winner)} {won} {plural(event.points, 'point')} with {card_words(event.card)}."
    if isinstance(event, CardDrawn):
        if voice.sees(event.seat):
            return f"{voice.says(event.seat, 'draw', 'draws')} {card_words(event.card)}."
        return f"{voice.says(event.seat, 'draw', 'draws')} a card."
    if isinstance(event, GameEnded):
        who = " and ".join(voice.who(w) for w in event.winners)
        top = event.scores.get(event.winners[0], 0) if event.winners else 0
        return f"Game over: {who} {'win' if viewer in event.winners or len(event.winners) > 1 else 'wins'} with {plural(top, 'point')}."
    return None

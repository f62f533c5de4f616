"""Scenario positions: a table at the start of a turn, hands given by character name.

Keys (all optional but ``players``): ``head`` (default 0), ``turn`` (1), ``round`` (1),
``turn_in_round`` (1), and ``players``: one entry per seat with ``hand`` (six cards, one
per initiative), ``played`` (cards of the hand played this round), ``seen`` (cards of the
hand revealed before; the played ones are added), ``hoard`` and ``table`` (0). A card is
a character's name ("Thief": its lowest free copy), a name with race and morality
("Thief/elf/neutral": such a copy) or a card id. The options come from the scenario's
``options``. The position starts with everyone placing a card face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.errors import PositionError
from game.core.events import PositionLoaded
from game.core.model import Event, MatchConfig
from game.core.options import BadOption
from game.core.position import take_first, whole_number
from game.core.simultaneous import SecretChoices
from game.games.inns_and_outcasts.cards import INITIATIVES, N_CARDS
from game.games.inns_and_outcasts.model import (
    HOARD_TARGET,
    PLACE,
    TOPIC_CARDS,
    IoState,
    PlayerState,
)

if TYPE_CHECKING:
    from game.games.inns_and_outcasts.rules import InnsRules


class _Cards:
    """Cards not yet placed, taken by name, name/race/morality or id."""

    def __init__(self, rules: InnsRules) -> None:
        self.book = rules.book
        self.free = set(range(N_CARDS))

    def take(self, spec: Any, where: str) -> int:
        if isinstance(spec, int) and not isinstance(spec, bool):
            if spec not in self.free:
                raise PositionError(
                    f"{where}: card {spec} is not a free card id (0..{N_CARDS - 1})."
                )
            self.free.discard(spec)
            return spec
        parts = [x.strip().casefold() for x in str(spec).split("/")]

        def fits(c: int) -> bool:
            f = self.book(c)
            return (
                f.character.casefold() == parts[0]
                and (len(parts) < 2 or f.race == parts[1])
                and (len(parts) < 3 or f.morality == parts[2])
            )

        return take_first(self.free, fits, f"{where}: no card '{spec}' is left to place.")


def _int(pos: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    return whole_number(pos.get(key, default), key, low, high)


def state_from_position(rules: InnsRules, config: MatchConfig, pos: dict[str, Any]) -> list[Event]:
    """The whole state a position describes, as its one event; raises PositionError naming
    what is wrong."""
    from game.games.inns_and_outcasts.rules import resolved_options

    n = config.n_seats
    try:
        opts = resolved_options(config)
    except BadOption as exc:
        raise PositionError(str(exc)) from None
    s = IoState(
        n_seats=n,
        own_card_in_range=opts["own_card_in_range"],
        round_length=opts["round_length"],
        target=opts["hoard_target"] or HOARD_TARGET[n],
        quick_auction=opts["quick_auction"],
    )
    s.head = s.first_head = _int(pos, "head", 0, 0, n - 1)
    s.turn = _int(pos, "turn", 1, 1, 10_000)
    s.round = _int(pos, "round", 1, 1, 10_000)
    s.turn_in_round = _int(pos, "turn_in_round", 1, 1, s.round_length)
    raw = pos.get("players")
    if not isinstance(raw, list) or len(raw) != n:
        raise PositionError(f"players: give one entry for each of the {n} seats.")
    cards = _Cards(rules)
    letters = {inn: letter for letter, inn in rules.letters.items()}
    for i, rp in enumerate(raw):
        where = f"players[{i}]"
        if not isinstance(rp, dict):
            raise PositionError(f"{where}: expected an object with a hand.")
        hand_specs = rp.get("hand")
        if not isinstance(hand_specs, list) or len(hand_specs) != len(INITIATIVES):
            raise PositionError(f"{where}.hand: give six cards, one per initiative.")
        hand = sorted(
            (cards.take(x, f"{where}.hand") for x in hand_specs),
            key=lambda c: rules.book(c).initiative,
        )
        if [rules.book(c).initiative for c in hand] != list(INITIATIVES):
            raise PositionError(f"{where}.hand: a hand holds one card at each initiative 1-6.")
        p = PlayerState(hand=hand, inns="".join(letters[rules.book(c).inn] for c in hand))
        p.played = [_in_hand(rules, hand, x, f"{where}.played") for x in rp.get("played", [])]
        seen = [_in_hand(rules, hand, x, f"{where}.seen") for x in rp.get("seen", [])]
        p.seen = sorted(set(seen) | set(p.played))
        p.hoard = _int(rp, "hoard", 0, 0, 10_000)
        p.table = _int(rp, "table", 0, 0, 10_000)
        if len(p.played) >= s.round_length or len(set(p.played)) != len(p.played):
            raise PositionError(f"{where}.played: too many cards played for this round.")
        s.players.append(p)
    s.phase = PLACE
    s.secret = SecretChoices(topic=TOPIC_CARDS, seats=list(range(n)), waiting=list(range(n)))
    return [PositionLoaded(state=s.canonical())]


def _in_hand(rules: InnsRules, hand: list[int], spec: Any, where: str) -> int:
    for c in hand:
        if spec == c or (
            isinstance(spec, str) and rules.book(c).character.casefold() == spec.casefold()
        ):
            return c
    raise PositionError(f"{where}: '{spec}' is not in that hand.")

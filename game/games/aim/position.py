"""Scenario positions: a table described by card names, turned into one event.

A position names what matters and the rest goes to its home pile. Keys (all
optional): ``phase``, ``active``, ``turn_order``, ``turn``, ``round``,
``end_reason``, ``rebate``, ``premium_row`` (4 names or nulls, left to right),
``common_card``, ``premium_deck`` / ``common_deck`` (names, top first; unnamed
market cards go beneath in a seeded order), ``trash``, ``pesky_count``, and
``players``: a list of {``hand``, ``deck`` (top first), ``discard``, ``mat``
(list of [name, spot]; ``in:<name>`` and ``<name>:<slot>`` spots name cards on
the same mat), ``gold``, ``attacked_last_turn``, ``equip_done``}. Starter cards
no player holds go to the box.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.errors import PositionError
from game.core.events import PositionLoaded
from game.core.model import Event, MatchConfig
from game.core.position import seat_entries, take_first
from game.games.aim.cards import TOTAL_CARDS
from game.games.aim.model import (
    PHASES,
    PREMIUM_ROW,
    TIERS,
    AimState,
    PlayerState,
)

if TYPE_CHECKING:
    from game.games.aim.rules import AimRules


def state_from_position(rules: AimRules, config: MatchConfig, pos: dict[str, Any]) -> list[Event]:
    """The whole state a position describes, as its one event; raises PositionError naming
    what is wrong."""
    book = rules.book
    n = config.n_seats
    copies = 1 if n <= 2 else 2
    free = {c for c in range(TOTAL_CARDS * copies)}

    def take(name: str, where: str) -> int:
        key = str(name).casefold()
        missing = f"{where}: no card called '{name}' is left to place."
        return take_first(free, lambda c: book(c).name.casefold() == key, missing)

    state = AimState(n_seats=n, copies=copies, dice_total=10 * copies)
    for i, rp in enumerate(seat_entries(pos, n)):
        p = PlayerState()
        p.hand = [take(x, f"players[{i}].hand") for x in rp.get("hand", [])]
        p.deck = [take(x, f"players[{i}].deck") for x in rp.get("deck", [])][::-1]
        p.discard = [take(x, f"players[{i}].discard") for x in rp.get("discard", [])]
        named: dict[str, int] = {}
        pending: list[tuple[int, str]] = []
        for entry in rp.get("mat", []):
            if not (isinstance(entry, list | tuple) and len(entry) == 2):
                raise PositionError(f"players[{i}].mat: each entry is [card name, spot].")
            c = take(entry[0], f"players[{i}].mat")
            named.setdefault(str(entry[0]).casefold(), c)
            pending.append((c, str(entry[1])))
        for c, spot in pending:
            if spot.startswith("in:") and not spot[3:].isdigit():
                host = named.get(spot[3:].casefold())
                if host is None:
                    raise PositionError(
                        f"players[{i}].mat: no '{spot[3:]}' on that mat to hold a Sack."
                    )
                spot = f"in:{host}"
            elif ":" in spot and not spot.startswith("in:") and not spot.split(":")[0].isdigit():
                holder_name, slot = spot.split(":", 1)
                holder = named.get(holder_name.casefold())
                if holder is None:
                    raise PositionError(
                        f"players[{i}].mat: no companion '{holder_name}' on that mat."
                    )
                spot = f"{holder}:{slot}"
            p.mat[c] = spot
        p.gold = int(rp.get("gold", 0))
        p.attacked_last_turn = bool(rp.get("attacked_last_turn", False))
        p.equip_done = bool(rp.get("equip_done", False))
        state.players.append(p)
    state.premium_row = [
        None if x is None else take(x, "premium_row")
        for x in pos.get("premium_row", [None] * PREMIUM_ROW)
    ]
    if len(state.premium_row) != PREMIUM_ROW:
        raise PositionError("premium_row: it has four places (use null for a gap).")
    cc = pos.get("common_card")
    state.common_card = None if cc is None else take(cc, "common_card")
    state.trash = [take(x, "trash") for x in pos.get("trash", [])]
    top_premium = [take(x, "premium_deck") for x in pos.get("premium_deck", [])]
    top_common = [take(x, "common_deck") for x in pos.get("common_deck", [])]
    rng = random.Random(config.seed)
    rest = sorted(free)
    for deck, top, attr in (
        ("premium", top_premium, "premium_deck"),
        ("common", top_common, "common_deck"),
    ):
        if pos.get(f"{deck}_deck_exact"):
            under: list[int] = []
        else:
            under = [c for c in rest if book(c).deck == deck]
            rng.shuffle(under)
        setattr(state, attr, under + top[::-1])
    for t in TIERS:
        state.loot[t] = [c for c in rest if book(c).tier == t]
    pesky = [c for c in rest if book(c).deck == "pesky"]
    keep = int(pos.get("pesky_count", len(pesky)))
    state.pesky = pesky[:keep]
    used = set(state.premium_deck) | set(state.common_deck) | set(state.pesky)
    for t in TIERS:
        used |= set(state.loot[t])
    state.box = [c for c in rest if c not in used]
    state.phase = str(pos.get("phase", "market_trash"))
    if state.phase not in PHASES:
        raise PositionError(f"phase: '{state.phase}' is not one of {', '.join(PHASES)}.")
    state.active = int(pos.get("active", 0))
    state.turn_order = [int(x) for x in pos.get("turn_order", list(range(n)))]
    if sorted(state.turn_order) != list(range(n)) or not 0 <= state.active < n:
        raise PositionError("turn_order/active: they must name each seat once.")
    state.turn = int(pos.get("turn", 1))
    state.round = int(pos.get("round", 1))
    state.rebate = int(pos.get("rebate", 0))
    state.end_reason = pos.get("end_reason")
    if state.dice_in_use() > state.dice_total:
        raise PositionError(f"gold: the position needs more than the {state.dice_total} gold dice.")
    return [PositionLoaded(state=state.canonical())]

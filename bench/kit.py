"""State kit benchmark: generated clone/canonical/from_canonical against hand-written ones.

    python bench/kit.py [--number 20000] [--repeat 5]

The hand-written reference is Tavern Keepers' state as it was before the kit (the
dataclasses with their own clone, canonical and state_from_canonical, copied below); the
generated one is today's TkState (game/games/tavern_keepers/model.py). Both are filled
from the same mid-game positions (3 seats); the script first checks that they give the
same canonical form, then prints microseconds per call (the best of ``--repeat`` runs).
"""

from __future__ import annotations

import argparse
import random
import sys
import timeit
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


# ----------------------------------------------------------------- the hand-written reference
@dataclass(slots=True)
class HandPlayer:
    hand: list[int] = field(default_factory=list)
    tavern: list[int] = field(default_factory=list)
    prepared: list[int] = field(default_factory=list)
    bid: list[int] = field(default_factory=list)
    known: set[int] = field(default_factory=set)
    committed: bool = False
    passed: bool = False
    won: bool = False

    def clone(self) -> HandPlayer:
        return HandPlayer(
            list(self.hand),
            list(self.tavern),
            list(self.prepared),
            list(self.bid),
            set(self.known),
            self.committed,
            self.passed,
            self.won,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "tavern": self.tavern,
            "prepared": self.prepared,
            "bid": self.bid,
            "known": sorted(self.known),
            "committed": self.committed,
            "passed": self.passed,
            "won": self.won,
        }


@dataclass(slots=True)
class HandState:
    n_seats: int
    players: list[HandPlayer] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)
    quests: list[list[int]] = field(default_factory=list)
    rumors: list[int | None] = field(default_factory=list)
    phase: str = "bidding"
    round: int = 0
    quest_giver: int = 0
    first_player: int = 0
    opener: int | None = None
    quest: int | None = None
    bidder: int | None = None
    lone: bool = False
    bid_order: list[int] = field(default_factory=list)
    saboteur: int | None = None
    sabotage_passes: int = 0
    winners: list[int] = field(default_factory=list)
    result: dict[str, Any] | None = None
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def clone(self) -> HandState:
        return HandState(
            self.n_seats,
            [p.clone() for p in self.players],
            list(self.deck),
            list(self.discard),
            list(self.box),
            [list(q) for q in self.quests],
            list(self.rumors),
            self.phase,
            self.round,
            self.quest_giver,
            self.first_player,
            self.opener,
            self.quest,
            self.bidder,
            self.lone,
            list(self.bid_order),
            self.saboteur,
            self.sabotage_passes,
            list(self.winners),
            dict(self.result) if self.result is not None else None,
        )

    def canonical(self) -> dict[str, Any]:
        return {
            "n_seats": self.n_seats,
            "players": [p.canonical() for p in self.players],
            "deck": self.deck,
            "discard": self.discard,
            "box": self.box,
            "quests": self.quests,
            "rumors": self.rumors,
            "phase": self.phase,
            "round": self.round,
            "quest_giver": self.quest_giver,
            "first_player": self.first_player,
            "opener": self.opener,
            "quest": self.quest,
            "bidder": self.bidder,
            "lone": self.lone,
            "bid_order": self.bid_order,
            "saboteur": self.saboteur,
            "sabotage_passes": self.sabotage_passes,
            "winners": self.winners,
            "result": self.result,
        }


def hand_from_canonical(d: dict[str, Any]) -> HandState:
    """The old state_from_canonical (it checked nothing; the kit's validates every value)."""
    players = [
        HandPlayer(
            hand=list(p["hand"]),
            tavern=list(p["tavern"]),
            prepared=list(p["prepared"]),
            bid=list(p["bid"]),
            known=set(p["known"]),
            committed=bool(p["committed"]),
            passed=bool(p["passed"]),
            won=bool(p["won"]),
        )
        for p in d["players"]
    ]
    return HandState(
        n_seats=d["n_seats"],
        players=players,
        deck=list(d["deck"]),
        discard=list(d["discard"]),
        box=list(d["box"]),
        quests=[list(q) for q in d["quests"]],
        rumors=list(d["rumors"]),
        phase=d["phase"],
        round=d["round"],
        quest_giver=d["quest_giver"],
        first_player=d["first_player"],
        opener=d["opener"],
        quest=d["quest"],
        bidder=d["bidder"],
        lone=d["lone"],
        bid_order=list(d["bid_order"]),
        saboteur=d["saboteur"],
        sabotage_passes=d["sabotage_passes"],
        winners=list(d["winners"]),
        result=d["result"],
    )


# ----------------------------------------------------------------- positions
def positions(count: int = 8) -> list[Any]:
    """Mid-game Tavern Keepers states (3 seats) from random games."""
    from game.core.match import Match
    from game.core.model import MatchConfig, default_seats
    from game.registry import get_rules

    rules = get_rules("tavern-keepers")
    assert rules is not None
    out = []
    for seed in range(count):
        match: Match[Any] = Match.new(
            rules, MatchConfig(game="tavern-keepers", seats=default_seats(3), seed=seed)
        )
        rng = random.Random(seed)
        for _ in range(60):
            if match.is_over:
                break
            seat = match.to_act()[0]
            match.apply(seat, rng.choice(match.legal_actions(seat)))
        out.append(match.state)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    from game.games.tavern_keepers.model import TkState

    kits = positions()
    hands = [hand_from_canonical(s.canonical()) for s in kits]
    for kit, hand in zip(kits, hands, strict=True):
        assert kit.canonical() == hand.canonical(), "the two forms differ"
    data = [s.canonical() for s in kits]
    n = len(kits)

    def per_call(fn: Any) -> float:
        best = min(timeit.repeat(fn, number=args.number // n, repeat=args.repeat))
        return best / (args.number // n * n) * 1e6

    rows = [
        ("clone", lambda: [s.clone() for s in hands], lambda: [s.clone() for s in kits]),
        (
            "canonical",
            lambda: [s.canonical() for s in hands],
            lambda: [s.canonical() for s in kits],
        ),
        (
            "from_canonical",
            lambda: [hand_from_canonical(d) for d in data],
            lambda: [TkState.from_canonical(d) for d in data],
        ),
    ]
    print(f"Tavern Keepers state, 3 seats, {n} mid-game positions; microseconds per call")
    print(f"{'':16}{'hand-written':>14}{'generated':>12}{'ratio':>8}")
    for name, hand_fn, kit_fn in rows:
        h, k = per_call(hand_fn), per_call(kit_fn)
        print(f"{name:16}{h:>14.2f}{k:>12.2f}{k / h:>8.2f}")
    print("(from_canonical: the generated one validates every value; the old one did not)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

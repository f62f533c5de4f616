"""What one seat may know of a Loot Roll table (``seat=None``: everything; a seat number
no player holds, e.g. ``n_seats``: only what is public).

Public (D30): bags, banks, worn equipment, discard piles (face up), the vendor's row, the
monster fought and every modifier, dice and totals, hand sizes, deck sizes, pending
decisions, the window. Hidden: ability hands (a seat sees its own, and the cards of other
hands it saw by a peek or a steal: ``known``), deck orders, Fight/Flight choices until they
are turned over (the kit's ChoicesView shows a seat only its own), and what a scout saw
(``scouted``: the viewer's own, while the card is still on top). Derived numbers the table
shows (capacity, Survivability, the party's total against the monster's, roll totals,
prices) are in the view so the table and the bots never recompute the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Strict
from game.core.priority import WindowView, window_view
from game.core.simultaneous import ChoicesView, choices_view
from game.core.state import copier
from game.core.view import GameView, assemble, seats_seen_by
from game.games.loot_roll import calc
from game.games.loot_roll.cards import REGULAR_BEFORE_BOSS
from game.games.loot_roll.model import (
    FightState,
    LrState,
    Modifier,
    Pending,
    PlayerState,
    RollState,
    monster_pile,
)

if TYPE_CHECKING:  # types only: the rules import this module
    from game.games.loot_roll.rules import LootRollRules


class ModifierView(Strict):
    card: int
    by: int
    target: int
    """A seat, -1 for the party, -2 for the monster."""
    amount: int
    live: bool


class PlayerView(Strict):
    """One player as the viewer sees them; ``hand`` is None when hidden."""

    seat: int
    hand: list[int] | None
    hand_count: int
    known: list[int]
    """Cards of this hand the viewer has seen there (peek, steal)."""
    seen_by: dict[int, list[int]]
    """For the viewer's own hand: which other seats know which of its cards."""
    bag: list[int]
    bank: list[int]
    slots: dict[str, int]
    capacity: int
    survivability: int
    """1 + worn equipment; in a fight: this seat's Survivability against the monster."""
    roll_bonus: int
    price_cut: int
    loss_shield: int
    score: int
    """Bag + bank, as the final count would add them now (before swaps)."""


class FightView(Strict):
    monster: int
    boss: bool
    caller: int
    fighters: list[int]
    fled: list[int]
    forbid: list[int]
    warded: list[int]
    extra: dict[str, int]
    mods: list[ModifierView]
    printed: int
    """The monster's number for this fight adjusted to the table (before swarm and cards)."""
    need: int
    """The number the party must beat now."""
    party_total: int
    silenced: bool
    owed: dict[int, int]
    """What each seat would lose if it fought and the party were beaten now."""
    reward: int
    """Loot cards the monster gives now (with extra cards played)."""
    flee_toll: int


class RollView(Strict):
    party: list[int]
    queue: list[int]
    card: int | None
    rollers: list[int]
    dice: dict[int, int]
    bonus: dict[int, int]
    mods: list[ModifierView]
    totals: dict[int, int]


class PendingView(Strict):
    kind: str
    seat: int
    count: int
    reason: str


class LrView(GameView):
    """The table as one seat sees it (``ctx``: the engine's turn context)."""

    n_seats: int
    torch: int
    """Rounds a dungeon lasts at most; 0: no torch (the rulebook, D46)."""
    scaled: bool
    stacks: bool
    first: int
    active: int
    dungeon: int
    opener: int
    turns: int
    turns_left: int | None
    """Dungeon turns left before the torch burns out; None without a torch (D46)."""
    regular_wins: int
    boss_only: bool
    boss_down: bool
    players: list[PlayerView]
    deck_sizes: dict[str, int]
    discards: dict[str, list[int]]
    vendor: list[int | None]
    prices: list[int | None]
    """The price of each vendor space for the seat whose town turn it is."""
    town_order: list[int]
    town_mode: str
    buys: int
    discount: int
    extra_actions: int
    moved: list[int]
    exhausted: list[int]
    placing: int | None
    cleared: int
    fight: FightView | None
    roll: RollView | None
    window: WindowView | None
    choices: ChoicesView | None
    pending: list[PendingView]
    scouted: int | None
    """The monster the viewer saw on top of this dungeon's deck, while it is still there."""

    def monster_pile(self) -> str:
        """The pile this dungeon's fights draw from (D3)."""
        return monster_pile(self.dungeon, self.stacks)


SHOWN = copier(
    LrState,
    "n_seats",
    "torch",
    "scaled",
    "stacks",
    "first",
    "active",
    "dungeon",
    "opener",
    "turns",
    "regular_wins",
    "boss_down",
    "discards",
    "vendor",
    "town_order",
    "town_mode",
    "buys",
    "discount",
    "extra_actions",
    "placing",
    "cleared",
)
"""The table's fields every seat sees as they are (the view of them and the sample back)."""
PLAYER_SHOWN = copier(PlayerState, "bag", "bank", "slots")
"""A player's fields every seat sees as they are."""
FIGHT, ROLL = copier(FightState, but=("mods",)), copier(RollState, but=("mods",))
"""The fight's and the roll's fields (nothing in them is hidden) but their modifiers."""
MODIFIER, PENDING = copier(Modifier), copier(Pending)


def _mods(mods: list[Modifier]) -> list[ModifierView]:
    return [assemble(ModifierView, MODIFIER(m)) for m in mods]


def make_view(rules: LootRollRules, s: LrState, seat: int | None) -> LrView:
    """The view of ``seat``: never another hand (beyond what it saw), a deck order or an
    unrevealed choice."""
    t = rules.t
    players = [
        assemble(
            PlayerView,
            PLAYER_SHOWN(
                p,
                seat=i,
                hand=list(p.hand) if mine else None,
                hand_count=len(p.hand),
                known=list(p.known.get(seat, ())) if seat is not None and not mine else [],
                seen_by={k: list(v) for k, v in p.known.items()} if mine else {},
                capacity=calc.capacity_of(t, p),
                survivability=calc.power(t, s, i),
                roll_bonus=calc.roll_bonus(t, p),
                price_cut=calc.price_cut(t, p),
                loss_shield=calc.loss_shield(t, p),
                score=calc.score(t, p),
            ),
        )
        for i, p, mine in seats_seen_by(s.players, seat)
    ]
    f = s.fight
    fight = None
    if f is not None:
        fight = assemble(
            FightView,
            FIGHT(
                f,
                mods=_mods(f.mods),
                printed=calc.printed_need(t, s),
                need=calc.monster_need(t, s),
                party_total=calc.party_total(t, s),
                silenced=calc.silenced(t, s),
                owed={x: calc.owed(t, s, x) for x in range(s.n_seats)},
                reward=calc.reward_total(t, s),
                flee_toll=calc.flee_toll(t, s),
            ),
        )
    r = s.roll
    roll = None
    if r is not None:
        roll = assemble(RollView, ROLL(r, mods=_mods(r.mods), totals=calc.roll_totals(s)))
    own_scout = s.scouted.get(seat) if seat is not None else None
    return assemble(
        LrView,
        SHOWN(
            s,
            ctx=rules.context(s, seat),
            turns_left=max(0, s.torch * s.n_seats - s.turns) if s.torch else None,
            boss_only=s.regular_wins >= REGULAR_BEFORE_BOSS,
            players=players,
            deck_sizes={k: len(v) for k, v in s.decks.items()},
            prices=[None if c is None else calc.price(t, s, s.active, c) for c in s.vendor],
            moved=sorted(s.moved),
            exhausted=sorted(s.exhausted),
            fight=fight,
            roll=roll,
            window=window_view(s.window),
            choices=choices_view(s.secret, seat),
            pending=[assemble(PendingView, PENDING(p)) for p in s.pending],
            scouted=own_scout,
        ),
    )

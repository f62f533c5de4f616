"""What one seat may know of an AIM table (``seat=None``: everything, for spectators).

Hidden: other players' hands (only counts), every deck's order (only counts),
the order below the top of the Loot piles, and, while everyone equips at once
at the start, the other players' mats. Discard piles, mats, gold dice, markets
and the trash are public, as at a real table. The engine's turn context (phase, round,
who is to act, the result) is the view's ``ctx`` (game/core/view.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Strict
from game.core.state import copier
from game.core.view import GameView, seats_seen_by
from game.games.aim.model import (
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    TIERS,
    AimState,
    PlayerState,
    dice_count,
    dice_for,
)
from game.games.aim.stats import MatMemo, mat_stats, sale_parts

if TYPE_CHECKING:
    from game.games.aim.rules import AimRules


class MatTotals(Strict):
    carry: int
    load: int
    attack: int
    defense: int
    gold: int
    battle_attack: int
    battle_defense: int


class PlayerView(Strict):
    """One player as a viewer sees them; during the secret initial equipping another player's
    mat, hand size and deck size are None (hidden)."""

    seat: int
    hand: list[int] | None
    hand_count: int | None
    deck_count: int | None
    discard: list[int]
    mat: dict[int, str] | None
    drawn_for: list[int] | None
    """Cards on the mat whose "Draw a Card" was used this equip phase (they stay placed)."""
    gold: int
    dice: list[int]
    totals: MatTotals | None
    attacked_last_turn: bool
    gold_now: int | None = None
    """The Gold this player has to spend now: while buying, what is left; otherwise what a
    Sell would count now (dice, cards, this turn's trash, fees off, as much as the dice can
    hold). None while the mat is hidden."""


class AimView(GameView):
    """The table as one seat sees it; ``ctx`` (and its shortcuts ``phase``, ``round``,
    ``viewer``, ``to_act``, ``end_reason``) is the engine's turn context."""

    active: int
    turn: int
    turn_order: list[int]
    players: list[PlayerView]
    premium_row: list[int | None]
    premium_deck_count: int
    common_card: int | None
    common_deck_count: int
    rebate: int
    loot_tops: dict[str, int | None]
    loot_counts: dict[str, int]
    pesky_count: int
    trash: list[int]
    box_count: int
    dice_supply: int
    trashed_this_turn: bool
    ending: str | None
    """Why the game is ending, once triggered (the round is finished first); after the end
    it is also ``ctx.result.reason``."""
    defender: int | None
    tied: list[int]


SHOWN = copier(
    AimState,
    "active",
    "turn",
    "turn_order",
    "premium_row",
    "common_card",
    "rebate",
    "trash",
    "trashed_this_turn",
    "defender",
    "tied",
)
"""The table's fields every seat sees as they are (the view of them and the sample back)."""
PLAYER_SHOWN = copier(PlayerState, "discard", "gold", "attacked_last_turn")
"""A player's fields every seat sees as they are."""


def make_view(rules: AimRules, state: AimState, seat: int | None) -> AimView:
    """The view of ``seat``; never includes another seat's hand or any deck order."""
    memo = rules.memo
    players = []
    for i, p, mine in seats_seen_by(state.players, seat):
        mat_hidden = (
            state.phase == SETUP_EQUIP and not mine and not all(q.equip_done for q in state.players)
        )
        st = (
            None
            if mat_hidden
            else mat_stats(memo, p.mat, p.gold, attacked_last_turn=p.attacked_last_turn)
        )
        players.append(
            PlayerView.model_validate(
                PLAYER_SHOWN(
                    p,
                    seat=i,
                    hand=list(p.hand) if mine else None,
                    hand_count=None if mat_hidden else len(p.hand),
                    deck_count=None if mat_hidden else len(p.deck),
                    mat=None if mat_hidden else dict(p.mat),
                    drawn_for=None if mat_hidden else sorted(p.locked),
                    dice=dice_for(p.gold),
                    totals=None
                    if st is None
                    else MatTotals(
                        carry=st.carry + st.wallet,
                        load=st.load,
                        attack=st.attack,
                        defense=st.defense,
                        gold=st.gold,
                        battle_attack=st.battle_attack,
                        battle_defense=st.battle_defense,
                    ),
                    gold_now=None if mat_hidden else _gold_now(memo, state, i),
                )
            )
        )
    return AimView.model_validate(
        SHOWN(
            state,
            ctx=rules.context(state, seat),
            players=players,
            premium_deck_count=len(state.premium_deck),
            common_deck_count=len(state.common_deck),
            loot_tops={t: state.loot[t][-1] if state.loot[t] else None for t in TIERS},
            loot_counts={t: len(state.loot[t]) for t in TIERS},
            pesky_count=len(state.pesky),
            box_count=len(state.box),
            dice_supply=state.dice_total - state.dice_in_use(),
            ending=state.end_reason,
        )
    )


def _gold_now(memo: MatMemo, state: AimState, seat: int) -> int:
    """See ``PlayerView.gold_now``: the sum the rules' Sell would keep if it came now."""
    p = state.players[seat]
    if state.phase == MARKET_BUY and seat == state.active:
        return p.gold
    trash = state.trash_gold if state.phase == MARKET_TRASH and seat == state.active else 0
    parts = sale_parts(memo, p.mat, p.gold, trash, attacked_last_turn=p.attacked_last_turn)
    room = state.dice_total - (state.dice_in_use() - dice_count(p.gold))
    return min(max(0, sum(parts.values())), 6 * room)

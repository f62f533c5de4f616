"""What one seat may know of a High Card table (``seat=None``: everything, as at the end).

Hidden from a seat: the other hands (their sizes show), the stock's order and cards (its
size shows), the order of the prizes still to come (which prizes are left shows: the
turned ones are public), and the other seats' cards chosen this round until the reveal
(the kit's ``choices_view``: only that they have chosen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.model import Strict
from game.core.simultaneous import ChoicesView, choices_view
from game.core.view import GameView, seats_seen_by
from game.games.high_card.model import HcState

if TYPE_CHECKING:
    from game.games.high_card.rules import HighCardRules


class HcPlayerView(Strict):
    """One player as the viewer sees them: ``hand`` is None when hidden."""

    hand: list[int] | None
    hand_count: int
    played: list[int]
    score: int


class HcView(GameView):
    players: list[HcPlayerView]
    stock_count: int
    turned: list[int]
    prizes_left: int
    pot: int
    choices: ChoicesView | None


def make_view(rules: HighCardRules, state: HcState, seat: int | None) -> HcView:
    """``seat``'s view of ``state`` (the kit's contract: hides exactly what the module
    docstring lists)."""
    return HcView(
        ctx=rules.context(state, seat),
        players=[
            HcPlayerView(
                hand=list(p.hand) if mine else None,
                hand_count=len(p.hand),
                played=list(p.played),
                score=p.score,
            )
            for _, p, mine in seats_seen_by(state.players, seat)
        ],
        stock_count=len(state.stock),
        turned=list(state.turned),
        prizes_left=len(state.prizes),
        pot=state.pot,
        choices=choices_view(state.secret, seat),
    )

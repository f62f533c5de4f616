"""The choices a card puts to a player are typed values (asks.py), read from the state and
the log as they have always been written (README "Actions"; issue 22: typed contracts)."""

from __future__ import annotations

import json
import random
from typing import Any

from game.core.match import Match
from game.core.model import MatchConfig, SeatInfo
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.asks import (
    BlockIconAsk,
    ChoosePlayerAsk,
    PayOrAsk,
    PickOptionAsk,
    ReturnTokenAsk,
    TargetAsk,
    TransmuteAsk,
    typed_ask,
)
from game.games.inns_and_outcasts.model import AskKind
from tests.inns_and_outcasts.conftest import RULES

KINDS = {
    AskKind.BLOCK_ICON: BlockIconAsk,
    AskKind.TARGET: TargetAsk,
    AskKind.CHOOSE_PLAYER: ChoosePlayerAsk,
    AskKind.RETURN_TOKEN: ReturnTokenAsk,
    AskKind.TRANSMUTE: TransmuteAsk,
    AskKind.PAY_OR: PayOrAsk,
    AskKind.PICK_OPTION: PickOptionAsk,
}


def test_every_choice_asked_reads_as_its_typed_ask_and_logs_as_before() -> None:
    """Random games at 3-6 seats, both auctions: each choice asked (the state's and the
    asked seat's view) reads as the model of its kind, naming every option the state
    holds; its event still writes the kind as the same plain string in the log."""
    seen: set[AskKind] = set()
    for seed in range(6):
        n = 3 + seed % 4
        config = MatchConfig(
            game="inns-and-outcasts",
            seats=tuple(SeatInfo(name=f"P{i}", kind="bot") for i in range(n)),
            seed=seed,
            options={"quick_auction": seed % 2 == 1},
        )
        match: Match[Any] = Match.new(RULES, config)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.to_act()[0]
            events = match.apply(seat, rng.choice(match.legal_actions(seat)))
            for e in events:
                if isinstance(e, ev.ChoiceAsked):
                    assert json.loads(e.model_dump_json())["choice"] == str(e.choice)
            asked = match.state.asked
            if asked is None:
                continue
            typed = typed_ask(asked)
            assert type(typed) is KINDS[asked.kind] and typed.kind == asked.kind
            assert (typed.seat, typed.source, typed.path) == (asked.seat, asked.source, asked.path)
            view_ask = match.view(asked.seat).asked  # type: ignore[attr-defined]
            assert typed_ask(view_ask) == typed
            match typed:
                case TargetAsk(choices=cs):
                    assert [[c.seat, c.named] for c in cs] == asked.options
                case ReturnTokenAsk(tokens=ts):
                    assert [[t.seat, t.owner] for t in ts] == asked.options
                case BlockIconAsk(seats=xs) | ChoosePlayerAsk(seats=xs):
                    assert [[x] for x in xs] == asked.options
                case TransmuteAsk(amounts=xs) | PickOptionAsk(indices=xs):
                    assert [[x] for x in xs] == asked.options
                case PayOrAsk():
                    assert asked.options == []
            seen.add(AskKind(asked.kind))
    assert {AskKind.BLOCK_ICON, AskKind.TARGET, AskKind.CHOOSE_PLAYER, AskKind.PAY_OR} <= seen

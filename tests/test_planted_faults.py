"""The shared checks catch what they are for: each test plants one fault in a copy of the
example game, High Card (a subclass of its rules or its table), runs the shared check
that every registered game goes through, and asserts it reports the fault, in its words.
The same check on the honest game finds nothing (tests/test_shared_checks.py).

Planted: (i) a log sentence naming another seat's secret card; (ii) ``sample_state``
dealing the other hands one card short; (iii) a card slot pushed off its seat region;
(iv) a view showing another seat's hand; (v) a listed action the rules then refuse.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.model import Action, Event
from game.core.simultaneous import SecretChosen
from game.games.high_card.model import HcState, Play
from game.games.high_card.rules import HighCardRules
from game.games.high_card.sample import sample_state
from game.games.high_card.view import HcView
from tests.shared_checks import (
    Found,
    bot_faults,
    listed_action_faults,
    random_game,
    sample_faults,
    sentence_faults,
    view_leak_faults,
)
from tests.ui.positions import all_positions
from tests.ui.sweep import all_cases, sweep
from ui.games.high_card.table import HighCardTable

pygame.font.init()


class TellsTheirCard(HighCardRules):
    """(i) "Ana chose the 7." told to everyone, before the reveal."""

    def describe(self, event: Event, viewer: int | None, names: Sequence[str]) -> str | None:  # type: ignore[override]
        if isinstance(event, SecretChosen) and viewer != event.seat:
            return f"{names[event.seat]} chose the {int(str(event.choice)) // 4 + 1}."
        return super().describe(event, viewer, names)


class DealsShort(HighCardRules):
    """(ii) The sampled other hands hold one card fewer than they do."""

    def sample_state(self, view: Any, seat: int, rng: random.Random) -> HcState:  # type: ignore[override]
        s = sample_state(self, view, seat, rng)
        for i, p in enumerate(s.players):
            if i != seat and p.hand:
                s.stock.append(p.hand.pop())
        return s


class ShowsTheirHands(HighCardRules):
    """(iv) Every hand in every seat's view."""

    def view(self, state: HcState, seat: int | None) -> HcView:  # type: ignore[override]
        shown = super().view(state, None)
        return shown.model_copy(update={"ctx": self.context(state, seat)})


class ListsAPlayedCard(HighCardRules):
    """(v) Also lists one's last played card, which is no longer in the hand."""

    def legal_actions(self, state: HcState, seat: int) -> list[Action]:
        legal = super().legal_actions(state, seat)
        played = state.players[seat].played
        return [*legal, Play(card=played[-1])] if legal and played else legal


class SlotOffItsSeat(HighCardTable):
    """(iii) Another seat's slot card drawn below its seat region."""

    def _slot_card(self, b: Any, view: HcView, seat: int, r: pygame.Rect, region: str) -> None:
        super()._slot_card(b, view, seat, r.move(0, r.h * 2), region)


def game_of(rules: HighCardRules, seats: int = 3, seed: int = 1) -> Any:
    return random_game(rules, seats, seed)


def assert_caught(found: Found, words: str) -> str:
    """The check compared something and reported a fault containing ``words``; returns it."""
    assert found.compared > 0
    hits = [f for f in found.faults if words in f]
    assert hits, f"not caught: {found.faults[:3]}"
    return hits[0]


def test_honest_high_card_passes_every_check_planted_here() -> None:
    rules = HighCardRules()
    match = game_of(rules)
    for found in (
        sentence_faults(rules, match),
        sample_faults(rules, match),
        view_leak_faults(rules, match),
        listed_action_faults(rules, match),
        bot_faults(rules, match, "greedy"),
    ):
        found.assert_clean("honest High Card")
    assert sweep(all_cases(all_positions("high-card")), HighCardTable()) == {}


def test_i_a_sentence_naming_another_seats_secret_card_is_caught() -> None:
    rules = TellsTheirCard()
    said = assert_caught(sentence_faults(rules, game_of(rules)), "in worlds that look the same")
    assert " chose the " in said


def test_ii_a_sample_dealing_other_hands_short_is_caught() -> None:
    rules = DealsShort()
    match = game_of(rules)
    assert_caught(sample_faults(rules, match), "view of its sample differs from its view")


def test_iii_a_card_slot_pushed_off_its_seat_region_is_caught() -> None:
    faults = sweep(all_cases(all_positions("high-card")), SlotOffItsSeat())
    said = [f for fs in faults.values() for f in fs]
    assert any("leaves its region seat:" in f for f in said), said[:3]


def test_iv_a_view_showing_another_seats_hand_is_caught() -> None:
    rules = ShowsTheirHands()
    assert_caught(view_leak_faults(rules, game_of(rules)), "view changes when what it cannot see")


def test_v_a_listed_action_the_rules_refuse_is_caught() -> None:
    rules = ListsAPlayedCard()  # checked on an honest game (a random one would play it)
    match = game_of(HighCardRules())
    said = assert_caught(listed_action_faults(rules, match), "is listed but refused")
    assert "You can only choose a card from your hand." in said

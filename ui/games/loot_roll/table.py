"""The Loot Roll table: the dungeon stage, every player's gear around a figure, bags, banks,
the vendor's row, Fight or Flight, and the d20 loot rolls.

The generic table scene (ui/scenes/table/) asks this adapter (the contract is in
ui/table/adapter.py) where everything goes for a view (ui/games/loot_roll/layout.py), which card
an action picks up and where it drops, what the buttons say and what to show when things
happen. Everything comes from the seat's view: another hand, a face-down Fight or Flight
card and a scouted monster are only ever drawn for the seat that may see them.

How actions are made (zones in ui/games/loot_roll/layout.py):

- put gear on: drag a bag card (or the explored card) onto its slot (``slot:<slot>``; a
  two-handed item onto either hand), or anywhere on the figure (``gear``);
- play an ability card or use loot: drag it onto the stage (``play``), onto a player
  (``seat:<s>``, or a roller's die ``die:<s>``), onto a modifier (``mod:<i>``, Dispel) or
  onto a bag card (``loot:<c>``: steal it, or send it to the bank);
- drop loot: onto the Discard place; bank it in town: onto the Bank;
- buy in town: drag a card of the row onto your hand (paid with the cheapest loot that
  covers the price), or choose the loot yourself (R55: any loot worth the price): drag
  bag cards onto the row's card one by one (again to take one back); the panel shows
  what they are worth against the price, and the Pay button appears once it is enough;
- Fight or Flight: click your card (or its button); every other choice is a button.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.model import Action, Event
from game.core.simultaneous import SecretChoicesRevealed
from game.games.loot_roll import actions as act
from game.games.loot_roll import events as ev
from game.games.loot_roll.cards import card_book
from game.games.loot_roll.view import LrView
from ui.games.loot_roll import feedback as lr_feedback
from ui.games.loot_roll.cards import (
    FIGHT_CARD,
    FLIGHT_CARD,
    lr_card_back,
    lr_card_face,
    lr_spec,
    seat_color,
)
from ui.games.loot_roll.drops import Drops
from ui.games.loot_roll.layout import lr_layout
from ui.games.loot_roll.parts import still_to_answer
from ui.games.loot_roll.paying import ClearPay, MarkPay, Paying
from ui.games.loot_roll.words import WINDOW_WORDS, Words
from ui.games.loot_roll.zones import COMMON_DECK, MONSTER_DECK
from ui.sound import COINS, DICE, FLIP, LOST, SLIDE, WON, YOUR_TURN
from ui.table.adapter import KIT_SOUNDS, Effects, TableBase, listing, when_mine
from ui.table.animator import RevealGroup
from ui.table.model import TableLayout
from ui.widgets.face import zoom_words
from ui.widgets.zoom import MIN_FACE_W

PHASES = ("Dungeon", "Fight", "Loot rolls", "Town", "The end")
CHIP = {
    "turn": 0,
    "place": 0,
    "clear": 0,
    "monster": 1,
    "prepare": 1,
    "choose": 1,
    "revealed": 1,
    "fight": 1,
    "defeat": 1,
    "dice": 2,
    "roll": 2,
    "town": 3,
    "game_over": 4,
}
"""Every phase of the engine -> the bar's chip."""
PHASE_INDEX = {
    k: v
    for k, v in CHIP.items()
    if k in ("turn", "place", "prepare", "choose", "fight", "roll", "town", "game_over")
}
"""The phases a game always comes through (the conformance suite waits for each)."""


class LootRollTable(TableBase[LrView]):
    game_id = "loot-roll"
    phases = PHASES
    phase_of = PHASE_INDEX
    buttons = {
        act.Explore: "Explore (grey loot)",
        act.Fight: lambda self, a, view, names: self.words.fight_label(a, view),
        act.ClearBag: "Discard loot",
        act.Keep: "Keep it in your bag",
        act.Done: "Done discarding",
        act.Pass: "Pass (play nothing)",
        act.Choose: lambda self, a, view, names: (
            "Fight" if a.side == "fight" else "Flight (stay out of it)"
        ),
        act.ScoutDecision: lambda self, a, view, names: (
            "Put it at the bottom" if a.bottom else "Leave it on top"
        ),
        act.EndTownTurn: "End your town turn",
        act.Play: lambda self, a, view, names: self.action_words(a, view, names),
        act.Buy: lambda self, a, view, names: self.words.pay_label(a, view),
        ClearPay: "Take back the loot put down to pay",
    }
    primary_actions = (act.Keep, act.Done, act.EndTownTurn, act.Pass)
    """What Space does: keep the explored card, finish discarding, end a town turn, or pass
    in a window (the panel says so)."""
    card_drops = {act.Deposit: "bank", act.Drop: "discard"}
    out_of_turn_words = "play a card now"
    """Hot seat: a card that prints no timing is played whenever its owner likes (D5), so
    every other human who may act gets this public button (README section 9)."""
    sounds = {
        **KIT_SOUNDS,
        SecretChoicesRevealed: FLIP,
        (ev.DiceRolled, ev.DieRerolled): DICE,
        ev.FightWon: WON,
        ev.FightLost: LOST,
        ev.LootWon: lambda self, e, fx: WON if e.seat == fx.viewer else SLIDE,
        ev.Bought: COINS,
        (ev.CommonDrawn, ev.MonsterDrawn, ev.RewardDrawn, ev.MonsterReplaced): FLIP,
        (
            ev.CardPlayed,
            ev.Equipped,
            ev.LootKept,
            ev.LootBanked,
            ev.LootDropped,
            ev.LootStolen,
        ): SLIDE,
        ev.TurnStarted: when_mine(YOUR_TURN),
    }
    turn_events = (ev.DungeonEntered, ev.TurnStarted, ev.TownOpened)
    """The log's headings and the replay's turns: a dungeon entered, each dungeon turn ("Ben's
    turn."), the town (whose turns the log's lines name one by one)."""
    log_icons = lr_feedback.LOG_ICONS
    waiting_verbs = {
        "turn": "take their turn",
        "place": "wear, use or keep the card they found",
        "clear": "discard loot",
        "choose": "choose Fight or Flight",
        "prepare": "play a card or pass",
        "fight": "play a card or pass",
        "roll": "play a card or pass",
        "town": "take their town turn",
    }

    def __init__(self) -> None:
        self.book = card_book()
        self.paying = Paying(self.book)
        self.drops = Drops(self.book, self.paying)
        self.words = Words(self.book, self.paying)
        self.view: LrView | None = None
        """The view last laid out (the pop-ups read the table as it was before a step)."""

    # ------------------------------------------------------------ turn and words
    def phase_index(self, view: LrView) -> int:
        return CHIP.get(view.ctx.phase, 0)

    def viewpoint(self, view: LrView) -> int:
        return view.active

    def waiting_words(self, view: LrView, names: Sequence[str]) -> str:
        still = still_to_answer(view)
        if still and view.window is not None:
            topic = WINDOW_WORDS.get(view.window.topic, "A window")
            after = [names[s] for s in still[1:]]
            rest = f" Still to answer after them: {listing(after)}." if after else ""
            return f"{topic}: waiting for {names[still[0]]} to play a card or pass.{rest}"
        return super().waiting_words(view, names)

    def changing_words(self, view: LrView, seat: int, names: Sequence[str]) -> str:
        """A Fight or Flight card down that may still change; else the game is not waiting
        for ``seat``, who may still play a card that prints no timing (D5)."""
        if view.phase != "choose" or seat not in (view.choices.has_chosen if view.choices else []):
            return (
                f"{self.waiting_words(view, names)} Meanwhile you may play a card that prints "
                "no timing (drag it onto the table or onto a player)."
            )
        mine = view.choices.mine if view.choices is not None else None
        side = "Fight" if mine == "fight" else "Flight"
        waiting = listing([names[s] for s in view.ctx.to_act])
        return (
            f"You chose {side}, face down; you may change it until everyone has chosen. "
            f"Waiting for {waiting}."
        )

    # ------------------------------------------------------------ words (words.py)
    def name(self, card: int | None) -> str:
        return self.words.name(card)

    def when(self, view: LrView) -> str:
        return self.words.when(view)

    def status(self, view: LrView, names: Sequence[str]) -> str:
        return self.words.status(view, names)

    def score_words(self, score: int, details: dict[str, int]) -> str:
        return self.words.score_words(score, details)

    def game_over_words(self, view: LrView, names: Sequence[str]) -> str:
        return self.words.game_over_words(view, names)

    def instruction(self, view: LrView, seat: int, names: Sequence[str]) -> str:
        return self.words.instruction(view, seat, names)

    def action_words(self, action: Action, view: LrView, names: Sequence[str]) -> str:
        got = self.words.action_words(action, view, names)
        return got if got is not None else self.button_label(action, view, names)

    def respond_words(self, view: LrView, seat: int, names: Sequence[str]) -> tuple[str, list[str]]:
        return self.words.respond_words(view, seat, names)

    # ------------------------------------------------------------ drags, clicks, paying
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        got = self.drops.targets(action)
        if got is None:
            return super().targets(action)
        return got or None

    def click_zone(self, action: Action) -> str | None:
        return self.drops.click_zone(action)

    def drop_action(self, card: int, zone: str, view: LrView) -> Action | None:
        """What a drop meant even when illegal, so the engine can say why not."""
        got = self.drops.drop_action(card, zone, view)
        return got if got is not None else super().drop_action(card, zone, view)

    def local_actions(self, view: LrView, legal: Sequence[Action]) -> list[Action]:
        return self.paying.local_actions(view, legal)

    def apply_local(self, action: Action, view: LrView) -> bool | list[Action]:
        return self.paying.apply(action, view)

    def button_rank(self, action: Action, view: LrView) -> int:
        """In town, the loot put down comes and goes: Take back and Pay sit last, below
        End your town turn, so nothing above them moves."""
        if isinstance(action, ClearPay):
            return 1
        if isinstance(action, act.Buy):
            return 2
        return 0

    def offered(self, action: Action, view: LrView) -> bool:
        """A purchase gets a button only as the loot put down for it (Pay); the row's card
        dragged onto the hand pays the cheapest way."""
        if isinstance(action, MarkPay):
            return False
        if isinstance(action, act.Buy):
            return self.paying.is_put_down(action, view)
        return True

    # ------------------------------------------------------------ cards
    def face(self, card: int, width: int) -> pygame.Surface:
        return lr_card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return lr_card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return zoom_words(lr_spec(card), MIN_FACE_W)

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """A drawn monster comes off the monster deck, an explored card off the grey deck."""
        out = {}
        for zone, src in (("monster", str(MONSTER_DECK)), ("explored", str(COMMON_DECK))):
            if src in lay.zones:
                out[zone] = lay.zones[src].rect
        return out

    # ------------------------------------------------------------ what happens
    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """The d20s tumbling to the logged faces (each roller's carried bonus beside its
        die), a die thrown again, and the Fight or Flight cards turning over together."""
        names = fx.names
        for e in events:
            if isinstance(e, ev.DiceRolled):
                seats = list(e.faces)
                mods = [[e.bonus[s]] if e.bonus.get(s) else [] for s in seats]
                totals = ", ".join(f"{names[s]} {e.faces[s] + e.bonus.get(s, 0)}" for s in seats)
                fx.roll(
                    [e.faces[s] for s in seats],
                    [seat_color(s) for s in seats],
                    f"For {self.name(e.card)}: {totals}",
                    sides=20,
                    mods=mods,
                    labels=[names[s] for s in seats],
                )
            elif isinstance(e, ev.DieRerolled):
                fx.roll(
                    [e.face],
                    [seat_color(e.seat)],
                    f"{names[e.seat]} throws again: {e.face}"
                    + (f", keeping {e.kept}" if e.kept != e.face else ""),
                    sides=20,
                    labels=[names[e.seat]],
                )
            elif isinstance(e, SecretChoicesRevealed):
                self._reveal(fx, e, names)

    def _reveal(self, fx: Effects, e: SecretChoicesRevealed, names: Sequence[str]) -> None:
        groups = []
        fighters = []
        for seat, side in sorted(e.choices.items()):
            fight = side == "fight"
            if fight:
                fighters.append(names[seat])
            groups.append(
                RevealGroup(
                    names[seat],
                    [FIGHT_CARD if fight else FLIGHT_CARD],
                    "fights" if fight else "flees",
                    won=fight,
                )
            )
        caption = (
            f"{listing(fighters)} {'fights' if len(fighters) == 1 else 'fight'}."
            if fighters
            else "Everyone flees: the monster goes under its deck."
        )
        fx.reveal(groups, caption)

    # ------------------------------------------------------------ feedback (lr_feedback.py)
    def nearest_action(self, card: int, view: LrView, seat: int) -> Action | None:
        return lr_feedback.nearest_action(self.book, card, view, seat)

    def unmovable_words(self, card: int, view: LrView, names: Sequence[str]) -> str:
        return lr_feedback.unmovable_words(self.book, card, view, names)

    def hint_reason(
        self, action: Action, view: LrView, seat: int, names: Sequence[str]
    ) -> str | None:
        return lr_feedback.hint_reason(self.book, action, view, seat, names)

    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """What another seat's step did to ``seat`` (lr_feedback.happened_to), read with the
        table as it was before the step: the view last laid out."""
        return lr_feedback.happened_to(self.book, events, seat, names, self.view)

    def log_icon(self, event: Event) -> str | None:
        return lr_feedback.log_icon(event)

    # ------------------------------------------------------------ layout
    def layout(
        self, view: LrView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """Where everything goes inside ``main`` for the player in seat ``me``
        (ui/games/loot_roll/layout.py); the faces it shows are drawn ahead."""
        self.view = self.drops.view = view
        lay = lr_layout(view, me, main, scale, names)
        self.drops.zones = set(lay.zones)
        for s in lay.cards:  # what this table shows, drawn ahead (not every design: too many)
            if s.face_up and s.card is not None:
                lr_card_face(s.card, max(8, s.rect.h if s.sideways else s.rect.w))
        return lay

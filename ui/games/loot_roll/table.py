"""The Loot Roll table: the dungeon stage, every player's gear around a figure, bags, banks,
the vendor's row, Fight or Flight, and the d20 loot rolls.

The generic table scene (ui/scenes/table.py) asks this adapter (the contract is in
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
from typing import Any, Literal

import pygame

from game.core.model import Action, Event
from game.core.simultaneous import SecretChoicesRevealed
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll import events as ev
from game.games.loot_roll.cards import card_book
from game.games.loot_roll.view import LrView
from ui.games.loot_roll import feedback as lr_feedback
from ui.games.loot_roll.cards import (
    FIGHT_CARD,
    FLIGHT_CARD,
    SLOT_WORDS,
    lr_card_back,
    lr_card_face,
    lr_spec,
    seat_color,
)
from ui.games.loot_roll.layout import lr_layout
from ui.games.loot_roll.stage import still_to_answer
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
WINDOW_WORDS = {"prepare": "Preparation", "fight": "The fight", "roll": "The loot roll"}
REASON_WORDS = {
    "defeat": "to pay for the defeat",
    "toll": "as the toll for fleeing",
    "overflow": "to make room in your bag",
    "clear": "",
}


class MarkPay(act.Action):
    """The table's own: put bag card ``card`` towards the row's card ``offer`` (or take it
    back if it is there already). Nothing reaches the engine until Pay."""

    kind: Literal["lr_mark_pay"] = "lr_mark_pay"
    card: int
    offer: int


class ClearPay(act.Action):
    """The table's own: take back every bag card put towards a purchase."""

    kind: Literal["lr_clear_pay"] = "lr_clear_pay"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class LootRollTable(TableBase[LrView]):
    game_id = "loot-roll"
    phases = PHASES
    phase_of = PHASE_INDEX
    buttons = {
        act.Explore: "Explore (grey loot)",
        act.Fight: lambda self, a, view, names: self.fight_label(a, view),
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
        act.Buy: lambda self, a, view, names: self.pay_label(a, view),
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
        self.view: LrView | None = None
        """The view last laid out (what a drag of a bag card onto the vendor's row pays)."""
        self.zones: set[str] | None = None
        """The zones last laid out: a card played onto a place not shown (an old modifier
        of a long fight) gets a button instead."""
        self.pay_offer: int | None = None
        """The row's card the loot put down is paying for (a table-only selection)."""
        self.pay_cards: set[int] = set()
        self._pay_key: tuple[Any, ...] | None = None

    # ------------------------------------------------------------ turn and words
    def phase_index(self, view: LrView) -> int:
        return CHIP.get(view.ctx.phase, 0)

    def viewpoint(self, view: LrView) -> int:
        return view.active

    def name(self, card: int | None) -> str:
        return "nothing" if card is None else self.book(card).name

    def fight_label(self, a: act.Fight, view: LrView) -> str:
        return "Fight the boss" if a.boss else "Fight a monster"

    def when(self, view: LrView) -> str:
        """The dungeon and its round, or the town after it."""
        ctx = view.ctx
        if ctx.phase == "game_over" or ctx.result is not None:
            return "Game over"
        if view.phase == "town":
            return f"Town after dungeon {view.dungeon}"
        return f"Dungeon {view.dungeon}, round {max(1, ctx.round)}"

    def status(self, view: LrView, names: Sequence[str]) -> str:
        when = self.when(view)
        if when == "Game over":
            return when
        ctx = view.ctx
        acting = listing([names[s] for s in ctx.to_act])
        if len(ctx.to_act) > 2:
            acting = f"{len(ctx.to_act)} players"
        return f"{when}  -  {acting} to act"

    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: treasure in bag and bank (worn gear does not count)."""
        bag, bank, worn = details.get("bag", 0), details.get("bank", 0), details.get("worn", 0)
        swaps = details.get("swaps", 0)
        took = f", {swaps} swapped off at the end" if swaps else ""
        return f"treasure {score} (bag {bag} + bank {bank}; {worn} left worn{took})"

    def game_over_words(self, view: LrView, names: Sequence[str]) -> str:
        r = view.ctx.result
        if r is None:
            return "The game is over."
        best = max(r.scores.values(), default=0)
        verb = "win" if len(r.winners) > 1 else "wins"
        return (
            f"The game is over: {listing([names[w] for w in r.winners])} {verb} with "
            f"treasure worth {best} (bag and bank; worn gear does not count)."
        )

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

    def instruction(self, view: LrView, seat: int, names: Sequence[str]) -> str:
        """What ``seat`` (the table waits for it) must do now, and how, in words."""
        for p in view.pending:
            if p.seat != seat:
                continue
            if p.kind == "scout":
                seen = self.name(view.scouted)
                return (
                    f"You looked at the top monster of the deck: {seen}. Leave it on top or "
                    "put it at the bottom of the deck."
                )
            why = REASON_WORDS.get(p.reason, "")
            return (
                f"Drop {_plural(p.count, 'loot card')} from your bag {why}: drag each onto "
                "the Discard place (or double-click it). You choose which."
            ).replace("  ", " ")
        phase = view.phase
        if phase == "turn":
            return self._turn_words(view)
        if phase == "place":
            found = self.name(view.placing)
            return (
                f"You found {found}. Drag it onto its slot to wear it, onto the table to use "
                "it (if it can be used), or keep it in your bag (Space)."
            )
        if phase == "clear":
            return (
                "Discard loot: drag bag cards onto the Discard place (or double-click them), "
                f"then press Done ({view.cleared} discarded so far)."
            )
        if phase == "choose":
            return self._choose_words(view, seat)
        if phase in ("prepare", "fight", "roll"):
            return self._window_words(view, seat, names)
        if phase == "town":
            return self._town_words(view, seat)
        return "Your move: use the buttons or drag a lit card."

    def _turn_words(self, view: LrView) -> str:
        extra = "" if view.extra_actions == 0 else " (your extra main action)"
        boss = (
            "Four regular monsters are beaten: only the boss can be fought now. "
            if view.boss_only
            else ""
        )
        return (
            f"Your turn{extra}. First, if you like, put on gear (drag a bag card onto its "
            "slot) and play cards (drag onto the table or a player). Then choose one main "
            f"action: explore (draw a grey loot card), fight a monster, fight the boss (beating "
            f"it ends the dungeon), or discard loot. {boss}"
        ).strip()

    def _choose_words(self, view: LrView, seat: int) -> str:
        f = view.fight
        monster = self.name(f.monster if f else None)
        only = f is not None and seat in f.forbid
        pick = "You may only fight this one." if only else "Click your Fight or Flight card."
        return (
            f"Fight or Flight against {monster}: {pick} Nobody sees the cards until everyone "
            "has chosen; then they turn over together."
        )

    def _window_words(self, view: LrView, seat: int, names: Sequence[str]) -> str:
        still = still_to_answer(view)
        after = [names[s] for s in still[1:] if s != seat]
        rest = f" Still to answer after you: {listing(after)}." if after else ""
        topic = view.window.topic if view.window else view.phase
        if topic == "roll" and view.roll is not None:
            r = view.roll
            mine = r.totals.get(seat)
            stand = f"Your total is {mine}. " if mine is not None else ""
            return (
                f"Loot roll for {self.name(r.card)}: {stand}Play a card or Pass. Drag a roll "
                f"card onto the table or onto a player's die to change a total.{rest}"
            )
        f = view.fight
        fight = ""
        if f is not None and topic == "prepare":
            fight = (
                f" against {self.name(f.monster)} (Survivability {f.need}); Fight or Flight "
                "comes next"
            )
        elif f is not None:
            state = "wins" if f.party_total > f.need else "would lose"
            fight = (
                f" against {self.name(f.monster)}: the party has {f.party_total}, the monster "
                f"{f.need} (the party {state})"
            )
        word = WINDOW_WORDS.get(topic, "A window")
        return (
            f"{word}{fight}. Play a card or Pass. Drag an ability card onto the table or onto "
            f"a player to play it; drag gear from your bag onto a slot to wear it.{rest}"
        )

    def _town_words(self, view: LrView, seat: int) -> str:
        paying = self.paying_words(view)
        return f"{paying} {self._town_mode_words(view)}" if paying else self._town_mode_words(view)

    def paying_words(self, view: LrView) -> str:
        """The loot put down to pay, its worth against the price, and what is left to do."""
        self._fit_pay(view)
        o = self.pay_offer
        if o is None or not self.pay_cards or view.prices[o] is None:
            return ""
        value = self.book.value
        cards = sorted(self.pay_cards)
        total = sum(value[c] for c in cards)
        price = view.prices[o] or 0
        each = " + ".join(f"{self.name(c)} ({value[c]})" for c in cards)
        then = (
            "press Pay (no change is given)."
            if total >= price
            else f"put down loot worth {price - total} more."
        )
        return f"Paying for {self.name(view.vendor[o])} (price {price}): {each} = {total}; {then}"

    def pay_label(self, a: act.Buy, view: LrView) -> str:
        value = self.book.value
        card = view.vendor[a.offer] if a.offer < len(view.vendor) else None
        return f"Pay {sum(value[c] for c in a.pay)} for {self.name(card)}"

    def _town_mode_words(self, view: LrView) -> str:
        if view.town_mode == "buy":
            left = 3 - view.buys
            return (
                f"Town: you are buying ({_plural(left, 'more card')} at most). Drag a card "
                "from the row onto your hand to buy it with the cheapest loot that covers its "
                "price, or drag bag cards onto it to choose the loot you pay with. Then End "
                "your town turn."
            )
        if view.town_mode == "bank":
            return (
                "Town: you are banking. Drag bag cards onto your Bank (banked loot counts at "
                "the end and cannot be lost), then End your town turn."
            )
        return (
            "Your town turn: either buy up to 3 ability cards (drag one from the row onto "
            "your hand; you pay with loot from your bag worth at least its price) or bank "
            "loot (drag bag cards onto your Bank). Then End your town turn."
        )

    def action_words(self, action: Action, view: LrView, names: Sequence[str]) -> str:
        """An action as a short instruction (a hint's words)."""
        match action:
            case act.Equip(card=c):
                return f"Put on {self.name(c)} ({SLOT_WORDS.get(self.book.slot[c] or '', '')})"
            case act.Play(card=c, target=t, pick=p):
                return f"Play {self.name(c)}{self._play_object(view, c, t, p, names)}"
            case act.Drop(card=c):
                return f"Discard {self.name(c)}"
            case act.Deposit(card=c):
                return f"Bank {self.name(c)}"
            case act.Buy(offer=o, pay=pay):
                card = view.vendor[o] if o < len(view.vendor) else None
                paid = ", ".join(self.name(c) for c in pay) or "nothing"
                return f"Buy {self.name(card)}, paying with {paid}"
        return self.button_label(action, view, names)

    def _play_object(
        self,
        view: LrView,
        card: int,
        target: int | None,
        pick: int | None,
        names: Sequence[str],
    ) -> str:
        """ " on Ben", " against Battle Cry (+2)", " taking Iron Helm"."""
        out = ""
        if target is not None:
            out = f" on {names[target]}"
        if pick is not None:
            mods = self._mods(view)
            if self._is_mod_pick(card):
                if 0 <= pick < len(mods):
                    m = mods[pick]
                    out += f" against {self.name(m.card)} ({m.amount:+d})"
            else:
                out += f" on {self.name(pick)}"
        return out

    @staticmethod
    def _mods(view: LrView) -> list[Any]:
        if view.phase == "roll" and view.roll is not None:
            return list(view.roll.mods)
        return list(view.fight.mods) if view.fight is not None else []

    def respond_words(self, view: LrView, seat: int, names: Sequence[str]) -> tuple[str, list[str]]:
        """The public question of a response window in hot seat: "Ana: play a card or
        pass?", what is at stake and who must still answer after them."""
        lines = []
        topic = view.window.topic if view.window else ""
        if topic == "roll" and view.roll is not None:
            r = view.roll
            totals = ", ".join(f"{names[s]} {t}" for s, t in r.totals.items())
            lines.append(f"Loot roll for {self.name(r.card)}: {totals}.")
        elif view.fight is not None and topic == "prepare":
            f = view.fight
            lines.append(
                f"Preparation against {self.name(f.monster)} (Survivability {f.need}); "
                "Fight or Flight comes next."
            )
        elif view.fight is not None:
            f = view.fight
            lines.append(
                f"The fight against {self.name(f.monster)}: party {f.party_total}, "
                f"monster {f.need}."
            )
        after = [names[s] for s in still_to_answer(view)[1:]]
        lines.append(
            f"Still to answer after {names[seat]}: {listing(after)}."
            if after
            else f"{names[seat]} is the last to answer."
        )
        return f"{names[seat]}: play a card or pass?", lines

    # ------------------------------------------------------------ picking and dropping
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        match action:
            case act.Equip(card=c):  # onto its slot, or anywhere on the figure
                slot = self.book.slot[c]
                if slot == "two_hands":
                    return [(c, "slot:main_hand"), (c, "slot:off_hand"), (c, "gear")]
                return [(c, f"slot:{slot}"), (c, "gear")]
            case act.Play(card=c, target=t, pick=p):
                pairs = self._play_targets(c, t, p)
                if self.zones is not None and not any(z in self.zones for _, z in pairs):
                    return None  # its place is not on the table now: a button instead
                return pairs
            case act.Buy(offer=o, pay=pay):
                return self._buy_targets(o, pay)
            case MarkPay(card=c, offer=o):
                return [(c, f"vendor:{o}")]
        return super().targets(action)

    def _play_targets(
        self, card: int, target: int | None, pick: int | None
    ) -> list[tuple[int, str]]:
        if pick is not None:
            if target is None and self._is_mod_pick(card):
                return [(card, f"mod:{pick}")]
            return [(card, f"loot:{pick}")]
        if target is not None:
            return [(card, f"seat:{target}"), (card, f"die:{target}")]
        return [(card, "play")]

    def _is_mod_pick(self, card: int) -> bool:
        """Whether ``card``'s pick names a modifier (Dispel) rather than a bag card."""
        effects = calc.tables().effects[card]
        return any(e.kind == "negate" for e in effects)

    def _buy_targets(self, offer: int, pay: tuple[int, ...]) -> list[tuple[int, str]]:
        """The row's card dropped on the hand pays with the cheapest set (least value, then
        fewest cards); any other set is chosen card by card (:class:`MarkPay`) and paid
        with its button, so the table lists no way to pay it does not show."""
        view = self.view
        if view is None or offer >= len(view.vendor) or view.vendor[offer] is None:
            return []
        card = view.vendor[offer]
        assert card is not None
        if offer == self.pay_offer and pay == tuple(sorted(self.pay_cards)):
            return []  # the loot put down: its Pay button
        sets = self._cheapest(view, offer)
        return [(card, "hand")] if sets and pay == sets[0] else []

    def _cheapest(self, view: LrView, offer: int) -> list[tuple[int, ...]]:
        """The minimal payments of the viewer's bag for the row's ``offer``, cheapest first."""
        price = view.prices[offer] if offer < len(view.prices) else None
        me = view.viewer if view.viewer is not None else view.active
        if price is None or not 0 <= me < len(view.players):
            return []
        value = self.book.value
        bag = view.players[me].bag
        sets = calc.minimal_payments([(c, value[c]) for c in bag], price)
        return sorted((tuple(s) for s in sets), key=lambda s: (sum(value[c] for c in s), len(s), s))

    # ------------------------------------------------------------ choosing the loot to pay
    def _fit_pay(self, view: LrView) -> None:
        """Forget the loot put down when the step moved on (another buyer, a purchase, a
        bag changed) or a card put down is no longer in the bag."""
        me = view.viewer
        bag = view.players[me].bag if me is not None and 0 <= me < len(view.players) else []
        key = (me, view.phase, view.active, view.buys, tuple(view.vendor), tuple(bag))
        if key != self._pay_key:
            self._pay_key = key
            self.pay_offer, self.pay_cards = None, set()

    def local_actions(self, view: LrView, legal: Sequence[Action]) -> list[Action]:
        """While buying is legal: each bag card can be put down towards each card of the
        row the bag can pay for, and what was put down taken back."""
        self._fit_pay(view)
        offers = sorted({a.offer for a in legal if isinstance(a, act.Buy)})
        me = view.viewer
        if not offers or me is None or not 0 <= me < len(view.players):
            return []
        out: list[Action] = [MarkPay(card=c, offer=o) for c in view.players[me].bag for o in offers]
        if self.pay_cards:
            out.append(ClearPay())
        return out

    def apply_local(self, action: Action, view: LrView) -> bool | list[Action]:
        if isinstance(action, MarkPay):
            self._fit_pay(view)
            if action.offer != self.pay_offer:
                self.pay_offer, self.pay_cards = action.offer, set()
            self.pay_cards ^= {action.card}
            return True
        if isinstance(action, ClearPay):
            self.pay_offer, self.pay_cards = None, set()
            return True
        return False

    def offered(self, action: Action, view: LrView) -> bool:
        """A purchase gets a button only as the loot put down for it (Pay); the row's card
        dragged onto the hand pays the cheapest way."""
        if isinstance(action, MarkPay):
            return False
        if isinstance(action, act.Buy):
            self._fit_pay(view)
            return action.offer == self.pay_offer and action.pay == tuple(sorted(self.pay_cards))
        return True

    def click_zone(self, action: Action) -> str | None:
        match action:
            case act.Choose(side=side):
                return f"choose:{side}"
            case act.Fight(boss=False):
                return "deck:monsters"
            case act.Explore():
                return "deck:common"
        return None

    def drop_action(self, card: int, zone: str, view: LrView) -> Action | None:
        """What a drop meant even when illegal, so the engine can say why not."""
        if zone.startswith("slot:") or zone == "gear":
            return act.Equip(card=card)
        if zone == "play":
            return act.Play(card=card)
        if zone.startswith("seat:"):
            return act.Play(card=card, target=int(zone[5:]))
        if zone == "hand" and card in view.vendor:
            return act.Buy(offer=view.vendor.index(card))
        return super().drop_action(card, zone, view)

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
        for zone, src in (("monster", "deck:monsters"), ("explored", "deck:common")):
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
        self.view = view
        lay = lr_layout(view, me, main, scale, names)
        self.zones = set(lay.zones)
        for s in lay.cards:  # what this table shows, drawn ahead (not every design: too many)
            if s.face_up and s.card is not None:
                lr_card_face(s.card, max(8, s.rect.h if s.sideways else s.rect.w))
        return lay

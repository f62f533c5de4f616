"""What the Loot Roll table says: the bar's place and status, the game-over lines, the
instruction for the seat the table waits for (in every phase), the loot put down to pay
against the price, a hint's sentence, and the public question of a response window."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.describe import plural
from game.core.model import Action
from game.core.state import GAME_OVER
from game.games.loot_roll import actions as act
from game.games.loot_roll.cards import CardBook
from game.games.loot_roll.model import CHOOSE, CLEAR, FIGHT, PLACE, PREPARE, ROLL, TOWN, TURN
from game.games.loot_roll.view import LrView
from ui.games.loot_roll.cards import SLOT_WORDS
from ui.games.loot_roll.drops import is_mod_pick
from ui.games.loot_roll.parts import still_to_answer
from ui.games.loot_roll.paying import Paying
from ui.table.adapter import listing

WINDOW_WORDS = {PREPARE: "Preparation", FIGHT: "The fight", ROLL: "The loot roll"}
REASON_WORDS = {
    "defeat": "to pay for the defeat",
    "toll": "as the toll for fleeing",
    "overflow": "to make room in your bag",
    "clear": "",
}


class Words:
    """The table's words, read with the loot put down to pay (``paying``)."""

    def __init__(self, book: CardBook, paying: Paying) -> None:
        self.book = book
        self.paying = paying

    def name(self, card: int | None) -> str:
        return "nothing" if card is None else self.book(card).name

    def fight_label(self, a: act.Fight, view: LrView) -> str:
        return "Fight the boss" if a.boss else "Fight a monster"

    def when(self, view: LrView) -> str:
        """The dungeon and its own round (every seat's turn in it counts once: the rounds
        of earlier dungeons do not), or the town after it."""
        ctx = view.ctx
        if ctx.phase == GAME_OVER or ctx.result is not None:
            return "Game over"
        if view.phase == TOWN:
            return f"Town after dungeon {view.dungeon}"
        rounds = -(-view.turns // max(1, view.n_seats))
        return f"Dungeon {view.dungeon}, round {max(1, rounds)}"

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
                f"Drop {plural(p.count, 'loot card')} from your bag {why}: drag each onto "
                "the Discard place (or double-click it). You choose which."
            ).replace("  ", " ")
        phase = view.phase
        if phase == TURN:
            return self._turn_words(view)
        if phase == PLACE:
            found = self.name(view.placing)
            return (
                f"You found {found}. Drag it onto its slot to wear it, onto the table to use "
                "it (if it can be used), or keep it in your bag (Space)."
            )
        if phase == CLEAR:
            return (
                "Discard loot: drag bag cards onto the Discard place (or double-click them), "
                f"then press Done ({view.cleared} discarded so far)."
            )
        if phase == CHOOSE:
            return self._choose_words(view, seat)
        if phase in (PREPARE, FIGHT, ROLL):
            return self._window_words(view, seat, names)
        if phase == TOWN:
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
        if topic == ROLL and view.roll is not None:
            r = view.roll
            mine = r.totals.get(seat)
            stand = f"Your total is {mine}. " if mine is not None else ""
            return (
                f"Loot roll for {self.name(r.card)}: {stand}Play a card or Pass. Drag a roll "
                f"card onto the table or onto a player's die to change a total.{rest}"
            )
        f = view.fight
        fight = ""
        if f is not None and topic == PREPARE:
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
        self.paying.fit(view)
        o = self.paying.offer
        if o is None or not self.paying.cards or view.prices[o] is None:
            return ""
        value = self.book.value
        cards = sorted(self.paying.cards)
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
                f"Town: you are buying ({plural(left, 'more card')} at most). Drag a card "
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

    def action_words(self, action: Action, view: LrView, names: Sequence[str]) -> str | None:
        """An action as a short instruction (a hint's words); None: its button's words."""
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
        return None

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
            if is_mod_pick(card):
                if 0 <= pick < len(mods):
                    m = mods[pick]
                    out += f" against {self.name(m.card)} ({m.amount:+d})"
            else:
                out += f" on {self.name(pick)}"
        return out

    @staticmethod
    def _mods(view: LrView) -> list[Any]:
        if view.phase == ROLL and view.roll is not None:
            return list(view.roll.mods)
        return list(view.fight.mods) if view.fight is not None else []

    def respond_words(self, view: LrView, seat: int, names: Sequence[str]) -> tuple[str, list[str]]:
        """The public question of a response window in hot seat: "Ana: play a card or
        pass?", what is at stake and who must still answer after them."""
        lines = []
        topic = view.window.topic if view.window else ""
        if topic == ROLL and view.roll is not None:
            r = view.roll
            totals = ", ".join(f"{names[s]} {t}" for s, t in r.totals.items())
            lines.append(f"Loot roll for {self.name(r.card)}: {totals}.")
        elif view.fight is not None and topic == PREPARE:
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

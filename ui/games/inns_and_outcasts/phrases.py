"""What the Inns & Outcasts table says: each answer's button, a hint's sentence, the bar's
turn line and the panel's instruction for what to do now, from the view of the seat at the
screen and what it has selected (selection.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.model import Action
from game.core.state import GAME_OVER
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.abilities import ChoosePlayer, Effect, Target, Transmute, at_path
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
from game.games.inns_and_outcasts.cards import CardBook
from game.games.inns_and_outcasts.model import AUCTION, HANDS, PLACE, QUICK_AUCTION
from game.games.inns_and_outcasts.view import IoView
from ui.games.inns_and_outcasts.cards import hand_names
from ui.games.inns_and_outcasts.parts import auction_options, chosen_card
from ui.games.inns_and_outcasts.selection import Selections
from ui.games.inns_and_outcasts.words import choice_label
from ui.layout.text import button_name
from ui.table.adapter import listing


class Phrases:
    """The table's words for the seat at the screen (``sel``: its selections)."""

    def __init__(self, book: CardBook, sel: Selections) -> None:
        self.book = book
        self.sel = sel

    def char(self, card: int | None) -> str:
        return self.book(card).character if card is not None else "card"

    def seat_card(self, view: IoView, seat: int) -> str:
        return self.char(view.players[seat].card)

    def whose(self, view: IoView, seat: int, names: Sequence[str]) -> str:
        return "your" if seat == view.viewer else f"{names[seat]}'s"

    def button_label(
        self,
        action: Action,
        view: IoView,
        names: Sequence[str],
        short: Callable[[str], str] = button_name,
    ) -> str:
        """Every answer in words (a table would need the view at every entry); a player's
        name as ``short`` gives it (on a button: ``button_name``, so a long name leaves the
        words that matter whole; the full name shows on the seat, in the hint and the log)."""
        match action:
            case act.TakeCopy(card=c):
                if c == self.sel.copy_selection(view):
                    return f"Take {self.copy_words(c)}"
                before, _ = self.sel.copy_neighbours(view)
                return f"{'Previous' if c == before else 'Next'}: {self.copy_words(c)}"
            case act.ChooseHand(inns=x):
                now = self.sel.hand_selection(view)
                if x == now:
                    return "Take this hand"
                i = next(k for k in range(6) if x[k] != now[k])
                return f"{i + 1}: {hand_names(x)[i]} instead"
            case act.PlaceCard(card=c):
                return f"Place {self.char(c)} face down"
            case act.BlockCard(seat=s):
                return f"Block {short(names[s])}"
            case act.Skip():
                return skip_words(view)
            case act.PlaceTarget(seat=s, named=n):
                if not n:
                    e = self._asked_effect(view)
                    effects = e.on_reveal if isinstance(e, Target) else ()
                    label = choice_label(effects, "target", names[s], "")
                    said = label.removeprefix("You take ").replace(
                        " of their ", " "
                    )  # "up to 3 Starting Loot"
                    return f"Target {short(names[s])}" + (
                        f": {said[:1].lower()}{said[1:]}" if said else ""
                    )
                if s != self.sel.aim(view):
                    return f"Aim at {short(names[s])} instead"
                chars = "/".join(self.book.character_at(inn, n) for inn in ("wagon", "dragon"))
                return f"Name {n}: {chars}"
            case act.ChoosePlayerAction(seat=s):
                mine = s == view.viewer
                fallback = f"Choose {'yourself' if mine else short(names[s])}"
                e = self._asked_effect(view)
                if not isinstance(e, ChoosePlayer):
                    return fallback
                return choice_label(e.effects, "chosen", "you" if mine else names[s], fallback)
            case act.ReturnTokenAction(seat=s, owner=o):
                on = "yours" if s == view.viewer else short(names[s])
                return f"Send {short(names[o])}'s token home (on {on})"
            case act.TransmuteAction(amount=n):
                rate = self._rate(view)
                return f"Pour back {n}, gain {n * rate}" if n else "Pour back nothing"
            case act.Pay():
                to = view.asked.source if view.asked else 0
                return f"Pay {short(names[to])} 1"
            case act.Refuse():
                return "Refuse (both Blocked)"
            case act.Bid(amount=n) | act.SealedBid(amount=n):
                d = self.sel.dial(view)
                secret = " in secret" if isinstance(action, act.SealedBid) else ""
                if d is None or n == d:
                    return f"Bid {n}{secret}"
                return f"{'Less' if n < d else 'More'}: {n}"
            case act.PassBid():
                return "Pass (out of this auction)"
            case act.PickOption(index=i):
                labels = self._option_labels(view)
                return f"{i + 1}. {labels[i]}" if i < len(labels) else f"Option {i + 1}"
        return action.label()

    def _asked_effect(self, view: IoView) -> Effect | None:
        """The effect of the card that asks the viewer now (its printed words)."""
        a = view.asked
        card = view.players[a.source].card if a is not None else None
        if a is None or card is None:
            return None
        try:
            found = at_path(self.book(card).reveal, a.path)
        except (KeyError, IndexError, ValueError, AttributeError):
            return None
        return None if isinstance(found, tuple) else found

    def _rate(self, view: IoView) -> int:
        a = view.asked
        card = view.players[a.source].card if a is not None else None
        if a is None or card is None:
            return 2
        try:
            effect = at_path(self.book(card).reveal, a.path)
        except (KeyError, IndexError, ValueError):
            return 2
        return effect.rate if isinstance(effect, Transmute) else 2

    def _option_labels(self, view: IoView) -> list[str]:
        """The names of the options of the auction being won (Favour, Decree...)."""
        src = view.auction_seat
        card = view.players[src].card if 0 <= src < view.n_seats else None
        if card is None:
            return []
        return [label for label, _ in auction_options(self.book, card, view.auction_path)]

    def action_words(self, action: Action, view: IoView, names: Sequence[str]) -> str:
        if isinstance(action, act.PlaceCard):
            return f"Place your {self.char(action.card)} face down"
        if isinstance(action, act.ChooseHand):
            return f"Take the hand {', '.join(hand_names(action.inns))}"
        if isinstance(action, act.TakeCopy):
            return f"Take {self.copy_words(action.card)}"
        return self.button_label(action, view, names, short=str)

    def copy_words(self, card: int) -> str:
        """A copy by its character, race and morality ("Thief (elf, good)")."""
        f = self.book(card)
        race, morality = self.book.race_names[f.race], self.book.morality_names[f.morality]
        return f"{f.character} ({race.lower()}, {morality.lower()})"

    def when(self, view: IoView) -> str:
        """The turn (or the hand building before the first)."""
        if view.ctx.result is not None or view.phase == GAME_OVER:
            return "Game over"
        return "Building hands" if view.phase == HANDS else f"Turn {view.turn}"

    def status(self, view: IoView, names: Sequence[str]) -> str:
        """The bar's line: the turn, the call and who is to act."""
        if view.ctx.result is not None or view.phase == GAME_OVER:
            return "Game over"
        to_act = view.ctx.to_act
        acting = (
            listing([names[s] for s in to_act]) if len(to_act) <= 2 else f"{len(to_act)} players"
        )
        if view.phase == HANDS:
            return f"Building hands  -  {acting} to choose" if acting else "Building hands"
        call = f", call {view.call}" if view.call else ""
        head = f"{names[view.head]} heads the table"
        if not acting:
            return f"Turn {view.turn}{call}  -  {head}"
        return f"Turn {view.turn}{call}  -  {acting} to act"

    def instruction(self, view: IoView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, in words."""
        p = view.players[seat]
        if view.phase == HANDS and view.pick_copies:
            return (
                "Choose your hand one initiative at a time: click a card to select it, click it "
                "again (or press Take) to take it. Everyone chooses at once, in secret; if a "
                "player nearer the Head of the Table takes the same card, you choose again."
            )
        if view.phase == HANDS:
            return (
                "Build your hand for the whole game: at each initiative click the Wagon or "
                "the Dragon character (or use the buttons), then press Take this hand. Each "
                "copy's race and morality is dealt at random."
            )
        if view.phase == PLACE:
            down = chosen_card(view, seat)
            if down is not None:
                return (
                    f"Your {self.char(down)} is face down. To change it, drag another card of "
                    "your hand onto your slot before the last player places; then the Head of "
                    "the Table calls 1 to 6 and each card turns up on its number."
                )
            return (
                "Drag a card from your hand onto your card slot (or double-click it) to put "
                "it face down. You may change it until everyone has placed; then the Head of "
                "the Table calls 1 to 6 and each card turns up on its number."
            )
        if view.phase in (AUCTION, QUICK_AUCTION):
            src = view.auction_seat
            what = f"{self.whose(view, src, names)} {self.seat_card(view, src)}"
            if view.phase == QUICK_AUCTION:
                return (
                    f"Quick Auction for {what}: set your secret bid with - and + (0 to "
                    f"{p.table}, the loot on your Table Setting) and press Bid. The highest "
                    "bid wins; a tie goes to the bidder nearest the Head of the Table."
                )
            high = view.auction.high if view.auction else None
            now = f"The bid stands at {high}." if high is not None else "Nobody has bid yet."
            return (
                f"Auction for {what}. {now} Set your bid with - and + and press Bid, or "
                f"Pass (passing is final). You can bid only the loot on your Table Setting "
                f"({p.table})."
            )
        a = view.asked
        if a is None:
            return "Wait for the reveals to go on."
        what = f"{self.whose(view, a.source, names)} {self.seat_card(view, a.source)}"
        what = what[:1].upper() + what[1:]
        match typed_ask(a):
            case BlockIconAsk():
                return (
                    f"Your {self.seat_card(view, seat)} may block one card in Range with its "
                    "Block icon: click that card (it glows) or press its button, or Do not "
                    "block. A Blocked card earns no Loot ability this turn."
                )
            case TargetAsk():
                if self.sel.aim(view) is not None:
                    return (
                        f"{what}: aim your Target token at a face-down card and "
                        f"name its initiative. It is aimed at {names[self.sel.aim(view) or 0]}'s "
                        "card; click another player's card to aim there. Then press the "
                        "number you name: a right guess Blocks that card and pays you 3."
                    )
                return (
                    f"{what}: put your Target token on a face-down card in "
                    "Range: click the card (it glows) or press its button. The token "
                    "resolves when that card turns up."
                )
            case ChoosePlayerAsk():
                return (
                    f"{what}: choose a player: click their card (it glows) or press their button."
                )
            case ReturnTokenAsk():
                return (
                    f"{what}: you may send one waiting Target token home (and "
                    "gain 1): press its button, or Send no token home."
                )
            case TransmuteAsk():
                rate = self._rate(view)
                return (
                    f"{what}: pour loot from your Table Setting back into the "
                    f"Treasure and gain {rate} for each: press how many."
                )
            case PayOrAsk():
                owner = names[a.source]
                return (
                    f"{owner}'s Goblins want 1 loot from your Table Setting: Pay, or Refuse "
                    "(then your card and the Goblins are both Blocked)."
                )
            case PickOptionAsk():
                return f"You won the auction: pick what {what} does."
        return "Choose with the buttons."


def skip_words(view: IoView) -> str:
    """The button that declines the choice asked (by its kind)."""
    if view.asked is None:
        return "Pass"
    match typed_ask(view.asked):
        case BlockIconAsk():
            return "Do not block"
        case ChoosePlayerAsk():
            return "Choose nobody"
        case ReturnTokenAsk():
            return "Send no token home"
    return "Pass"

"""Plain sentences for the log panel. A viewer never reads a card it cannot see: other
hands (dealt or chosen), face-down cards and sealed bids before the reveal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.auction import AuctionOpened, AuctionWon, describe_auction
from game.core.describe import Voice, plural
from game.core.events import GameEnded
from game.core.model import Event
from game.core.simultaneous import (
    SecretChoiceOpened,
    SecretChoicesClosed,
    SecretChoicesRevealed,
    SecretChosen,
)
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.model import (
    TOPIC_BIDS,
    TOPIC_CARDS,
    TOPIC_COPIES,
    TOPIC_HANDS,
    AskKind,
)

if TYPE_CHECKING:
    from game.games.inns_and_outcasts.rules import InnsRules

ASKS = {
    AskKind.BLOCK_ICON: ("may", "block a card with the Block icon"),
    AskKind.TARGET: ("must", "place a Target token"),
    AskKind.CHOOSE_PLAYER: ("must", "choose a player"),
    AskKind.RETURN_TOKEN: ("may", "send a Target token home"),
    AskKind.TRANSMUTE: ("may", "transmute loot"),
    AskKind.PAY_OR: ("must", "pay or refuse"),
    AskKind.PICK_OPTION: ("must", "pick an option of the auction"),
}


def card_name(rules: InnsRules, card: int) -> str:
    """``Thief (Elf, Neutral)``."""
    f = rules.book(card)
    return (
        f"{f.character} ({rules.book.race_names[f.race]}, {rules.book.morality_names[f.morality]})"
    )


def describe(rules: InnsRules, e: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """One sentence for ``e`` as ``viewer`` may see it, or None for bookkeeping events."""
    voice = Voice(viewer, names)
    who, says = voice.who, voice.says

    def card(c: int) -> str:
        return card_name(rules, c)

    match e:
        case AuctionOpened(order=order):
            return f"The auction opens; {says(order[0], 'bid', 'bids')} first."
        case AuctionWon(seat=s, amount=a):
            return f"{who(s)} won the auction with a bid of {a}."
        case ev.GameSetUp(n_seats=n, target=t):
            return f"A table of {n} is set; the first Hoard of {t} loot ends the game."
        case ev.HeadDrawn(seat=s):
            return f"{says(s, 'are', 'is')} drawn as the Head of the Table."
        case SecretChoiceOpened(topic=topic, seats=seats) if topic == TOPIC_COPIES:
            if len(seats) == len(names):
                return "Everyone chooses a character card at the next initiative, in secret."
            again = ", ".join(who(s) for s in seats)
            return f"{again} must choose again: a seat nearer the Head took the same copy."
        case SecretChoiceOpened(topic=topic):
            return {
                TOPIC_HANDS: "Everyone builds a hand of six in secret.",
                TOPIC_CARDS: "Everyone places a card face down.",
                TOPIC_BIDS: "Everyone bids in secret.",
            }.get(topic)
        case SecretChosen(seat=s, topic=topic, choice=choice):
            return _chosen(rules, voice, s, topic, choice)
        case SecretChoicesClosed():
            return None
        case SecretChoicesRevealed(choices=bids):
            shown = ", ".join(f"{who(int(s))} {b}" for s, b in sorted(bids.items()))
            return f"The sealed bids are shown: {shown}."
        case ev.HandsDealt(hands=hands):
            if viewer is None:
                return (
                    "The hands are dealt: "
                    + "; ".join(
                        f"{names[s]}: {', '.join(card(c) for c in h)}"
                        for s, h in sorted(hands.items())
                    )
                    + "."
                )
            if viewer in hands:
                return f"Your hand: {', '.join(card(c) for c in hands[viewer])}."
            return "The hands are dealt."
        case ev.CopiesTaken(initiative=i, cards=cards):
            if viewer is None:
                shown = "; ".join(f"{names[s]}: {card(c)}" for s, c in sorted(cards.items()))
                return f"Initiative {i}: {shown}."
            if viewer in cards:
                return f"At initiative {i} you take {card(cards[viewer])}."
            return f"The copies at initiative {i} are taken."
        case ev.TurnStarted(turn=t, round=r, turn_in_round=k, head=h):
            return f"Turn {t} (round {r}, turn {k}); {names[h]} is the Head of the Table."
        case ev.InitiativeCalled(initiative=i, cards=cards):
            if not cards:
                return f"Initiative {i} is called: no card."
            shown = "; ".join(f"{who(s)}: {card(c)}" for s, c in cards.items())
            return f"Initiative {i} is called: {shown}."
        case ev.TokenTriggered(seat=s, owner=o):
            return (
                f"{_their(voice, o).capitalize()} Target token on {_their(voice, s)} card resolves."
            )
        case ev.StartingLootTaken(seat=s, amount=a):
            return f"{says(s, 'collect', 'collects')} {a} Starting Loot."
        case ev.ChoiceAsked(seat=s, choice=kind):
            modal, what = ASKS.get(kind, ("must", "choose"))
            return f"{who(s)} {modal} {what}."
        case ev.ChoiceSkipped(seat=s):
            return f"{says(s, 'pass', 'passes')}."
        case ev.CardBlocked(seat=s, by=b, how=how):
            with_what = " with the Block icon" if how == "chart" else ""
            return f"{who(b)} blocked {_their(voice, s, b)} card{with_what}."
        case ev.CardUnblocked(seat=s, by=b):
            return f"{who(b)} unblocked {_their(voice, s, b)} card."
        case ev.TargetPlaced(owner=o, seat=s, named=n):
            naming = f", naming initiative {n}" if n else ""
            return f"{who(o)} put a Target token on {_their(voice, s)} face-down card{naming}."
        case ev.PlayerChosen(chooser=c, seat=s):
            return f"{who(c)} chose {who(s) if s != c else 'their own seat'}."
        case ev.TokenReturned(seat=s, owner=o, by=b):
            return (
                f"{who(b)} sent {_their(voice, o)} Target token home from "
                f"{_their(voice, s, b)} card."
            )
        case ev.LootGained(seat=s, amount=a):
            return f"{says(s, 'gain', 'gains')} {a} loot."
        case ev.LootTaken(src=a, dst=b, amount=n):
            return f"{says(b, 'take', 'takes')} {n} loot from {who(a)}."
        case ev.LootSkimmed(seat=s, owner=o, amount=n):
            return f"{says(o, 'pocket', 'pockets')} {n} of {_their(voice, s)} Starting Loot."
        case ev.LootReturned(seat=s, amount=n):
            return f"{says(s, 'return', 'returns')} {n} loot to the Treasure." if n else None
        case ev.TraitChanged(seat=s, trait=t, value=v):
            shown = rules.book.morality_names.get(v, rules.book.race_names.get(v, v))
            return f"{_their(voice, s).capitalize()} card counts as {shown} ({t}) this turn."
        case ev.TributePaid(seat=s, to=t, amount=n):
            return f"{says(s, 'pay', 'pays')} {who(t)} {n} loot."
        case ev.TributeRefused(seat=s, to=t):
            return f"{says(s, 'refuse', 'refuses')} to pay {who(t)}."
        case ev.AuctionCalled(seat=s):
            return f"{_their(voice, s).capitalize()} card calls an auction."
        case ev.BidPaid(seat=s, amount=n):
            return f"{says(s, 'pay', 'pays')} the winning bid of {n} to the Treasure."
        case ev.OptionPicked(seat=s, label=label):
            return f"{says(s, 'pick', 'picks')} {label}."
        case ev.LootAbilitiesPaid(amounts=amounts):
            if not amounts:
                return "No Loot ability pays this turn."
            shown = ", ".join(f"{who(s)} {a}" for s, a in amounts.items())
            return f"Loot abilities pay: {shown}."
        case ev.LootCollected(amounts=amounts):
            shown = ", ".join(f"{who(s)} {a}" for s, a in amounts.items())
            return f"Loot goes to the Hoards: {shown}."
        case ev.TieAtTop(seats=seats, hoard=h):
            return f"{voice.listing(seats)} share the top Hoard of {h}: another turn is played."
        case ev.TurnEnded():
            return None
        case ev.RoundEnded(round=r):
            return f"Round {r} is over: played cards go back to hand."
        case ev.HeadPassed(seat=s):
            return f"The Head of the Table passes to {names[s]}."
        case GameEnded(winners=w, scores=scores):
            top = scores[w[0]] if w else 0
            return f"{' and '.join(names[s] for s in w)} won with a Hoard of {plural(top, 'loot')}."
        case ev.PositionLoaded():
            return "A prepared position was set up."
    return describe_auction(e, voice)


def _their(voice: Voice, seat: int, by: int | None = None) -> str:
    """``seat``'s possessive ("your", "Ana's"; "its own" when ``by`` is ``seat``)."""
    if seat == by:
        return "your own" if seat == voice.viewer else "their own"
    return voice.whose(seat)


def _chosen(rules: InnsRules, voice: Voice, seat: int, topic: str, choice: Any) -> str:
    if not voice.sees(seat):
        what = {
            TOPIC_HANDS: "built a hand",
            TOPIC_COPIES: "chose a character",
            TOPIC_CARDS: "placed a card",
            TOPIC_BIDS: "bid",
        }
        return f"{voice.who(seat)} {what.get(topic, 'chose')}."
    if topic == TOPIC_HANDS:
        inns = {letter: inn for letter, inn in rules.letters.items()}
        chars = [rules.book.character_at(inns[x], i + 1) for i, x in enumerate(str(choice))]
        return f"{voice.who(seat)} chose {', '.join(chars)}."
    if topic == TOPIC_COPIES:
        return f"{voice.who(seat)} chose {card_name(rules, int(choice))}."
    if topic == TOPIC_CARDS:
        return f"{voice.who(seat)} placed {card_name(rules, int(choice))} face down."
    return f"{voice.who(seat)} bid {choice} in secret."

"""Plain sentences for the log panel; a viewer never reads another seat's hidden cards
(hands dealt, cards drawn, face-down bid cards, the new deck order)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.describe import Voice
from game.core.describe import plural as _plural
from game.core.model import Event
from game.games.tavern_keepers import events as ev

if TYPE_CHECKING:
    from game.games.tavern_keepers.rules import TavernKeepersRules


def describe(
    rules: TavernKeepersRules, e: Event, viewer: int | None, names: Sequence[str]
) -> str | None:
    """One sentence for ``e`` as ``viewer`` may see it, or None for bookkeeping events."""
    book = rules.book
    voice = Voice(viewer, names)
    who, says, sees = voice.who, voice.says, voice.sees

    def card(c: int) -> str:
        f = book(c)
        return f"{f.name} [{book.colours[f.colour].abbr}]"

    def cards(cs: Sequence[int]) -> str:
        return ", ".join(card(c) for c in cs) if cs else "nothing"

    def colours(cs: Sequence[int]) -> str:
        counts: dict[str, int] = {}
        for c in cs:
            counts[book(c).colour] = counts.get(book(c).colour, 0) + 1
        parts = [f"{n} {book.colours[col].name}" for col, n in counts.items()]  # type: ignore[index]
        return ", ".join(parts) if parts else "no cards"

    def quest(q: int) -> str:
        return f"quest {q + 1}"

    match e:
        case ev.GameSetUp(quest_giver=g, box=box):
            extra = f"; {_plural(len(box), 'adventurer')} went back in the box" if box else ""
            return (
                f"The adventurers are dealt to the taverns{extra}, the quests and rumours are "
                f"laid out and {names[g]} holds the Quest Giver."
            )
        case ev.PositionLoaded():
            return "A prepared position was set up."
        case ev.RoundStarted(round=r, quest_giver=g):
            return f"Round {r} begins; {names[g]} is the Quest Giver."
        case ev.BidOpened(seat=s, lone=lone):
            if lone:
                return f"{says(s, 'are', 'is')} the only one left and must bid at least two cards."
            return f"{says(s, 'open', 'opens')} the next bid."
        case ev.QuestChosen(seat=s, quest=q):
            return f"{who(s)} picked {quest(q)} to bid on."
        case ev.CardBid(seat=s, card=c):
            return f"{who(s)} bid {card(c)} face down." if sees(s) else None
        case ev.CardTakenBack(seat=s, card=c):
            return f"{who(s)} took {card(c)} back from the bid pile." if sees(s) else None
        case ev.BidCommitted(seat=s, count=n):
            return f"{who(s)} bid {_plural(n, 'card')} face down."
        case ev.BidAsked():
            return None
        case ev.BidPassed(seat=s):
            return f"{who(s)} passed."
        case ev.BidsRevealed(quest=q, bidders=bs, bids=bids):
            shown = "; ".join(f"{who(s)}: {colours(b)}" for s, b in zip(bs, bids, strict=True))
            return f"The bids on {quest(q)} are revealed: {shown}."
        case ev.BidWon(seat=s, quest=q, matching=m, total=t, tiebreak=tb):
            how = f" (tie settled by {tb})" if tb else ""
            return f"{who(s)} won {quest(q)} with {m} matching of {_plural(t, 'card')}{how}."
        case ev.BidReturned(seat=s, cards=cs):
            return f"{who(s)} took back {cards(cs)}."
        case ev.BidDiscarded(seat=s, cards=cs):
            return f"{who(s)} discarded the winning bid ({_plural(len(cs), 'card')})."
        case ev.AdventurersPrepared(seat=s, adventurers=adv, ignored=ig):
            text = f"{who(s)} prepared {cards(adv)}" if adv else f"{who(s)} prepared nobody"
            if ig:
                text += f"; {_plural(len(ig), 'quest card')} found no matching adventurer"
            return text + "."
        case ev.QuestDiscarded():
            return None
        case ev.RumorsMoved():
            return "The rumours join the quests below them."
        case ev.RumorsDealt(cards=cs):
            return f"New rumours: {cards([c for c in cs if c is not None])}."
        case ev.DeckReshuffled(order=o):
            return f"The deck ran out: the discard pile ({_plural(len(o), 'card')}) is shuffled."
        case ev.SabotageAsked(seat=s):
            return f"{who(s)} may sabotage."
        case ev.Sabotaged(seat=s, target=t, owner=o, cards=cs):
            return f"{who(s)} discarded {cards(cs)} to unprepare {card(t)} of {names[o]}."
        case ev.SabotageDone(seat=s):
            return f"{who(s)} did not sabotage."
        case ev.AdventurersSent(seat=s, adventurers=adv):
            return f"{who(s)} sent {cards(adv)} on their quests."
        case ev.CardDrawn(seat=s, card=c):
            return f"{who(s)} drew {card(c)}." if sees(s) else f"{who(s)} drew a card."
        case ev.QuestGiverPassed(seat=s):
            return f"The Quest Giver passes to {names[s]}."
        case ev.GameEnded(winners=w):
            if len(w) == 1:
                return f"{names[w[0]]}'s tavern is empty: {names[w[0]]} wins."
            return f"Empty taverns: {', '.join(names[s] for s in w)} win together."
    return None

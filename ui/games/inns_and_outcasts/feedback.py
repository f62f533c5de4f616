"""What the Inns & Outcasts table says about moves (the feedback hooks of ui/table/adapter.py):

- :func:`happenings`: what other seats' cards and moves did to a seat (its card Blocked,
  loot taken from its Table Setting or Starting Loot, an auction on its card won by
  someone else...), gathered by the table into one pop-up per turn. It reads only public
  events (never the dealt hands, a face-down card or a sealed bid before the reveal) and
  credits each sentence to the seat whose card or move did it, since one step here may
  resolve many seats' cards.
- :func:`hint_reason`: why a hint's move is good, in a clause, from the view of the seat
  hinted and the loot each effect moves as the table stands (the greedy bot's arithmetic,
  game/games/inns_and_outcasts/heuristics.py, which reads only that view).
- :func:`nearest_action` and :func:`unmovable_words`: what a click on a card that cannot be
  picked up meant (the engine then says why not), or why nothing could be meant.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.auction import AuctionWon
from game.core.model import Action, Event
from game.core.simultaneous import SecretChoicesRevealed
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.abilities import (
    Auction,
    ChoosePlayer,
    Effect,
    PayOr,
    Target,
    Transmute,
    at_path,
)
from game.games.inns_and_outcasts.asks import (
    BlockIconAsk,
    ChoosePlayerAsk,
    ReturnTokenAsk,
    TargetAsk,
    typed_ask,
)
from game.games.inns_and_outcasts.cards import INITIATIVES, INNS, CardBook
from game.games.inns_and_outcasts.heuristics import IoHeuristic
from game.games.inns_and_outcasts.model import PLACE
from game.games.inns_and_outcasts.view import IoView
from ui.games.inns_and_outcasts.cards import character_of, inn_letter, is_character_card
from ui.games.inns_and_outcasts.layout import chosen_card
from ui.table.adapter import Happening

# ---------------------------------------------------------------- pop-ups


def _lot_seat(lot: Any) -> int | None:
    """The seat whose card an auction's lot is (``{"seat": s, "path": p}``)."""
    if isinstance(lot, Mapping):
        seat = lot.get("seat")
        return seat if isinstance(seat, int) else None
    return None


def _touches(e: Event, seat: int, by: int) -> bool:
    """Whether ``e`` is something ``by``'s card did to ``seat`` (a consequence of a token
    going off or of being chosen, told in its own sentence)."""
    match e:
        case ev.CardBlocked(seat=s, by=b) | ev.CardUnblocked(seat=s, by=b):
            return s == seat and b == by
        case ev.LootTaken(src=s, dst=b) | ev.LootSkimmed(seat=s, owner=b):
            return s == seat and b == by
        case ev.LootGained(seat=s, by=b) | ev.TraitChanged(seat=s, by=b):
            return s == seat and b == by
    return False


def happenings(  # noqa: C901 - one case per event, read top to bottom
    book: CardBook, events: Sequence[Event], seat: int, names: Sequence[str]
) -> list[Happening]:
    """What others' cards and moves did to ``seat`` in these events (public events only),
    each credited to the seat whose card or move did it and naming it: a Block on its
    card, loot taken from its Table Setting or skimmed off its Starting Loot, a refused
    tribute (important: they cost the seat), loot given, a token that did nothing, a
    trait changed, an auction on its card won by someone else (told, not important).
    Not told: what ``seat`` itself did, what it is asked now (the panel asks it: a
    tribute to pay, the option to pick of an auction it won), a Target token put on it or
    its being chosen when what that did follows (the sentence of what it did is enough)."""
    said: list[Happening] = []
    bids: dict[int, int] = {}
    cards: dict[int, int] = {}
    """Cards turned up in these events (public), so a sentence names the character."""

    def who(s: int) -> str:
        card = cards.get(s)
        return f"{names[s]}'s {book(card).character}" if card is not None else names[s]

    def does(s: int, verb: str) -> str:
        """ "Ben's Thief takes", "Ben's Cultists take", "Ben takes" (``verb`` plural)."""
        card = cards.get(s)
        plural = card is not None and book(card).character.endswith("s")
        return f"{who(s)} {verb if plural else verb + 's'}"

    def yours() -> str:
        card = cards.get(seat)
        return f"your {book(card).character}" if card is not None else "your card"

    def tell(by: int, text: str, important: bool = False) -> None:
        if by != seat:
            said.append(Happening(by, text, important, named=True))

    refused_to: int | None = None
    """The seat ``seat`` just refused to pay (its card's Block follows: not news)."""
    for k, e in enumerate(events):
        rest = events[k + 1 :]
        if isinstance(e, ev.TributeRefused) and e.seat == seat:
            refused_to = e.to
        match e:
            case ev.InitiativeCalled(cards=up):
                cards.update({int(s): int(c) for s, c in up.items()})
            case ev.CardBlocked(seat=s, by=b) if s == seat and refused_to == b:
                refused_to = None  # the seat refused to pay: the Block is its own choice
            case ev.CardBlocked(seat=s, by=b, how=how) if s == seat:
                icon = " with its Block icon" if how == "chart" else ""
                tell(
                    b,
                    f"{who(b)} Blocked {yours()}{icon}: it earns no Loot ability this turn.",
                    True,
                )
            case ev.CardUnblocked(seat=s, by=b) if s == seat:
                tell(b, f"{who(b)} unblocked {yours()}: its Loot ability counts again.")
            case ev.TokenTriggered(seat=s, owner=o) if s == seat:
                upto = next(
                    (
                        j
                        for j, x in enumerate(rest)
                        if isinstance(x, ev.TokenTriggered | ev.StartingLootTaken)
                    ),
                    len(rest),
                )
                if not any(_touches(x, seat, o) for x in rest[:upto]):
                    tell(o, f"{names[o]}'s Target token on {yours()} did nothing to it.")
            case ev.TokenReturned(seat=s, owner=o, by=b) if o == seat:
                on = "their own card" if s == b else f"{names[s]}'s card"
                tell(b, f"{who(b)} sent your Target token home from {on}.")
            case ev.LootTaken(src=s, dst=d, amount=n) if s == seat:
                tell(d, f"{who(d)} took {n} loot from your Table Setting.", True)
            case ev.LootSkimmed(seat=s, owner=o, amount=n) if s == seat:
                tell(o, f"{names[o]}'s Target token pocketed {n} of your Starting Loot.", True)
            case ev.LootGained(seat=s, amount=n, by=b) if s == seat:
                tell(b, f"{who(b)} gave you {n} loot.")
            case ev.TraitChanged(seat=s, trait=t, value=v, by=b) if s == seat:
                shown = book.morality_names.get(v, book.race_names.get(v, v))
                tell(b, f"{does(b, 'make')} {yours()} count as {shown} ({t}) this turn.")
            case ev.PlayerChosen(chooser=c, seat=s) if s == seat:
                if not any(_touches(x, seat, c) for x in rest):
                    tell(c, f"{who(c)} chose you.")
            case ev.TributePaid(seat=p, to=t, amount=n) if t == seat:
                tell(p, f"{names[p]} paid your Goblins {n} loot.")
            case ev.TributeRefused(seat=p, to=t) if t == seat:
                tell(
                    p,
                    f"{names[p]} refused to pay your Goblins: their card and yours are Blocked.",
                    True,
                )
            case ev.OptionPicked(seat=w, label=label, source=src) if src == seat:
                tell(w, f"{names[w]} picked {label} for {yours()}.")
            case SecretChoicesRevealed(choices=choices):
                for key, bid in choices.items():
                    try:
                        bids[int(key)] = int(bid)  # type: ignore[arg-type]
                    except (TypeError, ValueError):
                        continue
            case AuctionWon(seat=w, amount=a, lot=lot):
                text = _auction_words(w, a, _lot_seat(lot), bids, seat, names)
                if text:
                    tell(w, text)
    return said


def happened_to(
    book: CardBook, events: Sequence[Event], seat: int, names: Sequence[str]
) -> list[str]:
    """The sentences of :func:`happenings` (what others did to ``seat``)."""
    return [h.text for h in happenings(book, events, seat, names)]


def _auction_words(
    winner: int,
    amount: int,
    owner: int | None,
    bids: Mapping[int, int],
    seat: int,
    names: Sequence[str],
) -> str | None:
    """An auction won by another seat on ``seat``'s card, or over ``seat``'s sealed bid
    (one ``seat`` won is not news: it is asked to pick what the card does)."""
    if owner is None or winner == seat:
        return None
    bid = f"a bid of {amount}"
    if owner == seat:
        return f"{names[winner]} won the auction on your card with {bid}: they pick what it does."
    mine = bids.get(seat, 0)
    if mine > 0:
        return f"{names[winner]} won the auction on {names[owner]}'s card with {bid}, over your {mine}."
    return None


# ---------------------------------------------------------------- hints


def _effect(book: CardBook, card: int | None, path: str) -> Effect | None:
    if card is None:
        return None
    try:
        found = at_path(book(card).reveal, path)
    except (KeyError, IndexError, ValueError, AttributeError):
        return None
    return None if isinstance(found, tuple) else found


def _loot_words(deltas: Mapping[int, float], me: int, names: Sequence[str]) -> str:
    """ "you gain 2 loot, Ben loses 3": the changes of loot, yours first, then the biggest."""
    parts: list[str] = []
    mine = round(deltas.get(me, 0.0))
    if mine:
        parts.append(f"you {'gain' if mine > 0 else 'lose'} {abs(mine)} loot")
    others = sorted(
        ((s, round(d)) for s, d in deltas.items() if s != me), key=lambda sd: -abs(sd[1])
    )
    for s, n in others[:2]:
        if n:
            parts.append(f"{names[s]} {'gains' if n > 0 else 'loses'} {abs(n)}")
    return ", ".join(parts)


def _char(book: CardBook, card: int | None) -> str:
    return book(card).character if card is not None else "card"


def hint_reason(  # noqa: C901 - one case per answer, read top to bottom
    book: CardBook,
    h: IoHeuristic,
    action: Action,
    view: IoView,
    seat: int,
    names: Sequence[str],
) -> str | None:
    """Why ``action`` is a good move for ``seat``, as one clause (from its view only)."""
    facts = h.facts(view)
    asked = view.asked
    source = asked.source if asked is not None else view.auction_seat
    src_card = view.players[source].card if 0 <= source < view.n_seats else None
    match action:
        case act.ChooseHand(inns=x):
            wagon = x.count(inn_letter("wagon"))
            return (
                "the two characters at each initiative are close in worth, so any mix "
                f"plays; this one has {wagon} from the Wobblin' Wagon and {6 - wagon} from "
                "the Jaded Dragon"
            )
        case act.TakeCopy(card=c):
            f = book(c)
            return (
                f"the {f.character} turns up on {f.initiative} with {f.starting_loot} Starting "
                f"Loot; this copy is {book.race_names[f.race].lower()} and "
                f"{book.morality_names[f.morality].lower()}, which counts wherever cards match"
            )
        case act.PlaceCard(card=c):
            f = book(c)
            extras = []
            if f.block:
                extras.append("may block a card by the chart")
            if f.loot:
                extras.append("has a Loot ability for the turn's end")
            said = f"it turns up on {f.initiative} with {f.starting_loot} Starting Loot"
            if extras:
                said += ", " + " and ".join(extras)
            if any(isinstance(e, Target) and e.name_initiative for e in f.reveal):
                left = min(_left(book, view, o) for o in range(view.n_seats) if o != seat)
                said += f"; a rival has only {left} initiatives left to guess from"
            return said
        case act.BlockCard(seat=s):
            lost = round(h.loot_if_unblocked(view, facts, s))
            return (
                f"Blocked, {names[s]}'s {_char(book, view.players[s].card)} earns no Loot "
                f"ability (about {lost} loot)"
            )
        case act.Skip():
            match typed_ask(asked) if asked is not None else None:
                case BlockIconAsk():
                    return "no card your Block icon reaches earns enough to be worth it"
                case ChoosePlayerAsk():
                    return "no choice of player does you any good here"
                case ReturnTokenAsk():
                    return "no waiting token hurts you enough to send it home"
            return "it costs you nothing"
        case act.PlaceTarget(seat=s, named=n):
            if n:
                left = _left(book, view, s)
                return (
                    f"initiative {n} is one of the {left} {names[s]} may still have face "
                    "down: a right guess Blocks it and pays you"
                )
            leader = _leader(view, seat)
            lead = f", and {names[s]} leads the table" if s == leader else ""
            return f"{names[s]}'s card is still face down, so the token acts when it turns up{lead}"
        case act.ChoosePlayerAction(seat=s):
            e = _effect(book, src_card, asked.path if asked is not None else "")
            if not isinstance(e, ChoosePlayer):
                return None
            winner = seat if e.chooser == "winner" else None
            d = h.deltas(view, facts, e.effects, source, chosen=s, winner=winner)
            words = _loot_words(d, seat, names)
            return f"as the table stands, {words}" if words else "no other choice does better"
        case act.ReturnTokenAction(seat=s, owner=o):
            on = "your" if s == seat else f"{names[s]}'s"
            return f"{names[o]}'s token would otherwise act on {on} card when it turns up"
        case act.TransmuteAction(amount=n):
            e = _effect(book, src_card, asked.path if asked is not None else "")
            rate = e.rate if isinstance(e, Transmute) else 2
            if not n:
                return "your Table Setting is worth more to you as it is"
            return f"each loot poured back comes back {rate} times: {n} becomes {n * rate}"
        case act.Pay() | act.Refuse():
            reveal = book(src_card).reveal if src_card is not None else ()
            price = next((x.pay for x in reveal if isinstance(x, PayOr)), 1)
            mine = 0 if facts.blocked[seat] else round(h.loot_if_unblocked(view, facts, seat))
            if isinstance(action, act.Pay):
                return f"paying {price} costs less than your Loot ability Blocked (about {mine})"
            return (
                f"your Loot ability (about {mine}) is worth less than paying {price}, and "
                f"{names[source]}'s card is Blocked too"
            )
        case act.Bid(amount=n) | act.SealedBid(amount=n):
            prize = round(h.prize(view, seat))
            whose = "your" if source == seat else f"{names[source]}'s"
            auction = view.auction
            if auction is not None and auction.high is None and source == seat:
                return f"the card's player opens the bidding, and even {n} can win"
            if n > prize:
                return f"the winner picks what {whose} card does, and you pay {n} only if you win"
            return (
                f"winning the auction on {whose} card is worth about {prize} loot to you, "
                f"and you pay {n} only if you win"
            )
        case act.PassBid():
            prize = round(h.prize(view, seat))
            low = view.auction.lowest if view.auction is not None else 0
            return (
                f"winning is worth about {prize} loot to you, less than the {low} a bid costs now"
            )
        case act.PickOption(index=i):
            e = _effect(book, src_card, view.auction_path)
            if not isinstance(e, Auction) or i >= len(e.options):
                return None
            d = h.deltas(view, facts, e.options[i].effects, source, winner=seat)
            words = _loot_words(d, seat, names)
            label = e.options[i].label
            return f"{label} does you most good: {words}" if words else f"{label} costs you least"
    return None


def _left(book: CardBook, view: IoView, seat: int) -> int:
    """How many initiatives ``seat``'s face-down card may still have (public facts)."""
    played = {book(c).initiative for c in view.players[seat].played}
    return sum(1 for i in INITIATIVES if i > view.call and i not in played)


def _leader(view: IoView, me: int) -> int | None:
    """The rival with the most loot (Hoard and Table Setting), if one leads alone."""
    score = {p.seat: p.hoard + p.table for p in view.players if p.seat != me}
    if not score:
        return None
    best = max(score.values())
    tops = [s for s, v in score.items() if v == best]
    return tops[0] if len(tops) == 1 else None


# ---------------------------------------------------------------- refusals


def current_card(view: IoView, seat: int) -> int | None:
    """``seat``'s card this turn as its own view shows it (face down or up, or the one it
    chose while the others still place)."""
    p = view.players[seat]
    return p.card if p.placed else chosen_card(view, seat)


def owner_of(view: IoView, card: int) -> int | None:
    """The seat whose card this turn ``card`` is, if the view shows it."""
    return next((p.seat for p in view.players if p.card == card), None)


def nearest_action(view: IoView, card: int, seat: int) -> Action | None:
    """A card of your hand: placing it. Another seat's card on the table: the answer
    asked of you that picks that seat. None for the rest (your card already down, the
    hand-building characters, cards played)."""
    if is_character_card(card) or card == current_card(view, seat):
        return None
    if card in (view.players[seat].hand or []):
        return act.PlaceCard(card=card)
    other = owner_of(view, card)
    a = view.asked
    if other is None or other == seat or a is None or a.seat != seat:
        return None
    match typed_ask(a):
        case BlockIconAsk():
            return act.BlockCard(seat=other)
        case ChoosePlayerAsk():
            return act.ChoosePlayerAction(seat=other)
        case TargetAsk(choices=choices):
            named = next((c.named for c in choices), 0)
            return act.PlaceTarget(seat=other, named=named)
        case ReturnTokenAsk():
            token = next((t for t in view.tokens if t.seat == other), None)
            return None if token is None else act.ReturnTokenAction(seat=other, owner=token.owner)
    return None


def unmovable_words(book: CardBook, view: IoView, card: int, names: Sequence[str]) -> str | None:
    """Why ``card`` (with no nearest action) cannot be picked up; None: the kit's words."""
    if is_character_card(card):
        inn, ini = character_of(card)
        name = book.character_at(INNS[INNS.index(inn)], ini)
        return (
            f"The {name} is already chosen at initiative {ini}: click "
            "the other inn's character to swap, or press Take this hand."
        )
    me = view.viewer
    if me is not None and me < view.n_seats and card == current_card(view, me):
        p, f = view.players[me], book(card)
        if view.phase == PLACE and not p.placed:
            return (
                f"Your {f.character} is already face down in your slot: to change it, drag "
                "another card of your hand onto the slot."
            )
        if not p.face_up:
            return f"Your {f.character} stays face down until initiative {f.initiative} is called."
        if p.blocked:
            return f"Your {f.character} is Blocked this turn: it earns no Loot ability."
        return f"Your {f.character} is on the table for this turn; it cannot be taken back."
    for p in view.players:
        if card in p.played and p.seat != me:
            return (
                f"{names[p.seat]} played that {book(card).character} this round; it goes "
                "back to their hand when the round ends."
            )
    other = owner_of(view, card)
    if other is not None and other != me:
        return (
            f"That is {names[other]}'s {book(card).character}: you may look at it (hover, "
            "or right-click to pin it) but not move it."
        )
    return None

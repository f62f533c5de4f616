"""Plain sentences for the log panel; a viewer never reads another seat's hidden cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.describe import Voice, plural
from game.core.model import Event
from game.games.aim import events as ev

if TYPE_CHECKING:
    from game.games.aim.rules import AimRules


def _spot_words(spot: str) -> str:
    if spot == "store":
        return "into storage"
    if spot == "companion":
        return "as a companion"
    if spot.startswith("in:"):
        return "inside other storage"
    if ":" in spot:
        return f"on a companion's {spot.split(':', 1)[1]} slot"
    return f"in the {spot.replace('1', ' (left)').replace('2', ' (right)')} slot"


def describe(rules: AimRules, e: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """One sentence for ``e`` as ``viewer`` may see it, or None for bookkeeping events."""
    book = rules.book
    voice = Voice(viewer, names)
    who, sees = voice.who, voice.sees

    def card(c: int) -> str:
        return book(c).name

    match e:
        case ev.GameSetUp():
            return "The cards are sorted, the decks shuffled and the markets laid out."
        case ev.PositionLoaded():
            return "A prepared position was set up."
        case ev.DiscardShuffled(seat=s, order=o):
            return f"{who(s)} shuffled {len(o)} discarded cards into a new deck."
        case ev.CardsDrawn(seat=s, cards=cs):
            if sees(s):
                return f"{who(s)} drew {', '.join(card(c) for c in cs)}."
            return f"{who(s)} drew {plural(len(cs), 'card')}."
        case ev.CardPlaced(seat=s, card=c, spot=spot, secret=secret):
            if secret and not sees(s):
                return f"{who(s)} placed a card in secret."
            return f"{who(s)} put {card(c)} {_spot_words(spot)}."
        case ev.DrawUsed(seat=s, card=c, secret=secret):
            if secret and not sees(s):
                return f"{who(s)} used a Draw a Card in secret."
            return f"{who(s)} used the Draw a Card of {card(c)}."
        case ev.CardUnplaced(seat=s, card=c, secret=secret):
            if secret and not sees(s):
                return f"{who(s)} took a card back in secret."
            return f"{who(s)} took {card(c)} back into hand."
        case ev.GoldDropped(seat=s, amount=a):
            return f"{who(s)} left a gold die worth {a} behind."
        case ev.EquipFinished(seat=s):
            return f"{who(s)} finished equipping."
        case ev.HandDiscarded(seat=s, cards=cs):
            return f"{who(s)} discarded {', '.join(card(c) for c in cs)} from hand."
        case ev.TurnOrderRolled(rolls=r, order=o):
            return f"Turn order rolled ({' / '.join(str(x) for x in r)}): {names[o[0]]} goes first."
        case ev.TurnStarted(seat=s, round=r):
            return f"Round {r}: {names[s]}'s turn."
        case ev.CardTrashed(seat=s, card=c, gold=g):
            money = f"for {g} Gold" if g >= 0 else f"paying {-g} Gold"
            return f"{who(s)} trashed {card(c)} {money}."
        case ev.Sold(seat=s, gold=g, parts=p, lost=lost):
            fees = -p.get("fees", 0)
            extra = f" after {fees} Gold in fees" if fees else ""
            lost_s = f" ({lost} Gold could not be shown on the dice and was lost)" if lost else ""
            return f"{who(s)} counted {g} Gold{extra}{lost_s}."
        case ev.PlayAreaCleared(seat=s, cards=cs):
            return f"{who(s)} cleared the play area ({len(cs)} cards to the discard pile)."
        case ev.Bought(seat=s, card=c, price=p, rebate=r):
            reb = f" and took the {r}-Gold rebate die" if r else ""
            return f"{who(s)} bought {card(c)} for {p} Gold{reb}."
        case ev.MarketEnded(seat=s):
            return f"{who(s)} finished shopping."
        case ev.AttackRolled(
            attacker=a,
            defender=d,
            attack_total=at,
            defense_total=dt,
            attack_roll=ar,
            defense_roll=dr,
            attacker_won=w,
        ):
            result = "wins" if w else "is beaten off"
            return (
                f"{who(a)} attacked {names[d]}: {at} (rolled {ar}) against {dt} "
                f"(rolled {dr}); the attacker {result}."
            )
        case ev.GoldTaken(attacker=a, taken=t, bonus=b, protected=p, dropped=dr):
            text = f"{who(a)} took {t} Gold in dice plus a {b} Gold bonus for the goods"
            if p:
                text += f"; a Wallet Chain kept {p} Gold safe"
            if dr:
                text += f"; {dr} Gold could not be carried and was left behind"
            return text + "."
        case ev.GoodsDiscardAsked(defender=d):
            return f"{who(d)} must choose a stored Goods card to give up."
        case ev.GoodsDiscarded(seat=s, card=c):
            return f"{who(s)} gave up {card(c)}."
        case ev.PeskyTaken(seat=s, card=c):
            return f"{who(s)} failed the attack and got stuck with {card(c)}."
        case ev.AttackSkipped(seat=s, reason=r):
            return f"{who(s)} did not attack{f' ({r})' if r else ''}."
        case ev.MarketsCycled(premium_trashed=t, rebate=r, common_drawn=cd):
            parts = ["The markets cycle"]
            if t is not None:
                parts.append(f"{card(t)} is trashed from the Premium Market")
            if cd:
                parts.append("a new Common Market card is laid out")
            elif r:
                parts.append(f"the Common Market rebate is now {r}")
            return "; ".join(parts) + "."
        case ev.EndTriggered(reason=r):
            return f"The end is near: {r}. The round will be finished."
        case ev.WorstDayAsked(tied=t):
            return (
                f"Still tied ({', '.join(names[s] for s in t)}): whoever had the worst day "
                "wins. Decide together."
            )
        case ev.GameEnded(winners=w, scores=sc, tiebreak=tb):
            how = f" (tie-break: {tb})" if tb else ""
            return f"{', '.join(names[s] for s in w)} wins with {sc[w[0]]} Loot Points{how}."
    return None

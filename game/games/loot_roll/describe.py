"""Plain sentences for the log panel. A viewer never reads a hidden card: ability cards
dealt, drawn or stolen, what a peek or a scout saw, another seat's face-down choice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.describe import Voice, plural
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Event
from game.core.priority import describe_window
from game.core.simultaneous import describe_secret
from game.games.loot_roll import events as ev
from game.games.loot_roll.model import MONSTER_TARGET, PARTY

if TYPE_CHECKING:
    from game.games.loot_roll.rules import LootRollRules

REASONS = {
    "defeat": "after the defeat",
    "toll": "as the price of fleeing",
    "overflow": "to make room in the bag",
    "clear": "",
}


def describe(
    rules: LootRollRules, e: Event, viewer: int | None, names: Sequence[str]
) -> str | None:
    """One sentence for ``e`` as ``viewer`` may read it, or None for bookkeeping."""
    t = rules.t
    voice = Voice(viewer, names)
    who, says, sees = voice.who, voice.says, voice.sees
    said = describe_window(e, voice) or describe_secret(
        e, voice, show=lambda c: "Fight" if c == "fight" else "Flight"
    )
    if said is not None:
        return said

    def card(c: int | None) -> str:
        return "nothing" if c is None else t.book(c).name

    def cards(cs: Sequence[int]) -> str:
        return ", ".join(card(c) for c in cs) if cs else "nothing"

    def whom(target: int) -> str:
        if target == PARTY:
            return "the party"
        if target == MONSTER_TARGET:
            return "the monster"
        return voice.whom(target)

    match e:
        case ev.GameSetUp(seats=n):
            return f"The five piles are shuffled for {n} adventurers."
        case PositionLoaded():
            return "A prepared position was set up."
        case ev.AbilityDealt(seat=s, card=c) | ev.AbilityDrawn(seat=s, card=c):
            verb = "draw", "draws"
            return f"{says(s, *verb)} {card(c) if sees(s) else 'an ability card'}."
        case ev.FirstPlayerChosen(seat=s):
            return f"{says(s, 'go', 'goes')} first."
        case ev.DungeonEntered(dungeon=d):
            return f"The party enters {t.dungeon_defs[d - 1].name} (dungeon {d})."
        case ev.TurnStarted(seat=s):
            return "Your turn." if s == viewer else f"{names[s]}'s turn."
        case ev.ExtraActionTaken(seat=s):
            return f"{says(s, 'take', 'takes')} another main action."
        case ev.CardPlayed(seat=s, card=c, target=tg):
            on = f" on {whom(tg)}" if tg is not None and tg != s else ""
            return f"{says(s, 'play', 'plays')} {card(c)}{on}."
        case ev.ModifierAdded(target=tg, amount=a, scope=scope):
            what = "roll" if scope == "roll" else "Survivability"
            owner = whom(tg)
            owner = "your" if owner == "you" else f"{owner}'s"
            return f"{a:+d} to {owner} {what}."
        case ev.ModifierCancelled(by=s):
            return f"{says(s, 'cancel', 'cancels')} a card's effect."
        case ev.Equipped(seat=s, card=c, displaced=off):
            took = f", taking off {cards(off)}" if off else ""
            return f"{says(s, 'put', 'puts')} on {card(c)}{took}."
        case ev.DieRerolled(seat=s, face=f, kept=k):
            keep = "" if f == k else f", keeping {k}"
            return f"{says(s, 'throw', 'throws')} again: {f}{keep}."
        case ev.RollsSwapped(a=a, b=b):
            return f"{who(a)} and {whom(b)} trade roll totals."
        case ev.LootDrawn(seat=s, card=c):
            return f"{says(s, 'draw', 'draws')} {card(c)}."
        case ev.MonsterScouted(seat=s, card=c):
            seen = card(c) if sees(s) else "the top monster"
            return f"{says(s, 'look', 'looks')} at {seen}."
        case ev.ScoutDecided(seat=s, bottom=b):
            if b:
                return f"{says(s, 'slide', 'slides')} the monster to the bottom of the deck."
            return f"{says(s, 'leave', 'leaves')} the monster on top of the deck."
        case ev.HandPeeked(seat=s, target=tg, cards=cs):
            if sees(s):
                return f"{says(s, 'see', 'sees')} {whom(tg)}'s hand: {cards(cs)}."
            return f"{says(s, 'look', 'looks')} at {whom(tg)}'s ability cards."
        case ev.AbilityStolen(seat=s, victim=v, card=c):
            shown = card(c) if viewer in (s, v, None) else "an ability card"
            return f"{says(s, 'take', 'takes')} {shown} from {whom(v)}."
        case ev.LootStolen(seat=s, victim=v, card=c):
            return f"{says(s, 'take', 'takes')} {card(c)} from {whom(v)}'s bag."
        case ev.LootBanked(seat=s, card=c):
            return f"{says(s, 'bank', 'banks')} {card(c)}."
        case ev.FlightForbidden(seat=s):
            return f"{who(s)} may not flee this fight."
        case ev.SideSwitched(seat=s, fighting=f):
            return (
                f"{says(s, 'join', 'joins')} the fight."
                if f
                else f"{says(s, 'leave', 'leaves')} the fight."
            )
        case ev.Warded(seat=s):
            return f"{says(s, 'lose', 'loses')} no loot if the party is beaten."
        case ev.RewardRaised(rarity=r, count=n):
            return f"The monster now gives {plural(n, f'more {r} card')}."
        case ev.MonsterReplaced(old=o, new=n):
            return f"{card(o)} is discarded; {card(n)} steps in."
        case ev.ExtraActionGained(seat=s):
            return f"{says(s, 'take', 'takes')} another main action after this one."
        case ev.DiscountSet(seat=s, amount=a):
            return f"Ability cards cost {voice.whom(s)} {a} less this town turn."
        case ev.DeckReshuffled(pile=p, order=o):
            return f"The {p.replace('-', ' ')} discard pile ({plural(len(o), 'card')}) is shuffled into a new deck."
        case ev.CommonDrawn(seat=s, card=c):
            return (
                f"{says(s, 'explore', 'explores')} and find{'' if s == viewer else 's'} {card(c)}."
            )
        case ev.LootKept(seat=s, card=c):
            return f"{says(s, 'put', 'puts')} {card(c)} in the bag."
        case ev.ClearingStarted(seat=s):
            return f"{says(s, 'clear', 'clears')} out the bag."
        case ev.LootDropped(seat=s, card=c, reason=r):
            why = REASONS[r]
            return f"{says(s, 'discard', 'discards')} {card(c)}{' ' + why if why else ''}."
        case ev.DropOwed(seat=s, count=n, reason=r):
            return (
                f"{says(s, 'must discard', 'must discard')} {plural(n, 'loot card')} {REASONS[r]}."
            )
        case ev.MonsterDrawn(card=c, boss=b, caller=s):
            kind = "as a boss" if b else "as a regular monster"
            return f"{says(s, 'draw', 'draws')} {card(c)}, fought {kind}."
        case ev.MonsterShelved(card=c):
            return f"Nobody fights: {card(c)} goes to the bottom of the deck."
        case ev.FightWon(monster=m, total=a, need=b):
            return f"The party beats {card(m)}, {a} against {b}."
        case ev.RewardDrawn(card=c):
            return f"Loot to roll for: {card(c)}."
        case ev.FightLost(monster=m, total=a, need=b):
            return f"{card(m)} beats the party, {a} against {b}."
        case ev.MonsterDiscarded():
            return None
        case ev.DiceRolled(card=c, faces=f, bonus=bo):
            shown = "; ".join(
                f"{who(s)} {v}" + (f" (+{bo[s]})" if bo.get(s) else "") for s, v in f.items()
            )
            return f"Dice for {card(c)}: {shown}."
        case ev.LootWon(seat=s, card=c, totals=tot):
            how = "" if tot else " (the only one who could roll)"
            return f"{says(s, 'win', 'wins')} {card(c)}{how}."
        case ev.LootUnclaimed(card=c):
            return f"Nobody can carry {card(c)}; it is discarded."
        case ev.DungeonCleared(dungeon=d):
            return f"The boss is down: dungeon {d} is cleared."
        case ev.DungeonCollapsed(dungeon=d):
            return (
                f"The torch burns out: the party leaves dungeon {d} with its boss still standing."
            )
        case ev.TownOpened(order=o):
            return (
                f"The party reaches town; {who(o[0])} {'go' if o[0] == viewer else 'goes'} first."
            )
        case ev.VendorRefilled(offer=i, card=c):
            return f"The vendor puts out {card(c)} (space {i + 1})." if c is not None else None
        case ev.Bought(seat=s, card=c, pay=pay):
            return f"{says(s, 'buy', 'buys')} {card(c)}, paying {cards(pay)}."
        case ev.TownTurnEnded(seat=s):
            return f"{says(s, 'end', 'ends')} the town turn."
        case ev.TownClosed():
            return "The party leaves town."
        case ev.FinalSwaps(seat=s, swaps=sw):
            done = "; ".join(f"{card(x[0])} for {cards(x[1:])}" for x in sw)
            return f"{says(s, 'swap', 'swaps')} gear to count it: {done}."
        case GameEnded(winners=w, scores=sc):
            if len(w) == 1:
                rich = says(w[0], "are", "is")
                return f"{rich} the richest adventurer, with {sc[w[0]]} in treasure."
            return f"Richest together with {sc[w[0]]}: {voice.listing(w)}."
    return None

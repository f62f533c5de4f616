"""Loot Roll's feedback at the table (issue 13): what another seat's step did to you (the
pop-up), why a card cannot be picked up, why the hint suggests a move, and the log's icons.

The adapter (ui/games/loot_roll/table.py) hands its hooks to these functions. Everything here reads
a step's events or the view of the seat at the screen, and says only what that seat may
know: every fact a pop-up states is public in the log, except what a seat knows of its own
hand (the card stolen from it, the cards a peek saw there).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.describe import plural
from game.core.events import GameEnded, PositionLoaded
from game.core.model import Action, Event
from game.core.priority import PriorityPassed, ResponseMade, WindowClosed, WindowOpened
from game.core.simultaneous import (
    SecretChoiceOpened,
    SecretChoicesClosed,
    SecretChoicesRevealed,
    SecretChosen,
)
from game.games.loot_roll import actions as act
from game.games.loot_roll import calc
from game.games.loot_roll import effects as lre
from game.games.loot_roll import events as ev
from game.games.loot_roll.cards import CardBook
from game.games.loot_roll.model import MONSTER_TARGET, PARTY
from game.games.loot_roll.view import LrView, ModifierView
from ui.games.loot_roll.cards import CHOICE_CARDS, SLOT_WORDS
from ui.table.adapter import Types, listing

# ------------------------------------------------------------------ the log's icons
LOG_ICONS: dict[Types, str] = {
    (ev.TurnStarted, ev.ExtraActionTaken, ev.ExtraActionGained, ev.FirstPlayerChosen): "turn",
    (ev.TownOpened, WindowOpened, SecretChoiceOpened): "turn",
    ev.DungeonEntered: "quest",
    (ev.DiceRolled, ev.DieRerolled, ev.RollsSwapped): "dice",
    (ev.CardPlayed, ResponseMade, SecretChosen, SecretChoicesClosed): "play",
    ev.ModifierCancelled: "take_back",
    (ev.Equipped, ev.LootKept, ev.FinalSwaps): "equip",
    (ev.AbilityDealt, ev.AbilityDrawn, ev.LootDrawn, ev.CommonDrawn): "draw",
    (ev.RewardDrawn, ev.VendorRefilled): "draw",
    ev.MonsterDrawn: "attack",
    (ev.MonsterScouted, ev.ScoutDecided, ev.HandPeeked, SecretChoicesRevealed): "reveal",
    (ev.AbilityStolen, ev.LootStolen, ev.FlightForbidden): "sabotage",
    ev.Warded: "defend",
    (ev.SideSwitched, ev.MonsterReplaced): "cycle",
    (ev.RewardRaised, ev.LootBanked, ev.DiscountSet): "gold",
    ev.Bought: "buy",
    (ev.DeckReshuffled, ev.GameSetUp, PositionLoaded): "shuffle",
    (ev.ClearingStarted, ev.MonsterShelved, ev.LootUnclaimed, ev.TownClosed): "discard",
    (ev.FightWon, ev.LootWon, ev.DungeonCleared, GameEnded): "win",
    (ev.FightLost, ev.DungeonCollapsed): "lose",
    PriorityPassed: "pass",
    (WindowClosed, ev.TownTurnEnded): "done",
}
"""Event type -> a key of ui/icons.py's LOG (a few are chosen per event: see log_icon)."""

LOSS_REASONS = ("defeat", "toll")


def log_icon(e: Event) -> str | None:
    """The icon before ``e``'s log line: a card against a seat is a sabotage, a card for it a
    play; loot paid for a defeat or a flight is lost, other loot discarded."""
    if isinstance(e, ev.ModifierAdded):
        return "sabotage" if e.amount < 0 else "play"
    if isinstance(e, ev.LootDropped | ev.DropOwed):
        return "lose" if e.reason in LOSS_REASONS else "discard"
    for key, icon in LOG_ICONS.items():
        if isinstance(e, key):
            return icon
    return None


# ------------------------------------------------------------------ what happened to you
def _whom(target: int, names: Sequence[str], seat: int) -> str:
    if target == PARTY:
        return "the party"
    if target == MONSTER_TARGET:
        return "the monster"
    return "you" if target == seat else names[target]


def happened_to(
    book: CardBook,
    events: Sequence[Event],
    seat: int,
    names: Sequence[str],
    before: LrView | None,
) -> list[str]:
    """Sentences for ``seat`` about one step another seat made: a card played on it (its
    roll or Survivability, its die thrown again, its total swapped, no Flight for it), a
    modifier of its cancelled, loot or an ability card taken from it, its hand looked at, a
    defeat or a flee toll costing it loot, a bag over full, and a loot roll it lost after a
    roll-off or after cards were played on the roll (a roll lost on the dice alone is not
    told again: the dice said it as they landed).

    ``before``: the table as it was before the step (any seat's view: only its public
    parts are read), to tell whose card a Dispel cancelled (the event names only its place
    in the list of modifiers) and which roll was already under way."""
    said: list[str] = []
    name = lambda c: book(c).name  # noqa: E731
    played: tuple[int, int] | None = None  # (who, card) of the step's last card played
    fight, roll = (before.fight, before.roll) if before is not None else (None, None)
    mods = {
        "fight": list(fight.mods) if fight is not None else [],
        "roll": list(roll.mods) if roll is not None else [],
    }
    rolling = roll.card if roll is not None else None  # the loot whose dice have landed
    contested: set[int] = {rolling} if rolling is not None and mods["roll"] else set()
    rethrown: dict[int, set[int]] = {}  # loot -> the seats of its roll-off
    for i, e in enumerate(events):
        if isinstance(e, ev.CardPlayed):
            played = (e.seat, e.card)
        elif isinstance(e, ev.DiceRolled):
            if e.card == rolling:
                rethrown.setdefault(e.card, set()).update(e.faces)
            rolling, mods["roll"] = e.card, []
        if _changes_roll(e) and rolling is not None:
            contested.add(rolling)
        if isinstance(e, ev.ModifierAdded):
            mods[e.scope].append(
                ModifierView(card=e.card, by=e.by, target=e.target, amount=e.amount, live=True)
            )
            if e.target == seat and e.by != seat:
                if e.scope == "roll":
                    said.append(
                        f"{names[e.by]} played {name(e.card)} on your loot roll: "
                        f"{e.amount:+d} to your total."
                    )
                else:
                    said.append(
                        f"{names[e.by]} played {name(e.card)} on you: {e.amount:+d} to your "
                        "Survivability in this fight."
                    )
        elif isinstance(e, ev.ModifierCancelled) and e.by != seat:
            said += _cancelled(book, e, mods.get(e.scope, []), played, seat, names)
        elif isinstance(e, ev.DieRerolled) and e.seat == seat and played and played[0] != seat:
            keep = "" if e.kept == e.face else f"; your {e.kept} still counts"
            said.append(
                f"{names[played[0]]} played {name(played[1])}: your die was thrown again and "
                f"shows {e.face}{keep}."
            )
        elif isinstance(e, ev.RollsSwapped) and e.b == seat and e.a != seat:
            said.append(f"{names[e.a]} swapped loot-roll totals with you.")
        elif isinstance(e, ev.FlightForbidden) and e.seat == seat and played:
            if played[0] != seat:
                said.append(
                    f"{names[played[0]]} played {name(played[1])} on you: you may only choose "
                    "Fight against this monster."
                )
        elif isinstance(e, ev.HandPeeked) and e.target == seat and e.seat != seat:
            seen = ", ".join(name(c) for c in e.cards) or "nothing"
            said.append(f"{names[e.seat]} looked at the ability cards in your hand: {seen}.")
        elif isinstance(e, ev.AbilityStolen) and e.victim == seat:
            said.append(f"{names[e.seat]} took {name(e.card)} from your hand, at random.")
        elif isinstance(e, ev.LootStolen) and e.victim == seat:
            said.append(f"{names[e.seat]} took {name(e.card)} from your bag.")
        elif isinstance(e, ev.FightLost) and seat in e.owed:
            defeat = _defeat(book, e, events[i + 1 :], seat)
            said += [defeat] if defeat else []
        elif isinstance(e, ev.LootWon):
            lost = _roll_lost(book, e, seat, names, seat in rethrown.get(e.card, ()), contested)
            said += [lost] if lost else []
            rolling = None
        elif isinstance(e, ev.DropOwed) and e.seat == seat and e.reason == "overflow":
            said.append(
                f"Your bag holds more than it can carry: choose {plural(e.count, 'loot card')} "
                "to discard."
            )
    said += _toll(book, events, seat)
    return said


def _changes_roll(e: Event) -> bool:
    """Whether ``e`` changes the totals of the roll under way (a card played on it)."""
    if isinstance(e, ev.ModifierAdded | ev.ModifierCancelled):
        return e.scope == "roll"
    return isinstance(e, ev.DieRerolled | ev.RollsSwapped)


def _roll_lost(
    book: CardBook,
    e: ev.LootWon,
    seat: int,
    names: Sequence[str],
    roll_off: bool,
    contested: set[int],
) -> str | None:
    """``seat`` rolled for ``e.card`` and another won it: told after a roll-off, or when
    cards were played on that roll; None otherwise."""
    if e.seat == seat or seat not in e.totals:
        return None
    if roll_off:
        how = "after a roll-off"
    elif e.card in contested:
        how = "once the cards played on the roll counted"
    else:
        return None
    return (
        f"{names[e.seat]} won {book(e.card).name} {how}: {e.totals[e.seat]} against your "
        f"{e.totals[seat]}."
    )


def _cancelled(
    book: CardBook,
    e: ev.ModifierCancelled,
    mods: list[ModifierView],
    played: tuple[int, int] | None,
    seat: int,
    names: Sequence[str],
) -> list[str]:
    """A Dispel on a modifier ``seat`` played or that was on ``seat``."""
    if not 0 <= e.index < len(mods):
        return []  # not seen before the step: the log still tells it
    m = mods[e.index]
    if seat not in (m.by, m.target):
        return []
    how = f" with {book(played[1]).name}" if played and played[0] == e.by else ""
    what = "total" if e.scope == "roll" else "Survivability"
    if m.by == seat:
        on = _whom(m.target, names, seat)
        on = "your" if on == "you" else f"{on}'s"
        return [
            f"{names[e.by]} cancelled your {book(m.card).name}{how}: its {m.amount:+d} to "
            f"{on} {what} no longer counts."
        ]
    return [
        f"{names[e.by]} cancelled {names[m.by]}'s {book(m.card).name} on you{how}: its "
        f"{m.amount:+d} to your {what} no longer counts."
    ]


def _defeat(book: CardBook, e: ev.FightLost, after: Sequence[Event], seat: int) -> str | None:
    """A lost fight ``seat`` fought: the loot it cost them, or that they must choose which
    (None: it cost them nothing, a ward or an empty bag)."""
    head = f"{book(e.monster).name} beat the party, {e.total} against {e.need}"
    lost = [
        x.card
        for x in after
        if isinstance(x, ev.LootDropped) and x.seat == seat and x.reason == "defeat"
    ]
    owed = next(
        (
            x
            for x in after
            if isinstance(x, ev.DropOwed) and x.seat == seat and x.reason == "defeat"
        ),
        None,
    )
    if owed is not None:
        return f"{head}: choose {plural(owed.count, 'loot card')} from your bag to lose."
    if lost:
        return f"{head}: you lost {listing([book(c).name for c in lost])}, all your bag held."
    return None


def _toll(book: CardBook, events: Sequence[Event], seat: int) -> list[str]:
    """A flee toll charged to ``seat`` when the Fight or Flight cards turned over."""
    lost = [
        e.card
        for e in events
        if isinstance(e, ev.LootDropped) and e.seat == seat and e.reason == "toll"
    ]
    owed = next(
        (e for e in events if isinstance(e, ev.DropOwed) and e.seat == seat and e.reason == "toll"),
        None,
    )
    if owed is not None:
        return [
            f"Fleeing this monster has a price: choose {plural(owed.count, 'loot card')} "
            "from your bag to lose."
        ]
    if lost:
        return [f"Fleeing this monster cost you {listing([book(c).name for c in lost])}."]
    return []


# ------------------------------------------------------------------ a card that cannot move
def place_of(view: LrView, card: int) -> tuple[str, int | None]:
    """Where ``card`` lies in ``view`` and whose it is: ("hand" | "bag" | "worn" | "bank" |
    "found" | "vendor" | "monster" | "reward" | "discard" | "choice" | "", seat or None)."""
    if card in CHOICE_CARDS:
        return "choice", None
    for p in view.players:
        if card in (p.hand or []) or card in p.known:
            return "hand", p.seat
        if card in p.bag:
            return "bag", p.seat
        if card in p.slots.values():
            return "worn", p.seat
        if card in p.bank:
            return "bank", p.seat
    if card == view.placing:
        return "found", view.active
    if card in view.vendor:
        return "vendor", None
    if view.fight is not None and card == view.fight.monster:
        return "monster", None
    if view.roll is not None and (card == view.roll.card or card in view.roll.queue):
        return "reward", None
    if any(card in pile for pile in view.discards.values()):
        return "discard", None
    return "", None


def nearest_action(book: CardBook, card: int, view: LrView, seat: int) -> Action | None:
    """What a click on ``card`` (which ``seat`` may not pick up now) most likely meant, so
    the engine can say why not: playing a card of your hand, wearing (or using) the card you
    found or a bag card, discarding or banking a bag card when that is what the step asks,
    using worn gear that has a use, buying a card of the row with your whole bag."""
    place, owner = place_of(view, card)
    t = calc.tables()
    if place == "vendor":
        bag = view.players[seat].bag
        return act.Buy(offer=view.vendor.index(card), pay=tuple(sorted(bag)))
    if owner != seat:
        return None
    if place == "hand":
        return act.Play(card=card)
    if place == "found":
        return act.Equip(card=card) if book.slot[card] else act.Play(card=card)
    if place == "bag":
        if any(p.seat == seat and p.kind == "drop" for p in view.pending) or view.phase == "clear":
            return act.Drop(card=card)
        if view.phase == "town":
            return act.Deposit(card=card)
        if book.slot[card]:
            return act.Equip(card=card)
        return act.Play(card=card) if t.effects[card] else None
    if place == "worn" and t.effects[card]:
        return act.Play(card=card)
    return None


def unmovable_words(book: CardBook, card: int, view: LrView, names: Sequence[str]) -> str:
    """Why ``card`` (with no action it could mean) cannot be picked up, in one sentence."""
    place, owner = place_of(view, card)
    mine = owner is not None and owner == view.viewer
    name = book(card).name if card not in CHOICE_CARDS else ""
    if place == "choice":
        return (
            "Fight and Flight cards are laid face down while the party chooses, by clicking "
            "your own."
        )
    if place == "bag" and mine:
        return (
            f"{name} is treasure worth {book.value[card]}: it stays in your bag until you bank "
            "it or pay with it in town, or discard it."
        )
    if place == "worn" and mine:
        return f"{name} comes off only when you put on another card for its slot."
    if place == "bank" and mine:
        return "Banked loot stays in your bank: it counts at the end and can never be lost."
    if place == "found" and owner is not None:
        return f"{names[owner]} found {name}: it is theirs to wear, use or keep."
    if owner is not None and not mine:
        where = {"hand": "hand", "bag": "bag", "worn": "gear", "bank": "bank"}.get(place, "cards")
        return f"That card is in {names[owner]}'s {where}: you may look at it but not move it."
    if place == "monster":
        return (
            "The party beats the monster with its Survivability: play cards on the table or "
            "on a player to change the fight."
        )
    if place == "reward":
        return "Loot goes to the highest roll: play a roll card onto a die to change a total."
    if place == "discard":
        return (
            "Discarded cards stay out of play until their deck runs out and they are "
            "shuffled back in."
        )
    return "That card cannot be moved: only the lit cards can be picked up now."


# ------------------------------------------------------------------ why the hint
def hint_reason(
    book: CardBook, action: Action, view: LrView, seat: int, names: Sequence[str]
) -> str | None:
    """What the suggested move gains ``seat``, in a clause, from the view's numbers."""
    p = view.players[seat]
    value = book.value
    name = lambda c: book(c).name  # noqa: E731
    f, r = view.fight, view.roll
    match action:
        case act.Play(card=c, target=tg, pick=pk):
            return _play_reason(book, c, tg, pk, view, seat, names)
        case act.Equip(card=c):
            return _equip_reason(book, c, view, seat)
        case act.Explore():
            return (
                f"a common loot card costs nothing, and your bag has room ({len(p.bag)} of "
                f"{p.capacity} used)"
            )
        case act.Fight(boss=True):
            if view.boss_only:
                return "only the boss is left to fight in this dungeon, and beating it ends it"
            return "beating the boss ends the dungeon and brings better loot to roll for"
        case act.Fight():
            return (
                f"your Survivability is {p.survivability}, and a beaten monster brings loot "
                "to roll for"
            )
        case act.ClearBag():
            return (
                f"your bag holds {len(p.bag)} of {p.capacity}, and a full bag cannot roll for loot"
            )
        case act.Keep():
            found = view.placing
            return None if found is None else f"{name(found)} is worth {value[found]} in your bag"
        case act.Drop(card=c):
            return f"{name(c)} is worth only {value[c]}"
        case act.Done():
            return "what is left in your bag is worth keeping"
        case act.Pass():
            if r is not None and seat in r.totals:
                mine = r.totals[seat]
                if mine >= max(r.totals.values()):
                    return f"your {mine} already leads this roll"
                return "nothing you hold is worth playing on this roll"
            if f is not None and view.phase == "fight" and f.party_total > f.need:
                return f"the party already wins, {f.party_total} against {f.need}"
            return "nothing you hold is worth playing now"
        case act.Choose(side="fight") if f is not None:
            return (
                f"your Survivability of {p.survivability} counts against the monster's "
                f"{f.need}, and only fighters roll for its loot"
            )
        case act.Choose() if f is not None:
            owed = f.owed.get(seat, 0)
            return f"a defeat would cost you {plural(owed, 'loot card')}"
        case act.ScoutDecision(bottom=bottom) if view.scouted is not None:
            m = book.monster(view.scouted)
            need = m.regular.survivability
            if bottom:
                return f"{name(view.scouted)} (Survivability {need}) is better met later"
            return f"{name(view.scouted)} (Survivability {need}) is one the party can take on"
        case act.Buy(offer=o, pay=pay):
            card = view.vendor[o] if o < len(view.vendor) else None
            price = view.prices[o] if o < len(view.prices) else None
            if card is None or price is None:
                return None
            return (
                f"{name(card)} costs {price}, and this is the cheapest loot that pays for it "
                f"(worth {sum(value[c] for c in pay)})"
            )
        case act.Deposit(card=c):
            return f"banked, {name(c)} ({value[c]}) counts at the end and can never be lost"
        case act.EndTownTurn():
            return "nothing more is worth buying or banking this town turn"
    return None


def _equip_reason(book: CardBook, card: int, view: LrView, seat: int) -> str:
    p = view.players[seat]
    gain = book.survivability[card]
    slot = book.slot[card] or ""
    slots = ("main_hand", "off_hand") if slot == "two_hands" else (slot,)
    off = sorted({p.slots[s] for s in slots if s in p.slots})
    if not off:
        where = SLOT_WORDS.get(slot, "its").lower()
        return f"it adds {gain} Survivability in an empty {where} slot"
    was = sum(book.survivability[c] for c in off)
    return f"it gives {gain} Survivability where {listing([book(c).name for c in off])} gave {was}"


def _play_reason(
    book: CardBook,
    card: int,
    target: int | None,
    pick: int | None,
    view: LrView,
    seat: int,
    names: Sequence[str],
) -> str | None:
    """Why play ``card``: its first effect's gain, in the view's numbers."""
    effects = calc.tables().effects[card]
    if not effects:
        return None
    eff = effects[0]
    f, r = view.fight, view.roll
    on = target if target is not None else seat
    who = "your" if on == seat else f"{names[on]}'s"
    if isinstance(eff, lre.AdjustRoll) and r is not None and on in r.totals:
        now = r.totals[on]
        return f"it moves {who} total from {now} to {now + eff.amount}"
    if isinstance(eff, lre.AdjustSurvivability) and f is not None:
        if eff.target == "monster":
            return f"the monster's number goes from {f.need} to {f.need + eff.amount}"
        if eff.target == "party" or on in f.fighters:
            return (
                f"the party's total goes from {f.party_total} to "
                f"{f.party_total + eff.amount} against the monster's {f.need}"
            )
        return f"it puts {eff.amount:+d} on {who} Survivability in this fight"
    if isinstance(eff, lre.Negate) and pick is not None:
        mods = list(r.mods) if view.phase == "roll" and r is not None else []
        if not mods and f is not None:
            mods = list(f.mods)
        if 0 <= pick < len(mods):
            m = mods[pick]
            return f"it cancels {book(m.card).name}'s {m.amount:+d}"
    if isinstance(eff, lre.Reroll) and r is not None and on in r.totals:
        return f"a new throw may beat the {max(r.totals.values())} to beat"
    if isinstance(eff, lre.SwapRolls) and r is not None and target in r.totals:
        return f"you trade your {r.totals.get(seat)} for {names[target]}'s {r.totals[target]}"
    if isinstance(eff, lre.StealLoot) and pick is not None:
        return f"{book(pick).name} is worth {book.value[pick]} in your bag"
    if isinstance(eff, lre.BankLoot) and pick is not None:
        return f"{book(pick).name} ({book.value[pick]}) is safe in your bank"
    if isinstance(eff, lre.ForbidFlight) and target is not None:
        return f"{names[target]} must fight, so their Survivability counts for the party"
    words = {
        lre.Draw: "it draws you more cards",
        lre.Scout: "you see the next monster before anyone fights it",
        lre.PeekHand: "you learn which ability cards they hold",
        lre.StealAbility: "you take an ability card from them",
        lre.SwitchSide: "you change sides now that the cards are turned over",
        lre.Ward: "a defeat will then cost you no loot",
        lre.ExtraReward: "the monster then gives more loot to roll for",
        lre.ReplaceMonster: "another monster takes this one's place",
        lre.ExtraAction: "you get another main action this turn",
        lre.Discount: "ability cards then cost you less this town turn",
    }
    return next((w for kind, w in words.items() if isinstance(eff, kind)), None)

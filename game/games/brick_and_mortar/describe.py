"""Brick & Mortar log sentences, told to one viewer: a hidden card is never named to a
seat that may not see it (other hands, draft picks, face-down demand cards, draws)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.auction import describe_auction
from game.core.describe import Voice, plural
from game.core.model import Event
from game.core.simultaneous import SecretChoicesRevealed, SecretChosen, describe_secret
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.model import DEMAND, ITEMS, MONTHS

if TYPE_CHECKING:
    from game.games.brick_and_mortar.rules import BrickAndMortarRules


def crates(counts: dict[str, int]) -> str:
    """``{"food": 2, "art": 1}`` -> "2 food and 1 art" (board order; "nothing")."""
    parts = [f"{counts[i]} {i}" for i in ITEMS if counts.get(i)]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def card_words(cat: Catalog, card: int) -> str:
    """A market card by the crates it shows."""
    return "[" + crates(cat.crates([card])) + "]"


def cards_words(cat: Catalog, cards: Sequence[int]) -> str:
    return ", ".join(card_words(cat, c) for c in cards) or "no cards"


def _choice(cat: Catalog, topic: str, choice: object) -> str:
    if topic == "draft" and isinstance(choice, int):
        return cat.name(choice)
    if topic == "market" and isinstance(choice, list):
        return "; ".join(
            f"{card_words(cat, c)} {'face up' if up else 'face down'}" for c, up in choice
        )
    if topic.startswith("supply:") and isinstance(choice, int):
        return f"${choice} a crate"
    if topic.startswith("sale:") and isinstance(choice, list):
        return f"{choice[0]} at ${choice[1]}"
    return str(choice)


def _store_name(cat: Catalog) -> Callable[[Any], str]:
    def show(lot: Any) -> str:
        return cat.name(int(lot))

    return show


def describe(
    rules: BrickAndMortarRules, e: Event, viewer: int | None, names: Sequence[str]
) -> str | None:
    """One sentence for ``e`` as ``viewer`` may read it (None: nothing worth saying)."""
    cat = rules.cat
    v = Voice(viewer, names)
    if isinstance(e, SecretChosen):
        if not v.sees(e.seat):
            return f"{v.who(e.seat)} has chosen."
        return f"{v.says(e.seat, 'choose', 'chooses')} {_choice(cat, e.topic, e.choice)}."
    if isinstance(e, SecretChoicesRevealed):
        shown = "; ".join(
            f"{v.who(s)} {_choice(cat, e.topic, c)}" for s, c in sorted(e.choices.items())
        )
        return f"The dials are turned up: {shown}."
    said = describe_secret(e, v, str) or describe_auction(
        e, v, _store_name(cat), lambda amount: f"${amount}"
    )
    if said is not None:
        return said
    return _own(cat, e, v)


SIMULTANEOUS = {
    "draft": "Draft: everyone keeps a store card in secret and passes the rest on.",
    "play": "Advertisement: everyone plays market cards in secret.",
    "supply_bid": "Supply of {item}: too few crates for everyone, so the dials are set in secret.",
    "sale_dial": "Sale of {item}: too few buyers for everyone, so the dials are set in secret.",
}
"""The heading of a step everyone takes at once ({item}: the type at stake)."""
TURNS = {
    "pick_start": "January: {turn} to open a starting store",
    "buy": "Building: {turn} to buy a store or pass",
    "manage": "Building: {turn} to open and close stores",
    "late_card": "Advertisement Agency: {turn} to add a card",
    "redraw_after": "Third slot: {turn} to redraw or keep the hand",
    "stock": "Supply of {item}: {turn} to stock at ${price} a crate",
    "leftovers": "Supply of {item}: {turn} to take free leftovers",
    "craft": "Supply of {item}: {turn} to choose for a craft store",
    "sell": "Sale of {item}: {turn} to sell at ${price} each",
    "convert": "Sale of {item}: {turn} to choose for a Distributor",
    "resale": "Sale of {item}: {turn} to buy surplus (Resale Shop)",
    "transfer": "After the sale: {turn} to move goods between stores",
    "pawn": "Inventory: {turn} to return expiring goods (Pawn Shop)",
    "invest": "Investment: {turn} to buy or sell points",
}
"""The heading of a step taken seat by seat ({turn}: "Ana's turn", the first in the queue)."""


def _step_heading(cat: Catalog, e: ev.StepBegan, v: Voice) -> str | None:
    """A step's log heading: the part of the month, and who acts in which order (the
    queue: the first named, the others after "then"); the prices are public (the minimum,
    the maximum, or a dial turned up)."""
    item = e.item or ""
    if e.step in SIMULTANEOUS:
        return SIMULTANEOUS[e.step].format(item=item)
    if e.step not in TURNS or not e.queue:
        return None
    order = list(dict.fromkeys(e.queue))
    first = order[0]
    turn = "your turn" if first == v.viewer else f"{v.names[first]}'s turn"
    price = 0
    if item:
        dial = e.dials.get(first) if e.competition else None
        if e.step == "stock":
            price = dial[0] if dial else cat.min_price[item]
        elif e.step == "sell":
            price = dial[1] if dial else cat.max_price[item]
    text = TURNS[e.step].format(item=item, turn=turn, price=price)
    later = [v.who(s) if s != v.viewer else "you" for s in order[1:]]
    if later:
        text += " (then " + (", ".join(later[:-1]) + " and " if len(later) > 1 else "")
        text += later[-1] + ")"
    return text + "."


def _own(cat: Catalog, e: Event, v: Voice) -> str | None:  # noqa: C901 - one branch an event
    name = cat.name
    if isinstance(e, ev.GameSetUp):
        return (
            f"A game for {e.n_seats} players: ${e.money} and {e.points} points each; the "
            f"game ends in the month someone reaches {e.marker} points, or after "
            f"{MONTHS[e.final_month - 1]}."
        )
    if isinstance(e, ev.StepBegan):
        return _step_heading(cat, e, v)
    if isinstance(e, ev.QueueAdvanced):
        return None
    if isinstance(e, ev.MonthBegan):
        return f"{MONTHS[(e.month - 1) % 12]} begins."
    if isinstance(e, ev.DraftPassed):
        if v.viewer is not None and 0 <= v.viewer < len(e.picks):
            kept = f"You keep {name(e.picks[v.viewer])}; "
        else:
            kept = ""
        rest = "the rest are discarded face down" if e.last else "the rest are passed on"
        return f"{kept}everyone keeps a store card and {rest}."
    if isinstance(e, ev.StartingStorePicked):
        return f"{v.says(e.seat, 'open', 'opens')} {name(e.store)}, stocked to the brim."
    if isinstance(e, ev.StartingStoresBoxed):
        return f"{', '.join(name(x) for x in e.stores)} go back to the box."
    if isinstance(e, ev.StoreBought):
        where = "from the public row" if e.row_index is not None else "from hand"
        debt = f", taking {plural(e.debt, 'debt token')}" if e.debt else ""
        return f"{v.says(e.seat, 'buy', 'buys')} {name(e.store)} {where} for ${e.price}{debt}."
    if isinstance(e, ev.StoreFlipped):
        return f"{name(e.store)} goes on deck."
    if isinstance(e, ev.BuyingPassed):
        return f"{v.says(e.seat, 'buy', 'buys')} no store this month."
    if isinstance(e, ev.StoreClosed):
        why = {"peddler": " (the peddler moves on)", "collector": " (it was empty)"}.get(e.why, "")
        lost = f", throwing out {crates(e.items)}" if e.items else ""
        return f"{v.says(e.seat, 'close', 'closes')} {name(e.store)}{why}{lost}."
    if isinstance(e, ev.StoreOpened):
        return f"{v.says(e.seat, 'open', 'opens')} {name(e.store)} in slot {e.slot + 1}."
    if isinstance(e, ev.StoreReturned):
        return f"{v.says(e.seat, 'return', 'returns')} {name(e.store)} to the box unopened."
    if isinstance(e, ev.RowAdvanced):
        gone = f"{name(e.discarded)} leaves the row; " if e.discarded is not None else ""
        return f"{gone}the on-deck store joins the public stores."
    if isinstance(e, ev.RowReplaced):
        return f"Nobody bought a public store: the row is replaced by {', '.join(name(x) for x in e.row)}."
    if isinstance(e, ev.CardsRedrawn):
        return f"{v.says(e.seat, 'discard', 'discards')} {cards_words(cat, e.cards)} to draw anew."
    if isinstance(e, ev.CardsDrawn):
        if v.sees(e.seat):
            return f"{v.says(e.seat, 'draw', 'draws')} {cards_words(cat, e.cards)}."
        return f"{v.says(e.seat, 'draw', 'draws')} {plural(len(e.cards), 'market card')}."
    if isinstance(e, ev.MarketReshuffled):
        return "The market discard pile is shuffled into a new deck."
    if isinstance(e, ev.MarketCardsPlayed):
        supply = [c for cards in e.supply.values() for c in cards]
        n_demand = sum(len(cards) for cards in e.demand.values())
        mine = ""
        if v.viewer is not None and e.demand.get(v.viewer):
            mine = f" (yours: {cards_words(cat, e.demand[v.viewer])})"
        return (
            f"Market cards played: {plural(len(supply), 'supply card')} face up "
            f"({cards_words(cat, sorted(supply))}) and {plural(n_demand, 'demand card')} "
            f"face down{mine}."
        )
    if isinstance(e, ev.DemandSeen):
        return f"{v.says(e.seat, 'look', 'looks')} at the face-down demand cards."
    if isinstance(e, ev.LateCardPlayed):
        if e.face_up:
            return f"{v.says(e.seat, 'add', 'adds')} {card_words(cat, e.card)} face up."
        shown = f" {card_words(cat, e.card)}" if v.sees(e.seat) else " a card"
        return f"{v.says(e.seat, 'add', 'adds')}{shown} face down."
    if isinstance(e, ev.SupplyAdded):
        return f"The supply cards put {crates(e.crates)} on the docks."
    if isinstance(e, ev.Produced):
        return f"{v.says(e.seat, 'get', 'gets')} {plural(e.count, e.item + ' crate')} free."
    if isinstance(e, ev.CrateAdded):
        return None
    if isinstance(e, ev.CratesStocked):
        debt = f", taking {plural(e.debt, 'debt token')}" if e.debt else ""
        n = sum(e.crates.values())
        return f"{v.says(e.seat, 'stock', 'stocks')} {n} {e.item} for ${e.cost}{debt}."
    if isinstance(e, ev.LeftoversTaken):
        return f"{v.says(e.seat, 'take', 'takes')} {e.count} leftover {e.item} free."
    if isinstance(e, ev.Crafted):
        if e.option == "market":
            return f"{v.says(e.seat, 'put', 'puts')} {e.count} new {e.item} on the dock."
        return None
    if isinstance(e, ev.PointsScored):
        store = f" ({name(e.store)})" if e.store is not None else ""
        return f"{v.says(e.seat, 'score', 'scores')} {plural(e.points, 'point')}{store}."
    if isinstance(e, ev.MarkerReached):
        return f"{v.who(e.seat)} reached the investment marker: this month is the last."
    if isinstance(e, ev.DemandRevealed):
        return f"The demand cards are turned up: demand for {crates(e.boxes)}."
    if isinstance(e, ev.ItemDelivered):
        where = "" if e.dest == DEMAND else " (private demand)"
        return f"{v.says(e.seat, 'sell', 'sells')} 1 {e.item} for ${e.money}{where}."
    if isinstance(e, ev.SurplusDiscarded):
        return f"{v.says(e.seat, 'throw', 'throws')} out 1 surplus {e.item}."
    if isinstance(e, ev.SurplusBought):
        return (
            f"{v.says(e.buyer, 'buy', 'buys')} 1 surplus {e.item} from {v.who(e.seller)} "
            f"for ${e.price}."
        )
    if isinstance(e, ev.SurplusCleared):
        return "The remaining surplus is thrown out."
    if isinstance(e, ev.Converted):
        return (
            f"{v.says(e.seat, 'take', 'takes')} points instead of ${e.refund} for "
            f"{plural(e.count, e.item + ' item')}."
        )
    if isinstance(e, ev.BonusPaid):
        return f"{v.says(e.seat, 'earn', 'earns')} a ${e.money} bonus for {e.item}."
    if isinstance(e, ev.SaleEnded):
        return "The demand cards are discarded."
    if isinstance(e, ev.ItemTransferred):
        return (
            f"{v.says(e.seat, 'move', 'moves')} 1 {e.item} from slot {e.from_slot + 1} to "
            f"slot {e.to_slot + 1}."
        )
    if isinstance(e, ev.ExpiredReturned):
        return f"{v.says(e.seat, 'return', 'returns')} {crates(e.crates)} to the docks."
    if isinstance(e, ev.ItemsAged):
        expired = sum(e.expired.values())
        return f"Every item moves down a shelf; {plural(expired, 'item')} expire."
    if isinstance(e, ev.UtilitiesPaid):
        debt = f", taking {plural(e.debt, 'debt token')}" if e.debt else ""
        return f"{v.says(e.seat, 'pay', 'pays')} ${e.bill} in utilities{debt}."
    if isinstance(e, ev.PointsBought):
        return f"{v.says(e.seat, 'buy', 'buys')} {plural(e.count, 'point')} for ${e.price}."
    if isinstance(e, ev.PointsSold):
        return f"{v.says(e.seat, 'sell', 'sells')} {plural(e.count, 'point')} for ${e.price}."
    if isinstance(e, ev.GameEnded):
        return f"The game is over: {v.who(e.winners[0])} won ({e.reason})."
    return None

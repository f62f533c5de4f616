"""What the Brick & Mortar table says: the panel's buttons (and the words a destructive one
turns into at the first click), a hint's sentence, the bar's status, who is awaited, the
game-over line and the instruction for the seat at the screen in every step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.describe import plural
from game.core.model import Action
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar import economy
from game.games.brick_and_mortar.catalog import Catalog
from game.games.brick_and_mortar.model import (
    BORROWED,
    DEMAND,
    DRAFT,
    GAME_OVER,
    ITEMS,
    S_AUCTION,
    S_BUY,
    S_CONVERT,
    S_CRAFT,
    S_DRAFT,
    S_INVEST,
    S_LATE_CARD,
    S_LEFTOVERS,
    S_MANAGE,
    S_PAWN,
    S_PICK_START,
    S_PLAY,
    S_REDRAW,
    S_RESALE,
    S_SALE_DIAL,
    S_SELL,
    S_STOCK,
    S_SUPPLY_BID,
    S_TRANSFER,
)
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.cards import crates_words
from ui.games.brick_and_mortar.controls import (
    BidStep,
    Controls,
    PickRow,
    SellCount,
    SellMode,
    Shortcut,
)
from ui.games.brick_and_mortar.parts import Local
from ui.table.adapter import listing


class Words:
    """The table's words for a view, read with the controls' state (the seat at the screen,
    what it staged or set)."""

    def __init__(self, cat: Catalog, controls: Controls) -> None:
        self.cat = cat
        self.controls = controls

    @property
    def me(self) -> int:
        return self.controls.me

    def seat_of(self, view: BmView) -> int | None:
        return self.controls.seat_of(view)

    def button_label(self, action: Action, view: BmView, names: Sequence[str]) -> str | None:
        """The button's words; None for an action the table has no words of its own for."""
        cat = self.cat
        me = self.seat_of(view)
        p = view.players[self.me if me is None else me]
        match action:
            case act.PassBuying():
                return "Buy no store this month"
            case act.StartAuction(bid=b):
                return f"Open the auction at ${b}"
            case PickRow(row_index=-1):
                return "Choose another store"
            case act.RaiseBid(amount=a):
                return f"Raise to ${a}"
            case act.DropOut():
                return "Drop out (final)"
            case act.CloseStore(slot=k):
                return f"Close {p.building[k].name}"
            case act.OpenStore():
                return f"Open {self._bought(p)}"
            case act.DiscardBought():
                return "Return it to the box"
            case act.EndBuilding():
                return "Done building"
            case act.RedrawHand():
                return "Redraw my whole hand"
            case act.SkipRedraw():
                return "Keep my hand"
            case act.PlayMarketCards(plays=plays):
                return f"Play these {len(plays)} cards"
            case act.SkipLateCard():
                return "Add no card"
            case act.BidSupply(price=x):
                return f"Seal my dial: ${x} a crate"
            case act.PlaceOrder():
                n = sum(view.order.values())
                if not n:
                    return f"Stock no {view.item}"
                return f"Pay for {plural(n, 'crate')} (${self.order_cost(view)})"
            case act.TakeLeftovers(count=n):
                return f"Take {n} free {view.item}" if n else "Take none"
            case act.ChooseCraft(option=o):
                return "New crates to the dock" if o == "market" else "Take the point"
            case act.BidSale(quantity=q, price=x):
                return f"Seal my dial: sell {q} at ${x}"
            case act.DiscardSurplus(slot=k):
                held = [st for st in p.building if sum(st.shelves.get(view.item or "", []))]
                if len(held) <= 1:
                    return f"Throw out 1 {view.item}"
                return f"Throw out 1 from {p.building[k].name}"
            case act.FinishSelling():
                return "Done selling"
            case act.ConvertToPoints(count=n):
                return f"Take points for {n} of them" if n else "Keep the money"
            case act.BuySurplus(from_seat=s):
                price = cat[p.building[view.slots[0]].store].buy_surplus.get(view.item or "", 0)
                return f"Buy {view.item} from {names[s]}: ${price}"
            case act.DeclineSurplus():
                return "Buy no surplus"
            case act.EndTransfers():
                return "Done moving goods"
            case act.ReturnExpired(count=n):
                return (
                    f"Return {n} to the docks (+{n} point{'s' * (n != 1)})" if n else "Return none"
                )
            case act.BuyPoints(count=n):
                return f"Buy {plural(n, 'point')}"
            case act.SellPoints(count=n):
                price = self.sale_price(view, self.me if me is None else me) * n
                return f"Sell {plural(n, 'point')} for ${price}"
            case SellMode(on=True):
                return "Sell points instead..."
            case SellMode(on=False):
                return "Back to buying"
            case SellCount(change=c):
                return "One point more" if c > 0 else "One point fewer"
            case BidStep(change=c):
                return f"Bid ${c} more" if c > 0 else f"Bid ${-c} less"
            case Shortcut(what="fill", slot=k, moves=m):
                return f"Fill {p.building[k].name}: {len(m)}"
            case Shortcut(what="sell", moves=m):
                return f"Sell {len(m)} {view.item} at once"
            case Shortcut(what="discard", moves=m):
                return f"Throw out all {len(m)}"
            case act.PassInvestment():
                return "Pass"
            case act.BuyFromHand(card=c):
                return f"Buy {cat.name(c)} from your hand{self._discount_words(view, c)}"
            case act.DraftStore(card=c):
                return f"Keep {cat.name(c)}"
            case act.PickStartingStore(store=s):
                return f"Open {cat.name(s)}"
        return None

    def _discount_words(self, view: BmView, store: int) -> str:
        """A Peddler's price from hand when it is not the printed cost, with the reason
        (the card keeps its own number); "" otherwise."""
        f = self.cat[store]
        d = f.cost_discount
        if d is None or not view.market.get(d.item, 0):
            return ""
        crates = view.market[d.item]
        price = max(0, f.cost - d.amount * crates)
        return (
            f" for ${price} (${f.cost} less ${d.amount} for each of {crates} {d.item} on the dock)"
        )

    def _bought(self, p: Any) -> str:
        return self.cat.name(p.bought) if p.bought is not None else "the store"

    def sale_price(self, view: BmView, seat: int) -> int:
        prices = [
            self.cat[st.store].point_sale_price
            for st in view.players[seat].building
            if self.cat[st.store].point_sale_price is not None
        ]
        return max([self.cat.economy.point_sale_price, *[x for x in prices if x is not None]])

    def order_cost(self, view: BmView) -> int:
        """What the stocker's order costs at its price (before store discounts)."""
        me = view.queue[0] if view.queue else self.me
        item = view.item
        if item is None:
            return 0
        price = (
            view.dials[me][0] if view.competition and me in view.dials else self.cat.min_price[item]
        )
        b = view.players[me].building
        pairs = [(self.cat[b[k].store].defn, n) for k, n in sorted(view.order.items()) if n]
        costs = economy.unit_stock_costs(price, item, pairs, [self.cat[st.store].defn for st in b])
        return sum(costs)

    def action_words(self, action: Action, view: BmView, names: Sequence[str]) -> str | None:
        """A hint's sentence for ``action`` (the button's words when it has no other)."""
        cat = self.cat
        me = self.seat_of(view)
        p = view.players[self.me if me is None else me]
        match action:
            case act.AddCrate(slot=k):
                return f"Stock one {view.item} into {p.building[k].name}"
            case act.Deliver(slot=k, dest=d):
                where = "the Demand Cards" if d in (DEMAND, BORROWED) else "your own private demand"
                return f"Sell one {view.item} from {p.building[k].name} to {where}"
            case act.TransferItem(from_slot=a, to_slot=b, item=i):
                return f"Move one {i} from {p.building[a].name} to {p.building[b].name}"
            case act.PlayLateCard(card=c, face_up=up):
                return f"Add [{crates_words(self._crates(c))}] {'face up' if up else 'face down'}"
            case act.Redraw(card=c):
                return f"Swap [{crates_words(self._crates(c))}] for a new card"
            case act.PlayMarketCards(plays=plays):
                return "Play " + " and ".join(
                    f"[{crates_words(self._crates(c))}] {'face up' if up else 'face down'}"
                    for c, up in plays
                )
            case act.BuyPoints(count=n):
                return f"Buy {plural(n, 'point')}"
            case act.StartAuction(row_index=i, bid=b):
                return f"Auction {cat.name(view.row[i])}, opening at ${b}"
        return self.button_label(action, view, names)

    def confirm_words(self, action: Action, view: BmView, names: Sequence[str]) -> str:
        """What a destructive button says once clicked: the second click does it."""
        me = self.seat_of(view)
        p = view.players[self.me if me is None else me]
        match action:
            case act.CloseStore(slot=k):
                return f"Click again to close {p.building[k].name}"
            case act.DiscardBought():
                return f"Click again to return {self._bought(p)} to the box"
            case act.DropOut():
                return "Click again to drop out for good"
            case act.FinishSelling():
                return f"Click again: stop selling {view.item}"
        label = self.button_label(action, view, names) or "do it"
        return f"Click again: {label[0].lower()}{label[1:]}"

    def _crates(self, card: int) -> dict[str, int]:
        items = self.cat.card_items[card]
        return {ITEMS[k]: n for k, n in enumerate(items) if n}

    def when(self, view: BmView) -> str:
        """The month ("Before January" while the stores are drafted)."""
        ctx = view.ctx
        if ctx.phase == GAME_OVER or ctx.result is not None:
            return "Game over"
        return "Before January" if view.phase == DRAFT else view.month_name

    def status(self, view: BmView, names: Sequence[str]) -> str:
        ctx = view.ctx
        if ctx.phase == GAME_OVER or ctx.result is not None:
            return "Game over"
        month = self.when(view)
        if len(ctx.to_act) > 1:
            return f"{month}: {len(ctx.to_act)} players choosing"
        acting = listing([names[s] for s in ctx.to_act])
        return f"{month}: {acting}" if acting else month

    def waiting_words(self, view: BmView, names: Sequence[str]) -> str:
        ctx = view.ctx
        if not ctx.to_act:
            return ""
        who = listing([names[s] for s in ctx.to_act])
        step = view.step
        item = view.item
        verb = {
            S_DRAFT: "keep a store card",
            S_PICK_START: "pick a starting store",
            S_BUY: "buy a store or pass",
            S_AUCTION: "raise or drop out",
            S_MANAGE: "open and close stores",
            S_PLAY: "play their market cards",
            S_LATE_CARD: "add a card (Advertisement Agency)",
            S_REDRAW: "redraw (third slot)",
            S_SUPPLY_BID: f"seal a price for {item}",
            S_STOCK: f"stock {item}",
            S_LEFTOVERS: f"take leftover {item}",
            S_CRAFT: "choose for a craft store",
            S_SALE_DIAL: f"seal a dial for {item}",
            S_SELL: f"sell {item}",
            S_CONVERT: "choose for a Distributor",
            S_RESALE: "buy surplus (Resale Shop)",
            S_TRANSFER: "move goods between stores",
            S_PAWN: "return expiring goods (Pawn Shop)",
            S_INVEST: "invest",
        }.get(step, "act")
        return f"Waiting for {who} to {verb}."

    def game_over_words(self, view: BmView, names: Sequence[str]) -> str:
        r = view.ctx.result
        if r is None:
            return "The game is over."
        w = r.winners[0] if r.winners else None
        if w is None:
            return "The game is over."
        d = r.details.get(w, {})
        parts = [f"{d.get('track', 0)} on the track", f"{d.get('stores', 0)} from stores"]
        if d.get("empty_slots"):
            parts.append(f"-{d['empty_slots']} for empty slots")
        if d.get("debt"):
            parts.append(f"-{d['debt']} for debt")
        won = plural(r.scores.get(w, 0), "point")
        return f"The game is over: {names[w]} wins with {won} ({', '.join(parts)})."

    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: the score and its parts (track, stores, penalties)."""
        parts = [f"track {details.get('track', 0)}", f"stores +{details.get('stores', 0)}"]
        if details.get("empty_slots"):
            parts.append(f"empty slots -{details['empty_slots']}")
        if details.get("debt"):
            parts.append(f"debt -{details['debt']}")
        return f"{plural(score, 'point')} ({', '.join(parts)})"

    def instruction(self, view: BmView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, in words (one or two sentences)."""
        return instruction_words(self, view, seat, names)


def instruction_words(t: Words, view: BmView, seat: int, names: Sequence[str]) -> str:
    """The panel's instruction for ``seat`` (who may act now) in every step."""
    cat = t.cat
    p = view.players[seat]
    money = f"You have ${p.money}." if p.money is not None else ""
    step = view.step
    item = view.item or ""
    loc = t.controls.local(view) if view.viewer == seat else Local()
    if step == S_DRAFT:
        left = len(p.draft_hand or [])
        return (
            f"Draft: keep one of these {left} stores (drag it onto Keep, or double-click "
            "it); the rest pass to the next player. You keep 3 in all. Hover a card to read it."
        )
    if step == S_PICK_START:
        return (
            "January: pick your starting store. Double-click one (or drag it into your "
            "building): it opens in your first slot, full of goods. The stores nobody picks "
            "go back to the box."
        )
    if step == S_BUY:
        if loc.row_pick is not None and loc.row_pick < len(view.row):
            s = view.row[loc.row_pick]
            return (
                f"Auction {cat.name(s)}: choose your opening bid below (at least ${cat[s].cost}); "
                f"the others then raise or drop out. {money}"
            )
        hand = (
            "drag a store from your hand into your building to buy it at its cost, "
            if p.store_hand
            else ""
        )
        return (
            f"Building: buy one store this month or none. {hand.capitalize() if hand else ''}"
            f"{'or c' if hand else 'C'}lick a public store to auction it, or press Buy no store. {money}"
        )
    if step == S_AUCTION and view.auction is not None:
        a = view.auction
        lot = cat.name(int(a.lot)) if isinstance(a.lot, int) else "the store"
        lead = names[a.leader] if a.leader is not None else "nobody"
        return (
            f"Auction for {lot}: high bid ${a.high} by {lead}. Raise, or drop out for good "
            f"(the winner must pay, with debt if short). {money}"
        )
    if step == S_MANAGE:
        if p.bought is not None:
            if len(p.building) >= 4:
                return (
                    f"You bought {cat.name(p.bought)}, but your 4 slots are full: close a store "
                    "first to make room, or return it to the box."
                )
            return (
                f"Open {cat.name(p.bought)} in slot {len(p.building) + 1}, or return it to the "
                "box. You may close stores first (their goods are thrown out; closing asks "
                "for a second click)."
            )
        return (
            "Close any store you no longer want (its goods are thrown out; a close button "
            "asks for a second click), then press Done building."
        )
    if step == S_PLAY:
        placed = len(loc.staged)
        due = loc.due or 2
        redraw = (
            " or drag one onto Redraw to swap it first (third slot)"
            if any(isinstance(a, act.Redraw) for a in loc.legal)
            else ""
        )
        if placed >= due:
            return (
                f"Both piles are set ({placed} cards). Press Play to play them, or drag a card "
                "back to your hand to change your mind."
            )
        return (
            f"Advertise: play {due} market cards ({placed} placed). Drag a card onto Supply "
            "(face up: its crates come to the docks) or onto Demand (face down: buyers in "
            f"this month's Sale){redraw}."
        )
    if step == S_LATE_CARD:
        return (
            "Advertisement Agency: you can see both piles. Drag one more card onto Supply or "
            "Demand, or press Add no card."
        )
    if step == S_REDRAW:
        return "Third slot: drag a card onto Redraw to swap it, redraw your whole hand, or keep it."
    if step == S_SUPPLY_BID:
        lo = cat.min_price[item]
        return (
            f"Not enough {item} on the dock for everyone: set your price per crate on your "
            f"dial (at least ${lo}), then seal it. Highest price stocks first; a tie goes to "
            f"the player further behind. {money}"
        )
    if step == S_STOCK:
        price = (
            view.dials[seat][0] if view.competition and seat in view.dials else cat.min_price[item]
        )
        n = sum(view.order.values())
        cost = t.order_cost(view)
        order = f" Order so far: {plural(n, 'crate')}, ${cost}." if n else ""
        return (
            f"Stock {item} at ${price} a crate: click one of your stores (or drag the crate "
            "from the dock onto it) once per crate, or fill a store at once; then pay."
            f"{order} {money}"
        )
    if step == S_LEFTOVERS:
        return f"{cat.name(p.building[view.slots[0]].store)}: take leftover {item} from the dock for free."
    if step == S_CRAFT:
        return f"{cat.name(p.building[view.slots[0]].store)}: put new {item} on the dock, or take a point."
    if step == S_SALE_DIAL:
        return (
            f"Not enough buyers for all the {item}: set how many you will sell (inner ring) "
            f"and your price (outer ring), then seal your dial. The lowest price sells first."
        )
    if step == S_SELL:
        price = (
            view.dials[seat][1] if view.competition and seat in view.dials else cat.max_price[item]
        )
        if view.competition and view.to_deliver is not None:
            if view.to_deliver and any(isinstance(a, act.DiscardSurplus) for a in loc.legal):
                return f"No buyer is left: throw out {plural(view.to_deliver, item + ' item')} as surplus."
            boxes = view.boxes.get(item, 0)
            short = (
                f" Only {plural(boxes, 'box')} {'is' if boxes == 1 else 'are'} left on the "
                "Demand Cards: what you cannot sell, you then throw out as surplus."
                if boxes < (view.to_deliver or 0)
                else ""
            )
            return (
                f"Sell {plural(view.to_deliver or 0, item + ' item')} at ${price}: click a store "
                f"holding them (or drag a crate onto the demand).{short}"
            )
        return (
            f"Sell {item} at ${price} each: click a store (or drag a crate onto the demand) "
            "once per item, or sell them all at once; then press Done selling."
        )
    if step == S_CONVERT:
        return f"{cat.name(p.building[view.slots[0]].store)}: take 1 point instead of the money for up to 2 of the items just sold."
    if step == S_RESALE:
        return "Resale Shop: buy surplus thrown out by another player, or buy none."
    if step == S_TRANSFER:
        return "After the Sale: drag goods from your other stores into a store that draws them in, then press Done moving goods."
    if step == S_PAWN:
        return "Pawn Shop: return goods about to expire to the docks for 1 point each."
    if step == S_INVEST:
        if loc.sell_mode:
            return f"Sell points at ${t.sale_price(view, seat)} each: choose how many, then sell. {money}"
        return (
            "Investment: click a price on the price table to buy that many points (cash only, "
            f"never debt), sell points instead, or pass. {money}"
        )
    return "Your move: use the buttons or drag a lit card."

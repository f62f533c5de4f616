"""Where Brick & Mortar's actions are made on the table: the card a drag picks up and the zone
it drops on (``targets``), the zone a click acts on (``click_zone``), and what a drop meant
even when it is not legal (``drop_action``, so the engine can say why not). Zone ids are
the typed keys of ui/games/brick_and_mortar/zones.py."""

from __future__ import annotations

from game.core.model import Action
from game.games.brick_and_mortar import actions as act
from game.games.brick_and_mortar.model import BORROWED, DEMAND, ITEMS, S_LATE_CARD, S_PICK_START
from game.games.brick_and_mortar.view import BmView
from ui.games.brick_and_mortar.cards import DOCK, ROOM, crate_id, crate_of, is_crate, store_id
from ui.games.brick_and_mortar.controls import (
    Controls,
    OpenBought,
    PickRow,
    SetDial,
    Stage,
    Unstage,
)
from ui.games.brick_and_mortar.zones import (
    DEMAND_PILE,
    DROPS,
    SUPPLY_PILE,
    BuildingZone,
    BuyZone,
    DemandZone,
    DialZone,
    HandZone,
    KeepZone,
    PileZone,
    PrivateBoxes,
    RedrawZone,
    RowZone,
    StartZone,
    StoreZone,
)
from ui.table.zones import ZoneKey, parse_zone

MARKET_CARDS = 1000
"""Ids under this are market cards; stores are 1000 + their number (see cards.py)."""
STORES = 10000


class Drops:
    """The drags, clicks and drops of the seat the controls are for."""

    def __init__(self, controls: Controls) -> None:
        self.controls = controls

    def targets(self, action: Action) -> list[tuple[int, str]] | None:
        me = self.controls.me
        keep, building = str(KeepZone()), str(BuildingZone())
        match action:
            case act.DraftStore(card=c):
                return [(store_id(c), keep)]
            case act.PickStartingStore(store=s):
                return [(store_id(s), building)]
            case act.BuyFromHand(card=c):
                return [(store_id(c), building)]
            case OpenBought(store=b):
                return [(store_id(b), building)]
            case Stage(card=c, face_up=up) | act.PlayLateCard(card=c, face_up=up):
                return [(c, str(pile(up)))]
            case Unstage(card=c):
                return [(c, str(HandZone()))]
            case act.Redraw(card=c):
                return [(c, str(RedrawZone()))]
            case act.AddCrate(slot=k):
                item = self._item()
                if item is None:
                    return None
                return [(crate_id(DOCK, 0, 0, ITEMS.index(item)), str(StoreZone(k)))]
            case act.Deliver(slot=k, dest=d):
                item = self._item()
                if item is None:
                    return None
                zone = str(dest_zone(d, item))
                return [(crate_id(me, k, left, ITEMS.index(item)), zone) for left in (1, 2, 3)]
            case act.TransferItem(from_slot=a, to_slot=b, item=i):
                to = str(StoreZone(b))
                return [(crate_id(me, a, left, ITEMS.index(i)), to) for left in (1, 2, 3)]
        return None

    def _item(self) -> str | None:
        view = self.controls.view
        return view.item if view is not None else None

    @staticmethod
    def click_zone(action: Action) -> str | None:
        key: ZoneKey | None = None
        match action:
            case SetDial(ring=r, value=v):
                key = DialZone(r, v)
            case PickRow(row_index=i) if i >= 0:
                key = RowZone(i)
            case act.AddCrate(slot=k) | act.Deliver(slot=k):
                key = StoreZone(k)
            case act.BuyPoints(count=n):
                key = BuyZone(n)
            case act.PickStartingStore(store=s):
                key = StartZone(s)
        return str(key) if key is not None else None

    def drop_action(self, card: int, zone: str, view: BmView) -> Action | None:
        """What a drop of ``card`` on ``zone`` meant, legal or not."""
        controls = self.controls
        loc = controls.local(view) if controls.seat_of(view) is not None else None
        market = not is_crate(card) and card < MARKET_CARDS
        store = MARKET_CARDS <= card < STORES
        match parse_zone(zone, DROPS):
            case PileZone(pile=p) if market:
                up = PileZone(p) == SUPPLY_PILE
                if view.step == S_LATE_CARD:
                    return act.PlayLateCard(card=card, face_up=up)
                staged = [s for s in (loc.staged if loc else []) if s[0] != card]
                return act.PlayMarketCards(plays=tuple(sorted([*staged, (card, up)])))
            case RedrawZone() if card < MARKET_CARDS:
                return act.Redraw(card=card)
            case KeepZone() if store:
                return act.DraftStore(card=card - MARKET_CARDS)
            case BuildingZone() if store:
                if view.step == S_PICK_START:
                    return act.PickStartingStore(store=card - MARKET_CARDS)
                return act.BuyFromHand(card=card - MARKET_CARDS)
            case StoreZone(slot=slot) if is_crate(card):
                c = crate_of(card)
                if c.where == DOCK:
                    return act.AddCrate(slot=slot)
                if c.where == controls.me and c.left != ROOM:
                    return act.TransferItem(from_slot=c.slot, to_slot=slot, item=ITEMS[c.item])
            case DemandZone() if is_crate(card):
                return act.Deliver(slot=crate_of(card).slot, dest=DEMAND)
            case PrivateBoxes(slot=k) if is_crate(card):
                return act.Deliver(slot=crate_of(card).slot, dest=str(k))
        return None


def pile(face_up: bool) -> PileZone:
    """The Supply pile (face up) or the Demand pile (face down)."""
    return SUPPLY_PILE if face_up else DEMAND_PILE


def dest_zone(dest: str, item: str) -> ZoneKey:
    """The zone a Deliver to ``dest`` drops on: the type's demand boxes (jewelry's for an
    Art Purveyor's borrowed box), or a store's private boxes."""
    if dest == DEMAND:
        return DemandZone(item)
    if dest == BORROWED:
        return DemandZone("jewelry")
    return PrivateBoxes(int(dest))

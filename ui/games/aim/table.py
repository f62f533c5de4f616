"""The Adventures in Inventory Management table: layout, drop targets, buttons and hints.

The generic table scene (ui/scenes/table/) asks this adapter (the contract is in
ui/table/adapter.py) where everything goes for a view, which card an action picks up and
where it drops, and what the buttons say. Everything comes from the seat's view; nothing
here reads the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.events import GameEnded
from game.core.model import Action, Event
from game.games.aim import actions as act
from game.games.aim import events as ev
from game.games.aim import model as aim_model
from game.games.aim.book import card_book
from game.games.aim.cards import CardDef, Stats
from game.games.aim.model import (
    DEFENDER_DISCARD,
    EQUIP,
    MARKET_BUY,
    MARKET_TRASH,
    SETUP_EQUIP,
    host_of,
    inside,
)
from game.games.aim.view import AimView, PlayerView
from ui.games.aim.cards import card_back, card_face, card_spec, warm_aim_faces
from ui.games.aim.layout import aim_layout
from ui.games.aim.zones import ZONES, BuyZone, CardZone, PremiumZone, SpotZone
from ui.layout.text import button_name
from ui.sound import COINS, DICE, FLIP, LOST, SLIDE, WON, YOUR_TURN
from ui.table.adapter import Effects, TableBase, when_mine
from ui.table.model import TableLayout
from ui.table.zones import parse_zone
from ui.widgets.face import zoom_words
from ui.widgets.zoom import MIN_FACE_W

PHASES = ("Market", "Equip", "Attack", "Cleanup")
PHASE_INDEX = {
    aim_model.SETUP_EQUIP: 1,
    aim_model.MARKET_TRASH: 0,
    aim_model.MARKET_BUY: 0,
    aim_model.EQUIP: 1,
    aim_model.ATTACK: 2,
    aim_model.DEFENDER_DISCARD: 2,
    aim_model.WORST_DAY: 3,
    "game_over": 3,
}
SLOT_LABELS = {
    "head": "Head",
    "back": "Back",
    "body": "Body",
    "hand1": "Left hand",
    "hand2": "Right hand",
}


def win_chance(attack: int, defense_total: int) -> float:
    """P(attack + d6 >= defense_total + d6): the attacker wins ties."""
    wins = sum(1 for a in range(1, 7) for d in range(1, 7) if attack + a >= defense_total + d)
    return wins / 36


def _attack_label(table: AimTable, a: act.Attack, view: AimView, names: Sequence[str]) -> str:
    odds = round(100 * table.attack_odds(view, view.active, a.target))
    return f"Attack {button_name(names[a.target])} ({odds}%)"


def _sell_label(table: AimTable, a: act.Sell, view: AimView, names: Sequence[str]) -> str:
    gold = view.players[view.active].gold_now
    return "Sell" if gold is None else f"Sell: count {gold} Gold"


def stat_words(stats: Stats) -> str:
    """ "Attack +2, Defense +1" (the numbers a card side adds; "" when none)."""
    return ", ".join(
        f"{word} +{n}"
        for word, n in (
            ("Attack", stats.attack),
            ("Defense", stats.defense),
            ("Gold", stats.gold),
            ("Carry", stats.carry),
        )
        if n
    )


def _attack_sounds(table: AimTable, e: ev.AttackRolled, fx: Effects) -> tuple[str, str]:
    won = e.attacker_won == (e.attacker == fx.viewer)
    return DICE, WON if won else LOST


class AimTable(TableBase[AimView]):
    game_id = "aim"
    phases = PHASES
    phase_of = PHASE_INDEX
    buttons = {
        act.Sell: _sell_label,
        act.EndMarket: "Done shopping",
        act.FinishEquip: "Done equipping",
        act.SkipAttack: "Don't attack",
        act.DropGold: "Leave a die behind",
        act.DrawCard: lambda self, a, view, names: f"Draw a card ({self.book(a.card).name})",
        act.Attack: _attack_label,
        act.ChooseWorstDay: lambda self, a, view, names: (
            f"{button_name(names[a.winner])} had the worst day"
        ),
    }
    primary_actions = (act.Sell, act.EndMarket, act.FinishEquip, act.SkipAttack)
    """What Space does: finish the current step."""
    waiting_verbs = {"setup_equip": "finish equipping"}
    turn_events = (ev.TurnStarted,)
    card_drops = {
        act.Unplace: "hand",
        act.Trash: "trash",
        act.Buy: "buy",
        act.DiscardGoods: "buy",
    }
    sounds = {
        ev.AttackRolled: _attack_sounds,
        ev.TurnOrderRolled: DICE,
        (ev.Bought, ev.Sold, ev.GoldTaken): COINS,
        (ev.CardPlaced, ev.CardUnplaced, ev.GoodsDiscarded, ev.CardTrashed): SLIDE,
        ev.CardsDrawn: FLIP,
        ev.TurnStarted: when_mine(YOUR_TURN),
    }
    log_icons = {
        (ev.TurnOrderRolled,): "dice",
        ev.AttackRolled: "attack",
        (ev.GoldTaken, ev.Sold, ev.GoldDropped): "gold",
        ev.Bought: "buy",
        ev.CardTrashed: "trash",
        (ev.CardsDrawn, ev.DrawUsed): "draw",
        ev.CardPlaced: "equip",
        ev.CardUnplaced: "take_back",
        ev.DiscardShuffled: "shuffle",
        (ev.PlayAreaCleared, ev.HandDiscarded): "discard",
        (ev.GoodsDiscarded, ev.GoodsDiscardAsked, ev.PeskyTaken): "lose",
        ev.AttackSkipped: "pass",
        ev.MarketsCycled: "cycle",
        (ev.MarketEnded, ev.EquipFinished): "done",
        (ev.EndTriggered, ev.WorstDayAsked): "turn",
        GameEnded: "win",
    }

    def __init__(self) -> None:
        self.book = card_book()

    # ------------------------------------------------------------ words
    def viewpoint(self, view: AimView) -> int:
        """While nobody holds the screen, the table is drawn around the active player."""
        return view.active

    def game_over_words(self, view: AimView, names: Sequence[str]) -> str:
        return "The game is over."

    def instruction(self, view: AimView, seat: int, names: Sequence[str]) -> str:
        """The next thing this player can do, in words."""
        p = view.players[seat]
        gold = p.gold_now if p.gold_now is not None else p.gold
        place = (
            "Drag a lit card from your hand onto a slot, into storage or beside your mat as a "
            "companion (or click it, then click where it goes)"
        )
        match view.phase:
            case aim_model.SETUP_EQUIP:
                return (
                    f"Initial equipping: {place[0].lower()}{place[1:]}. Then press Done equipping."
                )
            case aim_model.MARKET_TRASH:
                return (
                    "Market: you may drag one of your equipped or stored cards to the Trash. "
                    f"Then press Sell to count your Gold: {gold} now."
                )
            case aim_model.MARKET_BUY:
                return (
                    f"Market: you have {gold} Gold to spend. Drag a lit card to your discard "
                    "pile, or double-click it, to buy it. Press Done shopping when finished."
                )
            case aim_model.EQUIP:
                t = p.totals
                load = f" Carry used: {t.load} of {t.carry}." if t else ""
                return (
                    f"Equip: {place[0].lower()}{place[1:]}; drag a placed card to your hand to "
                    f"take it back.{load} Then press Done equipping."
                )
            case aim_model.ATTACK:
                return self.attack_words(p)
            case aim_model.DEFENDER_DISCARD:
                return (
                    "You lost the fight: drag one of your stored Goods to your discard pile, "
                    "or double-click it, to give it up."
                )
            case aim_model.WORST_DAY:
                return "Still tied! Agree who had the worst day; that player wins."
        return ""

    def attack_words(self, p: PlayerView) -> str:
        """The attack phase's instruction: what your battle Attack is and where it comes
        from (a mat may show Attack 0 while a companion adds some in battle)."""
        t = p.totals
        if t is None or t.battle_attack < 1:
            return "Attack: you have no Attack for a battle, so press Don't attack."
        extra = t.battle_attack - t.attack
        src = ", ".join(self.battle_sources(p, "attack"))
        where = (
            f"{t.attack} from your gear + {extra} in battle from {src}"
            if extra and src
            else "from your gear"
        )
        return (
            f"Attack: your battle Attack is {t.battle_attack} ({where}) plus a die, against "
            "the defender's Attack and Defense plus a die; you win ties. Press a player's "
            "Attack button, or Don't attack."
        )

    def action_words(self, action: Action, view: AimView, names: Sequence[str]) -> str:
        """An action as a short instruction, e.g. "Put Potato into storage"."""
        book = self.book
        match action:
            case act.Place(card=c, spot=spot, draw=draw):
                also = " and draw a card" if draw else ""
                where = {"store": "into storage", "companion": "beside your mat as a companion"}
                if spot in where:
                    return f"Put {book(c).name} {where[spot]}{also}"
                host = host_of(spot)
                if host is not None:
                    return f"Put {book(c).name} inside {book(host).name}{also}"
                holder, _, slot = spot.rpartition(":")
                on = f"{book(int(holder)).name}'s " if holder else "your "
                slot_words = SLOT_LABELS.get(slot, slot).lower()
                return f"Equip {book(c).name} in {on}{slot_words} slot{also}"
            case act.DrawCard(card=c):
                return f"Draw a card for {book(c).name}"
            case act.Unplace(card=c):
                return f"Take {book(c).name} back into your hand"
            case act.Trash(card=c):
                return f"Trash {book(c).name}"
            case act.Buy(card=c):
                return f"Buy {book(c).name}"
            case act.DiscardGoods(card=c):
                return f"Give up {book(c).name}"
        return self.button_label(action, view, names)

    # ------------------------------------------------------------ feedback
    def where(self, card: int, view: AimView) -> tuple[str, int | None]:
        """Where ``card`` lies in ``view``: ("market", None), ("hand"|"mat"|"discard", seat),
        ("trash", None) or ("", None) when the view does not show it."""
        for_sale = [*view.premium_row, view.common_card, *view.loot_tops.values()]
        if card in for_sale:
            return "market", None
        if card in view.trash:
            return "trash", None
        for p in view.players:
            if p.hand is not None and card in p.hand:
                return "hand", p.seat
            if p.mat is not None and card in p.mat:
                return "mat", p.seat
            if card in p.discard:
                return "discard", p.seat
        return "", None

    def natural_spot(self, d: CardDef) -> str:
        """Where a card from hand would go first: a companion beside the mat, equipment in
        its first slot, anything else into storage."""
        if d.type == "companion":
            return "companion"
        if d.slots:
            return "hand1" if d.slots[0] == "hand" else d.slots[0]
        return "store"

    def nearest_action(self, card: int, view: AimView, seat: int) -> Action | None:
        """What a click on a card that cannot be picked up meant: buying a market card,
        placing a card from hand, trashing (market) or taking back (equipping) a card of
        your mat, giving up stored Goods after a lost fight."""
        place, owner = self.where(card, view)
        if place == "market":
            return act.Buy(card=card)
        if owner != seat:
            return None
        if place == "hand":
            return act.Place(card=card, spot=self.natural_spot(self.book(card)))
        if place == "mat":
            if view.phase == DEFENDER_DISCARD:
                return act.DiscardGoods(card=card)
            if view.phase in (EQUIP, SETUP_EQUIP):
                return act.Unplace(card=card)
            return act.Trash(card=card)
        return None

    def unmovable_words(self, card: int, view: AimView, names: Sequence[str]) -> str:
        place, owner = self.where(card, view)
        if place == "trash":
            return "Trashed cards are out of the game."
        if place == "discard" and owner == view.viewer:
            return "Your discard pile becomes your new deck when your deck runs out."
        if owner is not None and owner != view.viewer:
            return (
                f"That is {names[owner]}'s card: you may look at it (hover, or right-click "
                "to pin it) but not move it."
            )
        return super().unmovable_words(card, view, names)

    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """An attack on ``seat``: the dice, the Gold taken, the Goods lost."""
        said: list[str] = []
        for e in events:
            if isinstance(e, ev.AttackRolled) and e.defender == seat:
                outcome = f"{names[e.attacker]} won" if e.attacker_won else "you held them off"
                said.append(
                    f"{names[e.attacker]} attacked you: {e.attack_total} (a roll of "
                    f"{e.attack_roll}) against your {e.defense_total} (a roll of "
                    f"{e.defense_roll}); {outcome}."
                )
            elif isinstance(e, ev.GoldTaken) and e.defender == seat:
                text = (
                    f"{names[e.attacker]} took your gold dice: {e.taken} Gold"
                    if e.taken
                    else f"You had no gold dice for {names[e.attacker]} to take"
                )
                if e.protected:
                    text += f"; your Wallet Chain kept {e.protected} Gold safe"
                said.append(text + ".")
            elif isinstance(e, ev.GoodsDiscarded) and e.seat == seat:
                said.append(f"You lost {self.book(e.card).name} from your storage.")
            elif isinstance(e, ev.GoodsDiscardAsked) and e.defender == seat:
                said.append("You must now give up one of your stored Goods cards.")
        return said

    def hint_reason(
        self, action: Action, view: AimView, seat: int, names: Sequence[str]
    ) -> str | None:
        """What the suggested move gains, from the card's numbers and the view."""
        book, p = self.book, view.players[seat]
        gold = p.gold_now if p.gold_now is not None else p.gold
        match action:
            case act.Place(card=c, spot=spot, draw=draw):
                d = book(c)
                also = " and draws you a card" if draw else ""
                if spot == "store":
                    worth = stat_words(d.stored)
                    gain = f"stored, it gives {worth}" if worth else "it has room in storage"
                    return gain + also
                if spot == "companion":
                    gain = stat_words(d.equip)
                    return (
                        f"as a companion it gives {gain}" if gain else "companions carry gear"
                    ) + also
                gain = stat_words(d.equip)
                return (f"worn, it gives {gain}" if gain else "it fills an empty slot") + also
            case act.DrawCard():
                return "a card drawn now can still be placed this turn"
            case act.Unplace(card=c):
                return f"it frees the place {book(c).name} takes for a better card"
            case act.Trash(card=c):
                d = book(c)
                if d.trash_cost:
                    return f"it costs {d.trash_cost} Gold, but {d.name} stops weighing on you"
                return f"it earns {max(1, d.price // 2)} Gold when you sell"
            case act.Sell():
                return f"selling counts your {gold} Gold so you can shop"
            case act.Buy(card=c):
                d = book(c)
                gain = stat_words(d.equip) or stat_words(d.stored)
                points = f", {d.loot_points} Loot Points at the end" if d.loot_points > 0 else ""
                what = f" ({gain}{points})" if gain or points else ""
                return f"{d.name}{what} costs {d.price} of your {gold} Gold"
            case act.EndMarket():
                return f"nothing else for sale is worth your {gold} Gold now"
            case act.FinishEquip():
                return "your cards are placed as well as they can be"
            case act.Attack(target=t):
                odds = round(100 * self.attack_odds(view, seat, t))
                loot = view.players[t].gold
                return f"you win about {odds}% of such fights and {names[t]} has {loot} Gold"
            case act.SkipAttack():
                return "no fight is likely enough to win to risk a Pesky Quest Item"
            case act.DropGold():
                return "your gold dice are too heavy to carry"
            case act.DiscardGoods(card=c):
                return f"{book(c).name} is the Goods card you can best spare"
        return None

    def attack_odds(self, view: AimView, attacker: int, defender: int) -> float:
        me, them = view.players[attacker].totals, view.players[defender].totals
        if me is None or them is None:
            return 0.0
        return win_chance(me.battle_attack, them.battle_attack + them.battle_defense)

    def battle_sources(self, p: PlayerView, stat: str) -> list[str]:
        """The cards on ``p``'s mat (worn or following) whose bonus to ``stat`` counts only
        in a battle."""
        return [
            self.book(c).name
            for c, spot in (p.mat or {}).items()
            if spot != "store"
            and any(b.battle_only and b.stat == stat for b in self.book(c).bonuses)
        ]

    def mat_words(self, view: AimView, p: PlayerView, fits: Callable[[str], bool]) -> str:
        """A mat's totals in words, the longest telling that ``fits``: Attack and Defense
        (with what they are in a battle and which cards add that), the Gold to spend now
        (``PlayerView.gold_now``: dice, cards, trash and fees, as the Sell counts it) and
        Carry used of Carry. No codes: every number is named."""
        t = p.totals
        if t is None or p.gold_now is None:
            return "equipping in secret"  # the public view while nobody holds the screen
        gold = p.gold_now
        active = p.seat == view.active
        when = (
            " to spend"
            if active and view.phase == MARKET_BUY
            else " when selling"
            if active and view.phase == MARKET_TRASH
            else " at market"
        )
        sides = []
        for stat, word, now, battle in (
            ("attack", "Attack", t.attack, t.battle_attack),
            ("defense", "Defense", t.defense, t.battle_defense),
        ):
            if battle == now:
                sides.append((f"{word} {now}", f"{word} {now}"))
                continue
            src = ", ".join(self.battle_sources(p, stat))
            sides.append(
                (f"{word} {now} ({battle} in battle: {src})", f"{word} {now} ({battle} in battle)")
            )
        carry = f"Carry {t.load}/{t.carry}"
        variants = [
            f"{sides[0][0]}   {sides[1][0]}   Gold {gold}{when}   {carry}",
            f"{sides[0][1]}   {sides[1][1]}   Gold {gold}{when}   {carry}",
            f"{sides[0][1]}  {sides[1][1]}  Gold {gold}  {carry}",
        ]
        return next((v for v in variants if fits(v)), variants[-1])

    # ------------------------------------------------------------ picking and dropping
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        """(card picked up, zone it drops on) for card actions; None for button actions."""
        if isinstance(action, act.Place):
            host = host_of(action.spot)
            zone = CardZone(host) if host is not None else SpotZone(action.spot)
            return action.card, str(zone)
        return super().targets(action)

    def drop_action(self, card: int, zone: str, view: AimView) -> Action | None:
        """The action a drop would mean even when illegal, so the engine can say why not."""
        match parse_zone(zone, ZONES):
            case SpotZone(spot=spot):
                return act.Place(card=card, spot=spot)
            case CardZone(card=host):
                return act.Place(card=card, spot=inside(host))
            case BuyZone() if view.phase == DEFENDER_DISCARD:
                return act.DiscardGoods(card=card)
        return super().drop_action(card, zone, view)

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """Where newly visible cards come from: the deck they were drawn from."""
        z = lay.zones
        out: dict[str, pygame.Rect] = {}
        deck = z.get(f"deck{me}")
        if deck is not None:
            out["hand"] = deck.rect
        for zone_id in z:
            if isinstance(PremiumZone.parse(zone_id), PremiumZone) and "premium-deck" in z:
                out[zone_id] = z["premium-deck"].rect
            if zone_id == "common" and "common-deck" in z:
                out[zone_id] = z["common-deck"].rect
        return out

    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """Dice tumbling to the logged values: an attack's, and the turn-order rolls."""
        names = fx.names
        for e in events:
            if isinstance(e, ev.AttackRolled):
                caption = (
                    f"{names[e.attacker]} {e.attack_total}  vs  {names[e.defender]} "
                    f"{e.defense_total}: {'attacker wins' if e.attacker_won else 'defended'}"
                )
                fx.roll([e.attack_roll, e.defense_roll], [(200, 50, 50), (200, 50, 50)], caption)
            elif isinstance(e, ev.TurnOrderRolled):
                last = e.rolls[-1] if e.rolls else []
                fx.roll(
                    list(last),
                    [(235, 190, 60)] * len(last),
                    f"Turn order: {names[e.order[0]]} goes first",
                )

    def face(self, card: int, width: int) -> pygame.Surface:
        return card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return zoom_words(card_spec(card), MIN_FACE_W)

    # ------------------------------------------------------------ layout
    def layout(
        self, view: AimView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """Where everything goes inside ``main`` (the table area) for the player in seat
        ``me`` (ui/games/aim/layout.py); every card design is drawn ahead at the widths used,
        so no face is first drawn mid-animation."""
        lay = aim_layout(self.book, view, me, main, scale, names)
        warm_aim_faces(s.rect.h if s.sideways else s.rect.w for s in lay.cards)
        return lay

"""The Adventures in Inventory Management table: layout, drop targets, buttons and hints.

The generic table scene (ui/scenes/table.py) asks this adapter where everything
goes for a view, which card an action picks up and where it drops, and what the
buttons say. Everything comes from the seat's view; nothing here reads the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.model import Action
from game.games.aim import actions as act
from game.games.aim.book import card_book
from game.games.aim.view import AimView, PlayerView
from ui import theme
from ui.table.model import CardSprite, DieSprite, Label, TableLayout, Zone
from ui.table.shared import LABEL, SMALL, hand_fan, hidden_hand
from ui.table.shared import face_down_pile as _face_down_pile
from ui.widgets.card_face import card_back, card_face, card_size, card_tooltip_lines

PHASES = ("Market", "Equip", "Attack", "Cleanup")
PHASE_INDEX = {
    "setup_equip": 1,
    "market_trash": 0,
    "market_buy": 0,
    "equip": 1,
    "attack": 2,
    "defender_discard": 2,
    "worst_day": 3,
    "game_over": 3,
}
SLOT_LABELS = {
    "head": "Head",
    "back": "Back",
    "body": "Body",
    "hand1": "Left hand",
    "hand2": "Right hand",
}
TIER_LABELS = {"uncommon": "Uncommon", "rare": "Rare", "epic": "Epic"}


def win_chance(attack: int, defense_total: int) -> float:
    """P(attack + d6 >= defense_total + d6): the attacker wins ties."""
    wins = sum(1 for a in range(1, 7) for d in range(1, 7) if attack + a >= defense_total + d)
    return wins / 36


class AimTable:
    game_id = "aim"
    phases = PHASES

    def __init__(self) -> None:
        self.book = card_book()

    # ------------------------------------------------------------ words
    def phase_index(self, view: AimView) -> int:
        return PHASE_INDEX.get(view.phase, 0)

    def hint(self, view: AimView, seat: int | None, names: Sequence[str]) -> str:
        """The next thing this player can do, in words."""
        if view.phase == "game_over":
            return "The game is over."
        if seat is None or seat not in view.to_act:
            waiting = ", ".join(names[s] for s in view.to_act)
            return f"Waiting for {waiting}."
        p = view.players[seat]
        match view.phase:
            case "setup_equip":
                return (
                    "Initial equipping: drag cards from your hand onto slots or into storage, "
                    "then press Done equipping."
                )
            case "market_trash":
                return (
                    "Market: you may drag one equipped or stored card to the Trash, then press "
                    "Sell to count your gold."
                )
            case "market_buy":
                return (
                    f"Market: you have {p.gold} Gold. Click a card to buy (it goes to your "
                    "discard pile), then Done shopping."
                )
            case "equip":
                t = p.totals
                load = f" Carry {t.load}/{t.carry}." if t else ""
                return (
                    "Equip: drag cards onto slots, into storage or beside your mat as "
                    f"companions.{load} Then Done equipping."
                )
            case "attack":
                return "Attack: choose a player to attack, or don't attack."
            case "defender_discard":
                return "You lost the fight: drag one of your stored Goods to your discard pile."
            case "worst_day":
                return "Still tied! Agree who had the worst day; that player wins."
        return ""

    def button_label(self, action: Action, view: AimView, names: Sequence[str]) -> str:
        match action:
            case act.Sell():
                return "Sell"
            case act.EndMarket():
                return "Done shopping"
            case act.FinishEquip():
                return "Done equipping"
            case act.SkipAttack():
                return "Don't attack"
            case act.DropGold():
                return "Leave a die behind"
            case act.Attack(target=t):
                return f"Attack {names[t]} ({round(100 * self.attack_odds(view, view.active, t))}%)"
            case act.ChooseWorstDay(winner=w):
                return f"{names[w]} had the worst day"
        return action.label()

    def action_words(self, action: Action, view: AimView, names: Sequence[str]) -> str:
        """An action as a short instruction, e.g. "Put Potato into storage"."""
        book = self.book
        match action:
            case act.Place(card=c, spot=spot):
                where = {"store": "into storage", "companion": "beside your mat as a companion"}
                if spot in where:
                    return f"Put {book(c).name} {where[spot]}"
                if spot.startswith("in:"):
                    return f"Put {book(c).name} inside {book(int(spot[3:])).name}"
                holder, _, slot = spot.rpartition(":")
                on = f"{book(int(holder)).name}'s " if holder else "your "
                return f"Equip {book(c).name} in {on}{SLOT_LABELS.get(slot, slot).lower()} slot"
            case act.Unplace(card=c):
                return f"Take {book(c).name} back into your hand"
            case act.Trash(card=c):
                return f"Trash {book(c).name}"
            case act.Buy(card=c):
                return f"Buy {book(c).name}"
            case act.DiscardGoods(card=c):
                return f"Give up {book(c).name}"
        return self.button_label(action, view, names)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """What Space does: finish the current step."""
        for kind in (act.Sell, act.EndMarket, act.FinishEquip, act.SkipAttack):
            for a in actions:
                if isinstance(a, kind):
                    return a
        return None

    def attack_odds(self, view: AimView, attacker: int, defender: int) -> float:
        me, them = view.players[attacker].totals, view.players[defender].totals
        if me is None or them is None:
            return 0.0
        return win_chance(me.battle_attack, them.battle_attack + them.battle_defense)

    # ------------------------------------------------------------ picking and dropping
    def targets(self, action: Action) -> tuple[int, str] | None:
        """(card picked up, zone it drops on) for card actions; None for button actions."""
        match action:
            case act.Place(card=c, spot=s):
                if s.startswith("in:"):
                    return c, f"card:{s[3:]}"
                return c, f"spot:{s}"
            case act.Unplace(card=c):
                return c, "hand"
            case act.Trash(card=c):
                return c, "trash"
            case act.Buy(card=c):
                return c, "buy"
            case act.DiscardGoods(card=c):
                return c, "buy"
        return None

    def drop_action(self, card: int, zone: str, view: AimView) -> Action | None:
        """The action a drop would mean even when illegal, so the engine can say why not."""
        if zone.startswith("spot:"):
            return act.Place(card=card, spot=zone[5:])
        if zone.startswith("card:"):
            return act.Place(card=card, spot=f"in:{zone[5:]}")
        if zone == "trash":
            return act.Trash(card=card)
        if zone == "buy":
            if view.phase == "defender_discard":
                return act.DiscardGoods(card=card)
            return act.Buy(card=card)
        if zone == "hand":
            return act.Unplace(card=card)
        return None

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """Where newly visible cards come from: the deck they were drawn from."""
        z = lay.zones
        out: dict[str, pygame.Rect] = {}
        deck = z.get(f"deck{me}")
        if deck is not None:
            out["hand"] = deck.rect
        for zone_id in z:
            if zone_id.startswith("premium:") and "premium-deck" in z:
                out[zone_id] = z["premium-deck"].rect
            if zone_id == "common" and "common-deck" in z:
                out[zone_id] = z["common-deck"].rect
        return out

    def effects(self, scene: Any, events: Sequence[Any]) -> None:
        """Dice tumbling to the logged values, and the sounds of a step's events."""
        names = scene.session.seat_names
        now = scene.app.now
        sound = scene.app.sound
        for e in events:
            kind = getattr(e, "kind", "")
            if kind == "attack_rolled":
                caption = (
                    f"{names[e.attacker]} {e.attack_total}  vs  {names[e.defender]} "
                    f"{e.defense_total}: {'attacker wins' if e.attacker_won else 'defended'}"
                )
                scene.anim.roll(
                    [e.attack_roll, e.defense_roll], [(200, 50, 50), (200, 50, 50)], caption, now
                )
                sound.play("dice")
                won = e.attacker_won == (e.attacker == scene.session.viewer)
                sound.play("attack_won" if won else "attack_lost")
            elif kind == "turn_order_rolled":
                last = e.rolls[-1] if e.rolls else []
                scene.anim.roll(
                    list(last),
                    [(235, 190, 60)] * len(last),
                    f"Turn order: {names[e.order[0]]} goes first",
                    now,
                )
                sound.play("dice")
            elif kind in ("bought", "sold", "gold_taken"):
                sound.play("coins")
            elif kind in ("card_placed", "card_unplaced", "goods_discarded", "card_trashed"):
                sound.play("card_slide")
            elif kind == "cards_drawn":
                sound.play("card_flip")
            elif kind == "turn_started" and e.seat == scene.session.viewer:
                sound.play("your_turn")

    def face(self, card: int, width: int) -> pygame.Surface:
        return card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return card_tooltip_lines(card)

    # ------------------------------------------------------------ layout
    def layout(
        self, view: AimView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """Where everything goes inside ``main`` (the table area) for the player in seat ``me``."""
        n_opp = len(view.players) - 1
        gap = max(6, round(main.w / 160))
        # market cards: 13 columns across; mat and hand cards: what the height leaves, larger
        cw = max(34, int((main.w - 16 * gap) / 13.2))
        ch = card_size(cw)[1]
        lay = TableLayout()
        f = round(13 * scale)
        band_h = round(ch * 0.62) * 2 + 3 * f if n_opp else 0
        rest = main.h - (ch + f + 3 * gap) - band_h - gap
        big_h = max(ch, min(int(ch * 1.5), (rest - 3 * f - 4 * gap - 16) // 3))
        mat_cw = max(cw, round(big_h / 1.4))
        # --- markets row
        y = main.top + gap
        x = main.left + gap
        for tier in ("uncommon", "rare", "epic"):
            r = pygame.Rect(x, y, cw, ch)
            lay.add_zone(Zone(f"loot:{tier}", r, TIER_LABELS[tier], style="pile"))
            top_card = view.loot_tops[tier]
            if top_card is not None:
                lay.cards.append(CardSprite(f"c{top_card}", top_card, r.copy(), f"loot:{tier}"))
            lay.labels.append(
                Label(
                    f"{TIER_LABELS[tier][:4]}. {view.loot_counts[tier]}",
                    (r.centerx, r.bottom + 2),
                    LABEL,
                    anchor="midtop",
                )
            )
            x += cw + gap
        _face_down_pile(lay, "pesky", pygame.Rect(x, y, cw, ch), "Pesky", view.pesky_count)
        x += cw + 2 * gap
        _face_down_pile(
            lay, "premium-deck", pygame.Rect(x, y, cw, ch), "Premium", view.premium_deck_count
        )
        x += cw + gap
        for i, c in enumerate(view.premium_row):
            r = pygame.Rect(x, y, cw, ch)
            lay.add_zone(Zone(f"premium:{i}", r, "", style="slot"))
            if c is not None:
                lay.cards.append(CardSprite(f"c{c}", c, r.copy(), f"premium:{i}"))
            x += cw + gap
        x += gap
        _face_down_pile(
            lay, "common-deck", pygame.Rect(x, y, cw, ch), "Common", view.common_deck_count
        )
        x += cw + gap
        r = pygame.Rect(x, y, cw, ch)
        lay.add_zone(Zone("common", r, "", style="slot"))
        if view.common_card is not None:
            lay.cards.append(
                CardSprite(f"c{view.common_card}", view.common_card, r.copy(), "common")
            )
        if view.rebate:
            ds = max(16, cw // 3)
            lay.dice.append(
                DieSprite(
                    "rebate", (r.right - ds // 2 - 2, r.bottom - ds // 2 - 2), ds, view.rebate
                )
            )
        x += cw + 2 * gap
        r = pygame.Rect(x, y, cw, ch)
        lay.add_zone(Zone("trash", r, "Trash", drop=True, style="area"))
        if view.trash:
            last = view.trash[-1]
            lay.cards.append(CardSprite(f"c{last}", last, r.copy(), "trash"))
        lay.labels.append(
            Label(f"Trash {len(view.trash)}", (r.centerx, r.bottom + 2), LABEL, anchor="midtop")
        )
        for t in view.trash[:-1]:
            lay.cards.insert(0, CardSprite(f"c{t}", t, r.copy(), "trash"))
        rows_bottom = y + ch + f + 2 * gap

        # --- opponents band
        order = list(view.turn_order) or list(range(len(view.players)))
        others = (
            [s for s in order[order.index(me) + 1 :] + order[: order.index(me)]]
            if me in order
            else [s for s in range(len(view.players)) if s != me]
        )
        band = pygame.Rect(main.left + gap, rows_bottom, main.w - 2 * gap, band_h)
        if n_opp:
            each = (band.w - (n_opp - 1) * gap) // n_opp
            for k, seat in enumerate(others):
                area = pygame.Rect(band.left + k * (each + gap), band.top, each, band.h)
                self._opponent(lay, view, view.players[seat], seat, area, cw, f, names)
        mat_top = band.bottom + gap

        # --- my mat
        cw, ch = mat_cw, card_size(mat_cw)[1]
        hand_h = ch + f + gap
        mat = pygame.Rect(
            main.left + gap, mat_top, main.w - 2 * gap, main.bottom - mat_top - hand_h
        )
        self._my_mat(lay, view, view.players[me], me, mat, cw, f, gap, names)

        # --- my hand
        hand_area = pygame.Rect(main.left + gap, main.bottom - hand_h, main.w - 2 * gap, ch)
        lay.add_zone(Zone("hand", hand_area, "Hand", drop=True, style="area"))
        p = view.players[me]
        cards = p.hand if p.hand is not None else []
        if cards:
            hand_fan(lay, cards, hand_area, cw, ch, gap)
        elif p.hand_count:
            hidden_hand(
                lay,
                me,
                p.hand_count,
                hand_area.left,
                hand_area.top,
                cw,
                ch,
                "hand",
                shown=p.hand_count,
                step=cw // 2,
            )
        return lay

    def _opponent(
        self,
        lay: TableLayout,
        view: AimView,
        p: PlayerView,
        seat: int,
        area: pygame.Rect,
        cw: int,
        f: int,
        names: Sequence[str],
    ) -> None:
        lay.panels.append((area, theme.TABLE_DARK))
        mini = max(26, round(cw * 0.62))
        mh = card_size(mini)[1]
        active = " (playing)" if seat == view.active and view.phase != "game_over" else ""
        t = p.totals
        stats = (
            f"  A{t.attack} D{t.defense} G{t.gold}  Carry {t.load}/{t.carry}"
            if t is not None
            else "  (equipping in secret)"
        )
        lay.labels.append(
            Label(
                f"{names[seat]}{active}{stats}",
                (area.left + 6, area.top + 3),
                LABEL,
                bold=True,
                color=theme.ACCENT if active else theme.TEXT,
            )
        )
        y = area.top + f + 8
        x = area.left + 6
        # hand backs, deck, discard (sizes hidden while everyone equips in secret)
        hidden_hand(lay, seat, p.hand_count or 0, x, y, mini, mh, f"hand{seat}", step=mini // 4)
        shown = "?" if p.hand_count is None else p.hand_count
        lay.labels.append(Label(f"hand {shown}", (x, y + mh + 1), SMALL))
        x += mini + 7 * (mini // 4) + 8
        r = pygame.Rect(x, y, mini, mh)
        lay.add_zone(Zone(f"deck{seat}", r, "", style="pile"))
        if p.deck_count:
            lay.cards.append(CardSprite(f"deck{seat}", None, r.copy(), f"deck{seat}", False))
        shown = "?" if p.deck_count is None else p.deck_count
        lay.labels.append(Label(f"deck {shown}", (x, y + mh + 1), SMALL))
        x += mini + 6
        r = pygame.Rect(x, y, mini, mh)
        lay.add_zone(Zone(f"discard{seat}", r, "", style="pile"))
        for c in p.discard:
            lay.cards.append(CardSprite(f"c{c}", c, r.copy(), f"discard{seat}"))
        lay.labels.append(Label(f"discard {len(p.discard)}", (x, y + mh + 1), SMALL))
        x += mini + 10
        ds = max(18, mini // 2)
        for i, v in enumerate(_dice(p.gold)):
            lay.dice.append(
                DieSprite(
                    f"gold{seat}:{i}",
                    (x + ds // 2 + (i % 5) * (ds + 3), y + ds // 2 + (i // 5) * (ds + 3)),
                    ds,
                    v,
                )
            )
        # mat: equipped, companions, stored on the second row
        y2 = y + mh + f + 4
        x = area.left + 6
        if p.mat is None:
            return
        step = mini + 4
        for c, spot in p.mat.items():
            if spot in ("store",):
                continue
            if x + mini > area.right:
                break
            tag = "F" if spot == "companion" else ""
            lay.cards.append(
                CardSprite(f"c{c}", c, pygame.Rect(x, y2, mini, mh), f"mat{seat}", tag=tag)
            )
            x += step
        x += 8
        stored = [c for c, s in p.mat.items() if s == "store"]
        if stored:
            room = max(
                mini // 3,
                min(
                    step,
                    (area.right - x - mini) // max(1, len(stored) - 1) if len(stored) > 1 else step,
                ),
            )
            for i, c in enumerate(stored):
                lay.cards.append(
                    CardSprite(
                        f"c{c}", c, pygame.Rect(x + i * room, y2, mini, mh), f"store{seat}", tag="S"
                    )
                )

    def _my_mat(
        self,
        lay: TableLayout,
        view: AimView,
        p: PlayerView,
        me: int,
        mat: pygame.Rect,
        cw: int,
        f: int,
        gap: int,
        names: Sequence[str],
    ) -> None:
        ch = card_size(cw)[1]
        lay.panels.append((mat, (32, 80, 60)))
        t = p.totals
        whose = "Your mat" if view.viewer == me else f"{names[me]}'s mat"
        stats = (
            f"Attack {t.attack}  Defense {t.defense}  Gold {t.gold}   Carry {t.load}/{t.carry}"
            f"   Gold dice {p.gold}"
            if t
            else "(equipping in secret)"  # the public view while nobody holds the screen
        )
        lay.labels.append(
            Label(f"{whose}  {stats}", (mat.left + 8, mat.top + 4), LABEL + 1, bold=True)
        )
        # paper doll: row 1 back, head ; row 2 hand1, body, hand2
        top = mat.top + f + 12
        doll_left = mat.left + 8
        cols = [doll_left + i * (cw + gap) for i in range(3)]
        slot_rects = {
            "back": pygame.Rect(cols[0], top, cw, ch),
            "head": pygame.Rect(cols[1], top, cw, ch),
            "hand1": pygame.Rect(cols[0], top + ch + gap, cw, ch),
            "body": pygame.Rect(cols[1], top + ch + gap, cw, ch),
            "hand2": pygame.Rect(cols[2], top + ch + gap, cw, ch),
        }
        if slot_rects["hand2"].bottom > mat.bottom:  # short window: one row of five
            for i, s in enumerate(("head", "back", "body", "hand1", "hand2")):
                slot_rects[s] = pygame.Rect(doll_left + i * (cw + gap), top, cw, ch)
        for spot, r in slot_rects.items():
            lay.add_zone(Zone(f"spot:{spot}", r, SLOT_LABELS[spot], drop=True))
        mat_cards = p.mat or {}
        accessory_offset = max(8, cw // 5)
        placed_in: dict[str, int] = {}
        for c, spot in mat_cards.items():
            if spot in slot_rects:
                d = self.book(c)
                r = slot_rects[spot].copy()
                if not d.occupies_slot:
                    r = r.move(accessory_offset, accessory_offset)
                    r.size = (round(cw * 0.8), round(ch * 0.8))
                elif d.two_handed:
                    r = slot_rects["hand1"].union(slot_rects["hand2"]).copy()
                    r.size = (cw, ch)
                    r.centerx = slot_rects["body"].centerx
                    r.top = slot_rects["body"].top + accessory_offset
                placed_in[spot] = c
                lay.cards.append(CardSprite(f"c{c}", c, r, f"spot:{spot}", owner_view=True))
                lay.add_zone(Zone(f"card:{c}", r.copy(), "", style="none"))
        # companions
        cx = (
            cols[2] + cw + 3 * gap
            if slot_rects["hand2"].left == cols[2]
            else slot_rects["hand2"].right + 3 * gap
        )
        comp_area = pygame.Rect(cx, top, max(cw + 2 * gap, int(mat.w * 0.28)), ch + f + 4)
        lay.add_zone(Zone("spot:companion", comp_area, "Companions", drop=True, style="area"))
        comps = [c for c, s in mat_cards.items() if s == "companion"]
        x = comp_area.left + 4
        mini = max(24, cw // 3)
        for c in comps:
            r = pygame.Rect(x, comp_area.top + f + 2, cw, ch)
            lay.cards.append(CardSprite(f"c{c}", c, r, "spot:companion", owner_view=True))
            lay.add_zone(Zone(f"card:{c}", r.copy(), "", style="none"))
            if self.book(c).companion_slots:
                for i, s in enumerate(("head", "back", "body", "hand1", "hand2")):
                    sr = pygame.Rect(
                        r.left + i * (mini // 2 + 2), r.bottom + 2, mini // 2, mini // 2
                    )
                    lay.add_zone(Zone(f"spot:{c}:{s}", sr, s[0].upper() + s[-1], drop=True))
            x += cw + gap
        for c, spot in mat_cards.items():  # companions' equipment: small, over the companion
            if ":" in spot and not spot.startswith("in:"):
                holder, slot = spot.split(":", 1)
                zone = lay.zones.get(f"spot:{spot}")
                if zone is not None:
                    r = pygame.Rect(0, 0, round(cw * 0.6), round(ch * 0.6))
                    r.midtop = zone.rect.midbottom
                    lay.cards.append(CardSprite(f"c{c}", c, r, f"spot:{spot}", owner_view=True))
                    lay.add_zone(Zone(f"card:{c}", r.copy(), "", style="none"))
        for c, spot in mat_cards.items():  # sacks inside storage: tucked over their host
            if spot.startswith("in:"):
                host = lay.zones.get(f"card:{spot[3:]}")
                if host is not None:
                    r = host.rect.move(accessory_offset, round(ch * 0.45))
                    r.size = (round(cw * 0.7), round(ch * 0.7))
                    lay.cards.append(CardSprite(f"c{c}", c, r, "nested", owner_view=True))
                    lay.add_zone(Zone(f"card:{c}", r.copy(), "", style="none"))
        # storage
        sx = comp_area.right + 2 * gap
        piles_w = 2 * cw + 3 * gap
        store = pygame.Rect(sx, top, max(cw + 8, mat.right - sx - piles_w), mat.bottom - top - 4)
        lay.add_zone(Zone("spot:store", store, "Storage", drop=True, style="area"))
        stored = [c for c, s in mat_cards.items() if s == "store"]
        if stored:
            per_row = max(1, (store.w - 8) // (cw // 2 + 2))
            step = min(
                cw + 4,
                max(
                    cw // 3,
                    (store.w - cw - 8) // max(1, min(per_row, len(stored)) - 1)
                    if len(stored) > 1
                    else cw,
                ),
            )
            for i, c in enumerate(stored):
                r = pygame.Rect(store.left + 4 + i * step, store.top + f + 4, cw, ch)
                if r.right > store.right:
                    r.x = store.right - cw - 2
                lay.cards.append(CardSprite(f"c{c}", c, r, "spot:store", owner_view=True, tag="S"))
        ds = max(18, cw // 3)
        dy = store.bottom - ds // 2 - 6
        for i, v in enumerate(_dice(p.gold)):
            lay.dice.append(
                DieSprite(f"gold{me}:{i}", (store.left + 6 + ds // 2 + i * (ds + 4), dy), ds, v)
            )
        # deck and discard
        px = store.right + gap
        r = pygame.Rect(px, top, cw, ch)
        lay.add_zone(Zone(f"deck{me}", r, "Deck", style="pile"))
        if p.deck_count:
            lay.cards.append(CardSprite(f"deck{me}", None, r.copy(), f"deck{me}", False))
        lay.labels.append(
            Label(
                f"Deck {'?' if p.deck_count is None else p.deck_count}",
                (r.centerx, r.bottom + 2),
                LABEL,
                anchor="midtop",
            )
        )
        r2 = pygame.Rect(px + cw + gap, top, cw, ch)
        lay.add_zone(Zone("buy", r2, "Discard", drop=True, style="pile"))
        for c in p.discard:
            lay.cards.append(CardSprite(f"c{c}", c, r2.copy(), "buy"))
        lay.labels.append(
            Label(f"Discard {len(p.discard)}", (r2.centerx, r2.bottom + 2), LABEL, anchor="midtop")
        )


def _dice(gold: int) -> list[int]:
    from game.games.aim.model import dice_for

    return dice_for(gold)

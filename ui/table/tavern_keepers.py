"""The Tavern Keepers table: Ye Olde Quest Board, the Rumor Mill, the bids, the taverns.

The generic table scene (ui/scenes/table.py) asks this adapter where everything goes for
a view, which card an action picks up and where it drops, and what the buttons say.
Everything comes from the seat's view (``rules.view(state, seat)``): another seat's hand
and face-down bid are only ever drawn as card backs, because the view holds no ids for them.

Zones: ``rumor:i``, ``quest:i`` (a quest pile: click to choose it, drop to bid on it),
``bid:s`` (seat s's bid pile on the quest in progress), ``adv:c`` (adventurer c in its
tavern: a sabotage drops here), ``tavern:s``, ``hand``, ``deck``, ``discard``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.model import Action
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers.cards import card_book
from game.games.tavern_keepers.view import TkView
from ui import theme
from ui.table.animator import RevealGroup
from ui.table.model import CardSprite, Label, TableLayout, Zone
from ui.table.shared import LABEL, SMALL, face_down_pile, hand_fan, hidden_hand, spread_step
from ui.widgets.tk_cards import (
    colour_abbr,
    colour_label,
    colour_rgb,
    tk_card_back,
    tk_card_face,
    tk_tooltip_lines,
)

PHASES = ("Bidding for quests", "Sabotage", "The end")
PHASE_INDEX = {"bidding": 0, "sabotage": 1, "game_over": 2}
QUEST_GIVER = (236, 190, 70)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _text_w(text: str, size: int, scale: float, bold: bool = False) -> int:
    """How wide ``text`` is drawn at label ``size`` (the table scales label sizes)."""
    return theme._font(max(8, round(size * scale)), bold, False).size(text)[0]


def light(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour lightened enough to read as text on the dark table."""
    return _mix(rgb, (255, 255, 255), 0.45)


class TavernKeepersTable:
    game_id = "tavern-keepers"
    phases = PHASES

    def __init__(self) -> None:
        self.book = card_book()

    # ------------------------------------------------------------ words
    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: adventurers still at home (fewer is better)."""
        if score == 0:
            text = "tavern empty"
        else:
            text = f"{score} adventurer{'s' if score != 1 else ''} still at home"
        hand = details.get("hand")
        return text + (f"  ({hand} cards in hand)" if hand is not None else "")

    def phase_index(self, view: TkView) -> int:
        return PHASE_INDEX.get(view.phase, 0)

    def card_words(self, card: int) -> str:
        face = self.book(card)
        return f"{face.name} ({colour_abbr(face.colour)})"

    def focus_words(self, view: TkView, quest: int) -> str:
        pile = view.quests[quest]
        if not pile:
            return f"Quest {quest + 1} (empty: no Focus)"
        return f"Quest {quest + 1} (Focus {colour_label(self.book(pile[-1]).colour)})"

    def hint(self, view: TkView, seat: int | None, names: Sequence[str]) -> str:
        """What the player at the screen must do now, and why, in words."""
        if view.phase == "game_over":
            winners = view.ctx.result.winners if view.ctx.result else []
            who = " and ".join(names[w] for w in winners)
            plural = "s" if len(winners) > 1 else ""
            return f"The game is over: {who} emptied their tavern{plural}."
        if seat is None or seat not in view.to_act:
            waiting = ", ".join(names[s] for s in view.to_act)
            if view.phase == "sabotage":
                return f"Sabotage: waiting for {waiting}."
            return f"Bidding: waiting for {waiting}."
        p = view.players[seat]
        if view.phase == "sabotage":
            hits = self.sabotage_targets(view, seat)
            can = (
                "You can hit "
                + ", ".join(f"{names[o]}'s {self.card_words(t)}" for o, t in hits[:3])
                + (" and more" if len(hits) > 3 else "")
                + "."
                if hits
                else "You hold no pair matching a prepared adventurer, so you can only be done."
            )
            return (
                "Send out adventurers: you may sabotage. Click another player's sideways "
                "(prepared) adventurer, or drag a card of its colour onto it: two cards of "
                f"that colour are discarded and the adventurer stays home. {can} "
                "Press Done sabotaging when finished."
            )
        on_pile = len(p.bid or [])
        if seat == view.opener:
            if view.lone:
                lead = (
                    "You are the only player still to win a quest this round: bid at least "
                    f"{view.min_bid} card{'s' if view.min_bid != 1 else ''} on any quest and "
                    "you win it at once."
                )
            else:
                lead = "You open this bid: choose a quest, then bid at least one card on it."
            if view.quest is None:
                return f"{lead} Click a quest on the board (or press its button)."
            return (
                f"{lead} Bidding on {self.focus_words(view, view.quest)}. Drag cards face down "
                f"onto your bid pile ({on_pile} there now), then Commit bid."
            )
        q = view.quest if view.quest is not None else 0
        opener = names[view.opener] if view.opener is not None else "?"
        colour = self.book(view.quests[q][-1]).colour if view.quests[q] else None
        counts = (
            f"Only {colour_label(colour)} cards count; a tie goes to the most cards, then to "
            "who bid first."
            if colour
            else "The quest has no Focus, so only the number of cards counts."
        )
        return (
            f"{opener} bids on {self.focus_words(view, q)}. Drag cards face down onto your "
            f"bid pile and Commit bid ({on_pile} there now), or Pass. {counts}"
        )

    def sabotage_targets(self, view: TkView, seat: int) -> list[tuple[int, int]]:
        """(owner, adventurer) pairs ``seat`` could sabotage with two cards of its hand."""
        hand = view.players[seat].hand or []
        held: dict[str, int] = {}
        for c in hand:
            colour = self.book.colour_of[c]
            held[colour] = held.get(colour, 0) + 1
        return [
            (other.seat, t)
            for other in view.players
            if other.seat != seat
            for t in other.prepared
            if held.get(self.book.colour_of[t], 0) >= 2
        ]

    def button_label(self, action: Action, view: TkView, names: Sequence[str]) -> str:
        match action:
            case act.ChooseQuest(quest=q):
                pile = view.quests[q]
                focus = colour_abbr(self.book(pile[-1]).colour) if pile else "empty"
                return f"Quest {q + 1} ({focus}, {len(pile)} card{'s' * (len(pile) != 1)})"
            case act.CommitBid():
                me = view.viewer if view.viewer is not None else (view.bidder or 0)
                n = len(view.players[me].bid or [])
                return f"Commit bid ({n} card{'s' if n != 1 else ''})"
            case act.PassBid():
                return "Pass"
            case act.DoneSabotage():
                return "Done sabotaging"
            case act.Sabotage(target=t):
                return f"Sabotage {self.card_words(t)}"
        return action.label()

    def action_words(self, action: Action, view: TkView, names: Sequence[str]) -> str:
        """An action as a short instruction, e.g. "Bid Rat Catcher (Wa) face down"."""
        match action:
            case act.BidCard(card=c):
                return f"Bid {self.card_words(c)} face down"
            case act.TakeBack(card=c):
                return f"Take {self.card_words(c)} back into your hand"
            case act.ChooseQuest(quest=q):
                return f"Bid on {self.focus_words(view, q)}"
            case act.Sabotage(target=t, first=a, second=b):
                owner = next((p.seat for p in view.players if t in p.prepared), None)
                whose = f"{names[owner]}'s " if owner is not None else ""
                return (
                    f"Discard {self.card_words(a)} and {self.card_words(b)} to keep "
                    f"{whose}{self.card_words(t)} at home"
                )
        return self.button_label(action, view, names)

    def primary(self, actions: Sequence[Action]) -> Action | None:
        """What Space does: commit the bid, or be done sabotaging (never a pass)."""
        for kind in (act.CommitBid, act.DoneSabotage):
            for a in actions:
                if isinstance(a, kind):
                    return a
        return None

    # ------------------------------------------------------------ picking and dropping
    def targets(self, action: Action) -> list[tuple[int, str]] | None:
        """Where a drag makes the action: None for button actions."""
        match action:
            case act.BidCard(card=c):
                return [(c, "bid:me"), (c, "quest:bid")]
            case act.TakeBack(card=c):
                return [(c, "hand")]
            case act.Sabotage(target=t, first=a, second=b):
                return [(a, f"adv:{t}"), (b, f"adv:{t}")]
        return None

    def click_zone(self, action: Action) -> str | None:
        """Clicking a quest pile chooses it (the button does the same); clicking a rival's
        prepared adventurer sabotages it with the first pair of cards that can."""
        if isinstance(action, act.ChooseQuest):
            return f"quest:{action.quest}"
        if isinstance(action, act.Sabotage):
            return f"adv:{action.target}"
        return None

    def drop_action(self, card: int, zone: str, view: TkView) -> Action | None:
        """What a drop meant even when illegal, so the engine can say why not."""
        if zone.startswith(("quest:", "bid:")):
            return act.BidCard(card=card)
        if zone == "hand":
            return act.TakeBack(card=card)
        if zone.startswith("adv:"):
            target = int(zone[4:])
            me = view.viewer if view.viewer is not None else 0
            hand = view.players[me].hand or []
            colour = self.book.colour_of[card]
            other = next((c for c in hand if c != card and self.book.colour_of[c] == colour), card)
            return act.Sabotage(target=target, first=min(card, other), second=max(card, other))
        return None

    def face(self, card: int, width: int) -> pygame.Surface:
        return tk_card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return tk_card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return tk_tooltip_lines(card)

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """New cards come from the deck: drawn into the hand, dealt as rumours."""
        deck = lay.zones.get("deck")
        if deck is None:
            return {}
        out = {"hand": deck.rect}
        for i in range(3):
            out[f"rumor:{i}"] = deck.rect
        for zone_id, zone in lay.zones.items():  # others' bid cards come out of their hands
            if zone_id.startswith("handof:"):
                out[f"bid:{zone_id[7:]}"] = zone.rect
        return out

    def effects(self, scene: Any, events: Sequence[Any]) -> None:
        """The reveal of the bids (and of a sabotage's two cards) and the sounds."""
        names = scene.session.seat_names
        sound = scene.app.sound
        viewer = scene.session.viewer
        won = next((e for e in events if getattr(e, "kind", "") == "bid_won"), None)
        done = next((e for e in events if getattr(e, "kind", "") == "quest_discarded"), None)
        focus = self.book(done.cards[-1]).colour if done is not None and done.cards else None
        prepared = next(
            (e for e in events if getattr(e, "kind", "") == "adventurers_prepared"), None
        )
        for e in events:
            kind = getattr(e, "kind", "")
            if kind == "bids_revealed":
                scene.anim.reveal(
                    self._reveal_groups(e, won, focus, names, done),
                    self._reveal_caption(e, won, prepared, focus, names),
                    scene.app.now,
                )
                sound.play("card_flip")
            elif kind == "sabotaged":
                scene.anim.reveal(
                    [RevealGroup(f"{names[e.seat]} discards", list(e.cards), won=True)],
                    f"{names[e.seat]} sabotages {names[e.owner]}'s {self.card_words(e.target)}: "
                    "it stays home this round.",
                    scene.app.now,
                )
                sound.play("attack_won" if e.seat == viewer else "attack_lost")
            elif kind in ("card_bid", "card_taken_back", "bid_returned", "adventurers_sent"):
                sound.play("card_slide")
            elif kind in ("card_drawn", "rumors_dealt"):
                sound.play("card_flip")
            elif kind in ("bid_opened", "bid_asked", "sabotage_asked") and e.seat == viewer:
                sound.play("your_turn")

    def _reveal_groups(
        self, e: Any, won: Any, focus: str | None, names: Sequence[str], quest: Any = None
    ) -> list[RevealGroup]:
        mark = f" {colour_abbr(focus)}" if focus else ""
        groups = []
        if quest is not None and quest.cards:  # what was at stake, face up all along
            groups.append(
                RevealGroup(
                    f"Quest {quest.quest + 1}",
                    list(quest.cards),
                    f"Focus{mark}",
                    face_up=True,
                )
            )
        for seat, cards, matching in zip(e.bidders, e.bids, e.matching, strict=False):
            groups.append(
                RevealGroup(
                    names[seat],
                    list(cards),
                    f"{matching}{mark} of {len(cards)}",
                    won is not None and won.seat == seat,
                )
            )
        return groups

    def _reveal_caption(
        self, e: Any, won: Any, prepared: Any, focus: str | None, names: Sequence[str]
    ) -> str:
        if won is None:
            return f"The bids on Quest {e.quest + 1} are revealed."
        how = f" (tie broken: {won.tiebreak})" if won.tiebreak else ""
        caption = (
            f"{names[won.seat]} wins Quest {won.quest + 1} with {won.matching} "
            f"{colour_label(focus) + ' ' if focus else 'matching '}"
            f"card{'s' if won.matching != 1 else ''}{how}"
        )
        if prepared is not None:
            n = len(prepared.adventurers)
            caption += f" and prepares {n} adventurer{'s' if n != 1 else ''}"
        return caption + "."

    # ------------------------------------------------------------ layout
    def layout(
        self, view: TkView, me: int, main: pygame.Rect, scale: float, names: Sequence[str]
    ) -> TableLayout:
        """Where everything goes inside ``main`` for the player in seat ``me``: the board
        (rumours over quests), the bids, deck and discard on top; a tavern per seat; the
        viewer's hand at the bottom."""
        lay = TableLayout()
        n = len(view.players)
        gap = max(6, round(main.w / 160))
        f = round(LABEL * scale) + 2
        fixed_h = 6 * f + 32 + 7 * gap
        cw_h = (main.h - fixed_h) / 5.8
        cw_w = (main.w - 12 * gap) / 7.2
        cw = int(max(30, min(cw_h, cw_w, 190 * scale)))
        ch = round(cw * 1.4)
        rw = round(cw * 0.62)
        rh = round(rw * 1.4)
        fan = round(ch * 0.75)
        tcw = round(cw * 0.7)
        tch = round(tcw * 1.4)
        board_h = f + 2 + rh + gap + 2 * f + 6 + ch + fan + f + 4
        tav_h = f + 8 + tch + 8
        hand_h = ch + f + 4 + round(ch * 0.06) + gap // 2
        top = main.top + gap
        pad = max(4, cw // 12)
        col_w = cw + 2 * pad
        # --- Ye Olde Quest Board: rumour over quest, three columns
        x = main.left + gap
        board = pygame.Rect(x, top, 3 * col_w + 2 * gap, board_h)
        lay.panels.append((board.inflate(gap, gap // 2), theme.TABLE_DARK))
        for q in range(3):
            col = pygame.Rect(x + q * (col_w + gap), top, col_w, board_h)
            self._quest_column(lay, view, q, col, cw, ch, rw, rh, f, gap, scale)
        # --- deck and discard, right edge
        right = pygame.Rect(main.right - gap - cw, top + f + 2, cw, ch)
        face_down_pile(lay, "deck", right, "Deck", view.deck_count)
        disc = pygame.Rect(right.left, right.bottom + f + gap, cw, ch)
        lay.add_zone(Zone("discard", disc, "Discard", style="pile"))
        for c in view.discard[-3:]:
            lay.cards.append(CardSprite(f"c{c}", c, disc.copy(), "discard"))
        lay.labels.append(
            Label(
                f"Discard {len(view.discard)}",
                (disc.centerx, disc.bottom + 2),
                LABEL,
                anchor="midtop",
            )
        )
        if view.box:
            lay.labels.append(
                Label(
                    f"In the box: {len(view.box)}",
                    (disc.centerx, disc.bottom + f + 4),
                    SMALL,
                    theme.MUTED,
                    anchor="midtop",
                )
            )
        # --- the bids on the quest in progress, between the board and the deck
        strip = pygame.Rect(board.right + 2 * gap, top, right.left - board.right - 4 * gap, board_h)
        self._bid_strip(lay, view, me, strip, cw, f, gap, names, scale)
        # --- a tavern per seat, clockwise from the viewer
        tav_top = board.bottom + gap
        order = [(me + i) % n for i in range(n)]
        each = (main.w - (n + 1) * gap) // n
        for k, seat in enumerate(order):
            area = pygame.Rect(main.left + gap + k * (each + gap), tav_top, each, tav_h)
            self._tavern(lay, view, seat, me, area, tcw, tch, f, gap, names, scale)
        # --- the viewer's hand
        hand_area = pygame.Rect(main.left + gap, main.bottom - hand_h, main.w - 2 * gap, hand_h)
        hand_area.top = max(hand_area.top, tav_top + tav_h + gap)
        p = view.players[me]
        drop = pygame.Rect(hand_area.left, hand_area.top + f + 2, hand_area.w, ch)
        lay.add_zone(Zone("hand", drop, "", drop=True, style="none"))
        if p.hand is not None:
            whose = "Your hand" if view.viewer == me else f"{names[me]}'s hand"
            lay.labels.append(
                Label(f"{whose} ({len(p.hand)})", (hand_area.left, hand_area.top), LABEL, bold=True)
            )
            hand_fan(lay, p.hand, drop, cw, ch, gap)
        return lay

    def _quest_column(
        self,
        lay: TableLayout,
        view: TkView,
        q: int,
        col: pygame.Rect,
        cw: int,
        ch: int,
        rw: int,
        rh: int,
        f: int,
        gap: int,
        scale: float,
    ) -> None:
        if q == 1:  # one title over the three rumour spaces
            lay.labels.append(
                Label("Rumor Mill", (col.centerx, col.top), SMALL, theme.MUTED, "midtop", True)
            )
        rr = pygame.Rect(0, 0, rw, rh)
        rr.midtop = (col.centerx, col.top + f + 2)
        lay.add_zone(Zone(f"rumor:{q}", rr, "", style="pile"))
        rumor = view.rumors[q]
        if rumor is not None:
            lay.cards.append(CardSprite(f"c{rumor}", rumor, rr.copy(), f"rumor:{q}"))
        qtop = rr.bottom + gap
        pile = view.quests[q]
        quest_area = pygame.Rect(col.left, qtop, col.w, col.bottom - qtop)
        focus = self.book(pile[-1]).colour if pile else None
        tint = _mix(colour_rgb(focus), theme.TABLE_DARK, 0.62) if focus else theme.TABLE_DARK
        bidding_here = view.quest == q and view.phase == "bidding"
        if bidding_here:  # a gold frame: the quest being bid on
            lay.panels.append((quest_area.inflate(6, 6), theme.ACCENT))
        lay.panels.append((quest_area, tint))
        lay.labels.append(
            Label(
                f"Quest {q + 1}" + (" (bid)" if bidding_here and col.w > 9 * f else ""),
                (quest_area.left + 4, quest_area.top + 2),
                LABEL,
                theme.ACCENT if bidding_here else theme.TEXT,
                bold=True,
            )
        )
        lay.labels.append(
            Label(
                self._focus_label(focus, col.w, scale),
                (quest_area.left + 4, quest_area.top + f + 2),
                SMALL,
                light(colour_rgb(focus)) if focus else theme.MUTED,
            )
        )
        pile_top = quest_area.top + 2 * f + 6
        zone = lay.add_zone(Zone(f"quest:{q}", quest_area.copy(), "", drop=True, style="none"))
        if bidding_here:
            lay.zones["quest:bid"] = Zone(
                "quest:bid", zone.rect.copy(), "", drop=True, style="none"
            )
        room = quest_area.bottom - f - 4 - pile_top - ch
        step = round(ch * 0.3) if len(pile) < 2 else min(round(ch * 0.3), room // (len(pile) - 1))
        step = max(4, step)
        for i, c in enumerate(pile):
            r = pygame.Rect(col.centerx - cw // 2, pile_top + i * step, cw, ch)
            lay.cards.append(CardSprite(f"c{c}", c, r, f"quest:{q}"))
        lay.labels.append(
            Label(
                f"{len(pile)} card{'s' if len(pile) != 1 else ''}",
                (col.centerx, quest_area.bottom - f - 2),
                SMALL,
                anchor="midtop",
            )
        )

    def _focus_label(self, focus: str | None, width: int, scale: float) -> str:
        """The Focus in words and mark, as long as the column has room for."""
        if focus is None:
            return "No Focus"
        full = f"Focus {colour_abbr(focus)} {self.book.colours[focus].name}"  # type: ignore[index]
        char = SMALL * scale * 0.62
        return full if len(full) * char <= width - 8 else f"Focus {colour_abbr(focus)}"

    def _bid_strip(
        self,
        lay: TableLayout,
        view: TkView,
        me: int,
        strip: pygame.Rect,
        cw: int,
        f: int,
        gap: int,
        names: Sequence[str],
        scale: float,
    ) -> None:
        lay.panels.append((strip, (24, 58, 44)))
        if view.phase == "game_over":
            winners = [names[w] for w in (view.ctx.result.winners if view.ctx.result else [])]
            title = (
                "The game is over: "
                + (" and ".join(winners) or "nobody")
                + (" win together" if len(winners) > 1 else " wins")
            )
        elif view.phase == "sabotage":
            title = "Send out adventurers: sabotage step"
        elif view.quest is None:
            opener = names[view.opener] if view.opener is not None else "?"
            title = f"{opener} opens: choosing a quest"
        else:
            title = f"Bids on {self.focus_words(view, view.quest)}"
        lay.labels.append(Label(title, (strip.left + 6, strip.top + 3), LABEL, bold=True))
        if view.lone and view.phase == "bidding":
            lay.labels.append(
                Label(
                    f"Lone bidder: at least {view.min_bid} cards, wins at once",
                    (strip.left + 6, strip.top + f + 3),
                    SMALL,
                    theme.ACCENT,
                )
            )
        if view.phase == "sabotage":
            y = strip.top + f + 10
            per_line = max(20, int((strip.w - 16) / (SMALL * scale * 0.6)))
            lines = textwrap.wrap(
                "Prepared (sideways) adventurers leave for their owners' hands once everyone "
                "is done. Discard two cards of one colour to keep another player's prepared "
                "adventurer of that colour at home.",
                per_line,
            )
            lines.append("")
            for p in view.players:
                going = len(p.prepared)
                who = "You" if p.seat == me and view.viewer == me else names[p.seat]
                acting = p.seat in view.to_act
                lines.append(
                    f"{who}: {going} leaving, {len(p.tavern)} staying"
                    + ("  - deciding now" if acting else "")
                )
            for line in lines:
                lay.labels.append(Label(line, (strip.left + 8, y), SMALL, theme.TEXT))
                y += f
        if view.phase != "bidding":
            return
        n = len(view.players)
        box_top = strip.top + 2 * f + 8
        each = (strip.w - (n + 1) * gap) // n
        bcw = max(20, min(round(cw * 0.8), each - 8))
        bch = round(bcw * 1.4)
        bid_order = list(view.bid_order)
        for k in range(n):
            seat = (view.quest_giver + k) % n
            p = view.players[seat]
            box = pygame.Rect(
                strip.left + gap + k * (each + gap), box_top, each, strip.bottom - box_top - gap
            )
            acting = seat in view.to_act
            lay.add_zone(
                Zone(
                    f"bid:{seat}", box, "", drop=seat == me, style="slot" if seat == me else "area"
                )
            )
            if seat == me:
                lay.zones["bid:me"] = Zone("bid:me", box.copy(), "", drop=True, style="none")
            label = "You" if seat == me and view.viewer == me else names[seat]
            lay.labels.append(
                Label(
                    label,
                    (box.left + 4, box.top + 2),
                    LABEL,
                    theme.ACCENT if acting else theme.TEXT,
                    bold=acting,
                )
            )
            if p.won:
                status = "won this round"
            elif p.passed:
                status = "passed"
            elif p.committed:
                status = (
                    f"bid {p.bid_count} (#{bid_order.index(seat) + 1})"
                    if seat in bid_order
                    else f"bid {p.bid_count}"
                )
            elif acting:
                status = "bidding now"
            elif view.quest is None:
                status = ""
            else:
                status = "to come"
            lay.labels.append(Label(status, (box.left + 4, box.top + f + 2), SMALL, theme.MUTED))
            y = box.top + 2 * f + 6
            area_w = box.w - 8
            if p.bid is not None:  # the viewer's own pile: its cards, face up to its owner
                step = spread_step(len(p.bid), area_w, bcw, 4, least=max(6, bcw // 5))
                for i, c in enumerate(p.bid):
                    lay.cards.append(
                        CardSprite(
                            f"c{c}",
                            c,
                            pygame.Rect(box.left + 4 + i * step, y, bcw, bch),
                            f"bid:{seat}",
                            owner_view=True,
                            tag="bid",
                        )
                    )
            else:
                step = spread_step(p.bid_count, area_w, bcw, 4, least=max(4, bcw // 6))
                for i in range(p.bid_count):
                    lay.cards.append(
                        CardSprite(
                            f"bid{seat}:{i}",
                            None,
                            pygame.Rect(box.left + 4 + i * step, y, bcw, bch),
                            f"bid:{seat}",
                            face_up=False,
                        )
                    )

    def _tavern(
        self,
        lay: TableLayout,
        view: TkView,
        seat: int,
        me: int,
        area: pygame.Rect,
        tcw: int,
        tch: int,
        f: int,
        gap: int,
        names: Sequence[str],
        scale: float,
    ) -> None:
        p = view.players[seat]
        acting = seat in view.to_act
        lay.panels.append((area, (44, 92, 70) if seat == me else theme.TABLE_DARK))
        lay.add_zone(Zone(f"tavern:{seat}", area, "", style="none"))
        whose = "You" if seat == me and view.viewer == me else names[seat]
        left = len(p.tavern) + len(p.prepared)
        title = f"{whose}: {left} at home"
        chip_text = "Quest Giver"
        if view.quest_giver == seat:  # the token sits with its holder, in the header
            label_w = _text_w(title, LABEL, scale, bold=True)
            if label_w + _text_w(chip_text, SMALL, scale) + 24 > area.w:
                chip_text = "QG"
                title = f"{whose}: {left} home"
        lay.labels.append(
            Label(
                title,
                (area.left + 6, area.top + 4),
                LABEL,
                theme.ACCENT if acting else theme.TEXT,
                bold=True,
            )
        )
        # the Quest Giver token sits with its holder
        if view.quest_giver == seat:
            chip = pygame.Rect(0, 0, _text_w(chip_text, SMALL, scale, bold=True) + 10, f + 2)
            chip.topright = (area.right - 4, area.top + 3)
            lay.panels.append((chip, QUEST_GIVER))
            lay.labels.append(Label(chip_text, chip.center, SMALL, theme.INK, "center", bold=True))
        # the hand: face-down backs for others, only a count for the viewer (it is below)
        hand_w = 0
        if p.hand is None or seat != me:
            hcw = max(14, round(tcw * 0.5))
            hch = round(hcw * 1.4)
            hx = area.right - 6 - hcw - 3 * max(3, hcw // 4)
            hy = area.top + f + 8
            if p.hand is not None:  # a spectator's view (replay, game over): all shown
                step = max(3, hcw // 4)
                for i, c in enumerate(p.hand[:4]):
                    r = pygame.Rect(hx + i * step, hy, hcw, hch)
                    lay.cards.append(CardSprite(f"c{c}", c, r, f"handof:{seat}"))
            else:
                hidden_hand(lay, seat, p.hand_count, hx, hy, hcw, hch, f"handof:{seat}", shown=4)
            lay.add_zone(Zone(f"handof:{seat}", pygame.Rect(hx, hy, hcw, hch), "", style="none"))
            lay.labels.append(Label(f"hand {p.hand_count}", (hx, hy + hch + 1), SMALL, theme.MUTED))
            hand_w = area.right - hx + 4
        # adventurers: standing at home, prepared ones turned sideways
        x0 = area.left + 6
        y = area.top + f + 8
        room = area.w - 12 - hand_w
        standing, sideways = list(p.tavern), list(p.prepared)
        cards = [(c, False) for c in standing] + [(c, True) for c in sideways]
        widths = [tch if turned else tcw for _, turned in cards]
        full = sum(w + 4 for w in widths[:-1])
        squeeze = min(1.0, (room - widths[-1]) / full) if len(cards) > 1 and full else 1.0
        x = x0
        for k, (c, turned) in enumerate(cards):
            w, h = (tch, tcw) if turned else (tcw, tch)
            r = pygame.Rect(x, y + tch - h, w, h)
            lay.cards.append(
                CardSprite(
                    f"c{c}", c, r, f"tavern:{seat}", sideways=turned, tag="ready" if turned else ""
                )
            )
            step = max(6, round((w + 4) * squeeze))
            hit = r.copy()
            if k < len(cards) - 1:
                hit.w = min(hit.w, step)  # only the part that shows takes a drop
            lay.add_zone(Zone(f"adv:{c}", hit, "", drop=True, style="none"))
            x += step
        if not standing and not sideways:
            lay.labels.append(
                Label(
                    "Empty: a good night's sleep!", (x0, y + tch // 2), LABEL, theme.GOOD, "midleft"
                )
            )

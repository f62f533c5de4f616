"""The Tavern Keepers table: Ye Olde Quest Board, the Rumor Mill, the bids, the taverns.

The generic table scene (ui/scenes/table/) asks this adapter (the contract is in
ui/table/adapter.py) where everything goes for a view, which card an action picks up and
where it drops, and what the buttons say.
Everything comes from the seat's view (``rules.view(state, seat)``): another seat's hand
and face-down bid are only ever drawn as card backs, because the view holds no ids for them.

Zones: ``rumor:i``, ``quest:i`` (a quest pile: click to choose it, drop to bid on it),
``bid:s`` (seat s's bid pile on the quest in progress), ``adv:c`` (adventurer c in its
tavern: a sabotage drops here), ``tavern:s``, ``hand``, ``deck``, ``discard``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.describe import plural
from game.core.events import GameEnded
from game.core.model import Action, Event
from game.games.tavern_keepers import actions as act
from game.games.tavern_keepers import events as ev
from game.games.tavern_keepers.cards import card_book
from game.games.tavern_keepers.model import SABOTAGE
from game.games.tavern_keepers.view import TkView
from ui.games.tavern_keepers.cards import (
    colour_abbr,
    colour_label,
    tk_card_back,
    tk_card_face,
    tk_spec,
    warm_tk_faces,
)
from ui.games.tavern_keepers.layout import tk_layout
from ui.games.tavern_keepers.zones import (
    ZONES,
    AdventurerZone,
    BidZone,
    HandOfZone,
    QuestZone,
    RumorZone,
)
from ui.sound import FLIP, LOST, SLIDE, WON, YOUR_TURN
from ui.table.adapter import Effects, TableBase, when_mine
from ui.table.animator import RevealGroup
from ui.table.model import TableLayout
from ui.table.zones import parse_zone
from ui.widgets.face import zoom_words
from ui.widgets.zoom import MIN_FACE_W

PHASES = ("Bidding for quests", "Sabotage", "The end")
PHASE_INDEX = {"bidding": 0, "sabotage": 1, "game_over": 2}


def _quest_label(table: TavernKeepersTable, a: act.ChooseQuest, view: TkView, names: Any) -> str:
    pile = view.quests[a.quest]
    focus = colour_abbr(table.book(pile[-1]).colour) if pile else "empty"
    return f"Quest {a.quest + 1} ({focus}, {len(pile)} card{'s' * (len(pile) != 1)})"


def _commit_label(table: TavernKeepersTable, a: act.CommitBid, view: TkView, names: Any) -> str:
    me = view.viewer if view.viewer is not None else (view.bidder or 0)
    n = len(view.players[me].bid or [])
    return f"Commit bid ({n} card{'s' if n != 1 else ''})"


class TavernKeepersTable(TableBase[TkView]):
    game_id = "tavern-keepers"
    phases = PHASES
    phase_of = PHASE_INDEX
    buttons = {
        act.ChooseQuest: _quest_label,
        act.CommitBid: _commit_label,
        act.PassBid: "Pass",
        act.DoneSabotage: "Done sabotaging",
        act.Sabotage: lambda self, a, view, names: f"Sabotage {self.card_words(a.target)}",
    }
    primary_actions = (act.CommitBid, act.DoneSabotage)
    """What Space does: commit the bid, or be done sabotaging (never a pass)."""
    card_drops = {act.BidCard: str(BidZone("me")), act.TakeBack: "hand"}
    """The replay's turns: each bid opened, each seat's chance to sabotage."""
    sounds = {
        ev.BidsRevealed: FLIP,
        ev.Sabotaged: lambda self, e, fx: WON if e.seat == fx.viewer else LOST,
        (ev.CardBid, ev.CardTakenBack, ev.BidReturned, ev.AdventurersSent): SLIDE,
        (ev.CardDrawn, ev.RumorsDealt): FLIP,
        (ev.BidOpened, ev.BidAsked, ev.SabotageAsked): when_mine(YOUR_TURN),
    }
    turn_events = (ev.RoundStarted, ev.BidOpened, ev.SabotageAsked)
    log_icons = {
        (ev.RoundStarted, ev.QuestGiverPassed): "turn",
        (ev.BidOpened, ev.QuestChosen): "quest",
        (ev.CardBid, ev.BidCommitted): "play",
        (ev.CardTakenBack, ev.BidReturned): "take_back",
        (ev.BidPassed, ev.SabotageDone): "pass",
        ev.BidsRevealed: "reveal",
        (ev.BidWon, GameEnded): "win",
        ev.BidDiscarded: "discard",
        (ev.AdventurersPrepared, ev.AdventurersSent): "adventurer",
        ev.RumorsMoved: "cycle",
        (ev.RumorsDealt, ev.CardDrawn): "draw",
        ev.DeckReshuffled: "shuffle",
        (ev.SabotageAsked, ev.Sabotaged): "sabotage",
    }

    def __init__(self) -> None:
        self.book = card_book()

    # ------------------------------------------------------------ words
    def score_words(self, score: int, details: dict[str, int]) -> str:
        """The game-over line: adventurers still at home (fewer is better)."""
        text = "tavern empty" if score == 0 else f"{plural(score, 'adventurer')} still at home"
        hand = details.get("hand")
        return text + (f"  ({plural(hand, 'card')} in hand)" if hand is not None else "")

    def card_words(self, card: int) -> str:
        face = self.book(card)
        return f"{face.name} ({colour_abbr(face.colour)})"

    def focus_words(self, view: TkView, quest: int) -> str:
        pile = view.quests[quest]
        if not pile:
            return f"Quest {quest + 1} (empty: no Focus)"
        return f"Quest {quest + 1} (Focus {colour_label(self.book(pile[-1]).colour)})"

    def game_over_words(self, view: TkView, names: Sequence[str]) -> str:
        winners = view.ctx.result.winners if view.ctx.result else []
        who = " and ".join(names[w] for w in winners)
        plural = "s" if len(winners) > 1 else ""
        return f"The game is over: {who} emptied their tavern{plural}."

    def waiting_words(self, view: TkView, names: Sequence[str]) -> str:
        waiting = ", ".join(names[s] for s in view.to_act)
        if view.phase == SABOTAGE:
            return f"Sabotage: waiting for {waiting}."
        return f"Bidding: waiting for {waiting}."

    def instruction(self, view: TkView, seat: int, names: Sequence[str]) -> str:
        """What the player at the screen must do now, and why, in words."""
        p = view.players[seat]
        if view.phase == SABOTAGE:
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

    # ------------------------------------------------------------ picking and dropping
    def targets(self, action: Action) -> tuple[int, str] | list[tuple[int, str]] | None:
        """Where a drag makes the action: None for button actions. A bid card also drops on
        the quest being bid on; a sabotage is made by dropping either card of the pair."""
        match action:
            case act.BidCard(card=c):
                return [(c, str(BidZone("me"))), (c, str(QuestZone("bid")))]
            case act.Sabotage(target=t, first=a, second=b):
                return [(a, str(AdventurerZone(t))), (b, str(AdventurerZone(t)))]
        return super().targets(action)

    def click_zone(self, action: Action) -> str | None:
        """Clicking a quest pile chooses it (the button does the same); clicking a rival's
        prepared adventurer sabotages it with the first pair of cards that can."""
        if isinstance(action, act.ChooseQuest):
            return str(QuestZone(str(action.quest)))
        if isinstance(action, act.Sabotage):
            return str(AdventurerZone(action.target))
        return None

    def drop_action(self, card: int, zone: str, view: TkView) -> Action | None:
        """What a drop meant even when illegal, so the engine can say why not."""
        key = parse_zone(zone, ZONES)
        if isinstance(key, QuestZone | BidZone):
            return act.BidCard(card=card)
        if isinstance(key, AdventurerZone):
            target = key.card
            me = view.viewer if view.viewer is not None else 0
            hand = view.players[me].hand or []
            colour = self.book.colour_of[card]
            other = next((c for c in hand if c != card and self.book.colour_of[c] == colour), card)
            return act.Sabotage(target=target, first=min(card, other), second=max(card, other))
        return super().drop_action(card, zone, view)

    # ------------------------------------------------------------ feedback
    def nearest_action(self, card: int, view: TkView, seat: int) -> Action | None:
        """What a click on a card that cannot be picked up meant: bidding a card of your
        hand (or, opening, first choosing the quest), taking one back from your bid pile,
        sabotaging with it a rival's prepared adventurer of its colour."""
        me = view.players[seat]
        hand = me.hand or []
        if card in (me.bid or []):
            return act.TakeBack(card=card)
        if card not in hand:
            return None
        if view.phase != "sabotage":
            if seat == view.opener and view.quest is None:
                return act.CommitBid()  # the engine: choose the quest first
            return act.BidCard(card=card)
        colour = self.book.colour_of[card]
        targets = [
            t
            for o in view.players
            if o.seat != seat
            for t in o.prepared
            if self.book.colour_of[t] == colour
        ]
        if not targets:
            return None  # unmovable_words says there is nothing of its colour to hit
        others = [c for c in hand if c != card]
        partner = next((c for c in others if self.book.colour_of[c] == colour), None)
        if partner is None:
            partner = others[0] if others else card
        return act.Sabotage(target=targets[0], first=min(card, partner), second=max(card, partner))

    def unmovable_words(self, card: int, view: TkView, names: Sequence[str]) -> str:
        me = view.viewer
        for p in view.players:
            if card in p.tavern or card in p.prepared:
                if p.seat == me:
                    return (
                        "Your adventurers leave your tavern only when you win quests of "
                        "their colour."
                    )
                return f"That adventurer is in {names[p.seat]}'s tavern."
        if me is not None and card in (view.players[me].hand or []):
            colour = colour_label(self.book(card).colour)
            return (
                f"No rival has a prepared {colour} adventurer, so this card cannot sabotage "
                "anything."
            )
        if any(card in pile for pile in view.quests):
            return "Quest cards are won by bidding: the player opening a bid clicks a quest."
        if card in view.rumors:
            return "Rumours join the quest below them at the end of the round."
        return "Only the cards in your hand can be picked up."

    def happened_to(self, events: Sequence[Event], seat: int, names: Sequence[str]) -> list[str]:
        """A sabotage of one of ``seat``'s prepared adventurers."""
        return [
            f"{names[e.seat]} discarded {' and '.join(self.card_words(c) for c in e.cards)} "
            f"to keep your {self.card_words(e.target)} at home this round."
            for e in events
            if isinstance(e, ev.Sabotaged) and e.owner == seat
        ]

    def hint_reason(
        self, action: Action, view: TkView, seat: int, names: Sequence[str]
    ) -> str | None:
        """What the suggested move gains, from the quest's Focus and your hand."""
        q = view.quest
        focus = self.book(view.quests[q][-1]).colour if q is not None and view.quests[q] else None
        hand = view.players[seat].hand or []
        match action:
            case act.BidCard(card=c):
                if focus is not None and self.book.colour_of[c] == focus:
                    return f"it matches the quest's Focus ({colour_label(focus)})"
                return "it adds to your bid's count of cards, which breaks ties"
            case act.TakeBack(card=c):
                return f"{self.card_words(c)} does not count towards this quest's Focus"
            case act.ChooseQuest(quest=qq):
                pile = view.quests[qq]
                if not pile:
                    return "an empty quest counts only the number of cards"
                colour = self.book(pile[-1]).colour
                n = sum(1 for c in hand if self.book.colour_of[c] == colour)
                return f"you hold {n} {colour_label(colour)} card{'s' if n != 1 else ''} for it"
            case act.CommitBid():
                n = len(view.players[seat].bid or [])
                return f"your {n} card{'s' if n != 1 else ''} make a bid worth making"
            case act.PassBid():
                return "keeping your cards is worth more than this quest"
            case act.Sabotage(target=t):
                return f"it keeps {self.card_words(t)} from leaving its tavern this round"
            case act.DoneSabotage():
                return "no sabotage is worth two of your cards now"
        return None

    def face(self, card: int, width: int) -> pygame.Surface:
        return tk_card_face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return tk_card_back(width)

    def zoom_lines(self, card: int) -> list[str]:
        return zoom_words(tk_spec(card), MIN_FACE_W)

    def entry_sources(self, lay: TableLayout, me: int) -> dict[str, pygame.Rect]:
        """New cards come from the deck: drawn into the hand, dealt as rumours."""
        deck = lay.zones.get("deck")
        if deck is None:
            return {}
        out = {"hand": deck.rect}
        for i in range(3):
            out[str(RumorZone(i))] = deck.rect
        for zone_id, zone in lay.zones.items():  # others' bid cards come out of their hands
            key = HandOfZone.parse(zone_id)
            if key is not None:
                out[str(BidZone(str(key.seat)))] = zone.rect
        return out

    def show(self, fx: Effects, events: Sequence[Any]) -> None:
        """The reveal of the bids (and of a sabotage's two cards)."""
        names = fx.names
        won = next((e for e in events if isinstance(e, ev.BidWon)), None)
        done = next((e for e in events if isinstance(e, ev.QuestDiscarded)), None)
        focus = self.book(done.cards[-1]).colour if done is not None and done.cards else None
        prepared = next((e for e in events if isinstance(e, ev.AdventurersPrepared)), None)
        for e in events:
            if isinstance(e, ev.BidsRevealed):
                fx.reveal(
                    self._reveal_groups(e, won, focus, names, done),
                    self._reveal_caption(e, won, prepared, focus, names),
                )
            elif isinstance(e, ev.Sabotaged):
                fx.reveal(
                    [RevealGroup(f"{names[e.seat]} discards", list(e.cards), won=True)],
                    f"{names[e.seat]} sabotages {names[e.owner]}'s {self.card_words(e.target)}: "
                    "it stays home this round.",
                )

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
        """Where everything goes inside ``main`` for the player in seat ``me``
        (ui/games/tavern_keepers/layout.py); every card design is drawn ahead at the widths used."""
        lay = tk_layout(self.book, view, me, main, scale, names)
        warm_tk_faces(s.rect.h if s.sideways else s.rect.w for s in lay.cards)
        return lay

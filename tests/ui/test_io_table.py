"""The Inns & Outcasts table as a player meets it, driven headless through real input events.

Rules cited as game/games/inns_and_outcasts/README.md numbers them (R17 building the hand,
R19 placing, R20-R21 the call and the reveals, R25 loot to the Hoards, R28-R29 played cards
and the round's end, R30-R31 Target tokens, R33-R35 blocking and Blocked cards, R37 the
auction, R45 the Quick Auction). Also the privacy oracle the UI conformance suite uses for
this game (``hidden_from``), and the feedback (issue 13): pop-ups for what another seat's
step did to you, after the step is told; refusals that say why; hints that say why; the log
grouped by turn with icons.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.auction import AuctionWon
from game.core.match import Match
from game.core.model import MatchConfig, SeatInfo
from game.core.simultaneous import SecretChoicesRevealed, SecretChosen
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.cards import card_book
from game.games.inns_and_outcasts.model import AUCTION, HANDS, PLACE, QUICK_AUCTION
from game.registry import get_rules
from tests.ui.sweep import SIZES, UI_SCALES, table_geometry
from ui.autoplay import (
    FRAME,
    dismiss_notice,
    drag,
    key,
    make_app,
    mouse,
    settle,
    sprite_center,
    start_game,
)
from ui.games.inns_and_outcasts.cards import character_card
from ui.games.inns_and_outcasts.checks import hidden_from
from ui.games.inns_and_outcasts.layout import seat_marks
from ui.games.inns_and_outcasts.stages import still, tell
from ui.games.inns_and_outcasts.table import InnsTable
from ui.icons import LOG
from ui.layout.check import check_layout
from ui.scenes.notice import NoticeScene
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.table import TableScene
from ui.session import GameSession, wait_for_bot
from ui.widgets.log_panel import LogLine

pygame.font.init()  # the stage-picture test lays out text without an app

GAME = "inns-and-outcasts"
RULES = get_rules(GAME)
BOOK = card_book()
NAMES = ["Ana", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hal"]
PUBLIC = ("hoard", "table", "placed", "face_up", "blocked", "played", "seen", "traits")


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def vs_bots(n: int) -> list[SeatInfo]:
    return [SeatInfo(name="Ana")] + [
        SeatInfo(name=NAMES[i], kind="bot", level="greedy") for i in range(1, n)
    ]


def played_to(session: GameSession, until: Any, seed: int = 1, limit: int = 4000) -> None:
    """Random legal moves for every seat until ``until(session)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if until(session):
            session.drain_feed()
            return
        seat = rng.choice(session.match.to_act())
        assert session.apply(seat, rng.choice(session.match.legal_actions(seat))) is None
    raise AssertionError("the position was never reached")


def table_at(app: Any, session: GameSession, viewer: int | None = 0) -> TableScene:
    """The table of ``session`` seen by ``viewer``, with no hand-over screen over it."""
    session.viewer = viewer
    scene = TableScene(app, session)
    app.push(scene)
    while app.scenes.top is not scene:
        app.scenes.pop()
    scene.refresh(animate=False)
    settle(app, 1)
    return scene


def humans(n: int, seed: int = 3, **options: Any) -> GameSession:
    return GameSession.new(
        GAME, [SeatInfo(name=NAMES[i]) for i in range(n)], seed, None, None, options
    )


def button(scene: TableScene, starts: str) -> Any:
    return next(b for b in scene.action_buttons if b.label.startswith(starts))


def labels(scene: TableScene, region: str | None = None) -> list[str]:
    return [lab.text for lab in scene.layout.labels if region is None or lab.region == region]


# ---------------------------------------------------------------- stages: a step told in order


def random_steps(seeds: range) -> Any:
    """(view before, events, view after, viewer, views) for every step of random games at
    3-8 seats, with and without the Quick Auction, each seen by a random viewer (or
    nobody); ``views``: the viewer's view after each event, by the engine's fold."""
    for seed in seeds:
        n = 3 + seed % 6
        config = MatchConfig(
            game=GAME,
            seats=tuple(SeatInfo(name=NAMES[i], kind="bot") for i in range(n)),
            seed=seed,
            options={"quick_auction": seed % 2 == 1},
        )
        match: Match[Any] = Match.new(RULES, config)
        rng = random.Random(seed)
        while not match.is_over:
            viewer = rng.randrange(n + 1)
            before = match.view(viewer)
            seat = match.to_act()[0]
            events = match.apply(seat, rng.choice(match.legal_actions(seat)))
            if not match.is_over:
                views = match.views_through(len(match.steps) - 1, viewer)
                yield before, events, match.view(viewer), viewer, views


def test_a_steps_pictures_are_the_engines_views_ending_at_the_view_after_it() -> None:
    """The pictures a step is told in are the engine's own (one fold: game/core/match.py
    ``views_after_each``): each beat is the seat's view after the event it tells, made
    still (nobody to act, nothing asked), and the last view is the view after the step
    (R19-R29: the calls, loot, blocks, tokens, Hoards, played cards, the Head)."""
    checked = beats = 0
    for _before, events, after, viewer, views in random_steps(range(4)):
        assert len(views) == len(events) and views[-1] == after
        for beat in tell(views, events, viewer, NAMES[: after.n_seats], BOOK):
            assert beat.view == still(views[beat.told - 1])
            assert beat.view.ctx.to_act == [] and beat.view.asked is None
            beats += 1
        checked += 1
    assert checked > 300 and beats > 300


def test_no_picture_of_a_step_shows_what_its_viewer_could_not_see() -> None:
    """A stage never holds another seat's hand or face-down card, whatever the step did:
    the privacy oracle of the conformance suite holds for every picture, against the
    state at that point of the step."""
    beats = 0
    for before, events, _, viewer, views in random_steps(range(8, 11)):
        for beat in tell(views, events, viewer, NAMES[: before.n_seats], BOOK):
            beats += 1
            for p in beat.view.players:
                if p.seat != viewer:
                    assert p.hand is None
                    assert p.card is None or p.face_up
    assert beats > 300


def test_a_turn_is_told_call_by_call_each_card_on_its_number() -> None:
    """R20-R21: the Head of the Table calls 1 to 6 and each card turns up on its number;
    the pictures count the calls in order, and a call's cards are face up from its picture
    on; the last pictures send the Table Settings to the Hoards (R25)."""
    session = humans(4)
    played_to(session, lambda s: s.match.state.phase == PLACE)
    rng = random.Random(2)
    while True:  # everyone places; the last card sets the turn going (no choice on the way)
        seat = session.match.to_act()[0]
        events = session.match.apply(seat, rng.choice(session.match.legal_actions(seat)))
        if session.match.state.phase != PLACE:
            break
    views = session.match.views_through(len(session.match.steps) - 1, 0)
    beats = tell(views, events, 0, NAMES[:4], BOOK)
    calls = [b.view.call for b in beats if b.caption.startswith("Call")]
    assert calls == sorted(calls) and calls[0] == 1 and len(set(calls)) == len(calls)
    for b in beats:
        if b.caption.startswith("Call") and "no card" not in b.caption:
            up = [p for p in b.view.players if p.face_up]
            assert up and all(BOOK(p.card).initiative <= b.view.call for p in up)
    if session.match.state.phase == PLACE:  # the whole turn ran: loot went to the Hoards
        assert any(b.caption == "Every Table Setting goes to its Hoard." for b in beats)
        assert any(f.dst.startswith("hoard:") for b in beats for f in b.flights)


def a_turn_told_in_stages(app: Any) -> tuple[GameSession, TableScene]:
    """Ana, against two bots with animations on, drags the last card down; the first seeded
    game whose turn is then told in three pictures or more."""
    app.settings.animation = "normal"
    for seed in range(5, 40):
        session = GameSession.new(  # the seeds were found with the hands dealt (the variant)
            GAME, vs_bots(3), seed, app.dirs.saves, app.bot_factory, {"dealt_copies": True}
        )
        played_to(session, lambda s: s.match.state.phase == PLACE and 0 in s.match.to_act(), seed)
        for seat in session.match.to_act():  # the bots place first
            if seat != 0:
                session.apply(seat, random.Random(seed).choice(session.match.legal_actions(seat)))
        session.drain_feed()
        scene = table_at(app, session)
        scene.anim.factor = 1.0
        card = next(iter(scene.card_moves))
        drag(app, sprite_center(scene, card), scene.layout.zones["place"].rect.center)
        if len(scene.anim.stages) >= 3:
            return session, scene
        app.scenes.pop()
    raise AssertionError("no seeded game told its turn in three pictures")


def test_the_table_shows_each_stage_then_the_table_as_it_is(app) -> None:  # type: ignore[no-untyped-def]
    """With animations on, the last card down is followed by the call counting up, one
    picture after another: nothing can be done meanwhile, no bot acts, and the real table
    comes back at the end; a click skips straight there."""
    session, scene = a_turn_told_in_stages(app)
    stages = list(scene.anim.stages)
    assert len(stages) >= 3
    assert scene._stage is stages[0] and scene.legal == []
    shown = [scene._stage]
    steps = len(session.match.steps)
    for _ in range(400):
        app.step([], 0.05)
        if scene._stage is None:
            break
        if scene._stage is not shown[-1]:
            shown.append(scene._stage)
        assert scene.view is scene._stage.view and scene.legal == []
        assert len(session.match.steps) == steps, "a bot acted while the turn was told"
    assert shown == stages
    calls = [st.view.call for st in stages]
    assert calls == sorted(calls) and calls[0] >= 1
    assert scene.view == session.view()
    # the next step told in stages is skipped by a click
    for _ in range(200):
        if scene.anim.stages or session.is_over:
            break
        if scene.legal:
            scene.act(scene.adapter.primary(scene.legal) or scene.legal[0])
        app.step([], FRAME)
        if session.worker.busy:
            wait_for_bot(session)
    if scene.anim.stages:
        app.step([mouse(pygame.MOUSEBUTTONDOWN, (5, 5))], FRAME)
        assert scene._stage is None and not scene.anim.stages
        assert scene.view == session.view()


def test_stage_pictures_lay_out_at_every_size_and_scale() -> None:
    """The captions and the cards in the spotlight fit like every other position."""
    table = InnsTable()
    picked = 0
    for before, events, _, viewer, views in random_steps(range(2)):
        for beat in tell(views, events, viewer, NAMES[: before.n_seats], BOOK)[::7]:
            table._beats = {id(beat.view): beat}
            me = viewer if viewer < before.n_seats else 0
            size, ui = SIZES[picked % 4], UI_SCALES[(picked // 4) % 4]
            rect, scale = table_geometry(size, ui)
            lay = table.layout(beat.view, me, rect, scale, NAMES[: before.n_seats])
            assert check_layout(lay, rect, scale) == [], beat.caption
            picked += 1
    assert picked > 50


# ---------------------------------------------------------------- what the table shows


def test_eight_seats_each_show_token_name_hoard_table_and_card_at_1280x800(app) -> None:  # type: ignore[no-untyped-def]
    """Eight seats read at 1280x800: every seat's token chip (its letter), name, Hoard and
    Table Setting, and a place for its card; the cards face down are backs."""
    session = GameSession.new(GAME, vs_bots(8), 4, app.dirs.saves)
    played_to(session, lambda s: s.match.state.phase == PLACE and s.match.state.turn == 2)
    scene = table_at(app, session)
    lay = scene.layout
    marks = seat_marks(session.seat_names)
    for seat, p in enumerate(session.match.state.players):
        region = f"seat{seat}"
        texts = [lab.text for lab in lay.labels if lab.region == region]
        assert marks[seat] in texts
        assert f"Hoard {p.hoard}" in texts and f"Table {p.table}" in texts
        assert {f"card:{seat}", f"table:{seat}", f"hoard:{seat}"} <= set(lay.zones)
        assert (NAMES[seat] if seat else "You") in texts
    for sprite in lay.cards:
        if sprite.zone.startswith("card:") and sprite.zone != "card:0":
            assert sprite.card is None and not sprite.face_up
    assert all(s.rect.w >= 56 for s in lay.cards if s.zone.startswith(("card:", "hand:")))


def test_a_blocked_card_lies_turned_a_quarter_and_says_so(app) -> None:  # type: ignore[no-untyped-def]
    """R35: a Blocked card is turned sideways; the mat also says Blocked in words."""
    session = humans(5, seed=8)
    played_to(session, lambda s: any(p.blocked for p in s.match.state.players), seed=8)
    scene = table_at(app, session, viewer=None)
    for seat, p in enumerate(session.match.state.players):
        sprite = next((s for s in scene.layout.cards if s.zone == f"card:{seat}"), None)
        if p.blocked:
            assert sprite is not None and sprite.sideways and sprite.rect.w > sprite.rect.h
            assert "Blocked" in labels(scene, f"seat{seat}")
        elif sprite is not None:
            assert not sprite.sideways


def test_the_hand_shows_played_cards_until_the_round_gives_them_back(app) -> None:  # type: ignore[no-untyped-def]
    """R28-R29: played cards lie in their slot, smaller, marked played; after five turns
    they come back to the hand as full cards."""
    session = GameSession.new(GAME, vs_bots(3), 6, app.dirs.saves)
    played_to(session, lambda s: s.match.state.phase == PLACE and s.match.state.turn == 4, 6)
    scene = table_at(app, session)
    me = session.match.state.players[0]
    full = next(s.rect.w for s in scene.layout.cards if s.zone.startswith("hand:") and s.target)
    for c in me.played:
        sprite = next(s for s in scene.layout.cards if s.card == c)
        assert sprite.zone == f"hand:{BOOK(c).initiative}" and sprite.rect.w < full
        assert not sprite.target
    assert labels(scene, "hand").count("played") == len(me.played) == 3
    app.scenes.pop()
    played_to(session, lambda s: s.match.state.phase == PLACE and s.match.state.turn == 6, 6)
    scene = table_at(app, session)
    assert session.match.state.players[0].played == []
    assert sorted(s.card for s in scene.layout.cards if s.zone.startswith("hand:")) == sorted(
        session.match.state.players[0].hand
    )
    assert "played" not in labels(scene, "hand")


def test_placing_by_drag_click_or_keys_puts_the_card_face_down_in_the_slot(app) -> None:  # type: ignore[no-untyped-def]
    """R19: a card is placed by dropping it on the card slot; until the others have placed
    it shows face up to its owner only (the others' slots show backs)."""
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves)
    played_to(session, lambda s: s.match.state.phase == PLACE)
    scene = table_at(app, session)
    card = next(iter(scene.card_moves))
    pos = sprite_center(scene, card)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones["place"].rect.center)], FRAME)
    assert session.match.steps[-1].action == act.PlaceCard(card=card)
    slot = next(s for s in scene.layout.cards if s.zone == "card:0")
    assert slot.card == card and slot.owner_view
    assert "Face down: only you see it" in labels(scene, "seat0")
    assert all(s.card != card for s in scene.layout.cards if s.zone.startswith("hand:"))
    # the keyboard changes it: Tab to a card, Enter, Enter on its only target
    app.step([key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_RETURN)], FRAME)
    other = session.match.steps[-1].action
    assert isinstance(other, act.PlaceCard) and other.card != card


def test_hand_building_selects_on_the_table_and_takes_the_hand_with_one_button(app) -> None:  # type: ignore[no-untyped-def]
    """Dealt copies (variant): one character at each initiative, chosen in secret. Clicking a
    character (or its button) changes the selection, not the game; Take this hand (or Space)
    chooses it."""
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves, None, {"dealt_copies": True})
    scene = table_at(app, session)
    assert session.match.state.phase == HANDS
    assert len(scene.action_buttons) == 7  # take, and one swap per initiative
    assert len(scene.legal) == 64
    before = len(session.match.steps)
    zone = next(z for z in scene.zone_clicks if z.startswith("pick:3:"))
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[zone].rect.center)], FRAME)
    assert len(session.match.steps) == before
    hand = scene.adapter.sel.hand_selection(scene.view)
    assert hand[2] == zone[-1]
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "1:").rect.center)], FRAME)
    hand = scene.adapter.sel.hand_selection(scene.view)
    assert len(session.match.steps) == before
    assert button(scene, "Take this hand").accent
    app.step([key(pygame.K_SPACE)], FRAME)
    assert session.match.steps[-1].action == act.ChooseHand(inns=hand)


def test_copies_are_chosen_on_the_table_by_click_or_keyboard(app) -> None:  # type: ignore[no-untyped-def]
    """Setting up the Game: "Players may choose from any Character Cards available": every
    copy still on the table at the next initiative is shown with its race and morality; a
    click selects, a click on the selected card (or its button, or Space) takes it, and the
    Previous and Next buttons walk the copies from the keyboard."""
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves)
    scene = table_at(app, session)
    assert session.match.state.phase == HANDS
    copies = [a.card for a in scene.legal]
    assert len(copies) == 16 and all(BOOK(c).initiative == 1 for c in copies)
    assert {f"take:{c}" for c in copies} <= set(scene.layout.zones)
    assert [b.label.split(":")[0].split(" ")[0] for b in scene.action_buttons] == [
        "Take",
        "Previous",
        "Next",
    ]
    before = len(session.match.steps)
    pick = copies[9]
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[f"take:{pick}"].rect.center)], FRAME)
    assert (
        len(session.match.steps) == before and scene.adapter.sel.copy_selection(scene.view) == pick
    )
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "Next").rect.center)], FRAME)
    assert scene.adapter.sel.copy_selection(scene.view) == copies[10]
    assert button(scene, "Take").accent
    app.step([key(pygame.K_SPACE)], FRAME)
    assert session.match.steps[before].action == act.TakeCopy(card=copies[10])


def test_an_open_auction_bids_from_the_dial_and_passes_with_one_button(app) -> None:  # type: ignore[no-untyped-def]
    """R37: raise or pass, passing is final, only Table Setting loot may be bid. The dial's
    + and - (or More and Less) move the amount without bidding; Bid makes it."""
    session = humans(5, seed=3)

    def can_raise_twice(s: GameSession) -> bool:
        a = s.match.state.auction
        if s.match.state.phase != AUCTION or a is None or s.match.to_act() != (a.turn,):
            return False
        return bool(s.match.state.players[a.turn].table >= a.lowest() + 1)

    played_to(session, can_raise_twice, seed=3)
    seat = session.match.to_act()[0]
    scene = table_at(app, session, viewer=seat)
    low = scene.adapter.sel.dial(scene.view)
    shown = [b.label for b in scene.action_buttons]
    assert shown[:3] == ["Less", f"Bid {low}", f"More: {low + 1}"]  # not every amount: a dial
    assert not scene.action_buttons[0].is_enabled()  # Less held in its place
    assert ("Pass (out of this auction)" in shown) == (act.PassBid() in scene.legal)
    assert len(shown) <= 4 < len(scene.legal) + (act.PassBid() not in scene.legal)
    steps = len(session.match.steps)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones["dial:+"].rect.center)], FRAME)
    assert len(session.match.steps) == steps and scene.adapter.sel.dial(scene.view) == low + 1
    assert f"Your bid: {low + 1}" in labels(scene, "centre")
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "Bid").rect.center)], FRAME)
    assert session.match.steps[steps].action == act.Bid(amount=low + 1)


def test_a_quick_auction_takes_a_sealed_bid_from_the_dial(app) -> None:  # type: ignore[no-untyped-def]
    """R45: everyone bids in secret at once; the dial sets the amount (0 to the Table
    Setting) and one button bids it; nobody's bid shows before the reveal."""
    session = humans(3, seed=5, quick_auction=True)
    played_to(
        session,
        lambda s: (
            s.match.state.phase == QUICK_AUCTION
            and 0 in s.match.to_act()
            and s.match.state.players[0].table >= 2
        ),
        seed=5,
    )
    scene = table_at(app, session, viewer=0)
    assert button(scene, "Bid 0 in secret") and button(scene, "More: 1")
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "More").rect.center)], FRAME)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "Bid 1").rect.center)], FRAME)
    assert session.match.steps[-1].action == act.SealedBid(amount=1)
    texts = " ".join(labels(scene, "centre"))  # the screen now waits for the next player
    assert "Ana: has bid" in texts and "Your bid" not in texts and "bid: 1" not in texts


def test_the_bid_panels_buttons_keep_their_places_whatever_the_amount(app) -> None:  # type: ignore[no-untyped-def]
    """R45 (Quick Auction) and R37 (open auction): the dial's Less, Bid and More (and Pass)
    sit in fixed places within a step: at the lowest amount Less is there, disabled, so a
    click where Bid was is always Bid; at the highest, More is held the same way."""
    session = humans(3, seed=5, quick_auction=True)
    played_to(
        session,
        lambda s: (
            s.match.state.phase == QUICK_AUCTION
            and 0 in s.match.to_act()
            and s.match.state.players[0].table >= 2
        ),
        seed=5,
    )
    scene = table_at(app, session, viewer=0)
    top = session.match.state.players[0].table

    def panel() -> list[tuple[str, bool, tuple[int, int, int, int]]]:
        return [(b.label, b.is_enabled(), tuple(b.rect)) for b in scene.action_buttons]

    first = panel()
    assert [(label, on) for label, on, _ in first] == [
        ("Less", False),
        ("Bid 0 in secret", True),
        ("More: 1", True),
    ]
    rects = [r for _, _, r in first]
    for amount in range(1, top + 1):
        app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "More").rect.center)], FRAME)
        assert scene.adapter.sel.dial(scene.view) == amount
        now = panel()
        assert [r for _, _, r in now] == rects, amount  # nothing moved under the pointer
        assert now[1][0] == f"Bid {amount} in secret" and now[0][1]  # Less now works
    assert panel()[2] == ("More", False, rects[2])  # the top amount: More held
    steps = len(session.match.steps)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, rects_center(rects[1]))], FRAME)
    assert session.match.steps[steps].action == act.SealedBid(amount=top)


def rects_center(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    return pygame.Rect(rect).center


def test_a_named_target_aims_at_a_player_then_names_a_number(app) -> None:  # type: ignore[no-untyped-def]
    """The Bounty Hunter: clicking a face-down card aims the Target at it (nothing is
    decided); the buttons then name an initiative for that player."""
    session = humans(4, seed=9)

    def named(s: GameSession) -> bool:
        a = s.match.state.asked
        return a is not None and a.kind == "target" and any(len(o) > 1 and o[1] for o in a.options)

    played_to(session, named, seed=9)
    asker = session.match.state.asked.seat
    scene = table_at(app, session, viewer=asker)
    aim = scene.adapter.sel.aim(scene.view)
    others = [z for z in scene.zone_clicks if z != f"card:{aim}"]
    steps = len(session.match.steps)
    if others:
        app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[others[0]].rect.center)], FRAME)
        assert len(session.match.steps) == steps
        aim = scene.adapter.sel.aim(scene.view)
        assert f"card:{aim}" == others[0]
    assert f"Aimed at {NAMES[aim]}'s card: press the number you name." in " ".join(
        labels(scene, "centre")
    )
    name = button(scene, "Name ")
    app.step([mouse(pygame.MOUSEBUTTONDOWN, name.rect.center)], FRAME)
    made = session.match.steps[steps].action
    assert isinstance(made, act.PlaceTarget) and made.seat == aim and made.named


def test_a_refused_move_says_the_engines_reason(app) -> None:  # type: ignore[no-untyped-def]
    session = GameSession.new(GAME, vs_bots(3), 6, app.dirs.saves)
    played_to(session, lambda s: s.match.state.phase == PLACE and s.match.state.turn == 2, 6)
    scene = table_at(app, session)
    played = session.match.state.players[0].played[0]
    scene.refuse(act.PlaceCard(card=played))
    assert scene.refused and scene.refused == session.why_not(0, act.PlaceCard(card=played))
    assert any(scene.refused.split()[0] in line for line in scene._hint_lines())


# ---------------------------------------------------------------- hot seat


def test_hot_seat_each_human_places_behind_the_hand_over_screen(app) -> None:  # type: ignore[no-untyped-def]
    """Two people and a bot: each person places their card after taking the screen over,
    and no face the other may not see is ever drawn (checked as it is drawn)."""
    seats = [SeatInfo(name="Ana"), SeatInfo(name="Ben"), SeatInfo(name="Cleo", kind="bot")]
    scene = start_game(app, seats, seed=4, game=GAME, take_over=False)
    s = scene.session
    leaks: list[str] = []
    real = scene.adapter.face

    def face(card: int, width: int) -> pygame.Surface:
        if not s.is_over and card in hidden_from(s.match.state, s.viewer):
            leaks.append(f"card {card} drawn for {s.viewer}")
        return real(card, width)

    scene.adapter.face = face  # type: ignore[method-assign]
    handed: list[int] = []
    for _ in range(400):
        if s.match.state.turn >= 2:
            break
        top = app.scenes.top
        if isinstance(top, PassDeviceScene):
            handed.append(top.seat)
            app.step([key(pygame.K_RETURN)], FRAME)
            continue
        if top is scene and scene.legal:
            a = scene.adapter.primary(scene.legal) or scene.legal[0]
            if isinstance(a, act.ChooseHand) or not scene.card_moves:
                scene.act(a)
            else:
                card = next(iter(scene.card_moves))
                drag(app, sprite_center(scene, card), scene.layout.zones["place"].rect.center)
        settle(app, 1)
        if s.worker.busy:
            wait_for_bot(s)
    assert s.match.state.turn >= 2
    assert {0, 1} <= set(handed)
    assert not leaks, leaks[:3]


def test_the_glossary_lists_the_twelve_characters_in_our_words() -> None:
    from ui.games import glossary

    entries = glossary(GAME)
    assert sorted(e.name for e in entries) == sorted(BOOK.characters)
    for e in entries:
        assert e.deck in ("Wobblin' Wagon", "Jaded Dragon") and e.count == 8
        assert BOOK.characters[e.name].text in e.lines


# ---------------------------------------------------------------- feedback (issue 13)


@pytest.fixture()
def hold_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots never start to think: the test moves every seat through the session."""
    monkeypatch.setattr(GameSession, "start_bot", lambda self: False)


def click(app: Any, pos: tuple[int, int]) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)


def test_what_others_did_to_a_seat_is_told_to_that_seat_only() -> None:
    """R30-R35 and R37 from the seat's side: a Block on its card (by the chart or an
    ability), a Target token going off on it, loot taken from its Table Setting or skimmed
    off its Starting Loot, an auction on its card won by another. Each sentence names who
    did it (and the card, when it turned up in the step) and is credited to that seat;
    what costs the seat is important. The seat that did it, and everyone else, hear
    nothing; a token placed is not told apart from what it then did."""
    table = InnsTable()
    names = NAMES[:4]
    guard = next(c for c in range(96) if BOOK(c).character == "Guard")
    events = [
        ev.InitiativeCalled(initiative=BOOK(guard).initiative, cards={2: guard}),
        ev.CardBlocked(seat=0, by=2, how="chart"),
        ev.TargetPlaced(owner=1, seat=0, path="0", named=4),
        ev.TokenTriggered(seat=0, owner=1),
        ev.LootSkimmed(seat=0, owner=1, amount=2),
        ev.LootTaken(src=0, dst=3, amount=1),
        AuctionWon(seat=3, amount=2, lot={"seat": 0, "path": "1"}),
    ]
    told = table.happenings(events, 3, 0, names)
    assert [(h.by, h.text, h.important) for h in told] == [
        (
            2,
            "Cleo's Guard Blocked your card with its Block icon: it earns no Loot ability "
            "this turn.",
            True,
        ),
        (1, "Ben's Target token pocketed 2 of your Starting Loot.", True),
        (3, "Dov took 1 loot from your Table Setting.", True),
        (3, "Dov won the auction on your card with a bid of 2: they pick what it does.", False),
    ]
    assert all(h.named for h in told)
    assert table.happenings(events, 3, 2, names) == []  # Cleo blocked: not news to her
    # what a seat's own card does to itself is not told as done to it
    assert table.happenings([ev.CardBlocked(seat=1, by=1)], 0, 1, names) == []
    # a token that did nothing to the card it lay on says so (not that it "went off")
    missed = [ev.TokenTriggered(seat=0, owner=1), ev.StartingLootTaken(seat=0, amount=2)]
    assert table.happened_to(missed, 0, names) == [
        "Ben's Target token on your card did nothing to it."
    ]
    # being asked is not news (the panel asks): a tribute to pay, an auction one won
    asked = [
        ev.ChoiceAsked(seat=0, choice="pay_or", source=1, path="0", options=[], stack=[]),
        AuctionWon(seat=0, amount=1, lot={"seat": 2, "path": "0"}),
    ]
    assert table.happened_to(asked, 0, names) == []
    # a Quick Auction (R45): the sealed bids are public once shown; a losing bidder hears
    quick = [
        SecretChoicesRevealed(topic="bids", choices={0: 1, 1: 3, 2: 0}),
        AuctionWon(seat=1, amount=3, lot={"seat": 2, "path": "0"}),
    ]
    assert table.happened_to(quick, 0, names) == [
        "Ben won the auction on Cleo's card with a bid of 3, over your 1."
    ]
    assert table.happened_to(quick, 2, names) == [
        "Ben won the auction on your card with a bid of 3: they pick what it does."
    ]


def test_pop_ups_read_only_public_events_in_real_games() -> None:
    """Hidden information: what a seat is told never depends on another seat's secret
    (the hands dealt, a card placed face down, a sealed bid before the reveal): the same
    sentences come from the step's events without those. Every sentence names the doer."""
    table = InnsTable()
    told = 0
    for seed in range(3):
        n = 4 + seed
        config = MatchConfig(
            game=GAME,
            seats=tuple(SeatInfo(name=NAMES[i], kind="bot") for i in range(n)),
            seed=seed,
            options={"quick_auction": seed == 1},
        )
        match: Match[Any] = Match.new(RULES, config)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.to_act()[0]
            events = match.apply(seat, rng.choice(match.legal_actions(seat)))
            public = [e for e in events if not isinstance(e, ev.HandsDealt | SecretChosen)]
            for other in range(n):
                if other == seat:
                    continue
                said = table.happened_to(events, other, NAMES[:n])
                assert said == table.happened_to(public, other, NAMES[:n])
                for line in said:
                    assert line.startswith(tuple(NAMES[:n])), line
                told += len(said)
    assert told > 50


def _bot_about_to_block_ana(app: Any) -> tuple[TableScene, int]:
    """Ana (seat 0) against three bots at the table, a bot asked to block with its Block
    icon and able to block Ana's card; bots held."""
    for seed in range(1, 80):
        session = GameSession.new(GAME, vs_bots(4), seed, app.dirs.saves, app.bot_factory)
        rng = random.Random(seed)
        for _ in range(3000):
            if session.match.is_over:
                break
            seat = session.match.to_act()[0]
            legal = session.match.legal_actions(seat)
            if seat != 0 and act.BlockCard(seat=0) in legal:
                session.drain_feed()
                return table_at(app, session), seat
            assert session.apply(seat, rng.choice(legal)) is None
        session.close()
    raise AssertionError("no bot was ever asked to block Ana's card")


def test_a_bots_block_on_your_card_pops_up_once_its_turn_is_over(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """R33-R35: a bot Blocks Ana's card with its Block icon and the reveals go on. The
    step is told in stages (no pop-up meanwhile), its log lines lit; what it did to Ana is
    gathered with the rest of the turn and told in one pop-up once the turn is over,
    titled with the seat that did it, over the table as it now stands: the new turn in the
    header, no picture of a step, no card drawn twice (issue 23: a steady table)."""
    app.settings.animation = "normal"
    scene, bot = _bot_about_to_block_ana(app)
    scene.anim.factor = 1.0
    s = scene.session
    turn = s.match.state.turn
    assert s.apply(bot, act.BlockCard(seat=0)) is None
    steps = len(s.match.steps)
    settle(app, 1)
    assert scene.log_panel.lit_step == steps - 1
    assert f"{NAMES[bot]} blocked your card with the Block icon." in scene.log_panel.lit_lines()
    said = "Blocked your card with its Block icon: it earns no Loot ability this turn."
    assert scene.anim.stages and said in scene.gathering[0][-1].lines[0]
    rng = random.Random(4)
    shown: list[NoticeScene] = []
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, NoticeScene):
            shown.append(top)
            break
        assert top is scene
        if not scene.anim.busy and s.match.state.turn == turn and not s.is_over:
            seat = s.match.to_act()[0]
            assert s.apply(seat, rng.choice(s.match.legal_actions(seat))) is None
        app.step([], 0.05)
    assert len(shown) == 1, "no pop-up once the turn was over"
    top = shown[0]
    assert s.match.state.turn > turn or s.is_over
    assert any(line.startswith(NAMES[bot]) and said in line for line in top.lines), top.lines
    assert top.title.startswith("What ") and NAMES[bot] in top.title
    # the table behind it is the position now, not the last picture of the turn
    assert scene._stage is None and not scene.anim.stages
    now = s.match.view(0)
    assert scene.view == now
    if not s.is_over:
        assert scene.adapter.status(scene.view, s.seat_names).startswith(f"Turn {now.turn}")
    faces = [sp.card for sp in scene.layout.cards if sp.card is not None]
    assert len(faces) == len(set(faces)), "a card drawn twice behind the pop-up"
    assert dismiss_notice(app) and app.scenes.top is scene


def test_clicking_the_card_in_your_slot_says_how_to_change_it(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """R19: the card goes face down and may be changed until everyone has placed; a click
    on it shakes it and says so (the panel says it too)."""
    app.settings.animation = "normal"
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves, app.bot_factory)
    played_to(session, lambda s: s.match.state.phase == PLACE and 0 in s.match.to_act())
    scene = table_at(app, session)
    card = next(iter(scene.card_moves))
    scene.act(act.PlaceCard(card=card))
    settle(app, 1)
    sprite = next(s for s in scene.layout.cards if s.zone == "card:0")
    assert sprite.card == card and card not in scene.card_moves
    click(app, sprite.rect.center)
    name = BOOK(card).character
    assert scene.refused == (
        f"Your {name} is already face down in your slot: to change it, drag another card of "
        "your hand onto the slot."
    )
    assert sprite.key in scene.anim.shakes
    words = scene.adapter.instruction(scene.view, 0, session.seat_names)
    assert words.startswith(f"Your {name} is face down. To change it, drag another card")


def test_clicking_a_played_card_says_it_comes_back_at_the_rounds_end(app) -> None:  # type: ignore[no-untyped-def]
    """R28-R29: a card played this round cannot be placed again until the round ends; a
    click on it shakes it and the engine says why."""
    app.settings.animation = "normal"
    session = GameSession.new(GAME, vs_bots(3), 6, app.dirs.saves)
    played_to(session, lambda s: s.match.state.phase == PLACE and s.match.state.turn == 2, 6)
    scene = table_at(app, session)
    played = session.match.state.players[0].played[0]
    sprite = next(s for s in scene.layout.cards if s.card == played)
    click(app, sprite.rect.center)
    assert scene.refused == "You played that card this round; it comes back when the round ends."
    assert sprite.key in scene.anim.shakes


def test_clicking_the_character_already_chosen_says_how_to_swap(app) -> None:  # type: ignore[no-untyped-def]
    """Dealt copies (variant): one character at each initiative; the one selected cannot be
    picked again, and a click on it says to click the other inn's character or take the hand."""
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves, None, {"dealt_copies": True})
    scene = table_at(app, session)
    hand = scene.adapter.sel.hand_selection(scene.view)
    inn = "wagon" if hand[0] == "W" else "dragon"
    chosen = character_card(inn, 1)
    sprite = next(s for s in scene.layout.cards if s.card == chosen)
    steps = len(session.match.steps)
    click(app, sprite.rect.center)
    assert len(session.match.steps) == steps
    assert scene.refused == (
        f"The {BOOK.character_at(inn, 1)} is already chosen at initiative 1: click the other "
        "inn's character to swap, or press Take this hand."
    )


def test_clicking_another_players_card_while_asked_says_why_not(app) -> None:  # type: ignore[no-untyped-def]
    """R33-R34 and R36: while Ana must answer, a click on another player's face-up card
    that is not one of her answers says why: a card her Block icon may not block (the
    engine's reason), else whose card it is."""
    for seed in range(1, 60):
        session = humans(5, seed=seed)

        def asked_with_a_card_up(s: GameSession) -> bool:
            a = s.match.state.asked
            if a is None or a.seat != 0:
                return False
            options = {o[0] for o in a.options}
            players = s.match.state.players
            return any(p.face_up and i not in options for i, p in enumerate(players) if i)

        try:
            played_to(session, asked_with_a_card_up, seed=seed)
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("Ana was never asked with another face-up card on the table")
    scene = table_at(app, session)
    a = session.match.state.asked
    options = {o[0] for o in a.options}
    other = next(
        i for i, p in enumerate(session.match.state.players) if i and p.face_up and i not in options
    )
    card = session.match.state.players[other].current
    sprite = next(s for s in scene.layout.cards if s.card == card and s.zone == f"card:{other}")
    steps = len(session.match.steps)
    click(app, sprite.rect.center)
    assert len(session.match.steps) == steps
    if a.kind == "block_icon":
        assert scene.refused == session.why_not(0, act.BlockCard(seat=other))
        assert scene.refused.startswith("Your Block icon can block only")
    elif a.kind == "choose_player":
        assert scene.refused == "Choose one of the players the ability offers."
    else:
        assert scene.refused == (
            f"That is {NAMES[other]}'s {BOOK(card).character}: you may look at it (hover, or "
            "right-click to pin it) but not move it."
        )


def test_a_hint_says_why_for_every_kind_of_move() -> None:
    """Hint: every legal move of every phase (hands, placing, each answer, open and sealed
    bids) has a reason of its own, one clause from the hinted seat's view: a Block names
    the card and the Loot ability it stops (R35), a bid what winning is worth (R37)."""
    table = InnsTable()
    kinds: set[str] = set()
    for seed in range(4):
        n = 3 + seed
        config = MatchConfig(
            game=GAME,
            seats=tuple(SeatInfo(name=NAMES[i], kind="bot") for i in range(n)),
            seed=seed,
            options={"quick_auction": seed % 2 == 1},
        )
        match: Match[Any] = Match.new(RULES, config)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            view = match.view(seat)
            for a in rng.sample(legal, min(3, len(legal))):
                why = table.hint_reason(a, view, seat, NAMES[:n])
                assert why, a
                assert ". " not in why and not why.endswith("."), why
                kinds.add(type(a).__name__)
                if isinstance(a, act.BlockCard):
                    assert f"{NAMES[a.seat]}'s {BOOK(view.players[a.seat].card).character}" in why
                    assert "Loot ability" in why
                if isinstance(a, act.Bid | act.SealedBid):
                    assert str(a.amount) in why
            match.apply(seat, rng.choice(legal))
    assert {"TakeCopy", "PlaceCard", "Bid", "PassBid", "SealedBid", "PickOption"} <= kinds


def test_the_log_heads_each_turn_and_marks_every_line_with_an_icon(app) -> None:  # type: ignore[no-untyped-def]
    """The log groups by turn (R19-R29: a turn is the cards placed, the calls, the loot):
    each turn's sentence, naming its Head of the Table, heads its group, the set-up heads
    the hands being built; every line has one of the shared log icons."""
    session = humans(4, seed=3)
    played_to(session, lambda s: s.match.state.turn == 3, seed=3)
    scene = table_at(app, session)
    lines = [e for e in scene.log_panel.entries if isinstance(e, LogLine)]
    assert len(lines) == len(scene.log_panel.entries) > 20
    headings = [line for line in lines if line.group == line]
    assert headings[0].startswith("A table of 4 is set")
    turns = [h for h in headings if h.startswith("Turn ")]
    assert [h.split(" ")[1] for h in turns] == ["1", "2", "3"]
    for h, head in zip(turns, _heads(session), strict=True):
        assert h.endswith(f"{NAMES[head]} is the Head of the Table.")
    assert all(line.icon in LOG for line in lines), [x for x in lines if x.icon not in LOG]
    blocked = [line for line in lines if " blocked " in line]
    assert all(line.icon == "defend" for line in blocked)


def _heads(session: GameSession) -> list[int]:
    return [
        e.head for step in session.match.steps for e in step.events if isinstance(e, ev.TurnStarted)
    ]


def test_every_sentence_of_the_log_has_an_icon() -> None:
    """Every event a seat reads in the log (3-8 seats, both auctions) has a log icon, one of
    the shared keys."""
    table = InnsTable()
    seen: set[str] = set()
    for before, events, _, viewer, _views in random_steps(range(3)):
        names = NAMES[: before.n_seats]
        for e in events:
            if RULES.describe(e, viewer, names):
                assert table.log_icon(e) in LOG, type(e).__name__
                seen.add(type(e).__name__)
    assert {"TurnStarted", "InitiativeCalled", "CardBlocked", "LootCollected"} <= seen


def test_the_mover_hears_what_the_turn_their_card_set_off_did_to_them(app) -> None:  # type: ignore[no-untyped-def]
    """Rulebook, "How to Play": the last card placed turns the whole turn over in the same
    move, so a Block on the mover's card by another seat is told to the mover too, credited
    to the seat that Blocked it (never "After your move"); what their own card did is not."""
    found = None
    for seed in range(5, 40):  # the first seeded game with such a move
        session = humans(3, seed=seed)
        rng = random.Random(seed)
        while found is None and not session.is_over:
            seat = rng.choice(session.match.to_act())
            session.apply(seat, rng.choice(session.match.legal_actions(seat)))
            step = session.match.steps[-1]
            blocked = [
                e for e in step.events if isinstance(e, ev.CardBlocked) and e.seat == step.seat
            ]
            refused = {
                e.to
                for e in step.events
                if isinstance(e, ev.TributeRefused) and e.seat == step.seat
            }  # a Block the mover chose by refusing to pay is not done to them
            if any(e.by != step.seat and e.by not in refused for e in blocked):
                found = len(session.match.steps) - 1
        if found is not None:
            break
    assert found is not None, "no move whose turn Blocked the mover's card"
    session.drain_feed()
    scene = table_at(app, session, viewer=None)
    scene.notices.clear()
    scene.gathering.clear()
    step = session.match.steps[found]
    scene._tell(found, step)
    mover = [*scene.gathering.get(step.seat, []), *scene.notices.get(step.seat, [])]
    blockers = {
        e.by
        for e in step.events
        if isinstance(e, ev.CardBlocked) and e.seat == step.seat and e.by not in refused
    }
    titles = {f"{NAMES[b]}'s move" for b in blockers if b != step.seat}
    assert any("Blocked your" in n.lines[0] and n.title in titles for n in mover), mover
    assert all(n.title != f"{NAMES[step.seat]}'s move" for n in mover)


def test_the_log_tells_a_staged_turn_as_its_pictures_come_up(app) -> None:  # type: ignore[no-untyped-def]
    """Rulebook, "Playing a turn" (the Head of the Table calls 1 to 6): while the turn is told
    call by call, the log gives a call's lines with its picture, not ahead of it; once the
    pictures are over (or skipped) every line of the step is there, in order."""
    session, scene = a_turn_told_in_stages(app)
    step = session.match.steps[-1]
    every = [t.text for t in session.told_step(len(session.match.steps) - 1, step)]
    first = scene._stage
    assert first is not None and first.told is not None
    shown = [str(line) for line in scene.log_panel.entries]
    assert every[-1] not in shown[-len(every) :], "the turn's last line came before its picture"
    grew = []
    for _ in range(400):
        app.step([], 0.05)
        grew.append(len(scene.log_panel.entries))
        if not scene.anim.stages:
            break
    assert grew == sorted(grew) and grew[0] < grew[-1], "the lines came with the pictures"
    tail = [str(line) for line in scene.log_panel.entries][-len(every) :]
    assert tail == every


# ---------------------------------------------------------------- cards say what matters (issue 23)


def test_every_copy_shows_race_and_morality_in_words_at_the_tables_card_widths(app) -> None:  # type: ignore[no-untyped-def]
    """Reading a Card (3, 4): Matching and Unique abilities read both the race and the
    morality, so every copy shows both, in words, at the widths the table draws hands and
    seats with (95 px at 1280x800, 69 px at 1024x640) and larger; at the tiniest widths
    both stay as icons (a Block card's shield and number first)."""
    from ui.games.inns_and_outcasts.cards import io_spec_at
    from ui.widgets.face import layout_face

    for card in range(96):
        f = BOOK(card)
        race, morality = BOOK.race_names[f.race], BOOK.morality_names[f.morality]
        for width in (69, 80, 95, 120, 180, 260):
            lay = layout_face(io_spec_at(card, width), width)
            words = " ".join(t.text for t in lay.texts if t.role in ("chip", "type"))
            assert race in words and morality in words, (f.character, width, words)
            if f.block:
                assert any(i.name == "shield" for i in lay.icons if i.role == "chip"), width
        if not f.block:  # tinier still: both as icons (the zoom says them in words)
            spec = io_spec_at(card, 50)
            icons = {i.name for i in layout_face(spec, 50).icons if i.role == "chip"}
            assert len(icons) == 2 and {c.label for c in spec.chips} == {
                f"Race: {race}",
                f"Morality: {morality}",
            }


def test_a_choice_of_player_says_what_choosing_them_does(app) -> None:  # type: ignore[no-untyped-def]
    """The Thane ("take 1 loot from a player in Range"), the Monk ("you gain 2 and the
    player you choose gains 1") and the auctions' Decrees: each button that picks a
    player says what picking them does, from the card's printed effects."""
    from ui.games.inns_and_outcasts.words import choice_label

    thane = next(c for c in range(96) if BOOK(c).character == "Thane")
    monk = next(c for c in range(96) if BOOK(c).character == "Monk")
    [take] = BOOK(thane).reveal
    [gift] = BOOK(monk).reveal
    assert choice_label(take.effects, "chosen", "Ben", "Choose Ben") == "Ben gives you 1 loot"
    assert choice_label(gift.effects, "chosen", "Ben", "Choose Ben") == "Ben gains 1, you gain 2"
    # in a real game: every Choose button of the one asked names its effect
    session = humans(3, seed=7)
    played_to(
        session,
        lambda s: s.match.state.asked is not None and s.match.state.asked.kind == "choose_player",
        seed=7,
    )
    seat = session.match.state.asked.seat  # type: ignore[union-attr]
    scene = table_at(app, session, viewer=seat)
    chosen = [
        (a, b.label)
        for b in scene.action_buttons
        if isinstance(a := scene.ui.button_actions.get(id(b)), act.ChoosePlayerAction)
    ]
    assert chosen
    for a, label in chosen:
        name = "You" if a.seat == seat else NAMES[a.seat]
        assert label.startswith(name) and not label.startswith("Choose"), label
        assert any(w in label for w in ("loot", "gain", "Blocked", "unblocked")), label


def test_refusing_to_pay_is_not_told_back_as_a_block_done_to_you() -> None:
    """Goblins (pay or refuse): a refusal Blocks both cards; the one who refused chose it,
    so no pop-up tells them the Goblins' owner Blocked their card (the owner hears it)."""
    table = InnsTable()
    names = NAMES[:4]
    refusal = [
        ev.TributeRefused(seat=0, to=1),
        ev.CardBlocked(seat=0, by=1),
        ev.CardBlocked(seat=1, by=1),
    ]
    assert table.happened_to(refusal, 0, names) == []
    assert table.happened_to(refusal, 1, names) == [
        "Ana refused to pay your Goblins: their card and yours are Blocked."
    ]

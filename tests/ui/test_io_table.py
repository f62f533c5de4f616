"""The Inns & Outcasts table as a player meets it, driven headless through real input events.

Rules cited as game/games/inns_and_outcasts/README.md numbers them (R17 building the hand,
R19 placing, R20-R21 the call and the reveals, R25 loot to the Hoards, R29 the round's
end, R35 Blocked cards turned, R37 the auction, R45 the Quick Auction). Also the privacy
oracle the UI conformance suite uses for this game (``hidden_from``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match
from game.core.model import MatchConfig, SeatInfo
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.cards import card_book
from game.games.inns_and_outcasts.model import AUCTION, HANDS, PLACE, QUICK_AUCTION, TOPIC_CARDS
from game.registry import get_rules
from tests.ui.sweep import SIZES, UI_SCALES, table_geometry
from ui.autoplay import FRAME, drag, key, make_app, mouse, settle, sprite_center, start_game
from ui.layout.check import check_layout
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.table import TableScene
from ui.session import GameSession, wait_for_bot
from ui.table.inns_and_outcasts import InnsTable
from ui.table.io_layout import seat_marks
from ui.table.io_stages import fold_all, tell

GAME = "inns-and-outcasts"
RULES = get_rules(GAME)
BOOK = card_book()
NAMES = ["Ana", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hal"]
PUBLIC = ("hoard", "table", "placed", "face_up", "blocked", "played", "seen", "traits")


def hidden_from(state: Any, seat: int | None) -> set[int]:
    """Card ids ``seat`` may not see (None: nobody holds the screen, so any seat's secret):
    another seat's hand cards never revealed, its face-down card, and the card it chose
    while the others still place."""
    out: set[int] = set()
    secret = state.secret
    chosen = (
        secret.chosen
        if secret is not None and secret.topic == TOPIC_CARDS and not secret.closed
        else {}
    )
    for i, p in enumerate(state.players):
        if seat is not None and i == seat:
            continue
        out |= set(p.hand) - set(p.seen) - set(p.played)
        if p.current is not None and not p.face_up:
            out.add(p.current)
        if i in chosen:
            out.add(int(chosen[i]))
    return out


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
    """(view before, events, view after, viewer) for every step of random games at 3-8
    seats, with and without the Quick Auction, each seen by a random viewer (or nobody)."""
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
                yield before, events, match.view(viewer), viewer


def test_stages_fold_a_steps_public_events_into_the_next_view() -> None:
    """The pictures a step is told in end where the real table is: folding a step's
    events onto the view before it gives every public fact of the view after it (R19-R29:
    the calls, loot, blocks, tokens, Hoards, played cards, the Head of the Table)."""
    names = NAMES
    checked = 0
    for before, events, after, _ in random_steps(range(8)):
        got = fold_all(before, events, names[: before.n_seats], BOOK)
        for a, b in zip(got.players, after.players, strict=True):
            assert {f: getattr(a, f) for f in PUBLIC} == {f: getattr(b, f) for f in PUBLIC}
            assert (a.card if a.face_up else None) == (b.card if b.face_up else None)
        assert (got.head, got.call, got.tokens, got.winning_bids) == (
            after.head,
            after.call,
            after.tokens,
            after.winning_bids,
        )
        checked += 1
    assert checked > 1000


def test_no_picture_of_a_step_shows_what_its_viewer_could_not_see() -> None:
    """A stage never holds another seat's hand or face-down card, whatever the step did."""
    beats = 0
    for before, events, _, viewer in random_steps(range(8, 14)):
        for beat in tell(before, events, NAMES[: before.n_seats], BOOK):
            beats += 1
            assert beat.view.ctx.to_act == [] and beat.view.ctx.may_act == []
            for p in beat.view.players:
                if p.seat != viewer:
                    assert p.hand is None
                    assert p.card is None or p.face_up
    assert beats > 500


def test_a_turn_is_told_call_by_call_each_card_on_its_number() -> None:
    """R20-R21: the Head of the Table calls 1 to 6 and each card turns up on its number;
    the pictures count the calls in order, and a call's cards are face up from its picture
    on; the last pictures send the Table Settings to the Hoards (R25)."""
    session = humans(4)
    played_to(session, lambda s: s.match.state.phase == PLACE)
    rng = random.Random(2)
    while True:  # everyone places; the last card sets the turn going (no choice on the way)
        seat = session.match.to_act()[0]
        before = session.match.view(0)
        events = session.match.apply(seat, rng.choice(session.match.legal_actions(seat)))
        if session.match.state.phase != PLACE:
            break
    beats = tell(before, events, NAMES[:4], BOOK)
    calls = [b.view.call for b in beats if b.caption.startswith("Call")]
    assert calls == sorted(calls) and calls[0] == 1 and len(set(calls)) == len(calls)
    for b in beats:
        if b.caption.startswith("Call") and "no card" not in b.caption:
            up = [p for p in b.view.players if p.face_up]
            assert up and all(BOOK(p.card).initiative <= b.view.call for p in up)
    if session.match.state.phase == PLACE:  # the whole turn ran: loot went to the Hoards
        assert any(b.caption == "Every Table Setting goes to its Hoard." for b in beats)
        assert any(f.dst.startswith("hoard:") for b in beats for f in b.flights)


def test_the_table_shows_each_stage_then_the_table_as_it_is(app) -> None:  # type: ignore[no-untyped-def]
    """With animations on, the last card down is followed by the call counting up, one
    picture after another: nothing can be done meanwhile, no bot acts, and the real table
    comes back at the end; a click skips straight there."""
    app.settings.animation = "normal"
    for seed in range(5, 40):
        session = GameSession.new(GAME, vs_bots(3), seed, app.dirs.saves, app.bot_factory)
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
            break
        app.scenes.pop()
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
    for before, events, _, viewer in random_steps(range(2)):
        for beat in tell(before, events, NAMES[: before.n_seats], BOOK)[::7]:
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
    """R17: one character at each initiative, chosen in secret. Clicking a character (or
    its button) changes the selection, not the game; Take this hand (or Space) chooses it."""
    session = GameSession.new(GAME, vs_bots(3), 2, app.dirs.saves)
    scene = table_at(app, session)
    assert session.match.state.phase == HANDS
    assert len(scene.action_buttons) == 7  # take, and one swap per initiative
    assert len(scene.legal) == 64
    before = len(session.match.steps)
    zone = next(z for z in scene.zone_clicks if z.startswith("pick:3:"))
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[zone].rect.center)], FRAME)
    assert len(session.match.steps) == before
    hand = scene.adapter.hand_selection(scene.view)
    assert hand[2] == zone[-1]
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button(scene, "1:").rect.center)], FRAME)
    hand = scene.adapter.hand_selection(scene.view)
    assert len(session.match.steps) == before
    assert button(scene, "Take this hand").accent
    app.step([key(pygame.K_SPACE)], FRAME)
    assert session.match.steps[-1].action == act.ChooseHand(inns=hand)


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
    low = scene.adapter.dial(scene.view)
    shown = [b.label for b in scene.action_buttons]
    assert shown[:2] == [f"Bid {low}", f"More: {low + 1}"]  # not every amount: a dial
    assert ("Pass (out of this auction)" in shown) == (act.PassBid() in scene.legal)
    assert len(shown) <= 3 < len(scene.legal) + (act.PassBid() not in scene.legal)
    steps = len(session.match.steps)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones["dial:+"].rect.center)], FRAME)
    assert len(session.match.steps) == steps and scene.adapter.dial(scene.view) == low + 1
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
    aim = scene.adapter.aim(scene.view)
    others = [z for z in scene.zone_clicks if z != f"card:{aim}"]
    steps = len(session.match.steps)
    if others:
        app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[others[0]].rect.center)], FRAME)
        assert len(session.match.steps) == steps
        aim = scene.adapter.aim(scene.view)
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

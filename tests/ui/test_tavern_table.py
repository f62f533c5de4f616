"""The Tavern Keepers table as a player meets it, driven headless through real input events.

Rulebook sections named in the tests: Bidding For Quests, Send Out Adventurers, Ending the
Game (rulebooks/tavern-keepers.txt).
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from game.core.model import SeatInfo
from game.games.tavern_keepers import actions as tk
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
    take_screen,
)

GAME = "tavern-keepers"
HUMANS = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]
VS_BOTS = [
    SeatInfo(name="Ana"),
    SeatInfo(name="Ben", kind="bot", level="greedy"),
    SeatInfo(name="Cleo", kind="bot", level="greedy"),
]
BOTS = [
    SeatInfo(name="Ben", kind="bot", level="greedy"),
    SeatInfo(name="Cleo", kind="bot", level="random"),
    SeatInfo(name="Dov", kind="bot", level="greedy"),
]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


def _start(app, seats=HUMANS, seed: int = 3):  # type: ignore[no-untyped-def]
    return start_game(app, seats, seed=seed, game=GAME)


def _answer_state(app):  # type: ignore[no-untyped-def]
    """A two-human table where Ben must answer Ana's bid (Ben at the screen)."""
    scene = _start(app)
    s = scene.session
    opener = s.match.state.bidder
    s.viewer = opener
    s.apply(opener, tk.ChooseQuest(quest=0))
    s.apply(opener, tk.BidCard(card=s.match.state.players[opener].hand[0]))
    s.apply(opener, tk.CommitBid())
    s.drain_feed()
    s.viewer = s.match.state.bidder
    _show_table(app, scene)
    return scene


def _show_table(app, scene) -> None:  # type: ignore[no-untyped-def]
    """Close a hand-over screen pushed before the test chose the viewer itself."""
    while app.scenes.top is not scene:
        app.scenes.pop()
    scene.refresh(animate=False)
    settle(app, 2)


# ---------------------------------------------------------------- bidding by hand


def _bid_card_and_zone(scene):  # type: ignore[no-untyped-def]
    card = next(c for c, moves in scene.card_moves.items() if any(z == "bid:me" for z, _ in moves))
    return card, scene.layout.zones["bid:me"].rect.center


def test_dragging_a_card_onto_the_bid_pile_bids_it_face_down(app) -> None:  # type: ignore[no-untyped-def]
    """Bidding For Quests: a bidder places cards face down, creating a Bid Pile."""
    scene = _answer_state(app)
    seat = scene.session.viewer
    card, target = _bid_card_and_zone(scene)
    before = len(scene.session.match.steps)
    drag(app, sprite_center(scene, card), target)
    settle(app)
    steps = scene.session.match.steps[before:]
    assert [s.action for s in steps] == [tk.BidCard(card=card)]
    assert card in scene.session.match.state.players[seat].bid


def test_dropping_on_the_quest_being_bid_on_also_bids(app) -> None:  # type: ignore[no-untyped-def]
    scene = _answer_state(app)
    seat = scene.session.viewer
    card = next(iter(scene.card_moves))
    drag(app, sprite_center(scene, card), scene.layout.zones["quest:bid"].rect.center)
    settle(app)
    assert card in scene.session.match.state.players[seat].bid


def test_click_then_click_and_keyboard_make_the_same_bid_as_a_drag(tmp_path: Path) -> None:
    """The same card by drag, by click-click and by keyboard gives the same action."""
    recorded = []
    for how in ("drag", "click", "keys"):
        app = make_app(tmp_path / how)
        scene = _answer_state(app)
        card, target = _bid_card_and_zone(scene)
        before = len(scene.session.match.steps)
        if how == "drag":
            drag(app, sprite_center(scene, card), target)
        elif how == "click":
            pos = sprite_center(scene, card)
            app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)
            assert scene.picked == card
            app.step([mouse(pygame.MOUSEBUTTONDOWN, target)], FRAME)
        else:
            app.step([key(pygame.K_TAB)], FRAME)
            kind, focused = scene.focusables()[scene.focus_index]
            assert (kind, focused) == ("card", card)
            app.step([key(pygame.K_RETURN)], FRAME)
            assert scene.picked == card
            zones = [z for z, _ in scene.targets_of(card)]
            presses = zones.index("bid:me") + 1
            app.step([key(pygame.K_RIGHT)] * presses + [key(pygame.K_RETURN)], FRAME)
        settle(app)
        recorded.append([s.action for s in scene.session.match.steps[before:]])
        pygame.display.quit()
    assert recorded[0] == recorded[1] == recorded[2] == [recorded[0][0]]
    assert isinstance(recorded[0][0], tk.BidCard)


def test_take_back_commit_and_pass_buttons(app) -> None:  # type: ignore[no-untyped-def]
    scene = _answer_state(app)
    s = scene.session
    seat = s.viewer
    card, target = _bid_card_and_zone(scene)
    drag(app, sprite_center(scene, card), target)
    # dragging it back to the hand takes it back
    drag(app, sprite_center(scene, card), scene.layout.zones["hand"].rect.center)
    assert card in s.match.state.players[seat].hand
    labels = [b.label for b in scene.action_buttons]
    assert "Pass" in labels and not any(lab.startswith("Commit") for lab in labels)
    drag(app, sprite_center(scene, card), target)
    commit = next(b for b in scene.action_buttons if b.label.startswith("Commit bid (1 card)"))
    app.step([mouse(pygame.MOUSEBUTTONDOWN, commit.rect.center)], FRAME)
    settle(app)
    assert any(type(st.action) is tk.CommitBid for st in s.match.steps if st.seat == seat)


def test_the_opener_chooses_a_quest_by_clicking_it(app) -> None:  # type: ignore[no-untyped-def]
    scene = _start(app)
    s = scene.session
    s.viewer = s.match.state.bidder
    _show_table(app, scene)
    assert set(scene.zone_clicks) == {"quest:0", "quest:1", "quest:2"}
    pile = scene.layout.zones["quest:1"].rect
    app.step([mouse(pygame.MOUSEBUTTONDOWN, (pile.centerx, pile.bottom - 4))], FRAME)
    assert s.match.state.quest == 1
    assert "Choose" not in scene.adapter.hint(scene.view, s.viewer, s.seat_names)
    assert "quest:bid" in scene.layout.zones


def test_an_illegal_drop_says_why_in_the_engines_words_and_changes_nothing(app) -> None:  # type: ignore[no-untyped-def]
    """Sabotage belongs to Send Out Adventurers: dropping a card on an adventurer while
    bidding is refused with the engine's sentence, shown in the panel."""
    scene = _answer_state(app)
    s = scene.session
    card = next(iter(scene.card_moves))
    other = next(z for z in scene.layout.zones if z.startswith("adv:"))
    digest = s.match.state_hash()
    drag(app, sprite_center(scene, card), scene.layout.zones[other].rect.center)
    settle(app)
    assert s.match.state_hash() == digest
    assert scene.refused and scene.refused.startswith("You can sabotage only during")
    assert any(t.text == scene.refused for t in app.toasts)
    assert card in s.match.state.players[s.viewer].hand


def test_committing_too_few_cards_as_the_lone_bidder_is_refused(app) -> None:  # type: ignore[no-untyped-def]
    """Bidding For Quests cont.: the lone bidder must bid at least two cards."""
    scene = _start(app, VS_BOTS, seed=5)
    s = scene.session
    _drive(app, scene, lambda st: st.lone and st.bidder == 0, answer=False)
    state = s.match.state
    assert state.lone and state.bidder == 0
    assert "only player still to win" in scene.adapter.hint(scene.view, 0, s.seat_names)
    scene.act(tk.ChooseQuest(quest=s.rules.biddable_quests(state)[0]))
    scene.act(tk.BidCard(card=s.match.state.players[0].hand[0]))
    digest = s.match.state_hash()
    scene.act(tk.CommitBid())
    assert s.match.state_hash() == digest
    assert scene.refused is not None and "at least two cards" in scene.refused


# ---------------------------------------------------------------- sabotage


def test_sabotage_by_dragging_a_card_onto_a_prepared_adventurer(app) -> None:  # type: ignore[no-untyped-def]
    """Send Out Adventurers: two cards of a colour unprepare another's adventurer."""
    scene = _start(app, VS_BOTS, seed=5)
    s = scene.session
    found = None
    for seed in range(5, 40):
        if seed != 5:
            s.close()
            scene = _start(app, VS_BOTS, seed=seed)
            s = scene.session
        _drive_until_sabotage(app, scene)
        moves = [(c, z) for c, m in scene.card_moves.items() for z, _ in m if z.startswith("adv:")]
        if moves:
            found = moves[0]
            break
    assert found is not None, "no seed gave Ana a sabotage"
    card, zone = found
    target = int(zone[4:])
    assert "You can hit" in scene.adapter.hint(scene.view, 0, s.seat_names)
    before = len(s.match.steps)
    drag(app, sprite_center(scene, card), scene.layout.zones[zone].rect.center)
    settle(app)
    action = s.match.steps[before].action
    assert isinstance(action, tk.Sabotage) and action.target == target
    assert card in (action.first, action.second)
    # the same table again: a click on the adventurer alone sabotages it too
    s.close()
    scene = _start(app, VS_BOTS, seed=seed)
    _drive_until_sabotage(app, scene)
    assert f"adv:{target}" in scene.zone_clicks
    app.step([mouse(pygame.MOUSEBUTTONDOWN, scene.layout.zones[zone].rect.center)], FRAME)
    clicked = scene.session.match.steps[before].action
    assert isinstance(clicked, tk.Sabotage) and clicked.target == target


def _drive_until_sabotage(app, scene) -> None:  # type: ignore[no-untyped-def]
    _drive(app, scene, lambda st: st.phase == "sabotage" and st.saboteur == 0)


def _drive(app, scene, until, answer: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Ana (seat 0) plays simply until ``until(state)``: as opener she picks the first
    quest and bids the fewest cards allowed; asked to answer she bids one card (or passes
    when ``answer`` is False); in the sabotage step she is done."""
    s = scene.session
    for _ in range(20_000):
        st = s.match.state
        if s.match.is_over or until(st):
            break
        if 0 in s.match.to_act():
            need = 2 if st.lone else 1
            if st.phase == "sabotage":
                scene.act(tk.DoneSabotage())
            elif st.opener == 0 and st.quest is None:
                scene.act(tk.ChooseQuest(quest=s.rules.biddable_quests(st)[0]))
            elif st.opener != 0 and not answer:
                scene.act(tk.PassBid())
            elif len(st.players[0].bid) < need and st.players[0].hand:
                scene.act(tk.BidCard(card=st.players[0].hand[0]))
            elif tk.CommitBid() in scene.legal:
                scene.act(tk.CommitBid())
            else:
                scene.act(tk.PassBid())
        settle(app, 1)
        if s.worker.busy:
            time.sleep(0.001)
    scene.refresh(animate=False)


# ---------------------------------------------------------------- secrets


def _faces_drawn(monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    import ui.games.tavern_keepers.table as table_module
    from ui.games.tavern_keepers.cards import tk_card_face

    drawn: list[int] = []

    def spy(card: int, width: int):  # type: ignore[no-untyped-def]
        drawn.append(card)
        return tk_card_face(card, width)

    monkeypatch.setattr(table_module, "tk_card_face", spy)
    return drawn


def test_hot_seat_never_draws_another_seats_hand_or_bid(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.pass_device import PassDeviceScene

    drawn = _faces_drawn(monkeypatch)
    scene = _start(app)
    s = scene.session
    settle(app, 2)
    if isinstance(app.scenes.top, PassDeviceScene):
        app.step([key(pygame.K_RETURN)], FRAME)
    first = s.viewer
    assert first == s.match.state.bidder
    # the opener picks a quest and bids two cards face down, then commits
    scene.act(tk.ChooseQuest(quest=0))
    mine = list(s.match.state.players[first].hand[:2])
    for c in mine:
        scene.act(tk.BidCard(card=c))
    app.notify("Hint: Bid a secret card face down (the plan).", private=True)
    app.notify("Saving works again.")  # news for everyone at the table
    app.step([key(pygame.K_SPACE)], FRAME)  # Space commits
    settle(app, 2)
    assert isinstance(app.scenes.top, PassDeviceScene)
    assert [t.text for t in app.toasts] == ["Saving works again."], (
        "a private toast of the last player stayed over the hand-over screen"
    )
    second = 1 - first
    secret = set(s.match.state.players[second].hand)
    drawn.clear()
    settle(app, 3)
    assert not (secret & set(drawn)), "the next player's hand showed before the hand-over"
    app.step([key(pygame.K_RETURN)], FRAME)
    settle(app, 3)
    assert s.viewer == second and app.scenes.top is scene
    hidden = set(s.match.state.players[first].hand) | set(s.match.state.players[first].bid)
    assert set(mine) <= hidden
    drawn.clear()
    scene._dirty = True
    settle(app, 3)
    assert drawn and not (hidden & set(drawn)), "the first player's cards were drawn"
    face_up = {sp.card for sp in scene.layout.cards if sp.face_up and sp.card is not None}
    assert not (hidden & face_up)
    backs = [sp for sp in scene.layout.cards if sp.zone == f"bid:{first}"]
    assert len(backs) == 2 and all(sp.card is None and not sp.face_up for sp in backs)
    # the log is told again for the new viewer: the first player's bid cards go unnamed
    names = {scene.adapter.book(c).name for c in mine}
    told = "\n".join(scene.log)
    assert "2 cards face down" in told
    assert not any(f"bid {name}" in told for name in names), told


def test_every_phase_renders_and_no_secret_is_laid_out(app) -> None:  # type: ignore[no-untyped-def]
    """Through a whole three-player game: the viewer's layout holds face-up ids only of
    public cards and of the viewer's own hand and bid, in every phase."""
    scene = _start(app, VS_BOTS, seed=8)
    s = scene.session
    seen: set[str] = set()
    for _ in range(20_000):
        if s.match.is_over:
            break
        if dismiss_notice(app):  # what a bot's sabotage did to the viewer
            continue
        st = s.match.state
        seen.add(f"{st.phase}{':lone' if st.lone else ''}")
        others = set()
        for i, p in enumerate(st.players):
            if i != s.viewer:
                others |= set(p.hand) | set(p.bid)
        face_up = {sp.card for sp in scene.layout.cards if sp.face_up and sp.card is not None}
        assert not (face_up & others)
        if 0 in s.match.to_act() and scene.legal:
            bot_like = scene.adapter.primary(scene.legal)
            choice = random.Random(len(s.match.steps)).choice(scene.legal)
            scene.act(bot_like if bot_like is not None and random.random() < 0.4 else choice)
        settle(app, 1)
        if s.worker.busy:
            time.sleep(0.001)
    settle(app, 3)
    assert s.match.is_over
    assert {"bidding", "sabotage", "bidding:lone"} <= seen


# ---------------------------------------------------------------- whole games


def test_a_bot_game_plays_through_the_table_to_the_game_over_scene(app) -> None:  # type: ignore[no-untyped-def]
    """Ending the Game: every empty tavern wins; the game-over scene names them all."""
    from ui.scenes.game_over import GameOverScene

    app.settings.animation = "fast"  # the reveal overlay must not stall the bots
    scene = _start(app, BOTS, seed=4)
    s = scene.session
    deadline = time.monotonic() + 600
    while not isinstance(app.scenes.top, GameOverScene) and time.monotonic() < deadline:
        app.step([], 0.05)
        if s.worker.busy:
            time.sleep(0.001)
    assert s.match.is_over
    top = app.scenes.top
    assert isinstance(top, GameOverScene)
    winners = [s.seat_names[w] for w in top.outcome.winners]
    assert all(name in top.headline() for name in winners)
    assert ("win together" in top.headline()) == (len(winners) > 1)
    for w in top.outcome.winners:
        assert top.score_words(w).startswith("tavern empty")


def test_a_whole_game_against_bots_by_mouse(app) -> None:  # type: ignore[no-untyped-def]
    from ui.autoplay import play_one_action_by_mouse
    from ui.scenes.game_over import GameOverScene

    scene = _start(app, VS_BOTS[:2], seed=9)
    rng = random.Random(3)
    for _ in range(20_000):
        if scene.session.match.is_over:
            break
        if scene.legal:
            if rng.random() < 0.3 and scene.adapter.primary(scene.legal) is not None:
                app.step([key(pygame.K_SPACE)], FRAME)
            else:
                play_one_action_by_mouse(app, scene, rng)
        settle(app, 1)
        if scene.session.worker.busy:
            time.sleep(0.001)
    settle(app, 3)
    assert scene.session.match.is_over
    assert isinstance(app.scenes.top, GameOverScene)


# ---------------------------------------------------------------- generic features


def test_undo_and_redo_a_bid_card(app) -> None:  # type: ignore[no-untyped-def]
    scene = _answer_state(app)
    s = scene.session
    card, target = _bid_card_and_zone(scene)
    drag(app, sprite_center(scene, card), target)
    assert scene.undo_button.is_enabled()
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert card in s.match.state.players[s.viewer].hand
    app.step([key(pygame.K_y, pygame.KMOD_CTRL)], FRAME)
    assert card in s.match.state.players[s.viewer].bid


def test_saved_game_continues_where_it_stopped(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.menu import MenuScene
    from ui.scenes.table import TableScene

    scene = _answer_state(app)
    card, target = _bid_card_and_zone(scene)
    drag(app, sprite_center(scene, card), target)
    digest = scene.session.match.state_hash()
    app.step([key(pygame.K_ESCAPE)], FRAME)
    menu = MenuScene(app)
    app.scenes.clear_to(menu)
    menu.continue_game()
    assert take_screen(app), "two humans: Continue opens behind the hand-over screen"
    top = app.scenes.top
    assert isinstance(top, TableScene) and top.session.rules.game_id == GAME
    assert top.session.match.state_hash() == digest


def test_hint_names_a_legal_move(app) -> None:  # type: ignore[no-untyped-def]
    scene = _answer_state(app)
    app.step([key(pygame.K_h)], FRAME)
    deadline = time.monotonic() + 120
    while scene.hinted is None and time.monotonic() < deadline:
        settle(app, 1)
        time.sleep(0.01)
    assert scene.hinted is not None and scene.hinted in scene.legal
    assert any(t.text.startswith("Hint: ") for t in app.toasts)


def test_the_replay_viewer_shows_a_finished_game(app) -> None:  # type: ignore[no-untyped-def]
    from ui.autoplay import play_bots_to_end
    from ui.scenes.replay import ReplayScene
    from ui.session import GameSession

    session = GameSession.new(GAME, BOTS, 6, app.dirs.saves, app.bot_factory)
    play_bots_to_end(session)
    session.close()
    assert session.path is not None
    replay = ReplayScene(app, session.path)
    app.push(replay)
    for pos in (0, replay.replay.length // 2, replay.replay.length):
        replay.seek(pos)
        settle(app, 1)
        assert replay.layout.cards
    # stepping onto a reveal flips the bids face up, as at the table
    reveal = next(
        k
        for k in range(1, replay.replay.length + 1)
        if any(e.kind == "bids_revealed" for e in replay.replay.events_at(k))
    )
    replay.seek(reveal - 1)
    app.settings.animation = "normal"
    app.step([key(pygame.K_RIGHT)], FRAME)
    assert replay.replay.position == reveal and replay.anim.reveals


def test_rules_help_and_glossary_exist_for_the_game(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.rules_help import RulesHelpScene

    scene = RulesHelpScene(app, GAME)
    app.push(scene)
    settle(app, 1)
    assert "The lone bidder" in scene.items and "Sabotage" in scene.items
    assert scene.items[-1] == "Card glossary" and len(scene.entries) == 40
    scene.select(len(scene.items) - 1)
    settle(app, 1)


def test_new_game_offers_the_games_own_bot_kinds_and_four_seats(app) -> None:  # type: ignore[no-untyped-def]
    from game.bots import kinds_for
    from ui.scenes.new_game import NewGameScene, bot_levels

    scene = NewGameScene(app)
    app.push(scene)
    while scene.rules() is None or scene.rules().game_id != GAME:
        scene.next_game()
    for _ in range(5):
        scene.set_seats(1)
    assert scene.n_seats == 4
    assert set(bot_levels(GAME)) == set(kinds_for(GAME))
    seen = set()
    for _ in range(10):
        scene.cycle_kind(1)
        seen.add(scene.kinds[1])
    assert seen == {"human", *kinds_for(GAME)}


# ---------------------------------------------------------------- layout


@pytest.mark.parametrize(
    "size",
    [(1024, 640), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1080), (3840, 2160)],
)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_layout_keeps_everything_on_the_table(tmp_path: Path, size, seats) -> None:  # type: ignore[no-untyped-def]
    """Nothing runs off the table area; board, taverns and hand never overlap."""
    app = make_app(tmp_path, size)
    people = [SeatInfo(name="Ana")] + [
        SeatInfo(name=n, kind="bot", level="greedy") for n in ("Ben", "Cleo", "Dov")[: seats - 1]
    ]
    scene = _start(app, people, seed=seats)
    s = scene.session
    _drive(app, scene, lambda st: len(s.match.steps) > 12 and 0 in s.match.to_act())
    scene.refresh(animate=False)
    settle(app, 1)
    area = scene.table_rect()
    for sp in scene.layout.cards:
        assert area.contains(sp.rect), (sp.key, sp.rect, area)
    for zone in scene.layout.zones.values():
        assert area.contains(zone.rect), (zone.id, zone.rect, area)
    z = scene.layout.zones
    taverns = [z[f"tavern:{i}"].rect for i in range(seats)]
    for i, a in enumerate(taverns):
        for b in taverns[i + 1 :]:
            assert not a.colliderect(b)
        assert not a.colliderect(z["quest:0"].rect) and not a.colliderect(z["hand"].rect)
    hand_cards = [sp.rect for sp in scene.layout.cards if sp.zone == "hand"]
    for r in hand_cards:
        assert all(not r.colliderect(t) for t in taverns)
    for b in scene.action_buttons:
        assert pygame.Rect((0, 0), size).contains(b.rect)
    pygame.display.quit()


def test_random_input_on_the_table_never_raises(tmp_path: Path) -> None:
    """Random clicks, drags and keys on a Tavern Keepers table (with resizes)."""
    from tests.ui.test_fuzz import SIZES, _event

    app = make_app(tmp_path)
    app.settings.animation = "fast"
    scene = _start(app, VS_BOTS, seed=12)
    rng = random.Random(7)
    for _ in range(600):
        if app.scenes.top is None or not app.running:
            break
        if rng.random() < 0.02:
            size = rng.choice(SIZES)
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            batch = [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
        else:
            batch = [
                e
                for e in (_event(rng, app.size) for _ in range(10))
                if not (e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE)
            ]
        app.step(batch, FRAME * rng.choice([1, 5, 20]))
        if scene.session.worker.busy:
            time.sleep(0.001)
    pygame.display.quit()


def test_the_game_over_line_counts_cards_in_the_singular_and_plural() -> None:
    """Read at the results screen: "1 card in hand", "3 cards in hand", as the shared
    ``plural`` counts every table's words."""
    from ui.games.tavern_keepers.table import TavernKeepersTable

    words = TavernKeepersTable().score_words
    assert words(2, {"hand": 1}).endswith("(1 card in hand)")
    assert words(0, {"hand": 3}) == "tavern empty  (3 cards in hand)"

"""Feedback and pacing at the table (issue 13), through the shared parts and both tables:

- a refused pick-up (a card that cannot move, an unaffordable buy) shakes and says why;
- the bots play one action per pacing step (a fake clock), all at once at "instant";
- what another seat's move did to you is a pop-up for you only, after your hand-over;
- the log is grouped by turn with icons, the bot's move lit;
- a hint's light and message go when the position changes;
- the panel's words say exactly what to do, and its numbers agree with the buttons.

Rules cited: AIM rulebook "Market Phase" (buying costs the card's price in Gold) and
"Attack Phase" (the attacker's battle Attack and a die against the defender's Attack,
Defense and a die; spoils); Tavern Keepers rulebook "Send Out Adventurers" (sabotage).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.bots import make_bot
from game.core.model import SeatInfo
from game.games.aim import actions as aim
from game.games.aim import events as aim_ev
from game.games.tavern_keepers import events as tk_ev
from ui.autoplay import FRAME, dismiss_notice, key, make_app, mouse, settle, start_game
from ui.games.aim.table import AimTable
from ui.games.tavern_keepers.table import TavernKeepersTable
from ui.jsonfile import load_model
from ui.scenes.notice import NoticeScene
from ui.scenes.pass_device import PassDeviceScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.settings import BOT_PACE_S, Settings
from ui.widgets.log_panel import LogLine

ANA_VS_BOT = [SeatInfo(name="Ana"), SeatInfo(name="Ben", kind="bot", level="greedy")]
BOT_FIRST = [SeatInfo(name="Ben", kind="bot", level="greedy"), SeatInfo(name="Ana")]
TWO_HUMANS = [SeatInfo(name="Ana"), SeatInfo(name="Ben")]


@pytest.fixture()
def app(tmp_path: Path):  # type: ignore[no-untyped-def]
    application = make_app(tmp_path)
    yield application
    pygame.display.quit()


@pytest.fixture()
def hold_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots never start to think: the test moves every seat through the session."""
    monkeypatch.setattr(GameSession, "start_bot", lambda self: False)


def open_table(app: Any, session: GameSession) -> TableScene:
    scene = TableScene(app, session)
    app.push(scene)
    while app.scenes.top is not scene:
        app.scenes.pop()
    return scene


def drive(session: GameSession, until: Callable[[Any], bool], limit: int = 4000) -> bool:
    """Greedy moves for every seat through the session until ``until(state)``; True when
    it came (False: the game ended or the limit ran out first)."""
    bots = {seat: make_bot("greedy", session.game_id) for seat in range(len(session.seat_names))}
    rng = random.Random(5)
    for _ in range(limit):
        if session.match.is_over:
            return False
        if until(session.match.state):
            return True
        seat = session.match.to_act()[0]
        view = session.match.view(seat)
        action = bots[seat].choose(view, session.match.legal_actions(seat), rng)
        assert session.apply(seat, action) is None
    return False


def click(app: Any, pos: tuple[int, int]) -> None:
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)], FRAME)


def sprite_of(scene: TableScene, card: int) -> Any:
    return next(s for s in scene.layout.cards if s.card == card)


def bot_steps(session: GameSession) -> int:
    return sum(1 for st in session.match.steps if st.seat in session.bots)


def until_decided(app: Any, session: GameSession, timeout: float = 60.0) -> None:
    """Let the bot's thread finish (real time) while the app's clock stands still: frames
    of no time collect its decision, which is then held until its pace has passed."""
    deadline = time.monotonic() + timeout
    while session.worker.busy and time.monotonic() < deadline:
        app.step([], 0.0)
        time.sleep(0.001)


# ---------------------------------------------------------------- refusals


def _market_buy_with_an_unaffordable_card(app: Any) -> tuple[TableScene, int]:
    """Ana (seat 0) buying at the AIM market with a card in view she cannot afford."""
    book = AimTable().book
    for seed in range(1, 40):
        session = GameSession.new("aim", ANA_VS_BOT, seed, app.dirs.saves, app.bot_factory)

        def buying(st: Any) -> bool:
            if st.phase != "market_buy" or st.active != 0:
                return False
            for_sale = [c for c in st.premium_row if c is not None]
            return any(book(c).price > st.players[0].gold for c in for_sale)

        if drive(session, buying):
            scene = open_table(app, session)
            scene.after_change()
            st = session.match.state
            dear = next(
                c for c in st.premium_row if c is not None and book(c).price > st.players[0].gold
            )
            return scene, dear
        session.close()
    raise AssertionError("no seed reached a market with an unaffordable card")


def test_an_unaffordable_market_card_clicked_shakes_and_says_why(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """AIM "Market Phase": a card costs its price in Gold. Clicking one Ana cannot afford
    is never silent: the engine's sentence is shown in the panel and as a message, and the
    card shakes; the cards she can afford are lit (they can be picked up)."""
    app.settings.animation = "normal"
    scene, dear = _market_buy_with_an_unaffordable_card(app)
    scene.anim.factor = 1.0
    book, gold = scene.adapter.book, scene.session.match.state.players[0].gold
    sprite = sprite_of(scene, dear)
    assert dear not in scene.card_moves
    before = scene.session.match.state_hash()
    click(app, sprite.rect.center)
    said = f"{book(dear).name} costs {book(dear).price} Gold and you have {gold}."
    assert scene.refused == said
    assert any(t.text == said and t.bad for t in app.toasts)
    assert sprite.key in scene.anim.shakes and scene.anim.busy
    assert scene.session.match.state_hash() == before
    cheap = [
        c for c in scene.session.match.state.premium_row if c is not None and book(c).price <= gold
    ]
    assert all(c in scene.card_moves for c in cheap)  # lit: they can be bought


def test_a_hand_card_that_cannot_move_says_the_engines_reason(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """At the market a card in hand cannot be placed: the click asks the engine why."""
    scene, _ = _market_buy_with_an_unaffordable_card(app)
    hand = scene.session.match.state.players[0].hand
    assert hand
    sprite = sprite_of(scene, hand[0])
    click(app, sprite.rect.center)
    assert scene.refused is not None and scene.refused.startswith("You can place cards only")
    assert any(t.text == scene.refused for t in app.toasts)


def test_a_card_clicked_while_a_bot_is_to_act_says_whose_move_it_is(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    session = GameSession.new("aim", ANA_VS_BOT, 3, app.dirs.saves, app.bot_factory)
    assert drive(session, lambda st: st.phase == "market_trash" and st.active == 1)
    scene = open_table(app, session)
    scene.after_change()
    assert not scene.legal
    card = session.match.state.players[0].hand[0]
    click(app, sprite_of(scene, card).rect.center)
    assert scene.refused == "It is not your move yet. Waiting for Ben to act."


def test_a_refusal_and_a_hint_go_when_the_position_changes(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    """The hint says why in one sentence; its light and message, and a refusal's message,
    go as soon as a move is made."""
    scene, dear = _market_buy_with_an_unaffordable_card(app)
    click(app, sprite_of(scene, dear).rect.center)
    assert scene.refused is not None
    app.step([key(pygame.K_h)], FRAME)
    deadline = time.monotonic() + 60
    while scene.hinted is None and time.monotonic() < deadline:
        settle(app, 1)
        time.sleep(0.01)
    assert scene.hinted in scene.legal
    hint = next(t.text for t in app.toasts if t.text.startswith("Hint: "))
    assert hint.endswith(".") and hint.count(": ") >= 2  # "Hint: <move>: <why>."
    assert not any(t.text.startswith("Thinking") for t in app.toasts)
    scene.act(aim.EndMarket())
    assert scene.hinted is None and scene.refused is None
    assert not any(t.text == hint for t in app.toasts)


# ---------------------------------------------------------------- pacing


def test_a_bots_turn_is_applied_one_action_per_pacing_step(app) -> None:  # type: ignore[no-untyped-def]
    """At "normal" a bot's several actions (its initial equipping) are applied one at a
    time, each the pace after the last one was shown, whatever its thinking time; the
    clock is the app's (simulated), the thinking real."""
    app.settings.animation = "instant"
    app.settings.bot_speed = "normal"
    pace = BOT_PACE_S["normal"]
    scene = start_game(app, BOT_FIRST, seed=9)
    s = scene.session
    shown: list[float] = []
    for _ in range(2000):
        if s.bot_to_act() is None:
            break
        until_decided(app, s)
        before = bot_steps(s)
        app.step([], 0.05)
        gained = bot_steps(s) - before
        assert gained <= 1
        if gained:
            shown.append(app.now)
            assert scene.log_panel.lit_step == len(s.match.steps) - 1  # its lines lit
    assert len(shown) >= 3
    gaps = [b - a for a, b in zip(shown, shown[1:], strict=False)]
    assert all(pace - 1e-6 <= g <= pace + 0.05 + 1e-6 for g in gaps), gaps


def test_at_instant_the_bots_turn_is_applied_at_once(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.animation = "normal"
    app.settings.bot_speed = "instant"
    scene = start_game(app, BOT_FIRST, seed=9)
    s = scene.session
    t0 = app.now
    for _ in range(2000):
        if s.bot_to_act() is None:
            break
        until_decided(app, s)
        app.step([], 0.0)
    assert s.bot_to_act() is None and bot_steps(s) >= 3
    assert app.now == t0  # no time passed: nothing waited for a pace or an animation


def test_a_click_skips_the_move_being_shown(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.animation = "normal"
    app.settings.bot_speed = "normal"
    scene = start_game(app, ANA_VS_BOT, seed=3)
    scene.anim.factor = 1.0
    s = scene.session
    app.step([key(pygame.K_SPACE)], FRAME)  # Ana is done equipping
    for _ in range(4000):
        if scene.anim.busy:
            break
        until_decided(app, s)
        app.step([], FRAME)
    assert scene.anim.busy
    app.step([mouse(pygame.MOUSEBUTTONDOWN, (2, app.size[1] - 2))], FRAME)
    assert not scene.anim.slides and not scene.anim.tumbles


def test_bot_pause_of_an_old_settings_file_becomes_the_nearest_bot_speed(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for ms, speed in ((0, "instant"), (150, "fast"), (350, "normal"), (1200, "slow")):
        path.write_text(json.dumps({"version": 1, "volume": 0.4, "bot_pause_ms": ms}))
        settings, notice = load_model(path, Settings)
        assert notice is None
        assert (settings.bot_speed, settings.volume, settings.version) == (speed, 0.4, 4)


# ---------------------------------------------------------------- pop-ups


def _attack_between_humans(app: Any) -> tuple[TableScene, int, int, Any]:
    """A hot-seat AIM table at the attack phase where the player to act (at the screen)
    can attack the other person: (scene, attacker, defender, the Attack)."""
    for seed in range(1, 60):
        session = GameSession.new("aim", TWO_HUMANS, seed, app.dirs.saves, app.bot_factory)

        def can_attack(st: Any, match: Any = session.match) -> bool:
            return st.phase == "attack" and any(
                isinstance(a, aim.Attack) for a in match.legal_actions(st.active)
            )

        if drive(session, can_attack):
            attacker = session.match.state.active
            session.take_over(attacker)
            scene = open_table(app, session)
            scene.after_change()
            attack = next(a for a in scene.legal if isinstance(a, aim.Attack))
            return scene, attacker, attack.target, attack
        session.close()
    raise AssertionError("no seed let one person attack the other")


def test_an_attack_is_a_pop_up_for_the_defender_only_after_their_hand_over(app) -> None:  # type: ignore[no-untyped-def]
    """AIM "Attack Phase" in hot seat: the defender learns what the attack did to them in
    a pop-up they dismiss, shown only once they have taken the screen over; the attacker,
    at the screen when it happened, never sees it."""
    scene, attacker, defender, attack = _attack_between_humans(app)
    s = scene.session
    scene.act(attack)
    handed_to: list[int] = []
    seen: list[NoticeScene] = []
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, NoticeScene):
            assert s.viewer == defender and defender in handed_to
            seen.append(top)
            dismiss_notice(app)
            break
        if isinstance(top, PassDeviceScene):
            handed_to.append(top.seat)
            app.step([key(pygame.K_RETURN)], FRAME)
            continue
        assert top is scene
        if scene.legal:  # whoever holds the screen plays on
            assert s.viewer != defender or defender in handed_to
            scene.act(scene.adapter.primary(scene.legal) or scene.legal[-1])
        settle(app, 1)
    assert len(seen) == 1, "the defender never got the pop-up"
    told = " ".join(seen[0].lines)
    names = s.seat_names
    assert f"{names[attacker]} attacked you" in told
    assert seen[0].title == f"{names[attacker]}'s move"
    assert app.scenes.top is scene and not scene.notices.get(defender)
    assert not scene.notices.get(attacker)


def test_a_pop_up_holds_the_bots_until_it_is_dismissed(app) -> None:  # type: ignore[no-untyped-def]
    """One person against a bot: while a pop-up is up no bot moves (the person reads it);
    once it is dismissed (by mouse) the bot goes on."""
    from ui.scenes.table import Notice

    app.settings.bot_speed = "instant"
    scene = start_game(app, ANA_VS_BOT, seed=3)
    s = scene.session
    scene.notices[0] = [Notice("Ben's move", ["Something happened to you."], 0)]
    settle(app, 1)
    assert isinstance(app.scenes.top, NoticeScene)
    steps = len(s.match.steps)
    for _ in range(20):
        until_decided(app, s)
        settle(app, 1)
    assert len(s.match.steps) == steps and isinstance(app.scenes.top, NoticeScene)
    assert dismiss_notice(app) and app.scenes.top is scene
    for _ in range(50):
        until_decided(app, s)
        settle(app, 1)
    assert len(s.match.steps) > steps


def test_what_happened_to_a_seat_is_said_only_to_that_seat() -> None:
    """The adapters' ``happened_to``: an AIM attack (dice, Gold taken, Goods lost) speaks to
    the defender; a Tavern Keepers sabotage to the adventurer's owner; nobody else."""
    names = ["Ana", "Ben", "Cleo"]
    table = AimTable()
    goods = next(c for c in range(400) if table.book(c).type == "goods")
    events = [
        aim_ev.AttackRolled(
            attacker=1,
            defender=0,
            attack_roll=5,
            defense_roll=2,
            attack_total=8,
            defense_total=6,
            attacker_won=True,
        ),
        aim_ev.GoldTaken(attacker=1, defender=0, taken=5, bonus=2, protected=0, dropped=0),
        aim_ev.GoodsDiscarded(seat=0, card=goods),
    ]
    said = table.happened_to(events, 0, names)
    assert said[0] == ("Ben attacked you: 8 (a roll of 5) against your 6 (a roll of 2); Ben won.")
    assert said[1] == "Ben took your gold dice: 5 Gold."
    assert said[2] == f"You lost {table.book(goods).name} from your storage."
    assert table.happened_to(events, 2, names) == []
    tk = TavernKeepersTable()
    sab = tk_ev.Sabotaged(seat=2, target=40, owner=1, cards=[3, 4])
    assert tk.happened_to([sab], 1, names) == [
        f"Cleo discarded {tk.card_words(3)} and {tk.card_words(4)} to keep your "
        f"{tk.card_words(40)} at home this round."
    ]
    assert tk.happened_to([sab], 0, names) == [] and tk.happened_to([sab], 2, names) == []


# ---------------------------------------------------------------- the log


def test_the_log_groups_each_turn_under_its_heading_with_icons(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    session = GameSession.new("aim", ANA_VS_BOT, 3, app.dirs.saves, app.bot_factory)
    assert drive(session, lambda st: st.turn >= 3)
    scene = open_table(app, session)
    lines = [e for e in scene.log_panel.entries if isinstance(e, LogLine)]
    assert len(lines) == len(scene.log_panel.entries)
    turns = [e for e in session.match.events() if isinstance(e, aim_ev.TurnStarted)]
    headings = [e for e in lines if e.group is not None]
    assert [str(h) for h in headings][-len(turns) :] == [
        f"Round {t.round}: {session.seat_names[t.seat]}'s turn." for t in turns
    ]
    assert all(h.group == h for h in headings)  # a turn's own sentence is its heading
    bought = [e for e in lines if " bought " in e]
    assert bought and all(e.icon == "buy" for e in bought)
    assert all(e.actor is not None for e in lines if e.step is not None)
    assert all(e.step is None for e in lines if e.actor is None)  # only the set-up: no actor
    # the sentences themselves are the session's (privacy checks compare them)
    assert list(scene.log) == session.log_lines(400)[-len(scene.log) :]


def test_a_game_without_turn_events_groups_its_log_by_actor() -> None:
    from tests.ui.toy_table import ToyTable
    from ui.told import Told
    from ui.widgets.log_panel import log_lines

    table = ToyTable()
    assert table.groups_by_actor
    told = [
        Told(0, 0, object(), "Ana did a."),  # type: ignore[arg-type]
        Told(1, 0, object(), "Ana did b."),  # type: ignore[arg-type]
        Told(2, 1, object(), "Ben did c."),  # type: ignore[arg-type]
    ]
    lines = log_lines(told, ["Ana", "Ben"], table.starts_turn, table.log_icon, True)
    assert [line.group for line in lines] == ["Ana", None, "Ben"]


def test_the_bots_move_is_lit_in_the_log_and_yours_is_not(app) -> None:  # type: ignore[no-untyped-def]
    app.settings.bot_speed = "instant"
    scene = start_game(app, ANA_VS_BOT, seed=3)
    s = scene.session
    for _ in range(400):
        if any(st.seat == 1 for st in s.match.steps):
            break
        until_decided(app, s)
        settle(app, 1)
    lit = scene.log_panel.lit_lines()
    last_bot = max(i for i, st in enumerate(s.match.steps) if st.seat == 1)
    assert scene.log_panel.lit_step == last_bot and lit
    card = next(c for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m))
    scene.act(aim.Place(card=card, spot="store"))
    assert scene.log_panel.lit_step is None and scene.log_panel.lit_lines() == []


# ---------------------------------------------------------------- words and numbers


def test_the_market_instruction_says_exactly_how_to_buy_with_the_gold_shown(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    scene, _ = _market_buy_with_an_unaffordable_card(app)
    p = scene.view.players[0]
    words = scene.adapter.hint(scene.view, 0, scene.session.seat_names)
    assert "Drag a lit card to your discard pile, or double-click it, to buy it." in words
    assert f"you have {p.gold_now} Gold to spend" in words


def test_sell_button_and_mat_show_the_same_gold(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    session = GameSession.new("aim", ANA_VS_BOT, 4, app.dirs.saves, app.bot_factory)
    assert drive(session, lambda st: st.phase == "market_trash" and st.active == 0)
    scene = open_table(app, session)
    scene.after_change()
    gold = scene.view.players[0].gold_now
    sell = next(b for b in scene.action_buttons if b.label.startswith("Sell"))
    assert sell.label == f"Sell: count {gold} Gold"
    assert f"Gold: {gold} now" in scene.adapter.hint(scene.view, 0, session.seat_names)
    texts = " ".join(label.text for label in scene.layout.labels)
    assert f"Gold {gold}" in texts


def test_an_offered_attack_says_where_the_battle_attack_comes_from(app, hold_bots) -> None:  # type: ignore[no-untyped-def]
    scene, attacker, _, _ = _attack_between_humans(app)
    t = scene.view.players[attacker].totals
    words = scene.adapter.hint(scene.view, attacker, scene.session.seat_names)
    assert f"your battle Attack is {t.battle_attack}" in words
    assert t.battle_attack >= 1


def test_an_undo_takes_back_the_pop_ups_of_the_steps_it_undoes(app) -> None:  # type: ignore[no-untyped-def]
    from ui.scenes.table import Notice

    scene = start_game(app, TWO_HUMANS, seed=3)
    s = scene.session
    card = next(c for c, m in scene.card_moves.items() if any(z == "spot:store" for z, _ in m))
    scene.act(aim.Place(card=card, spot="store"))
    step = len(s.match.steps) - 1
    other = 1 - s.viewer
    scene.notices[other] = [Notice("earlier", ["kept"], step - 1), Notice("t", ["gone"], step)]
    app.step([key(pygame.K_z, pygame.KMOD_CTRL)], FRAME)
    assert len(s.match.steps) == step
    assert [n.title for n in scene.notices[other]] == ["earlier"]


def test_pop_ups_waiting_for_one_person_come_up_together(app) -> None:  # type: ignore[no-untyped-def]
    """Several steps that touched a person while someone else held the screen come up in
    one pop-up, each line led by whose move it was; a single one keeps its own title."""
    from ui.scenes.notice import GATHERED_TITLE
    from ui.scenes.table import Notice

    scene = start_game(app, ANA_VS_BOT, seed=3)
    scene.notices[0] = [
        Notice("Ben's move", ["Ben took your dice."], 0),
        Notice("Cleo's move", ["Cleo attacked you.", "You lost a card."], 1),
    ]
    settle(app, 1)
    top = app.scenes.top
    assert isinstance(top, NoticeScene) and top.title == GATHERED_TITLE
    assert top.lines == [
        "Ben's move: Ben took your dice.",
        "Cleo's move: Cleo attacked you.",
        "Cleo's move: You lost a card.",
    ]
    assert scene.notices[0] == []
    assert dismiss_notice(app) and app.scenes.top is scene
    scene.notices[0] = [Notice("Ben's move", ["Ben took your dice."], 2)]
    settle(app, 1)
    top = app.scenes.top
    assert isinstance(top, NoticeScene) and top.title == "Ben's move"
    assert top.lines == ["Ben took your dice."]


def test_a_pop_up_too_long_for_the_window_says_the_log_has_the_rest(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """However many lines wait, the pop-up fits the window: what does not fit is cut with a
    last line pointing at the log, never drawn past the OK button."""
    from ui.scenes.notice import MORE_IN_LOG

    small = make_app(tmp_path, (1024, 640))
    lines = [f"Ben's move: Ben took {k} of your loot." for k in range(60)]
    notice = NoticeScene(small, "While you were away", lines)
    small.push(notice)
    settle(small, 1)
    assert notice.wrapped[-1] == MORE_IN_LOG
    line_h = small.fonts.get(17).get_linesize()
    assert notice.box.bottom <= 640 and notice.box.top >= 0
    assert notice.button.rect.top >= notice.box.top + len(notice.wrapped) * line_h
    pygame.display.quit()

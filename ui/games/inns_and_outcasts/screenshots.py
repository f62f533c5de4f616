"""Inns & Outcasts' screenshot scenes (``python -m ui.screenshots --game ...``), on the shared kit
(ui/shots.py)."""

from __future__ import annotations

from pathlib import Path

from ui.app import App
from ui.paths import AppDirs
from ui.session import GameSession
from ui.shots import FRAME, ana_and_greedy_bots, click, no_pop_up, open_table, save, state_of, watch


def render(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Inns & Outcasts: eight seats (Quick Auction on) from the hand being built through a
    turn told call by call to the end, and a pop-up telling Ana what a bot's step did to her;
    three seats for an open auction and a named Target."""
    from game.games.inns_and_outcasts.model import AUCTION, PLACE, QUICK_AUCTION
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.notice import NoticeScene, notice_title
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    game = "inns-and-outcasts"
    folder.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    rules = RulesHelpScene(app, game)
    app.scenes.push(rules)
    out.append(save(app, folder, "io-rules"))
    rules.select(len(rules.items) - 1)  # the glossary of the twelve characters
    rules.select_card(0)
    out.append(save(app, folder, "io-glossary"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(8)
    session, table, driver = open_table(app, dirs, game, seats, 12, quick_auction=True)

    def ready() -> None:  # the steps played meanwhile told now, their pop-ups put away
        table.after_change()
        no_pop_up(app, table)
        table.refresh(animate=False)

    def shot(name: str) -> None:
        no_pop_up(app, table)
        out.append(save(app, folder, name))

    driver.until(lambda: bool(session.match.to_act()) and 0 in session.match.to_act())
    ready()
    shot("io-hands")
    driver.until(lambda: state_of(session).phase == PLACE and state_of(session).turn == 3)
    ready()
    if table.card_moves:
        table.pick(next(iter(table.card_moves)))
    shot("io-place")
    table.cancel_pick()
    out.append(
        watch(
            app, table, driver, folder, "io-reveal", lambda c: c.startswith("Call") and " and " in c
        )
    )
    told = next(  # a pop-up: what the last bot step that touched Ana did to her
        (
            (st.seat, said)
            for st in reversed(session.match.steps)
            if st.seat != 0
            and (said := table.adapter.happened_to(st.events, 0, session.seat_names))
        ),
        None,
    )
    if told is not None and app.scenes.top is table:
        title = notice_title(session.seat_names, told[0], 0)
        app.scenes.push(NoticeScene(app, title, told[1]))
        out.append(save(app, folder, "io-notice"))
        app.scenes.pop()
    driver.until(lambda: state_of(session).phase == QUICK_AUCTION and 0 in session.match.to_act())
    ready()
    shot("io-quick-auction")
    out.append(
        watch(app, table, driver, folder, "io-collect", lambda c: c.startswith("Every Table"))
    )
    out.append(watch(app, table, driver, folder, "io-blocked", lambda c: " blocks " in c))
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(save(app, folder, "io-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    ready()
    shot("io-end")
    app.scenes.push(GameOverScene(app, session))
    out.append(save(app, folder, "io-game-over"))
    session.close()
    while app.scenes.top is not None and len(app.scenes) > 1:
        app.scenes.pop()
    # three seats: an open auction with the bid dial, and a named Target
    seats = ana_and_greedy_bots(3)

    def bidding(session: GameSession) -> bool:
        a = state_of(session).auction
        return (
            state_of(session).phase == AUCTION
            and a is not None
            and session.match.to_act() == (0,)
            and state_of(session).players[0].table > a.lowest()
        )

    def named(session: GameSession) -> bool:
        a = state_of(session).asked
        return (
            a is not None
            and a.seat == 0
            and a.kind == "target"
            and any(len(o) > 1 and o[1] for o in a.options)
        )

    for name, wanted in (("io-auction", bidding), ("io-target", named)):
        for seed in range(7, 40):  # the first seeded game where Ana meets it
            session, table, driver = open_table(app, dirs, game, seats, seed)
            driver.rng.seed(seed)  # another hand for Ana in each game
            driver.until(lambda s=session, w=wanted: w(s))
            if wanted(session):
                break
            session.close()
            app.scenes.pop()
        table.refresh(animate=False)
        plus = table.layout.zones.get("dial:+")
        if plus is not None:  # one more than the least on the dial
            app.step([click(plus.rect.center)], FRAME)
        no_pop_up(app, table)
        out.append(save(app, folder, name))
        session.close()
        while len(app.scenes) > 1:
            app.scenes.pop()
    return out

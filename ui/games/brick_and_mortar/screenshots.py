"""Brick & Mortar's screenshot scenes (``python -m ui.screenshots --game ...``), on the shared kit
(ui/shots.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ui.app import App
from ui.paths import AppDirs
from ui.shots import ana_and_greedy_bots, open_table, pin_zoom, save, state_of


def render(app: App, folder: Path, dirs: AppDirs, seed: int = 1) -> list[Path]:
    """Brick & Mortar: the draft, cards staged to play, a dial being set, stocking with an
    order placed, selling into the demand, an auction, the price table, a zoomed store,
    a pop-up of what another seat did to you, the hand-over screen, the end and the rules."""
    from ui.games.brick_and_mortar.table import SetDial, Stage
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    game = "brick-and-mortar"
    out: list[Path] = []
    rules = RulesHelpScene(app, game)
    app.scenes.push(rules)
    out.append(save(app, folder, "bm-rules"))
    rules.select(len(rules.items) - 1)  # the store glossary, one store chosen
    rules.set_query("clothing")
    rules.select_card(1)
    out.append(save(app, folder, "bm-glossary"))
    app.scenes.pop()
    session, table, driver = open_table(app, dirs, game, ana_and_greedy_bots(3), seed)

    def mine(step: str, month: int = 1) -> Any:
        return lambda: (
            state_of(session).step == step
            and state_of(session).month >= month
            and 0 in session.may_act()
        )

    seen: list[Any] = []
    """Ana's pop-ups, kept for a picture of their own (not over the other pictures)."""

    def shoot(name: str) -> None:
        table.after_change()  # the table tells what was played since, as the app does
        seen.extend(table.notices.pop(0, []))
        table.notices.clear()
        session.viewer = 0
        table.refresh(animate=False)
        out.append(save(app, folder, name))

    driver.until(mine("draft"))
    shoot("bm-draft")
    driver.until(mine("play", 2))
    shoot("bm-advertise")
    hand = list(state_of(session).players[0].market_hand)
    for card, up in zip(hand[:2], (True, False), strict=False):
        table.adapter.apply_local(Stage(card=card, face_up=up), table.view)
    shoot("bm-advertise-staged")
    driver.until(mine("supply_bid", 2))
    session.viewer = 0
    table.refresh(animate=False)  # the dial's rings for this step
    adapter: Any = table.adapter
    values = sorted(adapter.local(table.view).rings.get(0, ()))
    if len(values) > 2:
        table.adapter.apply_local(SetDial(ring=0, value=values[2]), table.view)
    shoot("bm-supply-dial")
    driver.until(mine("sale_dial", 2))
    shoot("bm-sale-dial")
    driver.until(mine("sell", 3))
    shoot("bm-sale")
    driver.until(mine("invest", 3))
    shoot("bm-invest")
    driver.until(mine("buy", 4))
    shoot("bm-building")
    pin_zoom(table, "row:")
    out.append(save(app, folder, "bm-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    driver.until(mine("stock", 4))
    shoot("bm-stock")
    if seen:  # the latest pop-up Ana got (what another seat's step did to her)
        from ui.scenes.notice import NoticeScene

        app.scenes.push(NoticeScene(app, seen[-1].title, seen[-1].lines))
        out.append(save(app, folder, "bm-notice"))
        app.scenes.pop()
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(save(app, folder, "bm-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    out.append(save(app, folder, "bm-end-table"))
    app.scenes.push(GameOverScene(app, session))
    out.append(save(app, folder, "bm-game-over"))
    session.close()
    return out

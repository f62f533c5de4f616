"""AIM's screenshot scenes (``python -m ui.screenshots --game aim``), on the shared kit
(ui/shots.py)."""

from __future__ import annotations

from pathlib import Path

from ui.app import App
from ui.paths import AppDirs
from ui.shots import ana_and_greedy_bots, open_table, pin_zoom, save


def render(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """AIM: the set-up, the market, a zoomed card, equipping early and late."""
    out: list[Path] = []
    session, table, driver = open_table(app, dirs, "aim", ana_and_greedy_bots(3), 11)
    out.append(save(app, folder, "table-setup"))
    driver.until(
        lambda: (
            session.match.state.phase == "market_buy"
            and session.match.state.active == 0
            and session.match.state.round >= 3
        )
    )
    table.refresh(animate=False)
    out.append(save(app, folder, "table-market"))
    pin_zoom(table, "premium:")
    out.append(save(app, folder, "table-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    driver.until(lambda: session.match.state.phase == "equip" and session.match.state.active == 0)
    table.refresh(animate=False)
    if table.card_moves:
        table.pick(next(iter(table.card_moves)))
    out.append(save(app, folder, "table-equip"))
    table.cancel_pick()
    driver.until(  # later on: fuller mats, storage and discard piles
        lambda: (
            session.match.state.phase == "equip"
            and session.match.state.active == 0
            and session.match.state.round >= 7
        )
    )
    table.refresh(animate=False)
    out.append(save(app, folder, "table-equip-late"))
    session.close()
    app.scenes.pop()
    return out

"""Tavern Keepers's screenshot scenes (``python -m ui.screenshots --game ...``), on the shared kit
(ui/shots.py)."""

from __future__ import annotations

from pathlib import Path

from game.games.tavern_keepers.events import BidsRevealed
from game.games.tavern_keepers.model import BIDDING, SABOTAGE
from ui.app import App
from ui.paths import AppDirs
from ui.shots import FRAME, ana_and_greedy_bots, last_events, open_table, pin_zoom, save, state_of


def render(app: App, folder: Path, dirs: AppDirs) -> list[Path]:
    """Tavern Keepers: a bid being built, the reveal, sabotage, hot seat, the end, rules."""
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.pass_device import PassDeviceScene
    from ui.scenes.rules_help import RulesHelpScene

    folder.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    app.scenes.push(RulesHelpScene(app, "tavern-keepers"))
    out.append(save(app, folder, "tk-rules"))
    app.scenes.pop()
    seats = ana_and_greedy_bots(3)
    session, table, driver = open_table(app, dirs, "tavern-keepers", seats, 11)
    # Ana answers a bid: one card already on her pile, another picked up (targets lit)
    driver.until(
        lambda: (
            state_of(session).bidder == 0
            and state_of(session).quest is not None
            and state_of(session).round >= 2
        )
    )
    table.refresh(animate=False)
    from game.games.tavern_keepers import actions as tk

    hand = list(session.match.state.players[0].hand)
    if hand:
        session.apply(0, tk.BidCard(card=hand[0]))
        session.drain_feed()
        table.refresh(animate=False)
        nxt = next(iter(table.card_moves), None)
        if nxt is not None:
            table.pick(nxt)
    out.append(save(app, folder, "tk-bidding"))
    table.cancel_pick()
    pin_zoom(table, "tavern:")
    out.append(save(app, folder, "tk-zoom"))
    table.zoom_card, table.zoom_pinned = None, False
    # the reveal: the last reveal of the log, shown as the table shows it
    driver.until(lambda: any(isinstance(e, BidsRevealed) for e in last_events(session)))
    table.refresh(animate=False)
    table.anim.factor = 1.0
    table._effects(last_events(session))
    for _ in range(30):
        app.now += FRAME
    out.append(save(app, folder, "tk-reveal"))
    table.anim.skip()
    table.anim.factor = 0.0
    driver.until(lambda: state_of(session).phase == SABOTAGE and state_of(session).saboteur == 0)
    table.refresh(animate=False)
    out.append(save(app, folder, "tk-sabotage"))
    driver.until(  # later on: bigger hands, taller quest piles
        lambda: (
            state_of(session).phase == BIDDING
            and state_of(session).bidder == 0
            and state_of(session).round >= 4
        )
    )
    table.refresh(animate=False)
    out.append(save(app, folder, "tk-bidding-late"))
    app.scenes.push(PassDeviceScene(app, session, 0))
    out.append(save(app, folder, "tk-pass-device"))
    app.scenes.pop()
    driver.until(lambda: session.match.is_over)
    table.refresh(animate=False)
    app.scenes.push(GameOverScene(app, session))
    out.append(save(app, folder, "tk-game-over"))
    session.close()
    return out

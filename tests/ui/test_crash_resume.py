"""Autosave: a game killed with SIGKILL comes back at its last completed action."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from ui.session import GameSession, list_saves

CHILD = """
import os, sys
sys.path.insert(0, {root!r})
from game.core.model import SeatInfo
from game.bots import make_bot
from ui.session import GameSession, wait_for_bot
from pathlib import Path
seats = [SeatInfo(name="A", kind="bot", level="random"), SeatInfo(name="B", kind="bot", level="greedy")]
s = GameSession.new("aim", seats, 17, Path({saves!r}), lambda info, g: make_bot(info.level, g))
while not s.match.is_over:
    if s.worker.busy or s.start_bot():
        wait_for_bot(s)
        print(len(s.match.steps), flush=True)
"""


def test_killed_game_resumes_at_its_last_action(tmp_path: Path) -> None:
    root = str(Path(__file__).resolve().parents[2])
    saves = tmp_path / "saves"
    code = CHILD.format(root=root, saves=str(saves))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout is not None
    done = 0
    for line in proc.stdout:
        done = int(line)
        if done >= 120:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    infos = list_saves(saves)
    assert len(infos) == 1 and infos[0].problem is None
    session = GameSession.load(infos[0].path)
    assert len(session.match.steps) >= done
    before = len(session.match.steps)
    legal = session.match.legal_actions(session.match.to_act()[0])
    assert session.apply(session.match.to_act()[0], legal[0]) is None
    session.close()
    again = GameSession.load(infos[0].path)
    assert len(again.match.steps) == before + 1
    assert again.match.state_hash() == session.match.state_hash()

"""The table scene of a game being played (scene.py's TableScene) and the parts it is built
from; see scene.py for how they fit together."""

from ui.scenes.notice import Notice
from ui.scenes.table.hand_over import ALWAYS_PASS, GIVE_BACK
from ui.scenes.table.hints import THINKING
from ui.scenes.table.saving import SAVE_RETRY_S
from ui.scenes.table.scene import TableScene

__all__ = ["ALWAYS_PASS", "GIVE_BACK", "SAVE_RETRY_S", "THINKING", "Notice", "TableScene"]

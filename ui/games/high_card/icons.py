"""The game-icons.net names High Card's table draws (names only: no pygame)."""

from __future__ import annotations

from collections.abc import Mapping

PICTURE = "card-random"
"""The game's picture (the UI entry's ``icon``) and the picture on every card."""
PRIZE = "laurels-trophy"
"""The prize at stake this round."""

TABLES: Mapping[str, Mapping[str, str]] = {"high-card": {"card": PICTURE, "prize": PRIZE}}
"""High Card's own icon names by use (ui/icons.py ``registry``)."""

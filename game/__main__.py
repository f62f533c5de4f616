"""``python -m game``: the headless commands alone (the window is ``loot-table`` or
``python -m ui``, ui/main.py)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())

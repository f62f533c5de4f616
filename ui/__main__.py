"""``python -m ui``: the ``loot-table`` command (ui/main.py), window and headless commands."""

import sys

from ui.main import main

if __name__ == "__main__":
    sys.exit(main())

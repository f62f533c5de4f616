"""``python -m game`` and the PyInstaller entry point: the ``loot-table`` command."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())

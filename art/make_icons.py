"""Copy the game-icons.net icons Loot Table draws into ui/resources/icons/, with their licence.

The icons come from the openly licensed game-icons.net set (CC BY 3.0), as packed on npm in
``@iconify-json/game-icons`` (``npm pack @iconify-json/game-icons`` and unpack it: the file
wanted is ``package/icons.json``). Only the icons the app uses are copied:

- every name in ``ui/icons.py``'s ``registry()`` (shared tables and each game's UI entry) (icons by use: stats, slots, pictures...), and
- every ``icon`` field, at any depth, of the games' content files (``game/games/*/**.json``),
  so a new game's cards get their pictures by naming them in its content file.

Each icon is written as ``ui/resources/icons/<name>.svg`` (the path on the set's 512x512 view box, in
``currentColor``); icons no longer used are removed; ``ui/resources/icons/LICENSE.txt`` gets the
attribution and the list of icons. The output depends only on the inputs (sorted, no dates),
so running it twice changes nothing. The app never reaches the network: it reads ui/resources/icons.

Usage: python art/make_icons.py --source PATH/TO/icons.json [--out DIR]
       python art/make_icons.py --check      (is ui/resources/icons complete? no source needed)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

OUT = ROOT / "ui" / "resources" / "icons"
SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}">{body}</svg>\n'
LICENSE = """\
Icons in this folder: game-icons.net (https://game-icons.net)
=============================================================

The pictures on Loot Table's cards and screens are icons from game-icons.net, made by Lorc,
Delapouite and the other game-icons.net contributors (among them John Colburn, Felbrigg,
John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas,
Irongamer and HeavenlyDog; the full list is at https://game-icons.net/about.html).

Licence: Creative Commons Attribution 3.0 Unported (CC BY 3.0)
         https://creativecommons.org/licenses/by/3.0/
Source:  https://github.com/game-icons/icons, as packed on npm in @iconify-json/game-icons.

Changes: each icon was copied unchanged from the set's icons.json into its own SVG file by
art/make_icons.py; the app recolours and scales them when it draws them.

Icons included ({count}):
{names}
"""


def registry_uses() -> dict[str, set[str]]:
    """icon name -> where ui/icons.py lists it (e.g. ``ui/icons.py:aim_cards``)."""
    from ui.icons import registry

    uses: dict[str, set[str]] = {}
    for table, names in registry().items():
        for name in names.values():
            uses.setdefault(name, set()).add(f"ui/icons.py:{table}")
    return uses


def _icon_fields(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "icon" and isinstance(value, str):
                yield value
            else:
                yield from _icon_fields(value)
    elif isinstance(data, list):
        for item in data:
            yield from _icon_fields(item)


def content_uses(root: Path = ROOT) -> dict[str, set[str]]:
    """icon name -> the content files (game/games/*/**.json) whose ``icon`` fields name it.
    A file that is not valid JSON is skipped here (the game's own loader reports it)."""
    uses: dict[str, set[str]] = {}
    for path in sorted((root / "game" / "games").rglob("*.json")):
        try:
            data = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            continue
        for name in _icon_fields(data):
            uses.setdefault(name, set()).add(str(path.relative_to(root)))
    return uses


def wanted(root: Path = ROOT) -> dict[str, set[str]]:
    """Every icon the app uses -> where it is named."""
    uses = registry_uses()
    for name, where in content_uses(root).items():
        uses.setdefault(name, set()).update(where)
    return uses


def load_set(source: Path) -> tuple[dict[str, str], int, int]:
    """(name -> SVG body, width, height) from an Iconify icons.json; aliases resolved."""
    data = json.loads(source.read_text("utf-8"))
    icons = {name: entry["body"] for name, entry in data["icons"].items()}
    for alias, entry in data.get("aliases", {}).items():
        parent = entry.get("parent")
        if parent in icons and alias not in icons:
            icons[alias] = icons[parent]
    return icons, int(data.get("width", 512)), int(data.get("height", 512))


def build(source: Path, out: Path = OUT, root: Path = ROOT) -> list[Path]:
    """Write the used icons and LICENSE.txt into ``out``; remove icons no longer used.
    Raises SystemExit naming every icon the set does not have (and where it is named)."""
    uses = wanted(root)
    icons, w, h = load_set(source)
    unknown = sorted(n for n in uses if n not in icons)
    if unknown:
        lines = [f"  {n}  (named in {', '.join(sorted(uses[n]))})" for n in unknown]
        raise SystemExit("These icons are not in the game-icons set:\n" + "\n".join(lines))
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in sorted(uses):
        path = out / f"{name}.svg"
        text = SVG.format(w=w, h=h, body=icons[name])
        if not path.exists() or path.read_text("utf-8") != text:
            path.write_text(text, "utf-8")
        written.append(path)
    for stale in sorted(out.glob("*.svg")):
        if stale.stem not in uses:
            stale.unlink()
    names = "\n".join(f"  {n}" for n in sorted(uses))
    (out / "LICENSE.txt").write_text(LICENSE.format(count=len(uses), names=names), "utf-8")
    return written


def missing(out: Path = OUT, root: Path = ROOT) -> list[str]:
    """Icons the app uses that ``out`` lacks (empty when ui/resources/icons is complete)."""
    return sorted(n for n in wanted(root) if not (out / f"{n}.svg").is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Copy the icons Loot Table uses into ui/resources/icons."
    )
    parser.add_argument("--source", type=Path, help="game-icons icons.json (Iconify format)")
    parser.add_argument(
        "--out", type=Path, default=OUT, help="folder to write (ui/resources/icons)"
    )
    parser.add_argument("--check", action="store_true", help="only report missing icons")
    args = parser.parse_args(argv)
    if args.check or args.source is None:
        gone = missing(args.out)
        for name in gone:
            print(f"missing: {name}")
        if args.source is None and not args.check:
            print("Give --source PATH/TO/icons.json to copy icons (see this script's docstring).")
        return 1 if gone else 0
    paths = build(args.source, args.out)
    total = sum(p.stat().st_size for p in paths)
    print(f"{len(paths)} icons, {total / 1024:.1f} KB in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

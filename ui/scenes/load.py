"""Load a saved game, or pick a finished one to replay. Unreadable files are listed with the reason.

Each file is checked before it can be opened, as ``replay --verify`` checks it (ui/saves.py):
the list appears at once and the rows are checked on the background checker
(``ui.saves.CHECKER``), newest first, each row filling in as its check arrives (the scene
looks every tenth of a second while checks are running), so a folder of many or huge
saves never freezes the window. A row not checked yet says so; opening it moves it to the
front of the queue and opens it as soon as it checks out. A game that began from a
scenario position is marked as such.
"""

from __future__ import annotations

import pygame

from ui import theme
from ui.saves import CHECKER, SaveInfo, known, list_saves
from ui.scene import Scene
from ui.widgets.button import Button, draw_text

CHECK_POLL_S = 0.1
"""How often the list looks for finished checks while some are running."""


def actions(n: int) -> str:
    """A game's length as the list and the replay viewer both say it ("1 action", "505
    actions": those kept, see ui/saves.py)."""
    return f"{n} action{'' if n == 1 else 's'}"


class LoadScene(Scene):
    def __init__(self, app, replays: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.replays = replays
        self.entries: list[SaveInfo] = []
        """Everything found, checked or not (``items`` is what is shown)."""
        self.items: list[SaveInfo] = []
        self.selected = 0
        self.scroll = 0
        self.open_button = Button(
            "Watch" if replays else "Open", self.open_selected, accent=True, enabled=self._can_open
        )
        self.watch_button = Button(
            "Watch", self.watch_selected, enabled=self._can_open, tooltip="W: step through it"
        )
        self.export_button = Button("Export...", self.export_selected, enabled=self._can_open)
        self.back_button = Button("Back", self.back)
        self.rows: list[pygame.Rect] = []
        self._seen_version = -1
        self._open_when_checked: SaveInfo | None = None
        """A row opened before its check finished: opened when it checks out."""
        self._then = self._open
        """What to do with that row once checked: open, watch or export it."""

    def enter(self) -> None:
        entries = list_saves(self.app.dirs.saves, check=False)
        if self.replays:  # finished games live in the replays folder (older ones in saves)
            entries += list_saves(self.app.dirs.replays, check=False)
            entries.sort(key=lambda i: i.modified, reverse=True)
        self.entries = entries
        self._seen_version = -1
        self._open_when_checked = None
        self._show()
        CHECKER.want(e.path for e in entries if not e.checked)
        self.collect()
        self.resize(self.app.size)

    def resume(self) -> None:
        self.enter()

    @property
    def checking(self) -> bool:
        """True while rows are still being checked (the list changes as they are)."""
        return any(not e.checked for e in self.entries)

    def _wanted(self, info: SaveInfo) -> bool:
        if not self.replays:
            return True
        if info.path.parent == self.app.dirs.replays:
            return True
        return info.checked and info.problem is None and info.finished

    def _show(self) -> None:
        """Rebuild ``items`` from ``entries``, keeping the selected file selected."""
        current = self.items[self.selected].path if self.items else None
        self.items = [e for e in self.entries if self._wanted(e)]
        paths = [i.path for i in self.items]
        self.selected = paths.index(current) if current in paths else 0

    def collect(self) -> bool:
        """Take in the checks finished since last time; True if any row changed."""
        if self._seen_version == CHECKER.version:
            return False
        self._seen_version = CHECKER.version
        changed = False
        for k, info in enumerate(self.entries):
            if info.checked:
                continue
            result = known(info.path)
            if result is not None:
                self.entries[k] = result
                changed = True
        if changed:
            self._show()
        return changed

    def check_all(self) -> None:
        """Check every row now, on this thread (tests)."""
        CHECKER.want(e.path for e in self.entries if not e.checked)
        CHECKER.drain()
        self._seen_version = -1
        self.collect()

    def update(self, dt: float) -> None:
        self.collect()
        waiting = self._open_when_checked
        if waiting is not None:
            result = known(waiting.path)
            if result is not None:
                self._open_when_checked = None
                self._then(result)

    def next_frame(self, now: float) -> float | None:
        """A look every tenth of a second while rows are still being checked."""
        if self.app.scenes.top is self and (self.checking or self._open_when_checked):
            return now + CHECK_POLL_S
        return None

    def _can_open(self) -> bool:
        return bool(self.items) and self.items[self.selected].problem is None

    @property
    def row_buttons(self) -> list[Button]:
        """The buttons under the list, left to right."""
        if self.replays:
            return [self.open_button, self.export_button, self.back_button]
        return [self.open_button, self.watch_button, self.export_button, self.back_button]

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        buttons = self.row_buttons
        gap = round(12 * s)
        bw = min(round(200 * s), (w - 48 - gap * (len(buttons) - 1)) // len(buttons))
        bh = round(42 * s)
        x = w // 2 - (len(buttons) * bw + (len(buttons) - 1) * gap) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, h - bh - 24, bw, bh)
            x += bw + gap

    def open_selected(self) -> None:
        self._when_checked(self._open)

    def watch_selected(self) -> None:
        """Step through the selected game, finished or not (and play on from any action)."""
        self._when_checked(self._watch)

    def export_selected(self) -> None:
        """Copy the selected game to a folder of the person's choosing."""
        self._when_checked(self._export)

    def _when_checked(self, then) -> None:  # type: ignore[no-untyped-def]
        """Do ``then`` with the selected row once it is checked (at once if it is)."""
        if not self._can_open():
            return
        info = self.items[self.selected]
        if not info.checked:  # check before showing: a damaged file is refused, not opened
            self._open_when_checked = info
            self._then = then
            CHECKER.want([info.path], first=True)
            self.update(0.0)
            if self._open_when_checked is not None:
                self.app.notify("Checking this game; it opens as soon as it checks out.")
            return
        then(info)

    def _refused(self, info: SaveInfo) -> bool:
        """Show the row's check; True (and the reason said) when it is refused."""
        self.entries = [info if e.path == info.path else e for e in self.entries]
        self._show()
        if info.problem is not None:
            self.app.notify(info.problem, bad=True)
            return True
        return False

    def _watch(self, info: SaveInfo) -> None:
        if self._refused(info):
            return
        from ui.scenes.replay import open_replay

        open_replay(self.app, info.path)

    def _export(self, info: SaveInfo) -> None:
        if self._refused(info):
            return
        from ui.scenes.export import ExportScene

        self.app.push(ExportScene(self.app, info))

    def _open(self, info: SaveInfo) -> None:
        """Open a checked row: refused with its reason, replayed, or resumed."""
        if self._refused(info):
            return
        if self.replays or info.finished:
            from ui.scenes.replay import open_replay

            open_replay(self.app, info.path)
        else:
            from ui.scenes.menu import open_saved_game

            self.app.scenes.pop()
            open_saved_game(self.app, info.path)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.row_buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and self.items:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.selected = (self.selected + 1) % len(self.items)
                return True
            if event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % len(self.items)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return True
            if event.key == pygame.K_w and not self.replays:
                self.watch_selected()
                return True
            if event.key == pygame.K_e:
                self.export_selected()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    if i + self.scroll == self.selected:
                        self.open_selected()
                    else:
                        self.selected = i + self.scroll
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.items) - 1), self.scroll - event.y))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        fonts = self.app.fonts
        title = "Replays" if self.replays else "Load a game"
        draw_text(surface, fonts.get(32, bold=True), title, (w // 2, 24), theme.ACCENT, "midtop")
        font = fonts.get(16)
        small = fonts.get(14)
        row_h = font.get_linesize() + small.get_linesize() + 14
        top = 24 + fonts.get(32, bold=True).get_linesize() + 16
        visible = max(1, (self.open_button.rect.top - top - 10) // row_h)
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + visible:
            self.scroll = self.selected - visible + 1
        self.rows = []
        if not self.items:
            empty = "No finished games yet." if self.replays else "No saved games yet."
            draw_text(surface, font, empty, (w // 2, top + 20), theme.TEXT, "midtop")
        for i, info in enumerate(self.items[self.scroll : self.scroll + visible]):
            idx = i + self.scroll
            r = pygame.Rect(40, top + i * row_h, w - 80, row_h - 6)
            self.rows.append(r)
            pygame.draw.rect(
                surface,
                theme.BUTTON_HOVER if idx == self.selected else theme.PANEL,
                r,
                border_radius=8,
            )
            when = info.modified.strftime("%Y-%m-%d %H:%M")
            if info.problem is not None or not info.checked:
                draw_text(
                    surface,
                    font,
                    f"{info.name}  ({when})",
                    (r.left + 12, r.top + 5),
                    theme.BAD if info.problem is not None else theme.TEXT,
                )
                draw_text(
                    surface,
                    small,
                    info.problem or "Checking this game…",
                    (r.left + 12, r.top + 8 + font.get_linesize()),
                    theme.MUTED,
                )
                continue
            state = "finished" if info.finished else (info.when or "")
            if info.scenario:
                state += " (from a scenario position)"
            if info.parent:
                state += f" ({info.parent})"
            draw_text(
                surface,
                font,
                f"{info.title}  -  {', '.join(info.seats)}",
                (r.left + 12, r.top + 5),
                theme.TEXT,
            )
            draw_text(
                surface,
                small,
                f"{when}   {state}   {actions(info.steps)}   {info.name}",
                (r.left + 12, r.top + 8 + font.get_linesize()),
                theme.MUTED,
            )
        for b in self.row_buttons:
            b.draw(surface, fonts)

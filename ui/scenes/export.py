"""Export a game: copy its save to a folder of the person's choosing, under a name that says
the game, its players and its date. The folder is typed (it starts at the documents folder's
"Loot Table" folder); a file already there is never replaced ("name (2).jsonl")."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pygame

from ui import theme
from ui.saves import SaveInfo, copy_as_new, share_name
from ui.scene import Scene
from ui.widgets.button import Button, draw_text
from ui.widgets.title_art import felt, panel

FOLDER_MAX = 400


def default_folder() -> Path:
    """Where exports go unless the person types another folder."""
    return Path(platformdirs.user_documents_dir()) / "Loot Table"


class ExportScene(Scene):
    """A folder line to type in, the name the copy will have, Export and Cancel."""

    def __init__(self, app, info: SaveInfo) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.info = info
        self.folder = str(default_folder())
        self.name = share_name(info)
        self.message: str | None = None
        self.export_button = Button("Export", self.export, accent=True, tooltip="Enter")
        self.cancel_button = Button("Cancel", self.back, tooltip="Esc")
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.resize(self.app.size)

    def back(self) -> None:
        self.app.scenes.pop()

    def export(self) -> None:
        """Copy the save; say where it went, or why it could not."""
        folder = Path(self.folder.strip()).expanduser()
        if not self.folder.strip():
            self.message = "Type the folder to export to."
            return
        try:
            target = copy_as_new(self.info.path, folder, self.name)
        except OSError as exc:
            self.message = f"The game could not be exported ({exc.strerror or exc})."
            return
        self.app.scenes.pop()
        self.app.notify(f"Exported to {target}.")

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.fonts.scale
        bw, bh = round(180 * s), round(42 * s)
        self.box = pygame.Rect(0, 0, min(w - 40, round(760 * s)), round(300 * s))
        self.box.center = (w // 2, h // 2)
        y = self.box.bottom - bh - round(20 * s)
        self.export_button.rect = pygame.Rect(w // 2 - bw - 8, y, bw, bh)
        self.cancel_button.rect = pygame.Rect(w // 2 + 8, y, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in (self.export_button, self.cancel_button):
            if b.handle_event(event):
                return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.export()
        elif event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key == pygame.K_BACKSPACE:
            self.folder = self.folder[:-1]
            self.message = None
        elif event.unicode and event.unicode.isprintable() and len(self.folder) < FOLDER_MAX:
            self.folder += event.unicode
            self.message = None
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        panel(surface, self.box)
        fonts = self.app.fonts
        s = fonts.scale
        x, y = self.box.left + round(24 * s), self.box.top + round(20 * s)
        width = self.box.w - round(48 * s)
        draw_text(surface, fonts.get(24, bold=True), "Export a game", (x, y), theme.ACCENT)
        y += fonts.get(24, bold=True).get_linesize() + round(8 * s)
        small = fonts.get(15)
        draw_text(surface, small, "To the folder (type to change it):", (x, y), theme.MUTED)
        y += small.get_linesize() + 4
        field = pygame.Rect(x, y, width, round(36 * s))
        pygame.draw.rect(surface, theme.TABLE_DARK, field, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, field, width=1, border_radius=6)
        line = fonts.get(16)
        shown = self.folder + "_"
        while shown and line.size(shown)[0] > field.w - 16:
            shown = shown[1:]  # the end of a long path stays in sight
        draw_text(surface, line, shown, (field.left + 8, field.centery), theme.TEXT, "midleft")
        y = field.bottom + round(10 * s)
        for text in theme.wrap(small, f"As: {self.name}", width)[:2]:
            draw_text(surface, small, text, (x, y), theme.TEXT)
            y += small.get_linesize()
        if self.message:
            for text in theme.wrap(small, self.message, width)[:2]:
                draw_text(surface, small, text, (x, y), theme.BAD)
                y += small.get_linesize()
        for b in (self.export_button, self.cancel_button):
            b.draw(surface, fonts)


__all__ = ["ExportScene", "default_folder"]

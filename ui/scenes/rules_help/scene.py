"""Rules help: a list of sections on the left, the chosen text on the right, and a card glossary.

Keyboard: Tab (or Left/Right) moves between the list and the content; Up/Down choose a section
in the list, scroll the text or choose a card; Enter opens the chosen section; PageUp/PageDown,
Home/End scroll. In the glossary typing filters the cards, Backspace deletes, Ctrl+U clears.
G (outside the glossary) or the Other game button shows the next game's rules.
Mouse: click a section or a card, wheel to scroll. Esc goes back.

The scene composes its parts: what is shown and searched (contents.py), where it goes and how
far it is scrolled (layout.py) and the drawing (painting.py). It owns the buttons, the
keyboard focus and the input.
"""

from __future__ import annotations

from typing import Any

import pygame

from ui.delegated import Delegated
from ui.help_text import GlossaryEntry
from ui.scene import Scene
from ui.scenes.rules_help.contents import HelpContents
from ui.scenes.rules_help.layout import HelpButtons, HelpLayout
from ui.scenes.rules_help.painting import HelpPainter
from ui.widgets.button import Button
from ui.widgets.reading import Block

WHEEL_LINES = 3


class RulesHelpScene(Scene):
    title = "Rules"

    game_id = Delegated[str]("contents")
    adapter = Delegated[Any]("contents")
    sections = Delegated[list[tuple[str, str]]]("contents")
    entries = Delegated[list[GlossaryEntry]]("contents")
    items = Delegated[list[str]]("contents")
    selected = Delegated[int]("contents")
    query = Delegated[str]("contents")
    matches = Delegated[list[GlossaryEntry]]("contents")
    card_index = Delegated[int]("contents")
    scroll = Delegated[int]("layout")
    list_scroll = Delegated[int]("layout")
    item_rects = Delegated[list[pygame.Rect]]("layout")
    list_area = Delegated[pygame.Rect]("layout")
    pane = Delegated[pygame.Rect]("layout")
    text_area = Delegated[pygame.Rect]("layout")
    blocks = Delegated[list[Block]]("layout")

    def __init__(self, app, game_id: str | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game_button = Button("Other game", self.next_game, tooltip="G")
        self.back_button = Button("Back", self.back, tooltip="Esc")
        self.aid_button = Button("Player aid", self.open_aid, tooltip="F2")
        self.contents = HelpContents(game_id)
        buttons = HelpButtons(back=self.back_button, game=self.game_button, aid=self.aid_button)
        self.layout = HelpLayout(app, self.contents, buttons)
        self.painter = HelpPainter(app, self.contents, self.layout)
        self.focus = "list"  # "list" or "content"
        self.mouse = (-1, -1)
        self.resize(app.size)

    def open_aid(self) -> None:
        """This game's player aid: the turn's steps and key numbers on one screen."""
        from ui.scenes.player_aid import PlayerAidScene

        self.app.push(PlayerAidScene(self.app, self.game_id))

    def next_game(self) -> None:
        """Show the next game that has rules help (the menu's Rules covers every game)."""
        self.contents.load(self.contents.next_game_id())
        self.layout.reset()
        self.focus = "list"
        self.mouse = (-1, -1)
        self.resize(self.app.size)

    # ------------------------------------------------------------ state
    @property
    def in_glossary(self) -> bool:
        return self.contents.in_glossary

    @property
    def selected_entry(self) -> GlossaryEntry | None:
        return self.contents.selected_entry

    @property
    def max_scroll(self) -> int:
        return self.layout.max_scroll

    def select(self, index: int) -> None:
        index = max(0, min(len(self.items) - 1, index))
        if index != self.contents.selected:
            self.contents.selected = index
            self.layout.scroll = 0
            self.layout.layout_content()
        self.layout.keep_item_visible()

    def select_card(self, index: int) -> None:
        if not self.matches:
            self.contents.card_index = 0
            return
        self.contents.card_index = max(0, min(len(self.matches) - 1, index))
        self.layout.layout_content()
        self.layout.keep_card_visible()

    def set_query(self, query: str) -> None:
        self.contents.search(query)
        self.layout.scroll = 0
        self.layout.layout_content()
        self.layout.keep_card_visible()

    def scroll_by(self, dy: int) -> None:
        self.layout.scroll_by(dy)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout.resize(size)

    # ------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.back_button.handle_event(event)
            or self.game_button.handle_event(event)
            or self.aid_button.handle_event(event)
        ):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.open_aid()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g and not self.in_glossary:
            self.next_game()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._click(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _wheel(self, event: pygame.event.Event) -> bool:
        step = self.app.fonts.get(16).get_linesize() * WHEEL_LINES
        layout = self.layout
        if layout.list_area.collidepoint(self.mouse):
            top = max(0, layout.list_total - layout.list_area.h)
            layout.list_scroll = max(0, min(top, layout.list_scroll - event.y * step))
        else:
            self.scroll_by(-event.y * step)
        return True

    def _click(self, event: pygame.event.Event) -> bool:
        if event.button != 1:
            return event.button in (4, 5)
        pos = event.pos
        layout = self.layout
        if layout.list_area.collidepoint(pos):
            area = layout.list_area
            local = (pos[0] - area.left, pos[1] - area.top + layout.list_scroll)
            for i, r in enumerate(layout.item_rects):
                if r.collidepoint(local):
                    self.focus = "list"
                    self.select(i)
                    return True
            return True
        if layout.pane.collidepoint(pos):
            self.focus = "content"
            if self.in_glossary and layout.text_area.collidepoint(pos):
                y = pos[1] - layout.text_area.top + layout.scroll
                for b in layout.blocks:
                    if b.top <= y < b.top + b.height:
                        self.select_card(b.index)
                        break
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            return False
        if key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._move_focus(key)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._step(key)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            if self.in_glossary:
                self.select_card(0 if key == pygame.K_HOME else len(self.matches) - 1)
            else:
                self.layout.scroll = 0 if key == pygame.K_HOME else self.max_scroll
            return True
        if not self.in_glossary:
            return False
        return self._type(event)

    def _move_focus(self, key: int) -> None:
        """Tab switches between the list and the content; Left goes to the list, Right to the
        content, Enter from the list to the content."""
        if key == pygame.K_TAB:
            self.focus = "content" if self.focus == "list" else "list"
        elif key == pygame.K_LEFT:
            self.focus = "list"
        elif key == pygame.K_RIGHT or self.focus == "list":
            self.focus = "content"

    def _step(self, key: int) -> None:
        """Up/Down: the next section in the list, the next card or a line of text;
        PageUp/PageDown: a page of cards or of text."""
        layout = self.layout
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            if self.focus == "list":
                self.select(self.selected + step)
            elif self.in_glossary:
                self.select_card(self.card_index + step)
            else:
                self.scroll_by(step * self.app.fonts.get(16).get_linesize())
            return
        step = -1 if key == pygame.K_PAGEUP else 1
        if self.in_glossary:
            avg = max(1, layout.total_h // max(1, len(layout.blocks)))
            self.select_card(self.card_index + step * max(1, layout.text_area.h // avg))
        else:
            self.scroll_by(step * max(20, layout.text_area.h - 40))

    def _type(self, event: pygame.event.Event) -> bool:
        """The glossary's search: typing adds, Backspace deletes, Ctrl+U clears."""
        key = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and key == pygame.K_u:
            self.set_query("")
            return True
        if key == pygame.K_BACKSPACE:
            self.set_query(self.query[:-1])
            self.focus = "content"
            return True
        ch = getattr(event, "unicode", "")
        if ch and ch.isprintable() and not ctrl:
            if ch == " " and not self.query:
                return True
            self.set_query(self.query + ch)
            self.focus = "content"
            return True
        return False

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.focus, self.mouse)

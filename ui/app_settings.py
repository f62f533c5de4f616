"""The app's settings put into effect: saved to their file and applied to the text scale, the
sounds and every scene's layout; fullscreen switched from a key or the Settings screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.jsonfile import save_model

if TYPE_CHECKING:
    from ui.app import App


class SettingsKeeper:
    """Saves and applies ``app.settings``."""

    def __init__(self, app: App) -> None:
        self.app = app

    def save(self) -> None:
        """Write the settings (a failure is told, never raised) and apply them."""
        app = self.app
        try:
            save_model(app.dirs.settings, app.settings)
        except OSError as exc:
            app.notify(f"Settings could not be saved ({exc.strerror or exc}).", bad=True)
        app.sound.set_volume(app.settings.volume)
        app.sound.set_muted(app.settings.muted)
        app.relayout()

    def toggle_fullscreen(self, save: bool = True) -> None:
        """Switch fullscreen; ``save``: the player did, so the setting flips and is saved
        (else the saved setting is being applied at start)."""
        app = self.app
        app.keys.stop()  # the window may be re-created: no key is held in the new one
        if not app.window.toggle_fullscreen(save):
            app.notify("Fullscreen is not available here.")
            return
        if save:
            app.settings.fullscreen = not app.settings.fullscreen
            self.save()

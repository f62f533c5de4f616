"""Loot Table's pure-Python engine, games and bots (never imports pygame)."""

__version__ = "0.1.0"
"""The app version; pyproject.toml reads it from here (one source of truth)."""

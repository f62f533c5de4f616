"""Brick & Mortar (2-4 players): content and rules design; the engine comes next."""

"""Inns & Outcasts (3-8 players): content and, later, the rules."""

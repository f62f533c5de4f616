"""Loot Roll: content and rules design (phase 1); the rules engine comes next."""

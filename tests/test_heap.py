"""Loading a game settles the heap (game/core/heap.py): the loaded objects are frozen out of
the garbage collector's walks and young objects are collected less often."""

from __future__ import annotations

import gc

from game.core.heap import YOUNG_THRESHOLD, settle_heap
from game.registry import get_rules


def test_loading_a_game_freezes_the_loaded_heap_and_raises_the_young_threshold():
    assert get_rules("aim") is not None
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD


def test_settling_twice_keeps_the_older_generations_thresholds():
    before = gc.get_threshold()
    settle_heap()
    settle_heap()
    assert gc.get_threshold() == (YOUNG_THRESHOLD, before[1], before[2])
    assert gc.isenabled()

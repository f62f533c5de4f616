"""Keeping the cyclic garbage collector off the objects that live as long as the process.

Loading a game builds many objects that are never freed: modules, pydantic schemas, card
data. Python's collector walks every tracked object on each full collection, and a long
game (or a thousand simulated ones) creates enough new objects to trigger full collections
again and again, each walking the whole loaded heap: together with the young collections,
5-10% of the engine's time in a simulation (measured with cachegrind and the collector's
own callbacks). Freezing the heap once everything is loaded moves those objects to a
permanent generation the collector skips; reference counting still frees them as usual.
The youngest generation is also collected less often (every 50,000 new objects instead of
700): an engine step makes and drops thousands of short-lived objects that reference
counting frees anyway, so frequent young collections mostly walk live game state.

The price: an object alive at the freeze that later becomes part of unreachable cycles is
never collected. Freezing happens once per game loaded, so that is at most a screen or two
of the app, a bounded few kilobytes.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 50_000
"""New container objects between collections of the youngest generation (Python: 700)."""


def settle_heap() -> None:
    """Collect what is garbage now, freeze every surviving object (``gc.freeze``) and
    collect the youngest generation less often (``YOUNG_THRESHOLD``).

    Call it after loading something long-lived (a game's rules and content). Safe to call
    more than once; objects created later are collected as usual."""
    gc.collect()
    gc.freeze()
    _young, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)

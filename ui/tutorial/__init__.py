"""Learn to play: a guided first game of each game on the real table (issue 25).

- ``script.py``: a tutorial as data (``ui/games/<package>/tutorial.json``: a scenario with
  its ``expect`` block plus the coach's words) and the player aid (``aid.json``), found
  through :func:`script.data_file`.
- ``coach.py``: the coach's buttons (Next, Player aid, Start over; at the end a real game
  or the menu) and its pointing: an outline and an arrow on what it means. Its words go
  where the table says what to do now.
- ``progress.py``: where a tutorial in progress is saved and which are done.
- ``check.py``: ``loot-table tutorial GAME --check``: the tutorial driven headless through
  the table's own controls.

The scene is ``ui/scenes/tutorial.py``; no game's name appears in this package.
"""

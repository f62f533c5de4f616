"""The layout toolkit every game's table is built with.

``regions`` cuts rectangles by weights and anchors; ``text`` measures, shortens and places
labels so that they never collide; ``cards`` lays cards out in rows, cascades (each card
showing at least its name strip), counted stacks and hands that stay inside their panel;
``seats`` arranges 2-8 seats around a table; ``stats`` writes a mat's numbers (one place to
switch to icons); ``builder`` ties them to a ``TableLayout``; ``check`` verifies a finished
layout from its rects (tests and bench only).
"""

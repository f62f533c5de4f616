"""The middle of a Loot Roll table (the *stage*), for the seat at the bottom (``me``): the
dungeon and the torch on a line at the top, the monster and grey loot decks on the left,
and what is happening now:

- a fight: the monster with its regular and boss numbers (the one that applies lit), the
  party's Survivability against the monster's as a bar, every modifier as +N / -N with its
  card, and the Fight and Flight cards (face down, then turned over together);
- the loot rolls: the card rolled for, each roller's d20 with its modifiers and total, the
  cards still to roll for;
- town: the vendor's row of five with prices; the explored card; at the end, the scores.

Also the words both halves of the layout share (:func:`who`, :func:`still_to_answer`) and
the sizes a layout is cut with (:class:`Plan`). Zone ids (the adapter's contract):
``play`` (the stage), ``die:<s>``, ``mod:<i>``, ``vendor:<i>``, ``choose:fight`` /
``choose:flight``, ``deck:monsters``, ``deck:common``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.loot_roll.cards import card_book
from game.games.loot_roll.view import LrView
from ui import theme
from ui.games.loot_roll.cards import seat_color
from ui.games.loot_roll.fight import fight, fight_mods
from ui.games.loot_roll.parts import (
    LIT,
    PILE_WORDS,
    STAGE,
    Plan,
    still_to_answer,
    who,
)
from ui.games.loot_roll.zones import COMMON_DECK, MONSTER_DECK, DieZone, PlayZone, VendorZone
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.cards import row_rects
from ui.layout.regions import inset, take_bottom, take_left
from ui.layout.text import TEXT, TITLE, wrap
from ui.widgets.d20 import d20_extent


def stage(
    b: Builder,
    view: LrView,
    me: int,
    stage: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    g = plan.g
    b.region("stage", stage, STAGE)
    b.zone(str(PlayZone()), stage, "", drop=True, style="none")
    inner = inset(stage, g)
    top = _dungeon_line(b, view, inner)
    body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
    if view.phase != "town":  # the decks (in town the row takes the whole width)
        pw = max(b.target, min(round(plan.x * 0.8), body.w // 6))
        piles, body = take_left(body, pw, g)
        _piles(b, view, piles)
    banner = _banner(b, view, me, body, names)
    if banner:
        body = pygame.Rect(body.left, body.top + banner, body.w, body.h - banner)
    if view.ctx.phase == "game_over" or view.ctx.result is not None:
        _scores(b, view, me, body, names)
    elif view.phase == "town":
        _town(b, view, me, body, plan, names)
    elif view.roll is not None and view.roll.card is not None:
        _rolls(b, view, me, body, plan, names)
    elif view.fight is not None:
        fight(b, view, me, body, plan, names)
    elif view.placing is not None:
        _placing(b, view, me, body, names)
    else:
        _quiet(b, view, me, body, names)


def _dungeon_line(b: Builder, view: LrView, inner: pygame.Rect) -> int:
    """The dungeon's name, its regular wins and the torch (in town: where the party comes
    from and goes next); returns the line's bottom."""
    d = view.dungeon
    dungeons = card_book().cardset.dungeons
    name = dungeons[d - 1].name
    if view.phase == "town":
        after = dungeons[d].name if d < len(dungeons) else ""
        words: tuple[str, ...] = (
            f"Town, after dungeon {d} of 3. Next: {after}",
            f"Town after dungeon {d}; next: {after}",
            f"Town after dungeon {d}",
        )
    else:
        words = (f"Dungeon {d} of 3: {name}", f"Dungeon {d}: {name}", f"Dungeon {d}")
    b.label(
        words,
        "stage",
        ((inner.left, inner.top), "topleft"),
        size=TITLE,
        bold=True,
        width=inner.w * 3 // 5,
    )
    if view.phase != "town":
        wins = "4/4 beaten, boss only" if view.boss_only else f"{view.regular_wins}/4 beaten"
        left = view.turns_left
        b.label(
            (
                f"Regular monsters {wins}"
                + ("" if left is None else f"   Torch: {left} turns left"),
                wins if left is None else f"{wins}   Torch {left}",
                wins if left is None else f"Torch {left}",
            ),
            "stage",
            ((inner.right, inner.top), "topright"),
            color=theme.MUTED,
        )
    return inner.top + b.title_line + 2


def _piles(b: Builder, view: LrView, col: pygame.Rect) -> None:
    """The monster deck (click it to fight) and the grey loot deck (click to explore), with
    their counts; the other decks' counts below."""
    L = b.line
    cw = max(1, min(col.w, card_w((col.h - 4 * L) // 2)))
    ch = card_h(cw)
    y = col.top
    for zone, pile, words in (
        (str(MONSTER_DECK), view.monster_pile(), ("Monsters", "Mons.")),
        (str(COMMON_DECK), "common", ("Grey loot", "Grey")),
    ):
        count = view.deck_sizes.get(pile, 0)
        b.label(words, "stage", ((col.centerx, y), "midtop"), color=theme.MUTED, width=col.w)
        r = pygame.Rect(0, 0, cw, ch)
        r.midtop = (col.centerx, y + L)
        if r.bottom > col.bottom:
            break
        b.zone(zone, r, "", style="pile")
        if count:
            b.card(f"deck:{pile}", None, r.copy(), zone, "stage", face_up=False, count=count)
        y = r.bottom + 2
    rest = [
        (
            f"{PILE_WORDS[k]} {view.deck_sizes.get(k, 0)}",
            f"{PILE_WORDS[k][0]}{view.deck_sizes.get(k, 0)}",
        )
        for k in ("rare", "epic")
    ] + [(f"Ability {view.deck_sizes.get('ability', 0)}", f"A{view.deck_sizes.get('ability', 0)}")]
    for words in rest:
        if y + L > col.bottom:
            break
        b.label(words, "stage", ((col.left, y), "topleft"), color=theme.MUTED, width=col.w)
        y += L


def _banner(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> int:
    """The open response window in words: whose answer the table waits for ("Play a card
    or Pass") and who must still answer after them; returns the height used."""
    still = still_to_answer(view)
    if not still:
        return 0
    topic = {"prepare": "Preparation", "fight": "The fight", "roll": "Loot roll"}.get(
        view.window.topic if view.window else "", "Window"
    )
    holder = still[0]
    after = [who(view, s, me, names) for s in still[1:]]
    whom = who(view, holder, me, names)
    rest = f"; then {', '.join(after)}" if after else "; the last to answer"
    verb = "play a card or Pass" if whom != "You" else "Play a card or Pass"
    b.label(
        (
            f"{topic}: {whom} - {verb}{rest}",
            f"{topic}: {whom} to play or pass{rest}",
            f"{whom}: play or pass",
        ),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        color=LIT,
        width=body.w,
    )
    return b.line + 2


# ---------------------------------------------------------------- the rolls
def _rolls(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The card rolled for, each roller's d20 with its modifiers and total (the highest
    lit), the modifiers in words and the cards still to roll for."""
    r = view.roll
    assert r is not None and r.card is not None
    g, L = plan.g, b.line
    queue = [c for c in r.queue if c != r.card]
    qh = L + card_h(max(8, round(plan.x * 0.5))) if queue and body.h > 3 * L + 160 * b.scale else 0
    qbox, body = take_bottom(body, qh, g) if qh else (None, body)
    mw = max(8, min(card_w(body.h), body.w // 3, round(160 * b.scale)))
    card_box, info = take_left(body, mw, g)
    cr = pygame.Rect(card_box.left, card_box.top, mw, card_h(mw))
    b.card(f"c{r.card}", r.card, cr, str(PlayZone()), "stage")
    y = info.top
    b.label(
        (
            f"Rolling for {card_book()(r.card).name}: highest total takes it",
            "Highest total takes it",
        ),
        "stage",
        ((info.left, y), "topleft"),
        bold=True,
        width=info.w,
    )
    y += L + 2
    best = max(r.totals.values(), default=None)
    size = max(b.target, min(round(64 * b.scale), info.bottom - y - L - 4))
    x = info.left
    for s in r.rollers:  # side by side: the name over the die, its chips to its right
        mods = [m.amount for m in r.mods if m.live and m.target == s]
        bonus = r.bonus.get(s, 0)
        chips = ([bonus] if bonus else []) + mods
        total = r.totals.get(s)
        face = r.dice.get(s)
        shown = [] if face is None else chips
        w = max(d20_extent(size, shown, total), size + b.text_w(f"= {total}", bold=True) + g)
        if w > info.w:  # too narrow for the chips: the die and its total
            shown = []
            w = size + b.text_w(f"= {total}", bold=True) + g
        if x > info.left and x + w > info.right:
            x = info.left
            y += L + size + 4
        if y + L + size > info.bottom:
            break
        lit = total is not None and total == best
        b.label(
            (who(view, s, me, names),),
            "stage",
            ((x, y), "topleft"),
            bold=True,
            color=LIT if lit else theme.TEXT,
            width=w,
            may_cut=True,  # a roller's name over their die
        )
        if face is not None:
            rect = b.die(
                f"d20:{s}",
                (x + size // 2, y + L + 2 + size // 2),
                size,
                face,
                "stage",
                sides=20,
                mods=shown,
                total=total,
                color=seat_color(s),
            )
            b.zone(str(DieZone(s)), rect.inflate(4, 4), "", style="none")
            if not shown and total is not None:
                b.label(
                    f"= {total}", "stage", ((rect.right + g, rect.centery), "midleft"), bold=True
                )
        x += w + 2 * g
    y += L + size + 6
    fight_mods(
        b,
        view,
        me,
        r.mods,  # in words too: which card, by whom (Dispel drops on one)
        pygame.Rect(info.left, y, info.w, info.bottom - y),
        names,
        "roll",
    )
    if qbox is not None:
        b.label(
            ("Still to roll for, lowest value first", "Still to roll for"),
            "stage",
            ((qbox.left, qbox.top), "topleft"),
            color=theme.MUTED,
            width=qbox.w,
        )
        cw = card_w(qbox.h - L)
        for c, rr in zip(
            queue, row_rects(len(queue), qbox, cw, plan.gs, top=qbox.top + L), strict=True
        ):
            if rr.right > qbox.right:
                break
            b.card(f"c{c}", c, rr, str(PlayZone()), "stage")


# ---------------------------------------------------------------- town, placing, quiet, end
def _town(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The vendor's row of five, each with its price for the player whose town turn it is;
    the town's order below."""
    L, gs = b.line, plan.gs
    order = view.town_order
    now = view.active
    head = f"Town: {who(view, now, me, names)} to buy or bank"
    if view.town_mode:
        head += f" ({'buying' if view.town_mode == 'buy' else 'banking'})"
    b.label(
        (head, f"Town: {who(view, now, me, names)}"),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        width=body.w,
    )
    y = body.top + L + 2
    turns = ", ".join(who(view, s, me, names) for s in order[:6])
    foot = 0
    if body.bottom - y >= 2 * L + 4 + card_h(b.target) + L:  # the order, when there is room
        foot = L
        b.label(
            (f"Town turns still to come: {turns}" if turns else "Last town turn", f"Next: {turns}"),
            "stage",
            ((body.left, body.bottom), "bottomleft"),
            color=theme.MUTED,
            width=body.w,
            may_cut=True,  # a list of names: the next ones first
        )
    row = pygame.Rect(body.left, y, body.w, body.bottom - y - foot - 2)
    k = max(1, len(view.vendor))
    gap = 2 * gs
    best = (0, 1)
    for rows in (1, 2, 3):  # one row when it fits, else two or three
        cols = -(-k // rows)
        cw = min(
            (row.w - (cols - 1) * gap) // cols,
            card_w((row.h - rows * (L + 2) - (rows - 1) * gap) // rows),
            round(150 * b.scale),
        )
        if cw > best[0]:
            best = (cw, cols)
    cw, cols = max(8, best[0]), best[1]
    for i, card in enumerate(view.vendor):
        r, c = divmod(i, cols)
        n_row = min(cols, k - r * cols)
        x0 = row.centerx - (n_row * cw + (n_row - 1) * gap) // 2
        rect = pygame.Rect(
            x0 + c * (cw + gap), row.top + r * (card_h(cw) + L + 2 + gap), cw, card_h(cw)
        )
        b.zone(str(VendorZone(i)), rect, "", style="slot")
        if card is None:
            continue
        b.card(f"c{card}", card, rect, str(VendorZone(i)), "stage", target=True)
        price = view.prices[i] if i < len(view.prices) else None
        if price is not None:
            b.label(
                (f"Costs {price}", f"{price}"),
                "stage",
                ((rect.centerx, rect.bottom + 2), "midtop"),
                bold=True,
                color=LIT,
                width=cw + gap,
            )


def _placing(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    card = view.placing
    assert card is not None
    L = b.line
    explorer = who(view, view.active, me, names)
    b.label(
        (f"{explorer} explored and found:", "Explored:"),
        "stage",
        ((body.left, body.top), "topleft"),
        bold=True,
        width=body.w,
    )
    box = pygame.Rect(body.left, body.top + L + 2, body.w, body.h - L - 2)
    cw = max(8, min(card_w(box.h), round(170 * b.scale), box.w // 2))
    r = pygame.Rect(box.left, box.top, cw, card_h(cw))
    b.card(f"c{card}", card, r, "explored", "stage", target=view.viewer == view.active)


def _quiet(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    """Between fights: whose turn it is, the dungeon's words, the last monster beaten and
    (to the viewer alone) the monster they saw on top of the deck."""
    L = b.line
    d = card_book().cardset.dungeons[view.dungeon - 1]
    y = body.top
    name = who(view, view.active, me, names)
    turn = (
        f"{name}: explore, fight or clear the bag",
        *b.named(name, ": explore, fight or clear", body.w, bold=True),
        f"{name}'s turn",
    )
    b.label(turn, "stage", ((body.left, y), "topleft"), color=LIT, bold=True, width=body.w)
    y += L + 2
    for line in wrap(d.text, body.w, TEXT, b.scale)[:2]:  # the dungeon's words, wrapped
        b.label(line, "stage", ((body.left, y), "topleft"), color=theme.MUTED, width=body.w)
        y += L
    y += 2
    x = body.left
    box_h = body.bottom - y - L
    cw = max(8, min(card_w(box_h), round(120 * b.scale)))
    last = view.discards.get(view.monster_pile(), [])
    if last and box_h > 3 * L:
        b.label(
            ("Last monster:", "Last"), "stage", ((x, y), "topleft"), color=theme.MUTED, width=cw * 2
        )
        r = pygame.Rect(x, y + L, cw, card_h(cw))
        b.card(f"c{last[-1]}", last[-1], r, str(PlayZone()), "stage")
        x = r.right + 2 * b.pad
    if view.scouted is not None and box_h > 3 * L:
        b.label(
            ("You saw on top:", "On top:"), "stage", ((x, y), "topleft"), color=LIT, width=cw * 2
        )
        r = pygame.Rect(x, y + L, cw, card_h(cw))
        b.card(f"c{view.scouted}", view.scouted, r, str(PlayZone()), "stage", owner_view=True)


def _scores(b: Builder, view: LrView, me: int, body: pygame.Rect, names: Sequence[str]) -> None:
    result = view.ctx.result
    L = b.line
    y = body.top
    if result is None:
        return
    winners = " and ".join(who(view, w, me, names) for w in result.winners)
    b.label(
        (f"The end: {winners} the richest", "The end"),
        "stage",
        ((body.left, y), "topleft"),
        size=TITLE,
        bold=True,
        color=LIT,
        width=body.w,
    )
    y += b.title_line + 2
    for rank, s in enumerate(result.ranking, 1):
        if y + L > body.bottom:
            break
        d = result.details.get(s, {})
        score = result.scores.get(s, 0)
        b.label(
            (
                f"{rank}. {who(view, s, me, names)}: {score} (bag {d.get('bag', 0)}, bank {d.get('bank', 0)}, "
                f"left worn {d.get('worn', 0)})",
                f"{rank}. {who(view, s, me, names)}: {score}",
            ),
            "stage",
            ((body.left, y), "topleft"),
            bold=s in result.winners,
            width=body.w,
        )
        y += L

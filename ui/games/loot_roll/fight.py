"""A fight on the Loot Roll stage: the monster with its regular and boss numbers (the one
that applies lit), the party's Survivability against the monster's as a bar, every
modifier as +N / -N with its card (zones ``mod:<i>``), and the Fight and Flight cards
(``choose:<side>``: face down, then turned over together)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.loot_roll.cards import MonsterDef, card_book
from game.games.loot_roll.model import MONSTER_TARGET, PARTY
from game.games.loot_roll.view import LrView, ModifierView
from ui import theme
from ui.games.loot_roll.cards import FIGHT_CARD, FLIGHT_CARD, RARITY
from ui.games.loot_roll.parts import (
    BAR_MONSTER,
    BAR_NEED,
    BAR_PARTY_LOSE,
    BAR_PARTY_MAYBE,
    BAR_PARTY_WIN,
    LIT,
    Plan,
    who,
)
from ui.games.loot_roll.zones import ChooseZone, ModZone, PlayZone
from ui.layout.builder import Builder, card_h, card_w
from ui.layout.regions import take_bottom, take_left
from ui.layout.text import TEXT, wrap
from ui.widgets.d20 import modifier_text


# ---------------------------------------------------------------- the fight
def _need_parts(view: LrView) -> tuple[int, int, bool]:
    f = view.fight
    assert f is not None
    return f.party_total, f.need, f.party_total > f.need


def fight(
    b: Builder,
    view: LrView,
    me: int,
    body: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """The monster (its applying number lit), the bar, the modifiers, Fight or Flight."""
    f = view.fight
    assert f is not None
    g, L = plan.g, b.line
    choice_h = _choice_row_h(b, body, plan)
    choices, body = take_bottom(body, choice_h, g) if choice_h else (None, body)
    mw = max(8, min(card_w(body.h), body.w // 3, round(170 * b.scale)))
    card_box, info = take_left(body, mw, g)
    r = pygame.Rect(card_box.left, card_box.top, mw, card_h(mw))
    b.card(f"c{f.monster}", f.monster, r, "monster", "stage")
    monster = card_book().monster(f.monster)
    y = _numbers(b, view, info, monster)
    y = _bar(b, view, pygame.Rect(info.left, y, info.w, info.bottom - y))
    y = fight_mods(
        b, view, me, f.mods, pygame.Rect(info.left, y, info.w, info.bottom - y), names, "fight"
    )
    note = [
        ln
        for text in _fight_note(view, monster, me, names)
        for ln in wrap(text, info.w, TEXT, b.scale)
    ]
    for text in note:  # the rules' words wrapped, never cut
        if y + L > info.bottom:
            break
        b.label(text, "stage", ((info.left, y), "topleft"), color=theme.MUTED, width=info.w)
        y += L
    if choices is not None:
        _choice_row(b, view, me, choices, plan, names)


def _numbers(b: Builder, view: LrView, info: pygame.Rect, monster: MonsterDef) -> int:
    """The two numbers, regular and boss, side by side, each as printed on the card: the
    one this fight uses lit (in gold, framed, "fought"). Under the scaled-monsters variant
    (D4) the lit one also shows the change and its reason ("14 -4 for 2 players = 10")."""
    f = view.fight
    assert f is not None
    L = b.line
    y = info.top
    half = (info.w - b.pad) // 2
    adjust = f.printed - monster.numbers(f.boss).survivability
    for i, boss in enumerate((False, True)):
        nums = monster.numbers(boss)
        lit = boss == f.boss
        box = pygame.Rect(info.left + i * (half + b.pad), y, half, 2 * L + 4)
        if lit:
            b.panel(box, LIT)
        else:
            b.panel(box, (36, 60, 56))
        kind = "Boss" if boss else "Regular"
        printed = nums.survivability
        ink = theme.INK if lit else theme.MUTED
        if lit and adjust:
            change = f"{printed} {'+' if adjust > 0 else '-'}{abs(adjust)}"
            words: tuple[str, ...] = (
                f"{kind} {change} for {view.n_seats} players = {printed + adjust}  (fought)",
                f"{kind} {change} ({view.n_seats} players) = {printed + adjust}",
                f"{kind[0]} {printed}{adjust:+d}",
            )
        else:
            words = (
                f"{kind} {printed}" + ("  (fought)" if lit else ""),
                f"{kind} {printed}",
                f"{kind[0]} {printed}",
            )
        b.label(
            words,
            "stage",
            ((box.left + 4, box.top + 2), "topleft"),
            bold=lit,
            color=ink,
            width=box.w - 8,
        )
        r = nums.reward
        loot = ", ".join(
            f"{n} {RARITY[k][1].lower()}"
            for k, n in (("common", r.common), ("rare", r.rare), ("epic", r.epic))
            if n
        )
        b.label(
            (f"Loot: {loot}", f"{r.total} loot"),
            "stage",
            ((box.left + 4, box.top + 2 + L), "topleft"),
            color=ink,
            width=box.w - 8,
        )
        b.block(box, "stage")
    return y + 2 * L + 4 + b.pad


def _bar(b: Builder, view: LrView, box: pygame.Rect) -> int:
    """The party's Survivability against the monster's as a tug of war: the party's share
    of the bar from the left, the monster's from the right, a pale mark in the middle (the
    party must pass it: a tie loses); both numbers in words over it. Before the Fight and
    Flight cards are turned over nobody is in the party yet: the bar then weighs everyone
    together (what the party would have if all fought). Returns the bottom."""
    f = view.fight
    assert f is not None
    L = b.line
    y = box.top
    before = view.phase in ("monster", "prepare", "choose")
    need = f.need
    if before:
        party = sum(p.survivability for p in view.players)
        winning = party > need
        words: tuple[str, ...] = (
            f"Everyone together {party} against monster {need}+ (who fights is chosen next)",
            f"All together {party} vs {need}+",
            f"{party} vs {need}+",
        )
        color = theme.MUTED
    else:
        party, need, winning = _need_parts(view)
        verdict = "the party wins" if winning else f"{need + 1 - party} more to win"
        words = (
            f"Party {party} against monster {need}: {verdict}",
            f"Party {party} vs {need}: {verdict}",
            f"{party} vs {need}",
        )
        color = theme.GOOD if winning else theme.BAD
    b.label(words, "stage", ((box.left, y), "topleft"), bold=True, color=color, width=box.w)
    y += L + 2
    bar = pygame.Rect(box.left, y, box.w, max(8, L // 2))
    b.panel(bar, BAR_MONSTER)
    fill = bar.copy()
    fill.w = max(2, min(bar.w - 2, round(bar.w * party / max(1, party + need))))
    tone = BAR_PARTY_WIN if winning else BAR_PARTY_LOSE
    b.panel(fill, tone if not before else BAR_PARTY_MAYBE)
    mark = pygame.Rect(bar.centerx - 1, bar.top - 2, 3, bar.h + 4)
    b.panel(mark, BAR_NEED)
    b.block(bar.inflate(0, 4), "stage")
    return bar.bottom + 4


def _mod_target(view: LrView, m: ModifierView, me: int, names: Sequence[str]) -> str:
    if m.target == PARTY:
        return "the party"
    if m.target == MONSTER_TARGET:
        return "the monster"
    return who(view, m.target, me, names)


def fight_mods(
    b: Builder,
    view: LrView,
    me: int,
    mods: Sequence[ModifierView],
    box: pygame.Rect,
    names: Sequence[str],
    scope: str,
) -> int:
    """Each modifier in force as "+2 Battle Cry (Ana) on Ana": a ``mod:<i>`` zone (a Dispel
    is dropped on it); cancelled ones struck out in words."""
    L = b.line
    y = box.top
    book = card_book()
    rows = max(0, (box.bottom - y) // (L + 2))
    shown = list(enumerate(mods))
    if len(shown) > rows:
        shown = shown[-rows:] if rows else []
    for i, m in shown:
        by = who(view, m.by, me, names)
        on = _mod_target(view, m, me, names)
        sign = modifier_text(m.amount)
        gone = "" if m.live else " (cancelled)"
        row = pygame.Rect(box.left, y, box.w, L + 2)
        b.label(
            (
                f"{sign} {book(m.card).name} ({by}) on {on}{gone}",
                f"{sign} {book(m.card).name} on {on}{gone}",
                f"{sign} on {on}{gone}",
            ),
            "stage",
            ((row.left + 2, row.top + 1), "topleft"),
            bold=m.live,
            color=(theme.GOOD if m.amount >= 0 else theme.BAD) if m.live else theme.MUTED,
            width=row.w - 4,
        )
        if m.live:
            b.zone(str(ModZone(i)), row, "", style="none")
        y += L + 2
    return y


def _fight_note(view: LrView, monster: MonsterDef, me: int, names: Sequence[str]) -> list[str]:
    """The monster's rule, what a defeat costs, who is warded or may only fight."""
    f = view.fight
    assert f is not None
    lines = []
    effect = monster.applies(f.boss)
    if effect is not None or monster.ability is not None:
        lines.append(monster.text)
    owe = f.owed.get(me) if view.viewer == me else None
    if owe is not None and view.phase in ("prepare", "choose", "fight", "monster", "revealed"):
        lines.append(f"If the party is beaten, you lose {owe} loot card{'' if owe == 1 else 's'}.")
    if f.warded:
        lines.append(
            "Warded (lose nothing): " + ", ".join(who(view, s, me, names) for s in f.warded)
        )
    if f.forbid:
        lines.append("May only fight: " + ", ".join(who(view, s, me, names) for s in f.forbid))
    if f.silenced:
        lines.append("Silenced: no ability cards in this fight.")
    return lines


def _choice_row_h(b: Builder, body: pygame.Rect, plan: Plan) -> int:
    """The height of the Fight or Flight row: a name line and a card."""
    cw = max(b.target, min(round(plan.x * 0.6), round(70 * b.scale)))
    return b.line + card_h(cw) if body.h > 2 * (b.line + card_h(cw)) else 0


def _choice_row(
    b: Builder,
    view: LrView,
    me: int,
    row: pygame.Rect,
    plan: Plan,
    names: Sequence[str],
) -> None:
    """Every seat's Fight or Flight card: an empty place while they choose, face down once
    chosen (the viewer's own face up to them), turned over together; the viewer, while
    choosing, has both cards to click."""
    f = view.fight
    assert f is not None
    ch_view = view.choices
    n = view.n_seats
    gs = plan.gs
    L = b.line
    cw = card_w(row.h - L)
    choosing = (
        ch_view is not None
        and ch_view.topic == "fight_or_flight"
        and not ch_view.revealed
        and view.viewer == me
        and me in view.ctx.may_act
    )
    widths = [
        cw * (2 if s == me and choosing else 1) + (gs if s == me and choosing else 0)
        for s in range(n)
    ]
    cell_w = max(max(widths), min(row.w // n - gs, 4 * cw))
    order = [(me + k) % n for k in range(n)]
    x = row.left
    for s in order:
        cell = pygame.Rect(x, row.top, cell_w, row.h)
        x += cell_w + gs
        if cell.right > row.right:
            break
        b.label(
            (who(view, s, me, names), names[s][:8]),
            "stage",
            ((cell.left, cell.top), "topleft"),
            color=theme.MUTED,
            width=cell.w,
        )
        r = pygame.Rect(cell.left, cell.top + L, cw, card_h(cw))
        side = _side_of(view, s, me)
        if s == me and choosing:
            mine = ch_view.mine if ch_view is not None else None
            for card, side_name in ((FIGHT_CARD, "fight"), (FLIGHT_CARD, "flight")):
                b.zone(str(ChooseZone(side_name)), r.copy(), "", style="none")
                tag = "yours" if mine == side_name and cw >= 3 * L else ""
                b.card(
                    f"ff{s}{side_name}",
                    card,
                    r.copy(),
                    str(ChooseZone(side_name)),
                    "stage",
                    tag=tag,
                )
                r = r.move(cw + gs, 0)
            continue
        fresh = ch_view is not None and view.phase not in ("monster", "prepare")
        if side is not None:
            b.card(
                f"ff{s}",
                FIGHT_CARD if side == "fight" else FLIGHT_CARD,
                r,
                str(PlayZone()),
                "stage",
            )
        elif fresh and ch_view is not None and s in ch_view.has_chosen:
            b.card(f"ff{s}", None, r, str(PlayZone()), "stage", face_up=False)
        else:
            b.zone(f"ffslot:{s}", r, "", style="slot")


def _side_of(view: LrView, seat: int, me: int) -> str | None:
    """What the table may show of ``seat``'s Fight or Flight card: after the reveal, the side
    it took; before it, the viewer's own choice; else None (face down or not chosen)."""
    f = view.fight
    ch = view.choices
    if ch is not None and ch.topic == "fight_or_flight" and not ch.revealed:
        if seat == me and view.viewer == me and ch.mine is not None:
            return str(ch.mine)
        return None
    if f is None or view.phase in ("monster", "prepare"):
        return None
    if seat in f.fighters:
        return "fight"
    if seat in f.fled:
        return "flight"
    return None

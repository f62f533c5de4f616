"""The AIM balance report: bot-vs-bot numbers for the content designers (BALANCE.md).

``run`` plays the games (game/simulate.py) and also records, per game, a few AIM
facts (attacks, Pesky Quest Items, trashing, the winner's Loot Points);
``render`` writes the markdown: the command used, game length in rounds, how
games end, first-seat win rate, and per card how often it is bought per game and
how often its buyer wins. Every number comes from the match logs' events.
"""

from __future__ import annotations

from typing import Any

from game import balance as shared
from game.core.match import Match
from game.games.aim import events as ev
from game.simulate import SimStats

MIN_BUYERS = 20  # cards bought by fewer (game, seat) pairs are listed but not ranked


def extract(match: Match[Any]) -> dict[str, float]:
    """AIM facts of one finished match, from its events (module-level: picklable)."""
    out = {
        "attacks": 0.0,
        "attacks_won": 0.0,
        "pesky_taken": 0.0,
        "trashed": 0.0,
        "pesky_trashed": 0.0,
        "gold_dropped": 0.0,
        "buys": 0.0,
    }
    book = getattr(match.rules, "book", None)
    for step in match.steps:
        for e in step.events:
            if isinstance(e, ev.AttackRolled):
                out["attacks"] += 1
                out["attacks_won"] += bool(e.attacker_won)
            elif isinstance(e, ev.PeskyTaken):
                out["pesky_taken"] += 1
            elif isinstance(e, ev.CardTrashed):
                out["trashed"] += 1
                if book is not None and book(e.card).type == "pesky":
                    out["pesky_trashed"] += 1
            elif isinstance(e, ev.GoldDropped):
                out["gold_dropped"] += e.amount
            elif isinstance(e, ev.GoldTaken):
                out["gold_dropped"] += e.dropped
            elif isinstance(e, ev.Bought):
                out["buys"] += 1
    outcome = match.outcome()
    if outcome is not None and outcome.scores:
        ranked = sorted(outcome.scores.values(), reverse=True)
        out["winner_lp"] = float(outcome.scores[outcome.winners[0]])
        out["margin"] = float(ranked[0] - ranked[1]) if len(ranked) > 1 else 0.0
        out["total_lp"] = float(sum(ranked))
    return out


def render(stats: SimStats, command: str) -> str:
    """The markdown report for ``stats``, produced by ``command``."""
    games = stats.games
    lines = shared.head(
        "Adventures in Inventory Management", "game/games/aim/balance.py", stats, command
    )
    add = lines.append
    lines += shared.length(stats)
    add("Target (docs CONTENT.md): 12-25 rounds between competent bots.")
    add("")
    lines += shared.endings(stats)
    lines += shared.seats(
        stats,
        "First seat (first in the rolled turn order)",
        stats.first_seat_win_rate,
        stats.first_seat_games,
    )
    add("## Scores and play")
    add("")
    add("| per game (mean) | value |")
    add("|---|---:|")
    rows = [
        ("winner's Loot Points", "winner_lp"),
        ("winning margin (LP)", "margin"),
        ("Loot Points of all seats", "total_lp"),
        ("cards bought", "buys"),
        ("attacks", "attacks"),
        ("attacks won by the attacker", "attacks_won"),
        ("Pesky Quest Items taken", "pesky_taken"),
        ("cards trashed", "trashed"),
        ("Pesky Quest Items trashed", "pesky_trashed"),
        ("Gold lost for lack of Carry", "gold_dropped"),
    ]
    for label, key in rows:
        add(f"| {label} | {shared.fmt(shared.mean_extra(stats, key))} |")
    add("")
    add("## Cards: how often bought, and how the buyers fared")
    add("")
    add(
        "*Buys per game* counts every copy bought. *Buyer win rate* is over the (game, seat) "
        "pairs that bought the card at least once; the baseline for an even match is "
        f"{shared.pct(1 / len(stats.kinds) if stats.kinds else None)}. Cards bought by fewer than "
        f"{MIN_BUYERS} seats are marked with an asterisk: their win rate is noise."
    )
    add("")
    add("| card | buys per game | buyers | buyer win rate |")
    add("|---|---:|---:|---:|")
    cards = sorted(stats.cards.values(), key=lambda c: c.name)
    cards.sort(
        key=lambda c: (c.buyers >= MIN_BUYERS, c.buyer_win_rate or 0.0, c.buys), reverse=True
    )
    for c in cards:
        mark = "" if c.buyers >= MIN_BUYERS else "*"
        add(
            f"| {c.name}{mark} | {c.per_game(games):.2f} | {c.buyers} | {shared.pct(c.buyer_win_rate)} |"
        )
    never = _never_bought(stats)
    if never:
        add("")
        add(f"Never bought: {', '.join(never)}.")
    add("")
    add("## By popularity")
    add("")
    add("| card | buys per game |")
    add("|---|---:|")
    for c in sorted(
        sorted(stats.cards.values(), key=lambda c: c.name), key=lambda c: c.buys, reverse=True
    ):
        add(f"| {c.name} | {c.per_game(games):.2f} |")
    add("")
    return "\n".join(lines)


def _never_bought(stats: SimStats) -> list[str]:
    from game.games.aim.book import card_book

    buyable = {d.name for d in card_book().cardset.cards if d.deck in ("common", "premium", "loot")}
    return sorted(buyable - set(stats.cards))

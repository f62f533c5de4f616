"""The Tavern Keepers balance report: bot-vs-bot numbers (BALANCE.md beside this file).

``run`` plays the games (game/simulate.py) and records per game a few Tavern Keepers
facts from the events (who held the Quest Giver first, bids, lone bids, tie-breaks,
sabotage, reshuffles); ``render`` writes the markdown with the shared parts from
game/balance.py: game length in rounds, how games end, the number of winners, the
first Quest Giver's win rate, and how the bidding went.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game import balance as shared
from game.core.match import Match
from game.games.tavern_keepers import events as ev
from game.simulate import SimStats


def extract(match: Match[Any]) -> dict[str, float]:
    """Tavern Keepers facts of one finished match, from its events (picklable: module level)."""
    out = dict.fromkeys(
        (
            "bids",
            "contested",
            "lone_bids",
            "passes",
            "most_cards",
            "bid_first",
            "sabotages",
            "reshuffles",
            "won_cards",
            "prepared",
            "ignored",
        ),
        0.0,
    )
    for e in match.events():
        if isinstance(e, ev.BidsRevealed):
            out["bids"] += 1
            out["contested"] += len(e.bidders) > 1
        elif isinstance(e, ev.BidOpened) and e.lone:
            out["lone_bids"] += 1
        elif isinstance(e, ev.BidPassed):
            out["passes"] += 1
        elif isinstance(e, ev.BidWon):
            out["won_cards"] += e.total
            if e.tiebreak == "most cards":
                out["most_cards"] += 1
            elif e.tiebreak == "bid first":
                out["bid_first"] += 1
        elif isinstance(e, ev.AdventurersPrepared):
            out["prepared"] += len(e.adventurers)
            out["ignored"] += len(e.ignored)
        elif isinstance(e, ev.Sabotaged):
            out["sabotages"] += 1
        elif isinstance(e, ev.DeckReshuffled):
            out["reshuffles"] += 1
    if out["bids"]:
        out["won_cards"] /= out["bids"]
    outcome = match.outcome()
    first = getattr(match.state, "first_player", None)
    if outcome is not None and first is not None:
        out["first_player"] = float(first)
        out["first_player_won"] = float(first in outcome.winners)
        out["winners"] = float(len(outcome.winners))
        losers = [v for s, v in outcome.scores.items() if s not in outcome.winners]
        if losers:
            out["losers_left"] = sum(losers) / len(losers)
    return out


def first_player_rate(stats: SimStats) -> tuple[float | None, int]:
    """(win rate of whoever held the Quest Giver in round 1, games counted)."""
    return shared.rate(stats, "first_player_won")


def first_player_alone(stats: SimStats) -> tuple[float | None, float | None]:
    """(share of games the first player won alone, mean share each other seat won alone)."""
    counted = alone = others = 0
    for r in stats.records:
        if "first_player" not in r.extra or not r.finished:
            continue
        counted += 1
        if len(r.winners) == 1:
            if r.winners[0] == int(r.extra["first_player"]):
                alone += 1
            else:
                others += 1
    n_others = len(stats.kinds) - 1
    if not counted or n_others < 1:
        return None, None
    return alone / counted, others / counted / n_others


def summary(stats: SimStats) -> str:
    """A few lines for the console."""
    return shared.summary(stats, first_player_rate(stats)[0])


def render(stats: SimStats, command: str) -> str:
    """The markdown report for ``stats``, produced by ``command``."""
    games = stats.games
    lines = shared.head("Tavern Keepers", "game/games/tavern_keepers/balance.py", stats, command)
    add = lines.append
    lines += shared.length(stats)
    lines += shared.endings(stats)
    add("## Winners per game")
    add("")
    add("All players whose tavern is empty at the end of the round win together.")
    add("")
    add("| winners | games | share |")
    add("|---:|---:|---:|")
    counts = Counter(len(r.winners) for r in stats.records if r.finished)
    for k in sorted(counts):
        add(f"| {k} | {counts[k]} | {shared.pct(counts[k] / games if games else None)} |")
    add("")
    rate, counted = first_player_rate(stats)
    lines += shared.seats(stats, "First player (Quest Giver in round 1)", rate, counted)
    even = sum(stats.wins) / (games * len(stats.kinds)) if games and stats.kinds else None
    add(
        f"A win shared by several players counts for each of them, so an even match gives "
        f"each seat the seats' mean win rate, here {shared.pct(even)}, not "
        f"{shared.pct(1 / len(stats.kinds) if stats.kinds else None)}; compare the first "
        f"player's rate with that."
    )
    alone, others_alone = first_player_alone(stats)
    if alone is not None and others_alone is not None:
        add(
            f"Games won alone: by the first player {shared.pct(alone)}, by each other seat "
            f"{shared.pct(others_alone)} on average."
        )
    add("")
    add("## Bidding and sabotage")
    add("")
    add("| per game (mean) | value |")
    add("|---|---:|")
    rows = [
        ("bids resolved", "bids"),
        ("bids with more than one bidder", "contested"),
        ("lone bids (the last player, two cards or more)", "lone_bids"),
        ("passes", "passes"),
        ("ties settled by most cards", "most_cards"),
        ("ties settled by who bid first", "bid_first"),
        ("sabotages", "sabotages"),
        ("deck reshuffles", "reshuffles"),
        ("cards in a winning bid (mean per bid)", "won_cards"),
        ("adventurers prepared", "prepared"),
        ("quest cards with no matching adventurer", "ignored"),
        ("adventurers left at home by the losers", "losers_left"),
    ]
    for label, key in rows:
        add(f"| {label} | {shared.fmt(shared.mean_extra(stats, key))} |")
    add("")
    return "\n".join(lines)

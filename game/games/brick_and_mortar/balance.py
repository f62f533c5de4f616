"""The Brick & Mortar balance report: bot-vs-bot numbers (BALANCE-<n>p.md beside this file).

``run`` plays the games (game/simulate.py) and records per game the facts the issue asks
for, read from the events: the month the game ended and how, each store drafted or dealt,
bought (from hand or at auction, and for how much over its cost), opened, and owned at
the end, with whether its owner won; the starting stores picked; debt taken and why;
points bought; how often stocking and selling were bid for. ``render`` writes the markdown
with the shared parts of game/balance.py.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from game import balance as shared
from game.balance import per_game, total
from game.core.auction import AuctionWon
from game.core.match import Match
from game.core.simultaneous import SecretChoiceOpened
from game.games.brick_and_mortar import events as ev
from game.games.brick_and_mortar.catalog import catalog
from game.games.brick_and_mortar.model import MONTHS
from game.simulate import SimStats

DEBT_CAUSES = ("store", "stock", "utilities", "resale")


def extract(match: Match[Any]) -> dict[str, float]:
    """Brick & Mortar facts of one finished match (picklable: module level)."""
    s = match.state
    outcome = match.outcome()
    winner = outcome.winners[0] if outcome is not None and outcome.winners else -1
    out: dict[str, float] = defaultdict(float)
    out["month"] = float(s.month)
    out["marker"] = float(s.marker is None)
    out["players"] = float(s.n_seats)
    opened: dict[int, set[int]] = defaultdict(set)
    for e in match.events():
        if isinstance(e, ev.StoreBought):
            where = "row" if e.row_index is not None else "hand"
            out[f"bought_{where}:{e.store}"] += 1
            out[f"paid:{e.store}"] += e.price
            out["debt_store"] += e.debt
        elif isinstance(e, AuctionWon):
            out["auctions"] += 1
        elif isinstance(e, ev.StoreOpened):
            out[f"opened:{e.store}"] += 1
            opened[e.store].add(e.seat)
        elif isinstance(e, ev.StoreClosed):
            out[f"closed:{e.store}"] += 1
        elif isinstance(e, ev.StartingStorePicked):
            out[f"start:{e.store}"] += 1
            out[f"start_won:{e.store}"] += float(e.seat == winner)
        elif isinstance(e, ev.CratesStocked):
            out["debt_stock"] += e.debt
            out["stocked"] += sum(e.crates.values())
        elif isinstance(e, ev.UtilitiesPaid):
            out["debt_utilities"] += e.debt
        elif isinstance(e, ev.SurplusBought):
            out["debt_resale"] += e.debt
        elif isinstance(e, ev.SurplusDiscarded):
            out["surplus"] += 1
        elif isinstance(e, ev.ItemDelivered):
            out["sold"] += 1
        elif isinstance(e, ev.ItemsAged):
            out["expired"] += sum(e.expired.values())
        elif isinstance(e, ev.PointsBought):
            out["points_bought"] += e.count
            out["purchases"] += 1
        elif isinstance(e, ev.PointsSold):
            out["points_sold"] += e.count
        elif isinstance(e, ev.PointsScored):
            out["points_scored"] += e.points
        elif isinstance(e, SecretChoiceOpened):
            if e.topic.startswith("supply:"):
                out["supply_bids"] += 1
            elif e.topic.startswith("sale:"):
                out["sale_dials"] += 1
    for store, seats in opened.items():
        out[f"opened_won:{store}"] += float(winner in seats)
    for seat, p in enumerate(s.players):
        for st in p.building:
            out[f"end:{st.store}"] += 1
            out[f"end_won:{st.store}"] += float(seat == winner)
        out["debt"] += p.debt
        out["debtors"] += float(p.debt > 0)
    if outcome is not None:
        parts = outcome.details
        out["winner_score"] = float(outcome.scores[winner])
        out["score_mean"] = sum(outcome.scores.values()) / len(outcome.scores)
        out["winner_track"] = float(parts[winner]["track"])
        out["tied"] = float(
            match.state.result is not None and match.state.result.tiebreak is not None
        )
        for key in ("track", "stores", "empty_slots", "debt", "money"):
            out[f"final_{key}"] = sum(d[key] for d in parts.values()) / len(parts)
    return dict(out)


def render(stats: SimStats, command: str) -> str:  # noqa: C901 - one table after another
    """The markdown report for ``stats``, produced by ``command``."""
    cat = catalog()
    games = stats.games
    n = len(stats.kinds)
    lines = shared.head("Brick & Mortar", "game/games/brick_and_mortar/balance.py", stats, command)
    add = lines.append
    add("## The month the game ends")
    add("")
    add("The rulebook: usually around July. Ends after the month in which someone reached the")
    add("investment marker, or after the final month.")
    add("")
    add("| month | games | share | reached the marker |")
    add("|---|---:|---:|---:|")
    months: Counter[int] = Counter()
    marker: Counter[int] = Counter()
    for r in stats.records:
        m = int(r.extra.get("month", 0))
        months[m] += 1
        marker[m] += int(r.extra.get("marker", 0))
    for m in sorted(months):
        add(
            f"| {MONTHS[m - 1]} ({m}) | {months[m]} | {shared.pct(months[m] / games)} | "
            f"{marker[m]} |"
        )
    add("")
    lines += shared.length(stats)
    lines += shared.endings(stats)
    even = 1 / n if n else None
    seat_rates = ", ".join(
        f"seat {i + 1} {shared.pct(w / games if games else None)}" for i, w in enumerate(stats.wins)
    )
    add("## Win rate by seat")
    add("")
    add("Seat 1 is first in turn order in January (ties go to the player ahead). An even")
    add(f"game gives each seat {shared.pct(even)}. {seat_rates}.")
    tied = total(stats, "tied")
    add(
        f"Games settled by the turn-order tie rule: {int(tied)} ({shared.pct(tied / games if games else None)})."
    )
    add("")
    add("## Scores")
    add("")
    add("| per player at the end (mean) | value |")
    add("|---|---:|")
    for label, key in (
        ("track points", "final_track"),
        ("store points", "final_stores"),
        ("empty-slot penalties", "final_empty_slots"),
        ("debt tokens (a point each)", "final_debt"),
        ("money left (worth nothing)", "final_money"),
    ):
        add(f"| {label} | {shared.fmt(shared.mean_extra(stats, key))} |")
    add(f"| winner's score | {shared.fmt(shared.mean_extra(stats, 'winner_score'))} |")
    add(f"| winner's track | {shared.fmt(shared.mean_extra(stats, 'winner_track'))} |")
    add("")
    add("## Debt")
    add("")
    players = games * n
    debtors = total(stats, "debtors")
    add(
        f"Debt tokens per player per game: {shared.fmt(total(stats, 'debt') / players if players else None)}; "
        f"players ending with any debt: {shared.pct(debtors / players if players else None)}."
    )
    add("")
    add("| cause | tokens per game |")
    add("|---|---:|")
    for cause in DEBT_CAUSES:
        add(f"| {cause} | {shared.fmt(per_game(stats, f'debt_{cause}'))} |")
    add("")
    add("## The economy (per game, all players)")
    add("")
    add("| fact | value |")
    add("|---|---:|")
    for label, key in (
        ("crates stocked", "stocked"),
        ("items sold", "sold"),
        ("items thrown out as surplus", "surplus"),
        ("items expired", "expired"),
        ("stockings bid for (sealed bids)", "supply_bids"),
        ("sales bid for (sealed dials)", "sale_dials"),
        ("points bought", "points_bought"),
        ("point purchases", "purchases"),
        ("points sold", "points_sold"),
        ("points scored by stores", "points_scored"),
        ("public stores won at auction", "auctions"),
    ):
        add(f"| {label} | {shared.fmt(per_game(stats, key))} |")
    add("")
    add("## Starting stores")
    add("")
    add("| starting store | picked | picker won |")
    add("|---|---:|---:|")
    for store, f in enumerate(cat.stores):
        if not f.starting:
            continue
        picked = total(stats, f"start:{store}")
        if picked:
            won = total(stats, f"start_won:{store}")
            add(f"| {f.name} | {int(picked)} | {shared.pct(won / picked)} |")
    add("")
    add("## Stores")
    add("")
    add(
        "Per store over all games: bought from hand and at auction (mean price paid against "
        "its cost), opened, closed, owned at the end; the win rate of the players who opened "
        "it and of those who owned it at the end (an even game: "
        f"{shared.pct(even)})."
    )
    add("")
    add(
        "| store | cost | hand | auction | mean paid | opened | closed | at end | opener won | owner won |"
    )
    add("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for store, f in enumerate(cat.stores):
        if f.starting:
            continue
        hand = total(stats, f"bought_hand:{store}")
        row = total(stats, f"bought_row:{store}")
        bought = hand + row
        paid = total(stats, f"paid:{store}") / bought if bought else None
        opened = total(stats, f"opened:{store}")
        end = total(stats, f"end:{store}")
        opener = total(stats, f"opened_won:{store}") / opened if opened else None
        owner = total(stats, f"end_won:{store}") / end if end else None
        add(
            f"| {f.name} | {f.cost} | {int(hand)} | {int(row)} | {shared.fmt(paid, '.1f')} | "
            f"{int(opened)} | {int(total(stats, f'closed:{store}'))} | {int(end)} | "
            f"{shared.pct(opener)} | {shared.pct(owner)} |"
        )
    add("")
    return "\n".join(lines)

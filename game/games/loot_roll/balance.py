"""The Loot Roll balance report: bot-vs-bot numbers (BALANCE-<n>p.md beside this file).

``run`` plays the games (game/simulate.py); ``extract`` reads each finished match's events
into flat per-game numbers (picklable, module level); ``render`` writes the markdown with
the shared parts of game/balance.py plus Loot Roll's own sections (README section 5.4):
length at the table (minutes from estimate.TimeModel), seats, fights by dungeon and kind
(won, lost, everyone fled), every ability card (offered, bought, played, the win rates of
its buyers and players), loot, monsters, rolls, the economy and the piles.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from typing import Any

from game import balance as shared
from game.balance import total
from game.core.events import GameEnded
from game.core.match import Match
from game.core.simultaneous import SecretChoicesRevealed
from game.games.loot_roll import events as ev
from game.games.loot_roll.calc import tables
from game.games.loot_roll.estimate import TimeModel
from game.simulate import SimStats

TIMES = TimeModel()
BOUGHT_RANGE = (0.05, 0.60)
"""An ability card bought less or more often than this share of the times it was offered
is flagged (README section 5.4)."""
WIN_RATE_SLACK = 0.10
"""A card whose buyers' or players' win rate is this far from the seats' mean is flagged."""


def extract(match: Match[Any]) -> dict[str, float]:
    """Loot Roll facts of one match, from its events (see the module docstring)."""
    t = tables()
    out: dict[str, float] = defaultdict(float)
    n = match.config.n_seats
    winners: set[int] = set()
    outcome = match.outcome()
    if outcome is not None:
        winners = set(outcome.winners)
    bought: dict[str, set[int]] = defaultdict(set)
    played: dict[str, set[int]] = defaultdict(set)
    dungeon, boss, monster, regular_wins = 1, False, -1, 0
    minutes = TIMES.setup + TIMES.final_count
    last_faces: dict[int, int] = {}
    last_card: int | None = None
    for e in match.events():
        if isinstance(e, ev.FirstPlayerChosen):
            out["first_player"] = e.seat
        elif isinstance(e, ev.DungeonEntered):
            dungeon, regular_wins = e.dungeon, 0
        elif isinstance(e, ev.TurnStarted | ev.ExtraActionTaken):
            out["turns"] += 1
        elif isinstance(e, ev.TownTurnEnded):
            out["town_turns"] += 1
            minutes += TIMES.town_turn
        elif isinstance(e, ev.CommonDrawn):
            out["explores"] += 1
            minutes += TIMES.explore
        elif isinstance(e, ev.ClearingStarted):
            out["clears"] += 1
            minutes += TIMES.discard
        elif isinstance(e, ev.MonsterDrawn):
            boss, monster = e.boss, e.card
            kind = "boss" if boss else "regular"
            out[f"fights:{dungeon}:{kind}"] += 1
            out["fights"] += 1
            if boss and regular_wins < 4:
                out["early_bosses"] += 1
            minutes += TIMES.prep_base + TIMES.prep_per_seat * n
        elif isinstance(e, ev.MonsterReplaced):
            monster = e.new
        elif isinstance(e, SecretChoicesRevealed):
            fighting = sum(1 for side in e.choices.values() if side == "fight")
            out["fighters"] += fighting
            out["seats_fled"] += n - fighting
            out["choices"] += 1
        elif isinstance(e, ev.MonsterShelved):
            out[f"fled:{dungeon}:{'boss' if boss else 'regular'}"] += 1
            out[f"m_fled:{t.design[monster]}"] += 1
        elif isinstance(e, ev.FightWon | ev.FightLost):
            kind = "boss" if boss else "regular"
            how = "won" if isinstance(e, ev.FightWon) else "lost"
            out[f"{how}:{dungeon}:{kind}"] += 1
            out[f"m_{how}:{t.design[monster]}"] += 1
            minutes += TIMES.fight_window_base + TIMES.fight_window_per_seat * n
            if how == "won" and not boss:
                regular_wins += 1
            if isinstance(e, ev.FightLost):
                minutes += TIMES.loss
                out["cards_owed"] += sum(e.owed.values())
        elif isinstance(e, ev.CardPlayed):
            d = t.design[e.card]
            minutes += TIMES.card_played
            if t.kind[e.card] == "ability":
                out[f"played:{d}"] += 1
                played[d].add(e.seat)
                out["abilities_played"] += 1
            else:
                out[f"used:{d}"] += 1
        elif isinstance(e, ev.Bought):
            d = t.design[e.card]
            out[f"bought:{d}"] += 1
            bought[d].add(e.seat)
            out["buys"] += 1
        elif isinstance(e, ev.VendorRefilled) and e.card is not None:
            out[f"offered:{t.design[e.card]}"] += 1
        elif isinstance(e, ev.Equipped):
            out[f"worn:{t.design[e.card]}"] += 1
        elif isinstance(e, ev.LootBanked):
            out[f"banked:{t.design[e.card]}"] += 1
        elif isinstance(e, ev.DiceRolled):
            if last_card == e.card:
                out["ties"] += 1
            else:
                out["rolls"] += 1
                minutes += TIMES.roll_base + TIMES.roll_per_roller * len(e.faces)
            last_card = e.card
            last_faces = {s: e.faces[s] + e.bonus.get(s, 0) for s in e.faces}
        elif (
            isinstance(e, ev.ModifierAdded)
            and e.scope == "roll"
            or isinstance(e, ev.DieRerolled | ev.RollsSwapped)
        ):
            out["roll_cards"] += 1
        elif isinstance(e, ev.LootWon):
            out["loot_won"] += 1
            if e.totals and last_faces:
                best = max(last_faces.values())
                if last_faces.get(e.seat) != best or list(last_faces.values()).count(best) > 1:
                    out["rolls_turned"] += 1
            last_card, last_faces = None, {}
        elif isinstance(e, ev.LootUnclaimed):
            out["unclaimed"] += 1
        elif isinstance(e, ev.DeckReshuffled):
            out[f"reshuffles:{e.pile.split('-')[0]}"] += 1
            out["reshuffled"] = 1
        elif isinstance(e, ev.DungeonCollapsed):
            out["collapses"] += 1
        elif isinstance(e, ev.FinalSwaps):
            out["swaps"] += len(e.swaps)
        elif isinstance(e, GameEnded):
            scores = sorted(e.scores.values(), reverse=True)
            out["score_mean"] = statistics.fmean(scores)
            out["score_winner"] = scores[0]
            out["margin"] = scores[0] - scores[1] if len(scores) > 1 else 0
            for det in e.details.values():
                out["banked_value"] += det.get("bank", 0)
                out["bag_value"] += det.get("bag", 0)
                out["worn_value"] += det.get("worn", 0)
    out["minutes"] = minutes
    for d, seats in bought.items():
        out[f"buyers:{d}"] = len(seats)
        out[f"buyers_won:{d}"] = sum(1 for s in seats if s in winners)
    for d, seats in played.items():
        out[f"players:{d}"] = len(seats)
        out[f"players_won:{d}"] = sum(1 for s in seats if s in winners)
    if "first_player" in out and outcome is not None:
        out["first_player_won"] = float(int(out["first_player"]) in winners)
    return dict(out)


def first_player_rate(stats: SimStats) -> tuple[float | None, int]:
    """(win rate of the first player, games counted)."""
    return shared.rate(stats, "first_player_won")


def summary(stats: SimStats) -> str:
    """A few lines for the console."""
    return shared.summary(stats, first_player_rate(stats)[0])


def _spread(stats: SimStats, key: str) -> str:
    values = sorted(r.extra.get(key, 0.0) for r in stats.records if r.finished)
    if not values:
        return "| n/a | n/a | n/a | n/a |"
    p10 = values[len(values) // 10]
    p90 = values[(len(values) * 9) // 10]
    return f"| {statistics.fmean(values):.1f} | {p10:.0f} | {p90:.0f} | {values[-1]:.0f} |"


def render(stats: SimStats, command: str) -> str:
    """The markdown report for ``stats``, produced by ``command``."""
    t = tables()
    games = stats.games or 1
    n = len(stats.kinds)
    lines = shared.head("Loot Roll", "game/games/loot_roll/balance.py", stats, command)
    add = lines.append
    add(
        f"{n} seats. The length in rounds counts dungeon rounds (a round: every seat takes a turn)."
    )
    add("")
    add(
        "Rules: the game's defaults, as the rulebook prints them (no torch, printed monster "
        "numbers, one monster pile; README D3, D4, D46)."
        + (
            f" A sample of {stats.games} games, smaller than the 1,000 of README section 5.4: "
            "games under the printed rules take longer to simulate on a shared machine."
            if stats.games < 1000
            else ""
        )
    )
    add("")
    lines += shared.length(stats)
    lines += shared.endings(stats)
    add("## Length at the table")
    add("")
    add(
        "Minutes use estimate.TimeModel's guesses per step (explore, preparation, fight window, "
        "card played, roll, town turn, set-up and count). Target at 4 seats: 50-75 minutes."
    )
    add("")
    add("| per game | mean | p10 | p90 | max |")
    add("|---|---:|---:|---:|---:|")
    for label, key in (
        ("minutes at the table (model)", "minutes"),
        ("dungeon turns (main actions)", "turns"),
        ("town turns", "town_turns"),
        ("fights started", "fights"),
        ("loot rolls", "rolls"),
        ("explores", "explores"),
        ("ability cards played", "abilities_played"),
        ("ability cards bought", "buys"),
    ):
        add(f"| {label} {_spread(stats, key)}")
    add(f"| actions (bot decisions) | {stats.actions / games:.0f} | | | |")
    add("")
    rate, counted = first_player_rate(stats)
    lines += shared.seats(stats, "First player (chosen at random)", rate, counted)
    even = sum(stats.wins) / (games * n) if n else None
    add(
        f"A shared win counts for each winner, so an even match gives each seat the seats' mean "
        f"win rate, here {shared.pct(even)} (1/{n} = {shared.pct(1 / n)})."
    )
    add("")
    add("## Fights")
    add("")
    add("| dungeon | kind | fights per game | won | lost | everyone fled |")
    add("|---:|---|---:|---:|---:|---:|")
    for d in (1, 2, 3):
        for kind in ("regular", "boss"):
            f = total(stats, f"fights:{d}:{kind}")
            if not f:
                continue
            won, lost, fled = (total(stats, f"{k}:{d}:{kind}") for k in ("won", "lost", "fled"))
            add(
                f"| {d} | {kind} | {f / games:.2f} | {shared.pct(won / f)} | "
                f"{shared.pct(lost / f)} | {shared.pct(fled / f)} |"
            )
    fights = total(stats, "fights") or 1
    choices = total(stats, "choices") or 1
    add("")
    add(
        f"All fights: won {shared.pct(sum(total(stats, f'won:{d}:{k}') for d in (1, 2, 3) for k in ('regular', 'boss')) / fights)}, "
        f"lost {shared.pct(sum(total(stats, f'lost:{d}:{k}') for d in (1, 2, 3) for k in ('regular', 'boss')) / fights)}, "
        f"everyone fled {shared.pct(sum(total(stats, f'fled:{d}:{k}') for d in (1, 2, 3) for k in ('regular', 'boss')) / fights)}. "
        f"Fighters per fight {total(stats, 'fighters') / choices:.2f} of {n}; a seat fled "
        f"{shared.pct(total(stats, 'seats_fled') / (choices * n))} of its Fight-or-Flight choices. "
        f"Bosses fought before four regular wins: {total(stats, 'early_bosses') / games:.2f} per game. "
        f"Dungeons that collapsed (torch): {total(stats, 'collapses') / games:.2f} per game "
        f"({shared.pct(total(stats, 'collapses') / (3 * games))} of dungeons). "
        f"Loot cards owed after defeats: {total(stats, 'cards_owed') / games:.2f} per game."
    )
    add("")
    mean_rate = even or 0.0
    add("## Ability cards")
    add("")
    add(
        f"Offered: times dealt into a vendor row; bought % of offered (flag outside "
        f"{shared.pct(BOUGHT_RANGE[0])}-{shared.pct(BOUGHT_RANGE[1])}); win rates of the seats "
        f"that bought or played it (flag more than {WIN_RATE_SLACK * 100:.0f} points from "
        f"{shared.pct(mean_rate)}, over at least 30 seats)."
    )
    add("")
    add(
        "| card | price | offered/game | bought/game | bought % | played/game | buyers win | players win | flags |"
    )
    add("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    seen: set[str] = set()
    for c in t.by_pile["ability"]:
        key = t.design[c]
        if key in seen:
            continue
        seen.add(key)
        offered, bought = (
            total(stats, f"offered:{key}"),
            total(stats, f"bought:{key}"),
        )
        played = total(stats, f"played:{key}")
        buyers, bwon = (
            total(stats, f"buyers:{key}"),
            total(stats, f"buyers_won:{key}"),
        )
        players, pwon = (
            total(stats, f"players:{key}"),
            total(stats, f"players_won:{key}"),
        )
        flags = []
        share = bought / offered if offered else None
        if share is not None and offered >= 30 and not BOUGHT_RANGE[0] <= share <= BOUGHT_RANGE[1]:
            flags.append("bought " + ("rarely" if share < BOUGHT_RANGE[0] else "too often"))
        for label, k, w in (("buyers", buyers, bwon), ("players", players, pwon)):
            if k >= 30 and abs(w / k - mean_rate) > WIN_RATE_SLACK:
                flags.append(f"{label} {'win' if w / k > mean_rate else 'lose'}")
        add(
            f"| {t.book(c).name} | {t.price[c]} | {offered / games:.2f} | {bought / games:.2f} | "
            f"{shared.pct(share)} | {played / games:.2f} | "
            f"{shared.pct(bwon / buyers if buyers else None)} | "
            f"{shared.pct(pwon / players if players else None)} | {', '.join(flags)} |"
        )
    add("")
    add("## Loot")
    add("")
    add("| card | rarity | value | worn/game | used/game | banked/game |")
    add("|---|---|---:|---:|---:|---:|")
    seen.clear()
    for pile in ("common", "rare", "epic"):
        for c in t.by_pile[pile]:
            key = t.design[c]
            if key in seen:
                continue
            seen.add(key)
            add(
                f"| {t.book(c).name} | {pile} | {t.value[c]} | {total(stats, f'worn:{d}') / games:.2f} | "
                f"{total(stats, f'used:{d}') / games:.2f} | {total(stats, f'banked:{d}') / games:.2f} |"
            )
    add("")
    add("## Monsters")
    add("")
    add("| monster | dungeon | fought/game | won | lost | everyone fled |")
    add("|---|---:|---:|---:|---:|---:|")
    seen.clear()
    for d_no in (1, 2, 3):
        for c in t.by_pile[f"monsters-{d_no}"]:
            key = t.design[c]
            if key in seen:
                continue
            seen.add(key)
            won, lost, fled = (total(stats, f"m_{k}:{key}") for k in ("won", "lost", "fled"))
            f = won + lost + fled
            add(
                f"| {t.book(c).name} | {d_no} | {f / games:.2f} | {shared.pct(won / f if f else None)} | "
                f"{shared.pct(lost / f if f else None)} | {shared.pct(fled / f if f else None)} |"
            )
    add("")
    add("## Rolls, economy and piles")
    add("")
    rolls = total(stats, "rolls") or 1
    add("| per game (mean) | value |")
    add("|---|---:|")
    rows = [
        ("loot rolls (dice thrown for a card)", total(stats, "rolls") / games),
        ("ties thrown again", total(stats, "ties") / games),
        ("cards played on rolls, per roll", total(stats, "roll_cards") / rolls),
        ("share of rolls a card turned", total(stats, "rolls_turned") / rolls),
        ("loot cards nobody could carry", total(stats, "unclaimed") / games),
        ("final score, mean of the seats", shared.mean_extra(stats, "score_mean") or 0.0),
        ("final score of the winner", shared.mean_extra(stats, "score_winner") or 0.0),
        ("winner's margin over second", shared.mean_extra(stats, "margin") or 0.0),
        ("value banked (all seats)", total(stats, "banked_value") / games),
        ("value in bags at the end (all seats)", total(stats, "bag_value") / games),
        ("value left worn at the end (all seats)", total(stats, "worn_value") / games),
        ("swaps made at the count", total(stats, "swaps") / games),
    ]
    for label, value in rows:
        add(f"| {label} | {value:.2f} |")
    for pile in ("ability", "common", "rare", "epic", "monsters"):
        add(f"| reshuffles of the {pile} pile | {total(stats, f'reshuffles:{pile}') / games:.3f} |")
    add(f"| games with any reshuffle | {shared.pct(total(stats, 'reshuffled') / games)} |")
    add("")
    return "\n".join(lines)

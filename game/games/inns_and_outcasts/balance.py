"""The Inns & Outcasts balance report: bot-vs-bot numbers (BALANCE*.md beside this file).

``run`` plays the games (game/simulate.py) and records per game, from its events: its
length in turns, who was the first Head of the Table, each hand's characters and how often
each was played, held back at a round's end and on a winning hand, ties at the top,
auctions, tributes and the Bounty Hunter's guesses, and the counts that make up the time
the game would take at a table. ``render`` writes the markdown with the shared parts from
game/balance.py.

Time at the table (a model, stated in the report): each turn everyone picks a card in
secret (``PICK_S``), then each card turns up and resolves (``CARD_S``), each choice a
player is asked takes ``CHOICE_S`` and each bid or pass ``BID_S``; building the hands takes
``HANDS_S`` once.
"""

from __future__ import annotations

from typing import Any

from game import balance as shared
from game.balance import total
from game.core.auction import BidRaised, DroppedOut
from game.core.match import Match
from game.core.simultaneous import SecretChosen
from game.games.inns_and_outcasts import events as ev
from game.games.inns_and_outcasts.cards import INITIATIVES, INNS, card_book
from game.simulate import SimStats

PICK_S, CARD_S, CHOICE_S, BID_S, HANDS_S = 25.0, 8.0, 6.0, 3.0, 120.0
"""Seconds at a real table (see the module docstring)."""
MAX_PLAYED = 6


def extract(match: Match[Any]) -> dict[str, float]:
    """Inns & Outcasts facts of one finished match, from its events (module level: picklable)."""
    book = card_book()
    out: dict[str, float] = {}

    def add(key: str, value: float = 1.0) -> None:
        out[key] = out.get(key, 0.0) + value

    hands: dict[int, list[str]] = {}
    played: dict[int, set[int]] = {}
    named: dict[int, int] = {}
    first_head = -1
    decisions = bids = picks = cards = 0
    for e in match.events():
        if isinstance(e, ev.HeadDrawn):
            first_head = e.seat
        elif isinstance(e, ev.HandsDealt):
            for seat, hand in e.hands.items():
                hands[seat] = [book(c).character for c in hand]
                played[seat] = set()
        elif isinstance(e, ev.CopiesTaken):  # the hands chosen copy by copy
            for seat, c in e.cards.items():
                hands.setdefault(seat, []).append(book(c).character)
                played[seat] = set()
        elif isinstance(e, SecretChosen) and e.topic == "cards":
            picks += 1
        elif isinstance(e, ev.InitiativeCalled):
            for seat, c in e.cards.items():
                cards += 1
                add(f"play.{book(c).character}")
                played[seat].add(c)
                if seat in named:
                    add("hunter_hits", float(named.pop(seat) == book(c).initiative))
        elif isinstance(e, ev.TargetPlaced) and e.named:
            named[e.seat] = e.named
            add("hunter_guesses")
        elif isinstance(e, ev.ChoiceAsked):
            decisions += 1
        elif isinstance(e, BidRaised | DroppedOut):
            bids += 1
        elif isinstance(e, ev.BidPaid):
            add("auctions")
            add("auction_price", e.amount)
            add("auction_own", float(e.seat == e.source))
        elif isinstance(e, ev.TributePaid):
            add("tributes_paid")
        elif isinstance(e, ev.TributeRefused):
            add("tributes_refused")
        elif isinstance(e, ev.TieAtTop):
            add("ties")
        elif isinstance(e, ev.CardBlocked):
            add("blocks")
        elif isinstance(e, ev.RoundEnded):
            add("rounds_done")
            for seat, done in played.items():
                for c in hands_cards(match, seat):
                    if c not in done:
                        add(f"held.{book(c).character}")
                played[seat] = set()
    state = match.state
    out["turns"] = float(state.turn)
    out["first_head"] = float(first_head)
    outcome = match.outcome()
    turns = max(1, state.turn)
    out["minutes"] = (
        HANDS_S
        + picks / max(1, state.n_seats) * PICK_S
        + cards * CARD_S
        + decisions * CHOICE_S
        + bids * BID_S
    ) / 60.0
    out["minutes_per_turn"] = (out["minutes"] - HANDS_S / 60.0) / turns
    if outcome is not None:
        out["first_head_won"] = float(first_head in outcome.winners)
        out["top_hoard"] = float(max(outcome.scores.values()))
        for seat, names in hands.items():
            for name in names:
                add(f"hand.{name}")
                if seat in outcome.winners:
                    add(f"won.{name}", 1.0 / len(outcome.winners))
    return out


def hands_cards(match: Match[Any], seat: int) -> list[int]:
    """The six cards of ``seat``'s hand (they never change once dealt)."""
    return list(match.state.players[seat].hand)


def first_head_rate(stats: SimStats) -> tuple[float | None, int]:
    """(win rate of the first Head of the Table, games counted)."""
    return shared.rate(stats, "first_head_won")


def summary(stats: SimStats) -> str:
    """A few lines for the console."""
    turns = shared.mean_extra(stats, "turns")
    return (
        shared.summary(stats, first_head_rate(stats)[0])
        + f"\nturns mean {shared.fmt(turns, '.1f')}, minutes at a table "
        + shared.fmt(shared.mean_extra(stats, "minutes"), ".0f")
    )


def _percentiles(values: list[float]) -> tuple[float, float, float, float, float]:
    v = sorted(values)
    if not v:
        return (0.0, 0.0, 0.0, 0.0, 0.0)

    def at(p: float) -> float:
        return v[min(len(v) - 1, int(p * len(v)))]

    return (sum(v) / len(v), at(0.5), at(0.1), at(0.9), v[-1])


def render(stats: SimStats, command: str) -> str:
    """The markdown report for ``stats``, produced by ``command``."""
    book = card_book()
    games = stats.games
    n = len(stats.kinds)
    lines = shared.head(
        "Inns & Outcasts", "game/games/inns_and_outcasts/balance.py", stats, command
    )
    add = lines.append
    turns = [r.extra["turns"] for r in stats.records if "turns" in r.extra]
    mean, median, p10, p90, top = _percentiles(turns)
    add("## Game length")
    add("")
    add(f"A round is {5} turns (cards come back to hand); the Head of the Table passes every turn.")
    add("")
    add("| | mean | median | p10 | p90 | max |")
    add("|---|---:|---:|---:|---:|---:|")
    add(f"| turns | {mean:.1f} | {median:g} | {p10:g} | {p90:g} | {top:g} |")
    r = stats.rounds_summary()
    add(
        f"| rounds (begun) | {shared.fmt(r['mean'], '.1f')} | {shared.fmt(r['median'], 'g')} | "
        f"{shared.fmt(r['p10'], 'g')} | {shared.fmt(r['p90'], 'g')} | {shared.fmt(r['max'], 'g')} |"
    )
    add("")
    minutes = shared.mean_extra(stats, "minutes")
    per_turn = shared.mean_extra(stats, "minutes_per_turn")
    add(
        f"At a table (model: {PICK_S:g} s to pick a card, {CARD_S:g} s per card revealed, "
        f"{CHOICE_S:g} s per choice asked, {BID_S:g} s per bid or pass, {HANDS_S / 60:g} "
        f"minutes to build hands) a game takes about **{shared.fmt(minutes, '.0f')} minutes**, "
        f"{shared.fmt(per_turn, '.1f')} minutes a turn: a 30-minute game is about "
        f"**{shared.fmt((30 - HANDS_S / 60) / per_turn if per_turn else None, '.0f')} turns**."
    )
    add("")
    lines += shared.endings(stats)
    rate, counted = first_head_rate(stats)
    lines += shared.seats(stats, "First Head of the Table", rate, counted)
    even = 1 / n if n else None
    spread = [w / games for w in stats.wins] if games else []
    add(
        f"Exactly one player wins each game (a tie at the top plays another turn), so the "
        f"seats' mean win rate is {shared.pct(even)}; the seats range from "
        f"{shared.pct(min(spread) if spread else None)} to {shared.pct(max(spread) if spread else None)}."
    )
    add("")
    add("## Characters")
    add("")
    add(
        "Per character: the share of hands holding it, how often a hand holding it played it "
        "(per turn of the game), how often it was the card held back at a round's end, and "
        f"the win rate of the hands holding it (an even game gives {shared.pct(even)}; the "
        "last column divides by that)."
    )
    add("")
    add(
        "| initiative | character | in hands | played / turn | held back / round | win rate | vs even |"
    )
    add("|---:|---|---:|---:|---:|---:|---:|")
    hands_total = games * n
    for inn in INNS:
        for ini in INITIATIVES:
            name = book.character_at(inn, ini)
            held = total(stats, f"hand.{name}")
            won = total(stats, f"won.{name}")
            plays = total(stats, f"play.{name}")
            back = total(stats, f"held.{name}")
            turn_total = sum(
                r.extra.get("turns", 0.0) * r.extra.get(f"hand.{name}", 0.0) for r in stats.records
            )
            rounds_total = sum(
                r.extra.get("rounds_done", 0.0) * r.extra.get(f"hand.{name}", 0.0)
                for r in stats.records
            )
            win = won / held if held else None
            add(
                f"| {ini} | {name} | {shared.pct(held / hands_total if hands_total else None)} | "
                f"{shared.fmt(plays / turn_total if turn_total else None)} | "
                f"{shared.fmt(back / rounds_total if rounds_total else None)} | "
                f"{shared.pct(win)} | {shared.fmt(win * n if win is not None else None)} |"
            )
    add("")
    add("## Play")
    add("")
    add("| per game (mean) | value |")
    add("|---|---:|")
    auctions = total(stats, "auctions")
    guesses = total(stats, "hunter_guesses")
    paid, refused = total(stats, "tributes_paid"), total(stats, "tributes_refused")
    tied = sum(1 for r in stats.records if r.extra.get("ties", 0.0) > 0)
    rows: list[tuple[str, float | None]] = [
        (
            "ties at the top (another turn played)",
            total(stats, "ties") / games if games else None,
        ),
        ("games with a tie at the top (share)", tied / games if games else None),
        ("cards Blocked", total(stats, "blocks") / games if games else None),
        ("auctions", auctions / games if games else None),
        (
            "winning bid (mean)",
            total(stats, "auction_price") / auctions if auctions else None,
        ),
        (
            "auctions won by the card's own player (share)",
            total(stats, "auction_own") / auctions if auctions else None,
        ),
        ("Goblins' tributes paid", paid / games if games else None),
        (
            "Goblins' tributes refused (share)",
            refused / (paid + refused) if paid + refused else None,
        ),
        ("Bounty Hunter guesses", guesses / games if games else None),
        (
            "Bounty Hunter hits (share)",
            total(stats, "hunter_hits") / guesses if guesses else None,
        ),
        ("winner's Hoard", shared.mean_extra(stats, "top_hoard")),
    ]
    for label, value in rows:
        add(f"| {label} | {shared.fmt(value)} |")
    add("")
    return "\n".join(lines)

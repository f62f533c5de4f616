"""Game-agnostic bots and the explicit registry of bot kinds.

``make_bot(kind, game_id)`` builds a bot; ``BOT_KINDS`` lists the kinds: ``random``;
``greedy`` (one step of the game's heuristic); ``easy``, ``normal`` and ``hard``,
information-set Monte Carlo search over determinizations (game/bots/ismcts.py) with
growing budgets (``LEVELS``, which a game's entry may change for that game: ``level_for``;
measured strength in game/bots/TOURNAMENT.md). The greedy bot needs the game's heuristic,
the search levels also its evaluation and ``rules.sample_state``; both come from the game's
entry (game/registry.py: an explicit list, no import scans, which break under PyInstaller).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from game.bots.base import BOT_SEED_OPTION, Bot, bot_rng, pick_best
from game.bots.greedy import GreedyBot, Heuristic, reweighed
from game.bots.ismcts import Budget, Evaluation, ISMCTSBot, can_guess
from game.bots.learned import LearnedError, learned_evaluation
from game.bots.random_bot import RandomBot
from game.core.entry import LEVEL_NAMES
from game.registry import REGISTERED, entry

BOT_KINDS = ("random", "greedy", "easy", "normal", "hard")
SEARCH_KINDS = LEVEL_NAMES
"""The search levels (``LEVELS``): the names a game's entry may change (game/core/entry.py)."""


@dataclass(frozen=True)
class Level:
    """One search level: its budget, how many moves it weighs, how far it may stray."""

    budget: Budget
    candidates: int = 4
    """Root moves searched: the policy heuristic's best few (plus the opening sense's)."""
    temperature: float = 0.0
    """0: the best move found; > 0: a random one, better ones likelier (slips)."""
    mistake_rate: float = 0.0
    """Chance that a move left to the policy (AIM: equipping) is a slip instead: one of
    the heuristic's next-best moves (ISMCTSBot.slip), never a random one."""
    slip_rate: float = 0.0
    """Chance that a searched decision plays a slip (ISMCTSBot.slip) instead of the move
    the search found: a move the heuristic rates among its best, misjudged."""
    confidence: float | None = None
    """Standard errors by which a searched move must beat the policy's own to replace it
    (ISMCTSBot's ``confidence``); None: the game's evaluation decides (B&M 1, others 0)."""
    learned: bool = False
    """Score playouts with the game's learned evaluation (game/bots/learned.py) where it
    ships one; the game's hand-written evaluation otherwise."""
    thorough: bool = False
    """Also search the decisions the game's evaluation marks for a thorough player
    (``plans_more``), which the other levels leave to the policy."""
    guesses: bool = False
    """Sample the others' hidden choices as the game's heuristic would make them, where the
    game's sampler can (``rules.guesses``: Inns & Outcasts' face-down cards, hands and
    sealed bids), instead of at random."""
    policy: tuple[tuple[str, float], ...] = ()
    """(weight, value) pairs of the game's heuristic that this level's policy (the moves it
    weighs) and its playouts (every seat's moves there) use instead of the greedy bot's own
    (``GameEntry.policies``: AIM's hard values Gold more); empty: the heuristic as it is."""


LEVELS: dict[str, Level] = {
    # normal's search at half its worlds over the heuristic's three best moves, and a
    # person's slips: one searched decision in ten plays another move the search valued
    # almost as high (a close call misjudged), one unsearched decision in ten another of
    # the heuristic's best three
    "easy": Level(Budget(iterations=24, ms=250), 3, mistake_rate=0.1, slip_rate=0.1),
    # within 0.5 s a decision (the iteration count keeps tournaments reproducible on an
    # idle machine; the millisecond cap holds on a busy one)
    "normal": Level(Budget(iterations=48, ms=450), 4),
    # over five times normal's worlds on normal's four moves (the game's own confidence
    # rule: Brick & Mortar keeps the policy's move unless another is clearly better);
    # within 2 s a decision; thorough: it also searches the decisions where the game's
    # policy gives away most (Brick & Mortar: auctions, the starting store). Anchoring
    # every game to the policy's move was tried and dropped: with few worlds it plays
    # greedy's move where normal's search gains.
    # guesses: where the game's sampler can, it reads the others' face-down cards as a
    # player would (what they would likely have placed), not as any card they hold
    "hard": Level(Budget(iterations=256, ms=1900), 4, learned=True, thorough=True, guesses=True),
}


HEURISTICS: dict[str, Callable[[], Heuristic]] = {
    e.game_id: e.make_heuristic for e in REGISTERED if e.heuristic is not None
}
"""Game id -> its greedy heuristic's factory (from the game entries, game/registry.py)."""
EVALUATIONS: dict[str, Callable[[], Evaluation]] = {
    e.game_id: e.make_evaluation for e in REGISTERED if e.evaluation is not None
}
"""Game id -> its search bots' evaluation factory (from the game entries)."""


class UnknownBot(ValueError):
    """A bot kind that does not exist or cannot play the game; ``str()`` is one sentence."""


def untimed(level: Level) -> Level:
    """``level`` with its millisecond cap removed: it plays its whole iteration budget, so
    its moves depend on the seed only, not on how busy the machine is (tournaments)."""
    if level.budget.iterations is None:
        return level
    return replace(level, budget=Budget(iterations=level.budget.iterations))


def with_changes(level: Level, changes: Mapping[str, float]) -> Level:
    """``level`` with ``changes`` made to it: ``worlds`` (iterations a decision; its time
    cap kept), ``moves`` (root moves weighed), ``confidence`` (standard errors a searched
    move must beat the policy's own by), ``learned`` (1: judge with the game's learned
    evaluation, 0: with its own); other keys are not this function's."""
    if "worlds" in changes:
        level = replace(level, budget=Budget(iterations=int(changes["worlds"]), ms=level.budget.ms))
    if "moves" in changes:
        level = replace(level, candidates=int(changes["moves"]))
    if "confidence" in changes:
        level = replace(level, confidence=float(changes["confidence"]))
    if "learned" in changes:
        level = replace(level, learned=bool(changes["learned"]))
    return level


def level_for(kind: str, game_id: str) -> Level:
    """The search level ``kind`` as ``game_id`` plays it: ``LEVELS[kind]`` with the changes
    the game's entry makes to it (``GameEntry.levels``: worlds, moves, confidence,
    learned; ``GameEntry.policies``: its policy's weights), its time cap kept."""
    e = entry(game_id)
    if e is None:
        return LEVELS[kind]
    level = with_changes(LEVELS[kind], e.levels.get(kind, {}))
    policy = e.policies.get(kind)
    return replace(level, policy=tuple(policy.items())) if policy else level


def make_bot(kind: str, game_id: str, *, level: Level | None = None, timed: bool = True) -> Bot:
    """A new bot of ``kind`` for ``game_id``; raises UnknownBot with a sentence.

    ``level`` overrides the search level's settings (benchmarks, tests); ``timed=False``
    drops the level's time cap (:func:`untimed`)."""
    if kind == "random":
        return RandomBot()
    if kind == "greedy":
        factory = HEURISTICS.get(game_id)
        if factory is None:
            raise UnknownBot(f"The greedy bot has no heuristic for '{game_id}' yet.")
        return GreedyBot(factory())
    if kind in LEVELS:
        chosen = level or level_for(kind, game_id)
        return make_search_bot(kind, game_id, chosen if timed else untimed(chosen))
    raise UnknownBot(f"'{kind}' is not a bot kind; choose from {', '.join(BOT_KINDS)}.")


def make_search_bot(name: str, game_id: str, level: Level) -> ISMCTSBot:
    """An ISMCTS bot for ``game_id`` with ``level``'s budget and slips."""
    from game.registry import get_rules

    rules = get_rules(game_id)
    heuristic = HEURISTICS.get(game_id)
    evaluation = EVALUATIONS.get(game_id)
    if rules is None or heuristic is None or evaluation is None:
        raise UnknownBot(f"The {name} bot cannot play '{game_id}' yet.")
    fast, chooser = heuristic(), heuristic()
    if hasattr(fast, "quick"):  # a cheaper scoring for playouts, where the game has one
        fast.quick = True
    if level.policy:
        fast, chooser = (reweighed(h, dict(level.policy)) for h in (fast, chooser))
    judge = evaluation()
    if level.learned:
        judge = _learned(game_id, judge)
    return ISMCTSBot(
        name,
        rules,
        judge,
        GreedyBot(chooser),
        level.budget,
        rollout=GreedyBot(fast),
        temperature=level.temperature,
        mistake_rate=level.mistake_rate,
        slip_rate=level.slip_rate,
        max_candidates=level.candidates,
        confidence=level.confidence,
        thorough=level.thorough,
        guess=level.guesses and can_guess(rules),
    )


def _learned(game_id: str, judge: Evaluation) -> Evaluation:
    """``judge`` with the game's learned leaf values where it ships them; ``judge`` itself
    when it does not, or (logged) when its weights file cannot be used: the bot then plays
    with the hand-written evaluation rather than not at all."""
    from game.core.applog import get_logger

    e = entry(game_id)
    if e is None or e.features is None:
        return judge
    try:
        return learned_evaluation(judge, e.make_features(), e.package)
    except LearnedError as exc:
        get_logger("bots").warning("%s; the hard bot uses the hand-written evaluation.", exc)
        return judge


def kinds_for(game_id: str) -> list[str]:
    """The bot kinds that can play ``game_id``."""
    out = []
    for k in BOT_KINDS:
        if k == "greedy" and game_id not in HEURISTICS:
            continue
        if k in SEARCH_KINDS and (game_id not in HEURISTICS or game_id not in EVALUATIONS):
            continue
        out.append(k)
    return out


__all__ = [
    "BOT_KINDS",
    "BOT_SEED_OPTION",
    "EVALUATIONS",
    "HEURISTICS",
    "LEVELS",
    "SEARCH_KINDS",
    "Bot",
    "Budget",
    "Evaluation",
    "GreedyBot",
    "Heuristic",
    "ISMCTSBot",
    "Level",
    "RandomBot",
    "UnknownBot",
    "bot_rng",
    "kinds_for",
    "level_for",
    "make_bot",
    "make_search_bot",
    "pick_best",
    "untimed",
]

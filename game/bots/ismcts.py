"""Information-set Monte Carlo search over determinizations, for any game.

The bot is given a seat's view and legal actions, never the state. Every sample
("world") is a whole table built *from that view* by ``rules.sample_state(view, seat,
rng)``: hidden cards dealt again, consistently with what the seat knows. In a world
the bot plays a candidate move, then a rollout policy (the game's greedy heuristic on
each seat's view *of that world*) plays every seat until ``Evaluation.horizon`` units
of ``Evaluation.progress`` (AIM: turns) have passed or the game ends, and
``Evaluation.values`` scores the table (each seat's expected share of the win). Values
are averaged over worlds, so the move chosen is the one best across the information
set, not in any one guess of it.

Two ways to spend the budget:

* ``"halving"`` (the levels' default): sequential halving over the root candidates
  with common random numbers. Each round deals fresh worlds and plays *every* surviving
  candidate in *the same* worlds with the same dice (chance is seeded by world, turn and
  draw count), so candidates are compared on equal luck; the worse half is dropped after
  each round. Root-only ISMCTS: the determinized search is flat, and the policy plays on.
* ``"tree"``: single-observer ISMCTS (Cowling, Powley and Whitehouse 2012). One tree
  over all worlds; at a decision the game wants searched (``Evaluation.plans``) only the
  actions legal in *this* world compete (UCB1 over availability counts), others are
  played by the policy; ``max_depth`` bounds the tree.

Root candidates are the policy heuristic's ``max_candidates`` best moves within
``margin`` of its best, so the budget goes where the choice is close. With a
``confidence`` k > 0 (the evaluation's, see game/bots/values.py) the policy's own move is
the incumbent: it is played in every world of every round, and another move replaces it
only when its advantage, paired world by world, is at least k standard errors. A search
over a few noisy worlds then plays the policy's move unless it has seen better, instead
of whichever candidate the noise favoured. Decisions the game
does not search (AIM's equip micro-moves) are the policy's. With an iteration budget the
bot is a pure function of (view, legal, rng state): the same seed gives the same move
however the hidden cards really lie. A millisecond budget stops earlier on a slow
machine, trading that for a bounded wait.

A game gets search bots by providing two pieces: ``rules.sample_state`` and an
:class:`Evaluation`; ``game/bots/__init__.py`` maps game ids to evaluations.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel

from game.bots.base import Bot, best_ranked
from game.core.chance import Chance
from game.core.errors import IllegalAction
from game.core.model import Action
from game.core.rules import GameRules

MAX_ROLLOUT_STEPS = 600
"""A rollout stops after this many actions whatever the horizon (a safety net)."""
_MASK = (1 << 64) - 1
SLIP_POOL = 3
"""A slip (:meth:`ISMCTSBot.slip`) plays one of the policy's best this many moves."""
CLOSE_CALL = 0.05
"""A searched decision slips only to a move the search valued within this share of the
win of the move it found (:meth:`ISMCTSBot.close_call`): a close call misjudged."""

Mode = Literal["halving", "tree"]
Select = Callable[[Any, int, Sequence[Action]], Action | None]


class Evaluation(Protocol):
    """What a game tells the search: leaf values, where to branch, how far to look."""

    horizon: int
    """Playouts stop after this many units of :meth:`progress` (AIM: turns)."""

    def values(self, state: Any) -> Sequence[float]:
        """Each seat's expected share of the win in [0, 1] (a finished game: its result)."""
        ...

    def plans(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        """Whether ``seat``'s decision in ``state`` is searched (else the policy plays)."""
        ...

    def plans_more(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        """Whether a *thorough* search (the hard level) also searches this decision, which
        :meth:`plans` leaves to the policy: the game's decisions where the policy was
        measured to give away most (Brick & Mortar: auctions, the starting store)."""
        ...

    def progress(self, state: Any) -> int:
        """A counter that grows as the game goes on (turns); bounds the playouts."""
        ...

    def prior(self, view: BaseModel, legal: Sequence[Action]) -> Sequence[float] | None:
        """Optional prior over the root's ``legal`` (an opening sense), or None."""
        ...


@dataclass(frozen=True)
class Budget:
    """How long one decision may take: iterations (rollouts), milliseconds, or both."""

    iterations: int | None = None
    ms: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.ms is None:
            raise ValueError("a search budget needs iterations, milliseconds or both")


@dataclass(frozen=True)
class SearchStats:
    """What the last decision did (benchmarks read it)."""

    iterations: int
    seconds: float
    searched: bool
    candidates: int = 0


class _Node:
    __slots__ = ("action", "seat", "children", "visits", "avail", "total")

    def __init__(self, action: Action | None, seat: int) -> None:
        self.action = action
        self.seat = seat  # the seat that chose ``action``
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def can_guess(rules: GameRules[Any]) -> bool:
    """Whether ``rules.sample_state`` takes ``guess`` (the game's rules set ``guesses``)."""
    return bool(getattr(rules, "guesses", False))


class ISMCTSBot:
    """Monte Carlo search over samples of a view; see the module docstring.

    ``policy`` plays the decisions the game does not search and ranks the root
    candidates; ``rollout`` (default: ``policy``) plays the playouts.
    ``confidence`` (default: the evaluation's, else 0) keeps the policy's move unless another
    beats it by that many standard errors (halving; see the module docstring).
    ``temperature > 0`` makes the final pick random: with probability proportional to
    ``exp(value / temperature)`` (halving) or ``visits ** (1 / temperature)`` (tree),
    the easy level's human-like slips; ``mistake_rate`` is the chance that a decision
    left to the policy (AIM: an equip move) is one of the policy's next-best moves instead
    (:meth:`slip`), and ``slip_rate`` the chance that a searched decision's move is
    replaced by another the search valued almost as high (:meth:`close_call`; no slip when
    no other move came close).
    """

    def __init__(
        self,
        name: str,
        rules: GameRules[Any],
        evaluation: Evaluation,
        policy: Bot,
        budget: Budget,
        *,
        rollout: Bot | None = None,
        mode: Mode = "halving",
        max_depth: int = 1,
        exploration: float = 0.7,
        prior_weight: float = 0.1,
        temperature: float = 0.0,
        mistake_rate: float = 0.0,
        slip_rate: float = 0.0,
        max_candidates: int | None = None,
        margin: float = math.inf,
        confidence: float | None = None,
        thorough: bool = False,
        guess: float = 0.0,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.name = name
        self.rules = rules
        self.evaluation = evaluation
        self.policy = policy
        self.rollout = rollout or policy
        self.budget = budget
        self.mode = mode
        self.max_depth = max_depth
        self.exploration = exploration
        self.prior_weight = prior_weight
        self.temperature = temperature
        self.mistake_rate = mistake_rate
        self.slip_rate = slip_rate
        self.max_candidates = max_candidates
        self.margin = margin
        self.confidence = (
            float(getattr(evaluation, "confidence", 0.0)) if confidence is None else confidence
        )
        self.thorough = thorough
        self.guess = guess
        self.clock = clock
        self.last = SearchStats(0, 0.0, False)

    # ------------------------------------------------------------ the contract
    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal``, found by searching samples of the hidden parts of ``view``."""
        if not legal:
            raise ValueError(f"the {self.name} bot was asked to choose from no legal actions")
        start = self.clock()
        if len(legal) == 1:
            self.last = SearchStats(0, 0.0, False)
            return legal[0]
        seat = _viewer(view)
        world = rng.getrandbits(64)
        first = self.sample(view, seat, random.Random(world))
        if not self.searches(first, seat, legal):
            action = self._policy_move(view, legal, rng)
            self.last = SearchStats(0, self.clock() - start, False)
            return action
        candidates = self.candidates(view, legal)
        prior = self.evaluation.prior(view, legal)
        if prior is not None:  # the opening sense may add a move the heuristic ranks low
            pick = legal[max(range(len(legal)), key=lambda i: (prior[i], -i))]
            if pick not in candidates:
                candidates.append(pick)
        if len(candidates) == 1:
            self.last = SearchStats(0, self.clock() - start, False, 1)
            return candidates[0]
        deadline = None if self.budget.ms is None else start + self.budget.ms / 1000
        if self.mode == "halving":
            action, done, means = self._halving(view, seat, candidates, rng, start, deadline)
        else:
            action, done, means = self._tree(view, seat, candidates, rng, deadline, (world, first))
        self.last = SearchStats(done, self.clock() - start, True, len(candidates))
        if self.slip_rate > 0 and rng.random() < self.slip_rate:
            return self.close_call(action, means, rng)
        return action

    def sample(self, view: BaseModel, seat: int, rng: random.Random) -> Any:
        """One world from ``view``: ``rules.sample_state``; for a guessing bot (only made for
        games whose rules set ``guesses``) each of the others' hidden choices is guessed
        with chance ``guess``."""
        if self.guess:
            return self.rules.sample_state(view, seat, rng, guess=self.guess)  # type: ignore[call-arg]
        return self.rules.sample_state(view, seat, rng)

    def searches(self, state: Any, seat: int, legal: Sequence[Action]) -> bool:
        """Whether this bot searches ``seat``'s decision in ``state``: the evaluation's
        ``plans``, and for a thorough bot its ``plans_more`` too."""
        evaluation = self.evaluation
        if evaluation.plans(state, seat, legal):
            return True
        return self.thorough and evaluation.plans_more(state, seat, legal)

    @staticmethod
    def close_call(found: Action, means: dict[Action, float], rng: random.Random) -> Action:
        """A searched decision's slip: another move whose searched mean is within
        :data:`CLOSE_CALL` of ``found``'s (uniformly), or ``found`` if none came that close.
        A person learning the game misjudges a close call, not a clear one."""
        mine = means.get(found)
        if mine is None:
            return found
        close = [a for a, v in means.items() if a != found and v >= mine - CLOSE_CALL]
        return rng.choice(close) if close else found

    def candidates(self, view: BaseModel, legal: Sequence[Action]) -> list[Action]:
        """The root moves worth searching: with a heuristic policy, its ``max_candidates``
        best moves within ``margin`` of its best, best first (never a move it rates -inf);
        else all of ``legal``."""
        heuristic = getattr(self.policy, "heuristic", None)
        if heuristic is None or self.max_candidates is None:
            return list(legal)
        scores = heuristic.score_all(view, legal)
        best = max(scores)
        if best == -math.inf:
            return list(legal)
        ranked = best_ranked(scores, self.max_candidates, lambda i: scores[i] >= best - self.margin)
        return [legal[i] for i in ranked]

    def paired_values(
        self, view: BaseModel, moves: Sequence[Action], worlds: int, rng: random.Random
    ) -> list[float]:
        """Each of ``moves``' mean value for the viewer over the same ``worlds`` sampled
        worlds (every move played in every world, with the same dice): the flat valuation
        the halving search approximates with fewer worlds; bench/convergence.py compares the
        levels' moves with it."""
        me = _viewer(view)
        total = [0.0] * len(moves)
        for _ in range(worlds):
            world = rng.getrandbits(64)
            sample = self.sample(view, me, random.Random(world))
            for k, move in enumerate(moves):
                state = self.rules.clone(sample)
                values = self._playout(state, me, move, world, random.Random(world))
                total[k] += values[me] if values is not None else 0.0
        return [t / worlds for t in total]

    def _policy_move(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        """A decision the game does not search: the policy's, with the odd slip (see
        :meth:`slip`)."""
        best = self.policy.choose(view, legal, rng)
        if self.mistake_rate > 0 and rng.random() < self.mistake_rate:
            return self.slip(view, legal, best, rng)
        return best

    def slip(
        self, view: BaseModel, legal: Sequence[Action], best: Action, rng: random.Random
    ) -> Action:
        """A plausible mistake instead of ``best``: one of the policy heuristic's next
        ``SLIP_POOL - 1`` best moves (never one it rates -inf, i.e. one it would never
        consider), uniformly; ``best`` if there is no such move. A person learning the game
        plays a move that looked nearly as good, not a random one."""
        heuristic = getattr(self.policy, "heuristic", None)
        if heuristic is None:
            return best
        scores = heuristic.score_all(view, legal)
        ranked = best_ranked(scores, SLIP_POOL - 1, lambda i: legal[i] != best)
        return legal[rng.choice(ranked)] if ranked else best

    # ------------------------------------------------------------ one playout
    def _playout(
        self,
        state: Any,
        me: int,
        action: Action,
        world: int,
        rng: random.Random,
        select: Select | None = None,
        deadline: float | None = None,
    ) -> Sequence[float] | None:
        """Play ``action`` for ``me`` in ``state``, then let ``select`` (tree) or the policy
        play until the horizon (or the deadline: the table is then scored where it stands);
        the leaf's values, or None if the world refused a move."""
        rules, evaluation = self.rules, self.evaluation
        start = turn = evaluation.progress(state)
        draws = 0  # chance-using steps so far this turn: seeds line up across candidates
        seat = me
        for step in range(MAX_ROLLOUT_STEPS):
            if step > 0:
                if deadline is not None and self.clock() >= deadline:
                    break
                acting = rules.to_act(state)
                if not acting:
                    break
                seat = min(acting)
                legal = rules.legal_actions(state, seat)
                chosen = select(state, seat, legal) if select is not None else None
                if chosen is not None:
                    action = chosen
                elif len(legal) == 1:
                    action = legal[0]
                else:
                    action = self.rollout.choose(rules.view(state, seat), legal, rng)
            chance = Chance(_mix(world, turn, draws))
            try:
                events = rules.decide(state, seat, action, chance)
            except IllegalAction:
                return None
            if chance.used:
                draws += 1
            for e in events:
                rules.evolve(state, e)
            now = evaluation.progress(state)
            if now - start >= evaluation.horizon:
                break
            if now != turn:
                turn, draws = now, 0
        return evaluation.values(state)

    # ------------------------------------------------------------ sequential halving
    def _halving(
        self,
        view: BaseModel,
        me: int,
        candidates: list[Action],
        rng: random.Random,
        start: float,
        deadline: float | None,
    ) -> tuple[Action, int, dict[Action, float]]:
        """(the move found, worlds played, each candidate's mean value over its worlds)."""
        limit = self.budget.iterations
        if limit is not None:
            candidates = candidates[: max(1, limit)]
        n = len(candidates)
        total = [0.0] * n
        count = [0] * n
        per_world: list[dict[int, float]] = [{} for _ in range(n)]  # world number -> value
        anchored = self.confidence > 0 and self.temperature == 0
        alive = list(range(n))
        rounds = max(1, math.ceil(math.log2(n)))
        done = 0
        out_of_time = False
        for r in range(rounds):
            end_iter = None if limit is None else limit * (r + 1) // rounds
            end_time = None if deadline is None else start + (deadline - start) * (r + 1) / rounds
            worlds = 0
            while True:
                if limit is not None and done + len(alive) > limit:
                    break  # not enough budget left to play one more world for everyone
                if end_iter is not None and worlds and done + len(alive) > end_iter:
                    break
                worlds += 1
                world = rng.getrandbits(64)
                sample = self.sample(view, me, random.Random(world))
                world_no = done  # the same key for every candidate played in this world
                for k, i in enumerate(alive):
                    state = sample if k == len(alive) - 1 else self.rules.clone(sample)
                    values = self._playout(
                        state, me, candidates[i], world, random.Random(world), None, deadline
                    )
                    value = values[me] if values is not None else 0.0
                    total[i] += value
                    count[i] += 1
                    per_world[i][world_no] = value
                    done += 1
                    if deadline is not None and self.clock() >= deadline:
                        out_of_time = True
                        break
                if out_of_time:
                    break
                now = self.clock()
                if end_time is not None and now >= end_time:
                    break
            if out_of_time or len(alive) == 1:
                break
            if r < rounds - 1:
                alive.sort(key=lambda i: -total[i] / count[i])
                kept = alive[: math.ceil(len(alive) / 2)]
                if anchored and 0 not in kept:
                    kept.append(0)  # the incumbent plays every round
                alive = sorted(kept)
        measured = {candidates[i]: total[i] / count[i] for i in range(n) if count[i]}
        means = {i: total[i] / count[i] for i in alive if count[i]}
        if anchored and 0 in means:
            return candidates[_challenger(per_world, means, self.confidence)], done, measured
        if self.temperature > 0:
            top = max(means.values())
            keys = list(means)
            weights = [math.exp((means[i] - top) / self.temperature) for i in keys]
            return candidates[rng.choices(keys, weights)[0]], done, measured
        best = max(means.values())
        tied = [i for i in sorted(means) if means[i] >= best - 1e-12]
        return candidates[tied[0] if len(tied) == 1 else rng.choice(tied)], done, measured

    # ------------------------------------------------------------ single-observer ISMCTS
    def _tree(
        self,
        view: BaseModel,
        me: int,
        candidates: list[Action],
        rng: random.Random,
        deadline: float | None,
        first: tuple[int, Any],
    ) -> tuple[Action, int, dict[Action, float]]:
        """(the move found, iterations, each root move's mean value)."""
        root = _Node(None, me)
        prior = self.evaluation.prior(view, candidates)
        priors = dict(zip(candidates, prior, strict=True)) if prior is not None else {}
        limit = self.budget.iterations
        done = 0
        world, state = first
        while True:
            walk = _Walk(self, root, rng)
            action, node, walk.open = self._ucb(root, me, candidates, priors, rng)
            walk.node = node
            walk.path.append(node)
            values = self._playout(state, me, action, world, random.Random(world), walk, deadline)
            if values is None:  # the world refused the move: a loss for whoever chose it
                values = [0.0] * (me + 1)
            _backup(walk.path, values)
            done += 1
            if limit is not None and done >= limit:
                break
            if deadline is not None and self.clock() >= deadline:
                break
            world = rng.getrandbits(64)
            state = self.sample(view, me, random.Random(world))
        means = {a: c.total / c.visits for a, c in root.children.items() if c.visits}
        return self._pick(root, candidates, rng), done, means

    def _ucb(
        self,
        node: _Node,
        seat: int,
        legal: Sequence[Action],
        priors: dict[Action, float],
        rng: random.Random,
    ) -> tuple[Action, _Node, bool]:
        """(action, its child, still inside the tree?) by UCB1 over the children legal here."""
        untried = [a for a in legal if a not in node.children]
        for a in legal:
            child = node.children.get(a)
            if child is not None:
                child.avail += 1
        if untried:
            if priors:
                top = max(priors.get(a, 0.0) for a in untried)
                untried = [a for a in untried if priors.get(a, 0.0) >= top]
            action = untried[0] if len(untried) == 1 else rng.choice(untried)
            child = node.children[action] = _Node(action, seat)
            child.avail = 1
            return action, child, False
        c = self.exploration
        best_score = -math.inf
        best: list[_Node] = []
        for a in legal:
            child = node.children[a]
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if priors:
                score += self.prior_weight * priors.get(a, 0.0) / (1 + child.visits)
            if score > best_score + 1e-12:
                best_score, best = score, [child]
            elif score >= best_score - 1e-12:
                best.append(child)
        chosen = best[0] if len(best) == 1 else rng.choice(best)
        assert chosen.action is not None
        return chosen.action, chosen, True

    def _pick(self, root: _Node, legal: Sequence[Action], rng: random.Random) -> Action:
        children = [root.children[a] for a in legal if a in root.children]
        if not children:
            return legal[0]
        if self.temperature > 0:
            weights = [c.visits ** (1 / self.temperature) for c in children]
            chosen = rng.choices(children, weights)[0]
        else:
            most = max(c.visits for c in children)
            top = [c for c in children if c.visits == most]
            best_value = max(c.total / c.visits for c in top)
            top = [c for c in top if c.total / c.visits >= best_value - 1e-12]
            chosen = top[0] if len(top) == 1 else rng.choice(top)
        assert chosen.action is not None
        return chosen.action


class _Walk:
    """The tree part of one ISMCTS iteration: picks in-tree moves, remembers the path."""

    def __init__(self, bot: ISMCTSBot, root: _Node, rng: random.Random) -> None:
        self.bot = bot
        self.node = root
        self.path = [root]
        self.open = True
        self.rng = rng

    def __call__(self, state: Any, seat: int, legal: Sequence[Action]) -> Action | None:
        bot = self.bot
        if not self.open or len(self.path) > bot.max_depth or len(legal) < 2:
            return None
        if not bot.searches(state, seat, legal):
            return None
        action, self.node, self.open = bot._ucb(self.node, seat, legal, {}, self.rng)
        self.path.append(self.node)
        return action


def _challenger(per_world: list[dict[int, float]], means: dict[int, float], k: float) -> int:
    """The candidate to play: the best mean if its advantage over the incumbent (candidate
    0), paired over the worlds both were played in, is at least ``k`` standard errors (and
    positive); else the incumbent."""
    best = max(sorted(means), key=lambda i: means[i])
    if best == 0:
        return 0
    mine, theirs = per_world[best], per_world[0]
    diffs = [mine[w] - theirs[w] for w in mine if w in theirs]
    if len(diffs) < 2:
        return 0
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return best if mean > 0 and mean >= k * math.sqrt(var / len(diffs)) else 0


def _backup(path: list[_Node], values: Sequence[float]) -> None:
    path[0].visits += 1
    for node in path[1:]:
        node.visits += 1
        node.total += values[node.seat] if node.seat < len(values) else 0.0


def _mix(world: int, turn: int, draws: int) -> int:
    """A chance seed for one step: equal for equal (world, turn, draws so far this turn)."""
    x = (world ^ (turn * 0x9E3779B97F4A7C15) ^ (draws * 0xBF58476D1CE4E5B9)) & _MASK
    x = ((x ^ (x >> 31)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 29)


def _viewer(view: BaseModel) -> int:
    seat = getattr(view, "viewer", None)
    if not isinstance(seat, int):
        raise ValueError("a search bot needs a seat's view (with a viewer), not a spectator's")
    return seat

"""The ability vocabulary of Inns & Outcasts: abilities are data the rules interpret.

A Reveal or Loot ability is a list of *effects*; each effect is a small frozen pydantic
model tagged by ``kind`` (a discriminated union). Amounts, counts and conditions are tagged
the same way. README.md ("The ability vocabulary") gives each primitive's exact meaning and
how the engine resolves it; this module holds the types, the checks that an ability only
uses words where they mean something (:func:`ability_problems`), and the list of decisions
an ability can ask a player to make (:func:`decision_points`), each of which becomes an
action.

Words used below:
- *this card*: the card whose ability it is (for a Target token's effects, the card that
  placed the token). *You* / ``self``: its player.
- *scope* ``range``: other players' current cards within two seats either way (everyone at
  3-5 players; the three-player option adds your own card); ``table``: every other
  player's current card. Counts and conditions look only at face-up cards.
- ``target``: inside a Target token's effects, the player whose card was just revealed;
  inside ``pay_or``'s refusal, the player who refused. ``chosen``: the player picked by
  the enclosing ``choose_player``. ``winner``: the enclosing auction's winner.
  ``token_owners``: the players whose Target tokens lie on your Table Setting.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field, model_validator

from game.core.model import Strict

Trait = Literal["initiative", "inn", "race", "morality"]
Scope = Literal["range", "table"]
Who = Literal["self", "target", "chosen", "winner", "token_owners"]
PlayerFilter = Literal["any", "has_loot", "blocked", "unblocked"]


# --------------------------------------------------------------------------- counts
class MatchingCount(Strict):
    """Cards in ``scope`` whose ``trait`` equals this card's."""

    kind: Literal["matching"]
    trait: Trait
    scope: Scope


class DistinctCount(Strict):
    """Different values of ``trait`` among the cards in ``scope`` (and this card too, with
    ``with_self``)."""

    kind: Literal["distinct"]
    trait: Trait
    scope: Scope
    with_self: bool = False


class BlockedCount(Strict):
    """Blocked cards in ``scope``."""

    kind: Literal["blocked"]
    scope: Scope


class WinningBidsCount(Strict):
    """The winning bids of this turn's auctions: this card's own (``mine``) or all."""

    kind: Literal["winning_bids"]
    whose: Literal["mine", "all"]


Count = Annotated[
    MatchingCount | DistinctCount | BlockedCount | WinningBidsCount, Field(discriminator="kind")
]


class Amount(Strict):
    """``min(max, base + each * count)``; no ``per`` means the fixed ``base``."""

    base: int = Field(0, ge=0, le=10)
    per: Count | None = None
    each: int = Field(1, ge=1, le=5)
    max: int | None = Field(None, ge=1, le=20)

    @model_validator(mode="after")
    def _not_empty(self) -> Amount:
        if self.base == 0 and self.per is None:
            raise ValueError("an amount needs a base above 0 or a count ('per')")
        if self.per is None and (self.each != 1 or self.max is not None):
            raise ValueError("'each' and 'max' only apply with a count ('per')")
        return self


# --------------------------------------------------------------------------- conditions
class UniqueCond(Strict):
    """No other card in ``scope`` shares this card's ``trait``."""

    kind: Literal["unique"]
    trait: Trait
    scope: Scope


class MatchesCond(Strict):
    """At least ``at_least`` cards in ``scope`` share this card's ``trait``."""

    kind: Literal["matches"]
    trait: Trait
    scope: Scope
    at_least: int = Field(1, ge=1, le=7)


class IsBlockedCond(Strict):
    """The card of ``who`` (self or target) is blocked."""

    kind: Literal["is_blocked"]
    who: Literal["self", "target"] = "self"


class NamedInitiativeCond(Strict):
    """(Target token only) the revealed card has the initiative named with the token."""

    kind: Literal["named_initiative"]


Condition = Annotated[
    UniqueCond | MatchesCond | IsBlockedCond | NamedInitiativeCond, Field(discriminator="kind")
]


# --------------------------------------------------------------------------- effects
class Gain(Strict):
    """``who`` gains ``amount`` from the Treasure onto their Table Setting."""

    kind: Literal["gain"]
    amount: Amount
    who: Literal["self", "target", "chosen", "winner"] = "self"


class Take(Strict):
    """Move up to ``amount`` from ``who``'s Table Setting to yours."""

    kind: Literal["take"]
    amount: int = Field(ge=1, le=10)
    who: Literal["target", "chosen"] = "chosen"


class Skim(Strict):
    """(Target token only) take up to ``amount`` of the revealed card's Starting Loot
    before its player collects it; the player keeps the rest."""

    kind: Literal["skim"]
    amount: int = Field(ge=1, le=10)


class Block(Strict):
    """Block the card of ``who`` (its Loot ability will not pay this turn)."""

    kind: Literal["block"]
    who: Literal["self", "target", "chosen", "token_owners"]


class Unblock(Strict):
    """Unblock the card of ``who``."""

    kind: Literal["unblock"]
    who: Literal["self", "chosen", "winner"]


class SetTrait(Strict):
    """(Target token only) until the turn ends the revealed card's ``trait`` counts as
    this card's value."""

    kind: Literal["set_trait"]
    trait: Literal["race", "morality"]


class Transmute(Strict):
    """You return 0..``up_to`` loot of your Table Setting to the Treasure (your choice)
    and gain ``rate`` for each one returned."""

    kind: Literal["transmute"]
    up_to: int = Field(ge=1, le=10)
    rate: int = Field(ge=2, le=5)


class If(Strict):
    """``then`` when ``cond`` holds, else ``otherwise``."""

    kind: Literal["if"]
    cond: Condition
    then: tuple[Effect, ...] = Field(min_length=1)
    otherwise: tuple[Effect, ...] = ()


class ChoosePlayer(Strict):
    """``chooser`` picks one player (``chosen``) in ``scope`` passing ``filter``, then
    ``effects`` resolve. ``range_or_self`` also offers your own seat. ``optional``: the
    chooser may pick nobody. With nobody to pick, nothing happens."""

    kind: Literal["choose_player"]
    chooser: Literal["self", "winner"] = "self"
    scope: Literal["range", "table", "range_or_self"]
    filter: PlayerFilter = "any"
    optional: bool = False
    effects: tuple[Effect, ...] = Field(min_length=1)


class Target(Strict):
    """Put your Target token on the Table Setting of a face-down card in ``scope`` (your
    choice, naming an initiative 1-6 too if ``name_initiative``). When that card is
    revealed, ``on_reveal`` resolves before its Starting Loot is collected."""

    kind: Literal["target"]
    scope: Scope
    name_initiative: bool = False
    on_reveal: tuple[Effect, ...] = Field(min_length=1)


class ReturnToken(Strict):
    """You may return one Target token lying on your Table Setting or one in ``scope``
    whose card is still face down (it never resolves); if you do, ``then`` resolves."""

    kind: Literal["return_token"]
    scope: Scope
    then: tuple[Effect, ...] = ()


class PayOr(Strict):
    """Each other player in ``scope``, from the Head of the Table clockwise, pays you
    ``pay`` from their Table Setting or refuses (``target``), and ``refuse`` resolves. A
    player holding less than ``pay`` refuses."""

    kind: Literal["pay_or"]
    scope: Scope
    pay: int = Field(ge=1, le=10)
    refuse: tuple[Effect, ...] = Field(min_length=1)


class AuctionOption(Strict):
    """One option the winner of an auction may pick."""

    label: str = Field(min_length=1, max_length=24)
    text: str = Field(min_length=1, max_length=120)
    effects: tuple[Effect, ...] = Field(min_length=1)


class Auction(Strict):
    """An Auction (the rulebook's): the winner picks one of ``options``, you resolve it."""

    kind: Literal["auction"]
    options: tuple[AuctionOption, ...] = Field(min_length=2, max_length=4)


Effect = Annotated[
    Gain
    | Take
    | Skim
    | Block
    | Unblock
    | SetTrait
    | Transmute
    | If
    | ChoosePlayer
    | Target
    | ReturnToken
    | PayOr
    | Auction,
    Field(discriminator="kind"),
]

for _model in (If, ChoosePlayer, Target, ReturnToken, PayOr, AuctionOption, Auction):
    _model.model_rebuild()

EFFECT_KINDS: tuple[str, ...] = (
    "gain",
    "take",
    "skim",
    "block",
    "unblock",
    "set_trait",
    "transmute",
    "if",
    "choose_player",
    "target",
    "return_token",
    "pay_or",
    "auction",
)
"""Every effect kind, in the order README.md describes them."""


# --------------------------------------------------------------------------- checks
@dataclass(frozen=True, slots=True)
class _Where:
    """What the enclosing effects make available to the effect being checked."""

    ability: Literal["reveal", "loot"]
    token: bool = False
    named: bool = False
    chosen: bool = False
    winner: bool = False
    refused: bool = False


_CHOICE_KINDS = {"choose_player", "target", "return_token", "transmute", "pay_or", "auction"}


def ability_problems(effects: Sequence[Effect], ability: Literal["reveal", "loot"]) -> list[str]:
    """Every misuse in one ability as ``"<path>: <sentence>"`` (empty when sound).

    Checks that ``target``/``chosen``/``winner`` are used only inside the effect that
    gives them a meaning, that Loot abilities never ask for a choice (they are computed
    at the end of the turn), that a Target token's effects ask no choice either, and that
    an ability places at most one Target token and holds at most one auction."""
    problems: list[str] = []
    _check_list(effects, _Where(ability), "", problems)
    kinds = [effect.kind for _, effect in walk_effects(effects)]
    for kind in ("target", "auction"):
        if kinds.count(kind) > 1:
            problems.append(f"{ability}: at most one '{kind}' per ability")
    return problems


def _check_list(effects: Sequence[Effect], where: _Where, path: str, out: list[str]) -> None:
    for i, effect in enumerate(effects):
        _check(effect, where, f"{path}{i}", out)


def _who_ok(who: str, where: _Where) -> str | None:
    need = {
        "target": (where.token or where.refused, "a Target token's effects or a refusal"),
        "chosen": (where.chosen, "the effects of a 'choose_player'"),
        "winner": (where.winner, "an auction option"),
    }
    if who in need and not need[who][0]:
        return f"'{who}' only means something inside {need[who][1]}"
    return None


def _check(effect: Effect, where: _Where, path: str, out: list[str]) -> None:
    def say(msg: str) -> None:
        out.append(f"{path}: {msg}")

    kind = effect.kind
    if where.ability == "loot" and kind not in ("gain", "if"):
        say(f"a Loot ability only gains loot ('gain', 'if'), not '{kind}'")
        return
    if where.token and kind in _CHOICE_KINDS:
        say(f"a Target token's effects cannot ask for a choice ('{kind}')")
        return
    if (where.token or where.winner) and kind == "target":
        say("a Target token can only be placed by the card's own Reveal ability")
    if kind in ("skim", "set_trait") and not where.token:
        say(f"'{kind}' only works inside a Target token's effects")
    who = getattr(effect, "who", None)
    if isinstance(who, str) and (problem := _who_ok(who, where)):
        say(problem)
    if where.ability == "loot" and isinstance(effect, Gain) and effect.who != "self":
        say("a Loot ability pays its own player only")
    if isinstance(effect, If):
        cond = effect.cond
        if isinstance(cond, NamedInitiativeCond) and not where.named:
            say("'named_initiative' needs a Target that names an initiative")
        if isinstance(cond, IsBlockedCond) and (problem := _who_ok(cond.who, where)):
            say(problem)
        _check_list(effect.then, where, f"{path}.then.", out)
        _check_list(effect.otherwise, where, f"{path}.otherwise.", out)
    elif isinstance(effect, ChoosePlayer):
        if effect.chooser == "winner" and not where.winner:
            say("only an auction option can let the winner choose")
        _check_list(effect.effects, replace(where, chosen=True), f"{path}.effects.", out)
    elif isinstance(effect, Target):
        inner = replace(where, token=True, named=effect.name_initiative)
        _check_list(effect.on_reveal, inner, f"{path}.on_reveal.", out)
    elif isinstance(effect, ReturnToken):
        _check_list(effect.then, where, f"{path}.then.", out)
    elif isinstance(effect, PayOr):
        _check_list(effect.refuse, replace(where, refused=True), f"{path}.refuse.", out)
    elif isinstance(effect, Auction):
        if where.winner:
            say("an auction cannot start another auction")
        for j, option in enumerate(effect.options):
            _check_list(option.effects, replace(where, winner=True), f"{path}.options.{j}.", out)


def _children(effect: Effect) -> Iterator[tuple[str, tuple[Effect, ...]]]:
    if isinstance(effect, If):
        yield "then", effect.then
        yield "otherwise", effect.otherwise
    elif isinstance(effect, ChoosePlayer):
        yield "effects", effect.effects
    elif isinstance(effect, Target):
        yield "on_reveal", effect.on_reveal
    elif isinstance(effect, ReturnToken):
        yield "then", effect.then
    elif isinstance(effect, PayOr):
        yield "refuse", effect.refuse
    elif isinstance(effect, Auction):
        for j, option in enumerate(effect.options):
            yield f"options.{j}", option.effects


def walk_effects(effects: Sequence[Effect]) -> Iterator[tuple[str, Effect]]:
    """(path, effect) of every effect in ``effects``, nested ones included."""
    for i, effect in enumerate(effects):
        yield str(i), effect
        for name, inner in _children(effect):
            for sub, e in walk_effects(inner):
                yield f"{i}.{name}.{sub}", e


def at_path(effects: Sequence[Effect], path: str) -> Effect | tuple[Effect, ...]:
    """The effect or effect list at ``path`` in ``effects`` (the paths of
    :func:`walk_effects`: "0.options.1.0" is an effect, "0.options.1" and "" are lists)."""
    node: object = tuple(effects)
    parts = path.split(".") if path else []
    i = 0
    while i < len(parts):
        part = parts[i]
        if part.isdigit():
            node = node[int(part)]  # type: ignore[index]
        elif part == "options":
            i += 1
            node = node.options[int(parts[i])].effects  # type: ignore[attr-defined]
        else:
            node = getattr(node, part)
        i += 1
    return node  # type: ignore[return-value]


# --------------------------------------------------------------------------- decisions
Decider = Literal["self", "winner", "each_in_scope", "every_player"]
DecisionKind = Literal[
    "block_icon",
    "target",
    "choose_player",
    "return_token",
    "transmute",
    "pay_or",
    "bid",
    "pick_option",
]

ANSWERS: dict[str, tuple[str, ...]] = {
    "block_icon": ("block", "skip"),
    "target": ("target",),
    "choose_player": ("choose_player", "skip"),
    "return_token": ("return_token", "skip"),
    "transmute": ("transmute",),
    "pay_or": ("pay", "refuse"),
    "bid": ("bid", "pass_bid", "sealed_bid"),
    "pick_option": ("pick_option",),
}
"""The action kinds that answer each kind of decision (README.md, "Actions");
``sealed_bid`` replaces ``bid``/``pass_bid`` under the Quick Auction option."""


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """A choice an ability can put to a player: where it is (``path``), who decides, what
    kind of choice it is (README.md, "Actions", names the action for each kind).

    ``named``: a Target that also names an initiative; ``with_self``: your own seat may be
    picked; ``optional``: the decider may pick nothing (``skip``); ``up_to``: most loot a
    transmute returns; ``n_options``: an auction's options."""

    path: str
    decider: Decider
    kind: DecisionKind
    named: bool = False
    with_self: bool = False
    optional: bool = False
    up_to: int = 0
    n_options: int = 0

    def options(self, n_seats: int, loot: int) -> list[tuple[object, ...]]:
        """Every answer the engine may offer at a table of ``n_seats`` when the decider
        holds ``loot`` on their Table Setting, as ``(action kind, *fields)``: an upper
        bound of the legal actions, which the engine filters by the table. Seats are
        counted from the decider (0 = the decider)."""
        others = range(1, n_seats)
        seats = range(n_seats) if self.with_self else others
        skip: list[tuple[object, ...]] = [("skip",)] if self.optional else []
        if self.kind == "block_icon":
            return [("block", s) for s in others] + skip
        if self.kind == "target":
            names: Sequence[int | None] = range(1, 7) if self.named else (None,)
            return [("target", s, n) for s in others for n in names]
        if self.kind == "choose_player":
            return [("choose_player", s) for s in seats] + skip
        if self.kind == "return_token":
            pairs = [(s, o) for s in range(n_seats) for o in range(n_seats) if s != o]
            return [("return_token", s, o) for s, o in pairs] + skip
        if self.kind == "transmute":
            return [("transmute", n) for n in range(min(self.up_to, loot) + 1)]
        if self.kind == "pay_or":
            return [("pay",), ("refuse",)]
        if self.kind == "bid":
            return [("bid", n) for n in range(loot + 1)] + [("pass_bid",)]
        return [("pick_option", i) for i in range(self.n_options)]


def decision_points(effects: Sequence[Effect], *, block_icon: bool = False) -> list[DecisionPoint]:
    """Every decision a card's reveal can ask for, in resolution order (the Block icon
    first: the rulebook resolves it before the Reveal ability)."""
    points: list[DecisionPoint] = []
    if block_icon:
        points.append(DecisionPoint("block", "self", "block_icon", optional=True))
    for path, effect in walk_effects(effects):
        if isinstance(effect, Target):
            points.append(DecisionPoint(path, "self", "target", named=effect.name_initiative))
        elif isinstance(effect, ChoosePlayer):
            points.append(
                DecisionPoint(
                    path,
                    effect.chooser,
                    "choose_player",
                    with_self=effect.scope == "range_or_self",
                    optional=effect.optional,
                )
            )
        elif isinstance(effect, ReturnToken):
            points.append(DecisionPoint(path, "self", "return_token", optional=True))
        elif isinstance(effect, Transmute):
            points.append(DecisionPoint(path, "self", "transmute", up_to=effect.up_to))
        elif isinstance(effect, PayOr):
            points.append(DecisionPoint(path, "each_in_scope", "pay_or"))
        elif isinstance(effect, Auction):
            points.append(DecisionPoint(path, "every_player", "bid"))
            n = len(effect.options)
            points.append(DecisionPoint(path, "winner", "pick_option", n_options=n))
    return points

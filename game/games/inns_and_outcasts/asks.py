"""The choices a card puts to a player, as typed values.

The state and the log keep a choice as they always have (``Asked`` in model.py and the
``ChoiceAsked`` event: a kind, and its options as lists of ints), so saved games read and
verify unchanged; the kind is an :class:`~game.games.inns_and_outcasts.model.AskKind`
(a ``StrEnum``: the same JSON). :func:`typed_ask` reads one into the model of its kind,
with its options named (a seat, a seat and an initiative, a token's seat and owner, an
amount, an option's index), and the table dispatches on those types:

    match typed_ask(view.asked):
        case TargetAsk(choices=cs): ...
        case PayOrAsk(): ...
"""

from __future__ import annotations

from typing import Annotated, Literal, Protocol

from pydantic import Field

from game.core.model import Strict
from game.games.inns_and_outcasts.model import AskKind


class AskRecord(Protocol):
    """What a choice asked holds, in the state (``Asked``) or in a view (``AskedView``)."""

    @property
    def seat(self) -> int: ...

    @property
    def kind(self) -> AskKind: ...

    @property
    def source(self) -> int: ...

    @property
    def path(self) -> str: ...

    @property
    def options(self) -> list[list[int]]: ...

    @property
    def optional(self) -> bool: ...


class TargetChoice(Strict):
    """A Target token on ``seat``'s face-down card, naming initiative ``named`` (0: none)."""

    seat: int
    named: int = 0


class TokenChoice(Strict):
    """The Target token ``owner`` put on ``seat``'s card, sent home."""

    seat: int
    owner: int


class _Ask(Strict):
    """A choice put to ``seat`` by ``source``'s card at effect ``path``; ``optional``: the
    seat may also skip it."""

    seat: int
    source: int
    path: str
    optional: bool = False


class BlockIconAsk(_Ask):
    """Block one of ``seats``' cards with the Block icon (or not: always optional)."""

    kind: Literal[AskKind.BLOCK_ICON] = AskKind.BLOCK_ICON
    seats: list[int]


class TargetAsk(_Ask):
    """Put a Target token on one of ``choices`` (naming an initiative where the card says)."""

    kind: Literal[AskKind.TARGET] = AskKind.TARGET
    choices: list[TargetChoice]

    @property
    def naming(self) -> bool:
        """The token names an initiative too."""
        return any(c.named for c in self.choices)

    def seats(self) -> list[int]:
        """The seats it may go on, in order."""
        return sorted({c.seat for c in self.choices})

    def names_for(self, seat: int) -> list[int]:
        """The initiatives it may name on ``seat``'s card."""
        return sorted(c.named for c in self.choices if c.seat == seat and c.named)


class ChoosePlayerAsk(_Ask):
    """Choose one of ``seats`` (the card's effects then apply to them)."""

    kind: Literal[AskKind.CHOOSE_PLAYER] = AskKind.CHOOSE_PLAYER
    seats: list[int]


class ReturnTokenAsk(_Ask):
    """Send one of ``tokens`` home (or none)."""

    kind: Literal[AskKind.RETURN_TOKEN] = AskKind.RETURN_TOKEN
    tokens: list[TokenChoice]


class TransmuteAsk(_Ask):
    """Pour one of ``amounts`` of loot back into the Treasure for more."""

    kind: Literal[AskKind.TRANSMUTE] = AskKind.TRANSMUTE
    amounts: list[int]


class PayOrAsk(_Ask):
    """Pay the card's price from the Table Setting, or refuse (both cards Blocked)."""

    kind: Literal[AskKind.PAY_OR] = AskKind.PAY_OR


class PickOptionAsk(_Ask):
    """Won the auction: pick one of the card's options (by index)."""

    kind: Literal[AskKind.PICK_OPTION] = AskKind.PICK_OPTION
    indices: list[int]


Ask = Annotated[
    BlockIconAsk
    | TargetAsk
    | ChoosePlayerAsk
    | ReturnTokenAsk
    | TransmuteAsk
    | PayOrAsk
    | PickOptionAsk,
    Field(discriminator="kind"),
]
"""Every choice a card may put to a player."""


def typed_ask(asked: AskRecord) -> Ask:
    """``asked`` (as the state or a view keeps it) as the model of its kind."""
    base = {
        "seat": asked.seat,
        "source": asked.source,
        "path": asked.path,
        "optional": asked.optional,
    }
    opts = asked.options
    match AskKind(asked.kind):
        case AskKind.BLOCK_ICON:
            return BlockIconAsk(**base, seats=[o[0] for o in opts])
        case AskKind.TARGET:
            choices = [TargetChoice(seat=o[0], named=o[1] if len(o) > 1 else 0) for o in opts]
            return TargetAsk(**base, choices=choices)
        case AskKind.CHOOSE_PLAYER:
            return ChoosePlayerAsk(**base, seats=[o[0] for o in opts])
        case AskKind.RETURN_TOKEN:
            return ReturnTokenAsk(**base, tokens=[TokenChoice(seat=o[0], owner=o[1]) for o in opts])
        case AskKind.TRANSMUTE:
            return TransmuteAsk(**base, amounts=[o[0] for o in opts])
        case AskKind.PAY_OR:
            return PayOrAsk(**base)
        case AskKind.PICK_OPTION:
            return PickOptionAsk(**base, indices=[o[0] for o in opts])

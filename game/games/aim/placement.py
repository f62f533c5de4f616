"""Where a card may go on a mat in the equip phase, and whether it may come back off.

``MatLayout`` reads a mat once; ``place_problem`` and ``unplace_problem`` then
answer per card and spot with a sentence (the reason) or None (allowed). The
rules use them to validate actions and to list legal ones, so both agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from game.core.errors import CannotPlace, IllegalAction, NotEnoughCarry, SlotTaken
from game.games.aim.book import CardBook
from game.games.aim.cards import TOTAL_CARDS, CardDef
from game.games.aim.model import COMPANION, SLOT_SPOTS, STORE, PlayerState
from game.games.aim.stats import (
    MAT_CARRY_SPOTS,
    CarryLoad,
    MatMemo,
    carry_load,
    spot_holder,
)

SLOT_KIND = {"head": "head", "back": "back", "body": "body", "hand1": "hand", "hand2": "hand"}


class Problem(str):
    """A reason a card cannot be placed or taken back; ``error`` is what the rules raise."""

    error: type[IllegalAction] = CannotPlace


class CarryProblem(Problem):
    """Not enough Carry for the stored weight."""

    error = NotEnoughCarry


class SlotProblem(Problem):
    """The slot (or the host of a Sack) is already taken."""

    error = SlotTaken


NO_ROOM = Problem("no room")
"""What a room check answers when asked only whether (``explain=False``)."""


def placement_error(problem: str) -> IllegalAction:
    """The IllegalAction subclass to raise for a ``place_problem``/``unplace_problem`` answer."""
    kind = problem.error if isinstance(problem, Problem) else CannotPlace
    return kind(str(problem))


Candidate = tuple[str, int | None, str]  # (spot, holder: None = you / companion card, slot)


def _slot_kinds_fit(d: CardDef, slot: str) -> bool:
    """Whether equipment ``d`` goes in ``slot`` (a two-handed item is placed at hand1)."""
    return SLOT_KIND[slot] in d.slots and not (d.two_handed and slot == "hand2")


def _own_candidates(d: CardDef) -> tuple[Candidate, ...]:
    """Spots on your own mat whose kind fits ``d``: companion row, storage, your slots."""
    out: list[Candidate] = []
    if d.type == "companion":
        out.append((COMPANION, None, COMPANION))
    if d.weight is not None:
        out.append((STORE, None, STORE))
    if d.type == "equipment":
        out.extend((slot, None, slot) for slot in SLOT_SPOTS if _slot_kinds_fit(d, slot))
    return tuple(out)


class Occupancy(NamedTuple):
    """Which slots a mat's cards take (per holder: None = you, else a companion card id).
    Immutable once made (one per distinct mat, shared)."""

    occupant: dict[tuple[int | None, str], int]
    accessory: dict[tuple[int | None, str], int]
    nested_in: dict[int, int]  # host card -> the Sack inside it
    slot_companions: tuple[int, ...]
    sack_hosts: tuple[int, ...]
    """Equipped cards with Carry, in mat order: the places a Sack may go inside."""
    room_key: tuple[Any, ...]
    """Everything about the slots that decides where a card fits (with the free Carry):
    mats that differ only in which cards fill the same slots share legal spots."""

    slot_of: dict[int, tuple[int | None, str]]
    """Card in a slot -> (holder, slot)."""
    holders: frozenset[int]
    """Companions that have equipment in their slots."""

    @classmethod
    def of(cls, book: CardBook, mat: dict[int, str]) -> Occupancy:
        occupant: dict[tuple[int | None, str], int] = {}
        accessory: dict[tuple[int | None, str], int] = {}
        nested: dict[int, int] = {}
        slot_of: dict[int, tuple[int | None, str]] = {}
        slot_companions: list[int] = []
        hosts: list[int] = []
        defs = book.by_index
        for card, spot in mat.items():
            if spot == STORE:
                continue
            d = defs[card % TOTAL_CARDS]
            if spot == COMPANION:
                if d.companion_slots:
                    slot_companions.append(card)
                continue
            if d.equip.carry > 0:
                hosts.append(card)
            if spot.startswith("in:"):
                nested[int(spot[3:])] = card
                continue
            key = slot_of[card] = spot_holder(spot)
            if d.occupies_slot:
                occupant[key] = card
                if d.two_handed:
                    occupant[(key[0], "hand2")] = card
            else:
                accessory[key] = card
        room_key = (
            frozenset(occupant),
            frozenset(accessory),
            frozenset(nested),
            tuple(slot_companions),
            tuple(hosts),
        )
        holders = frozenset(h for h, _slot in slot_of.values() if h is not None)
        return cls(
            occupant,
            accessory,
            nested,
            tuple(slot_companions),
            tuple(hosts),
            room_key,
            slot_of,
            holders,
        )


@dataclass(slots=True)
class MatLayout:
    """One player's mat as the equip phase sees it: who occupies what, and the Carry.

    Everything here except ``player`` (hand and locked cards) is a pure function of the
    mat, so it is worked out once per mat and kept in the mat's memo (``memo``)."""

    book: CardBook
    player: PlayerState
    stats: CarryLoad
    occupancy: Occupancy
    memo: dict[Any, Any]
    """The mat's own memo (``MatMemo.of_mat``): which cards may come off and the like."""
    shared: MatMemo
    """The rules' memo: legal spots per slot pattern, shared by mats that have it."""

    @classmethod
    def read(cls, shared: MatMemo, player: PlayerState) -> MatLayout:
        book = shared.book
        memo = shared.of_mat(player.mat)
        occupancy = memo.get("occupancy")
        if occupancy is None:
            occupancy = memo["occupancy"] = Occupancy.of(book, player.mat)
        stats = carry_load(shared, player.mat, player.gold, per_mat=memo)
        return cls(book, player, stats, occupancy, memo, shared)

    def pattern(self) -> tuple[Any, ...]:
        """What decides where any card may go on this mat: which slots are taken
        (``Occupancy.room_key``) and the free Carry. Mats with the same pattern share legal
        spots (and the place actions built from them)."""
        return (self.occupancy.room_key, self.stats.carry - self.stats.stored_weight)

    def name(self, card: int) -> str:
        return self.book(card).name

    def candidates(self, card: int) -> list[Candidate]:
        """Every spot whose kind fits ``card`` (not yet checked for room)."""
        d = self.book(card)
        out = list(_own_candidates(d))
        if d.type == "equipment":
            for holder in self.occupancy.slot_companions:
                out.extend(
                    (f"{holder}:{slot}", holder, slot)
                    for slot in SLOT_SPOTS
                    if _slot_kinds_fit(d, slot)
                )
            if d.nestable:
                out.extend((f"in:{host}", host, "in") for host in self.occupancy.sack_hosts)
        return out

    def legal_spots(self, card: int) -> tuple[str, ...]:
        """The spots ``card`` (in hand) may go to now: its candidates that have room.

        A pure function of the card's design, the free Carry and which slots are taken
        (``Occupancy.room_key``), so remembered in the rules' memo: listing equip moves
        meets the same few slot patterns again and again, across mats and games."""
        design = card % TOTAL_CARDS
        key = ("spots", self.pattern(), design)
        got = self.shared.get(key)
        if got is None:
            d = self.book(card)
            room = self._room_problem
            got = tuple(
                spot
                for spot, holder, slot in self.candidates(card)
                if room(d, spot, holder, slot, explain=False) is None
            )
            self.shared.put(key, got)
        return got

    def place_problem(self, card: int, spot: str) -> str | None:
        """Why ``card`` cannot go to ``spot`` now, or None if it can.

        First the spot must suit the card (its kind, the slot, the holder), then there must
        be room (the slot free, the Carry enough): the second part is shared with
        :meth:`legal_spots`, so listing and checking agree.
        """
        if card in self.player.hand and spot in self.legal_spots(card):
            return None  # a spot the listing offers (remembered): no sentence to build
        d = self.book(card)
        if card not in self.player.hand:
            return f"{d.name} is not in your hand."
        if spot == STORE:
            if d.weight is None:
                return f"{d.name} is a companion; companions follow you and cannot be stored."
            return self._room_problem(d, spot, None, STORE)
        if spot == COMPANION:
            if d.type != "companion":
                return f"{d.name} is not a companion."
            return None
        if d.type != "equipment":
            return f"{d.name} cannot be equipped; it can only be stored."
        if spot.startswith("in:"):
            if not d.nestable:
                return f"Only a Sack can go inside other storage; {d.name} cannot."
            try:
                host = int(spot[3:])
            except ValueError:
                return f"'{spot}' is not a place on the table."
            where = self.player.mat.get(host)
            if where is None or where in (STORE, COMPANION):
                return "A Sack can only go inside storage you have equipped."
            if self.book(host).equip.carry < 1:
                return f"{self.name(host)} has no Carry to hold a Sack."
            return self._room_problem(d, spot, host, "in")
        try:
            holder, slot = spot_holder(spot)
        except ValueError:
            return f"'{spot}' is not a place on the table."
        if slot not in SLOT_KIND:
            return f"'{spot}' is not a place on the table."
        if holder is not None and holder not in self.occupancy.slot_companions:
            return "That companion is not following you or has no equipment slots."
        if SLOT_KIND[slot] not in d.slots:
            where = ", ".join(d.slots)
            return f"{d.name} goes in the {where} slot, not the {SLOT_KIND[slot]} slot."
        if d.two_handed and slot != "hand1":
            return f"{d.name} needs both hands; put it in hand1 and it takes both."
        return self._room_problem(d, spot, holder, slot)

    def _room_problem(
        self, d: CardDef, spot: str, holder: int | None, slot: str, *, explain: bool = True
    ) -> str | None:
        """For a spot that suits ``d``: is there room? (free slot, free host, enough Carry).
        ``explain=False``: only whether (a problem is then ``NO_ROOM``, without a sentence)."""
        if spot == STORE:
            free = self.stats.carry - self.stats.stored_weight
            if (d.weight or 0) > free:
                if not explain:
                    return NO_ROOM
                return CarryProblem(
                    f"Not enough Carry: {d.name} weighs {d.weight} and you have "
                    f"{max(free, 0)} free."
                )
            return None
        if spot == COMPANION:
            return None
        occupancy = self.occupancy
        if slot == "in":
            assert holder is not None
            if holder in occupancy.nested_in:
                if not explain:
                    return NO_ROOM
                inside = self.name(occupancy.nested_in[holder])
                return SlotProblem(f"{self.name(holder)} already holds {inside}.")
            return None
        if d.two_handed:
            for s in ("hand1", "hand2"):
                if (holder, s) in occupancy.occupant:
                    if not explain:
                        return NO_ROOM
                    return SlotProblem(
                        f"{d.name} needs both hands free, but "
                        f"{self.name(occupancy.occupant[(holder, s)])} is in one."
                    )
        elif d.occupies_slot:
            if (holder, slot) in occupancy.occupant:
                if not explain:
                    return NO_ROOM
                held = self.name(occupancy.occupant[(holder, slot)])
                return SlotProblem(f"That slot already holds {held}.")
        elif (holder, slot) in occupancy.accessory:
            if not explain:
                return NO_ROOM
            beside = self.name(occupancy.accessory[(holder, slot)])
            return SlotProblem(f"That slot already has {beside} beside its item.")
        return self._carry_after(d, holder, slot, removing=False, explain=explain)

    def _carry_after(
        self, d: CardDef, holder: int | None, slot: str, *, removing: bool, explain: bool = True
    ) -> str | None:
        """Carry check when an equipped card enters (or leaves) a slot."""
        delta = d.equip.carry
        if holder is None and d.occupies_slot and not d.nestable:
            covered = ("hand1", "hand2") if d.two_handed else (slot,)
            delta -= sum(1 for s in covered if s in MAT_CARRY_SPOTS)
        if removing:
            delta = -delta
        if delta >= 0:
            return None
        if self.stats.stored_weight > self.stats.carry + delta:
            if not explain:
                return NO_ROOM
            verb = "Taking it off" if removing else "Equipping it"
            return CarryProblem(
                f"{verb} would leave {self.stats.carry + delta} Carry for "
                f"{self.stats.stored_weight} weight of stored cards."
            )
        return None

    def unplace_problem(self, card: int) -> str | None:
        """Why ``card`` cannot go back to hand now, or None."""
        if card not in self.player.mat:
            return f"{self.name(card)} is not on your mat."
        if card in self.player.locked:
            return f"You already drew a card for {self.name(card)}, so it stays."
        if card in self.removable():
            return None
        return self._takeoff_problem(card)

    def removable(self) -> tuple[int, ...]:
        """The mat's cards (ascending) that the mat itself lets come off; cards locked by a
        "Draw a Card" draw stay too (see :meth:`unplace_problem`). Remembered per mat."""
        got = self.memo.get("removable")
        if got is None:
            got = self.memo["removable"] = tuple(
                c for c in sorted(self.player.mat) if self._takeoff_problem(c) is None
            )
        return got

    def _takeoff_problem(self, card: int) -> str | None:
        """Whether the mat lets ``card`` (on it) come off: a pure function of the mat."""
        spot = self.player.mat[card]
        if spot == STORE:
            return None
        occupancy = self.occupancy
        d = self.book(card)
        if card in occupancy.nested_in:
            return f"Take {self.name(occupancy.nested_in[card])} out of {d.name} first."
        if spot == COMPANION and card in occupancy.holders:
            return f"Take {d.name}'s equipment off first."
        if spot == COMPANION or spot.startswith("in:"):  # its own Carry goes with it
            if self.stats.stored_weight > self.stats.carry - d.equip.carry:
                return CarryProblem(f"Without {d.name} your stored cards would be too heavy.")
            return None
        holder, slot = occupancy.slot_of[card]
        return self._carry_after(d, holder, slot, removing=True)

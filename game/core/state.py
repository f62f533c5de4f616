"""Game state records: dataclasses whose copy, canonical form and reading back are generated.

A game's state is plain mutable data changed only by ``evolve``. Write it once, as fields:

    @record
    class PlayerState(Record):
        hand: list[int] = field(default_factory=list)
        known: set[int] = field(default_factory=set)

    @game_state
    class MyState(GameState):
        n_seats: int
        players: list[PlayerState] = field(default_factory=list)
        memo: dict[Any, Any] = memo_field()

The decorator makes a ``dataclass(slots=True)`` and generates, once per class, from the
field annotations (source code compiled like ``dataclasses`` does, no reflection per call):

- ``clone()``: an independent copy. Lists, sets, dicts and nested records are copied as
  deep as they go; immutable values (numbers, strings, tuples of them, ``Literal``s, ``Json``)
  are shared. A memo field starts empty in the copy.
- ``canonical()``: a JSON-able, stable form for hashing and for positions: records become
  dicts, sets sorted lists, tuples lists, dict keys strings. For speed it SHARES the
  state's lists of plain values (``list[int]`` is returned as the list itself): dump or
  copy it before the state changes again.
- ``from_canonical(data)`` (classmethod): the inverse, validating every value; bad data
  raises PositionError naming the field path (``players[1].hand[0]: ...``).
- ``load_from(other)``: every field of ``other`` into ``self`` (a position loaded in place).

Supported annotations: ``int``, ``str``, ``bool``, ``float``, ``None``, unions of those,
``X | None``, ``list[T]``, ``tuple[T, ...]``, ``set[int]`` / ``set[str]``, ``dict[K, V]``
(K ``int`` or ``str``), ``Literal[...]``, a ``StrEnum`` (kept as its strings), ``Json`` (any JSON value, treated as immutable) and
nested records (decorated classes defined before the class that uses them). Anything else
is refused when the class is decorated. Every subclass of a record must be decorated too.

Field kinds beyond plain dataclass fields:

- ``memo_field()``: a private cache (dict). Never copied (empty in a clone), never canonical;
  the kit's ``RulesBase.evolve`` empties it before every event.
- ``sparse_field(default)``: left out of the canonical form while it holds its default, and
  read back as the default when absent. Use it for a field added after saves exist, so the
  old saves keep their state hashes.
- ``pairs_field()``: a dict whose canonical form is ``[[key, value], ...]`` in insertion
  order (when the order matters, or keys are not strings or ints).

Laws (tests/core/test_state.py): ``from_canonical(s.canonical()).canonical() ==
s.canonical()``, and a clone shares nothing mutable with its original.
"""

from __future__ import annotations

import dataclasses
import re
import types
from collections.abc import Callable
from enum import StrEnum
from typing import (
    Any,
    ClassVar,
    Literal,
    Self,
    TypeAlias,
    TypeVar,
    Union,
    dataclass_transform,
    get_args,
    get_origin,
    get_type_hints,
)

from game.core.errors import PositionError
from game.core.fields import KIT, MEMO, PAIRS, SPARSE, memo_field, pairs_field, sparse_field

Json: TypeAlias = Any
"""Any JSON value (number, string, bool, None, list, dict with string keys). A field of this
type is treated as immutable: shared by clones and canonical as it is."""

GAME_OVER = "game_over"
"""The phase of every finished game (set by the shared GameEnded event)."""


# --------------------------------------------------------------------------- shapes


@dataclasses.dataclass(frozen=True, slots=True)
class _Shape:
    """What one annotation means to the generators."""

    kind: str  # atom | json | literal | optional | list | tuple | set | dict | pairs | record
    atoms: tuple[type, ...] = ()
    values: tuple[Any, ...] = ()
    items: tuple[_Shape, ...] = ()
    record: Any = None


_ATOMS = (int, str, bool, float, type(None))


def _shape(tp: Any, where: str) -> _Shape:
    if tp is Any:
        return _Shape("json")
    if tp in _ATOMS:
        return _Shape("atom", atoms=(tp,))
    if tp is None:
        return _Shape("atom", atoms=(type(None),))
    if isinstance(tp, type) and issubclass(tp, StrEnum):  # its members, saved as strings
        return _Shape("literal", values=tuple(tp))
    if isinstance(tp, type) and issubclass(tp, Record) and tp is not Record:
        if "_kit_fields" not in tp.__dict__:
            raise TypeError(f"{where}: {tp.__name__} is not decorated with @record.")
        return _Shape("record", record=tp)
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        return _Shape("literal", values=args)
    if origin in (Union, types.UnionType):
        rest = tuple(a for a in args if a is not type(None))
        if len(rest) == 1 and len(rest) < len(args):
            return _Shape("optional", items=(_shape(rest[0], where),))
        if all(a in _ATOMS for a in args):
            return _Shape("atom", atoms=tuple(args))
        raise TypeError(f"{where}: a union must be 'X | None' or of plain values, not {tp}.")
    if origin is list and len(args) == 1:
        return _Shape("list", items=(_shape(args[0], where),))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _Shape("tuple", items=(_shape(args[0], where),))
    if origin is set and len(args) == 1 and args[0] in (int, str):
        return _Shape("set", items=(_shape(args[0], where),))
    if origin is dict and len(args) == 2:
        if args[0] not in (int, str):
            raise TypeError(f"{where}: dict keys must be int or str, not {args[0]}.")
        return _Shape("dict", items=(_shape(args[0], where), _shape(args[1], where)))
    raise TypeError(f"{where}: the state kit cannot copy or save a field of type {tp}.")


def _immutable(sh: _Shape) -> bool:
    if sh.kind in ("atom", "json", "literal"):
        return True
    if sh.kind in ("optional", "tuple"):
        return _immutable(sh.items[0])
    return False


# --------------------------------------------------------------------------- code generation


def _clone_expr(sh: _Shape, x: str, depth: int) -> str | None:
    """An expression copying ``x`` deeply, or None when it can be shared."""
    k, v = sh.kind, f"_v{depth}"
    if _immutable(sh):
        return None
    if k == "optional":
        inner = _clone_expr(sh.items[0], x, depth)
        return f"(None if {x} is None else {inner})"
    if k == "list":
        inner = _clone_expr(sh.items[0], v, depth + 1)
        return f"list({x})" if inner is None else f"[{inner} for {v} in {x}]"
    if k == "tuple":
        inner = _clone_expr(sh.items[0], v, depth + 1)
        return f"tuple([{inner} for {v} in {x}])"
    if k == "set":
        return f"set({x})"
    if k in ("dict", "pairs"):
        kk = f"_k{depth}"
        inner = _clone_expr(sh.items[1], v, depth + 1)
        return f"dict({x})" if inner is None else f"{{{kk}: {inner} for {kk}, {v} in {x}.items()}}"
    if k == "record":
        return f"{x}.clone()"
    raise AssertionError(k)


def _canon_expr(sh: _Shape, x: str, depth: int) -> str | None:
    """An expression giving the canonical form of ``x``, or None when ``x`` is already
    JSON-able as it is (then it is shared, not copied)."""
    k, v = sh.kind, f"_v{depth}"
    if k in ("atom", "json", "literal"):
        return None
    if k == "optional":
        inner = _canon_expr(sh.items[0], x, depth)
        return None if inner is None else f"(None if {x} is None else {inner})"
    if k in ("list", "tuple"):
        inner = _canon_expr(sh.items[0], v, depth + 1)
        if inner is None:
            return None if k == "list" else f"list({x})"
        return f"[{inner} for {v} in {x}]"
    if k == "set":
        return f"sorted({x})"
    if k == "dict":
        kk = f"_k{depth}"
        inner = _canon_expr(sh.items[1], v, depth + 1)
        if sh.items[0].atoms == (str,):
            return None if inner is None else f"{{{kk}: {inner} for {kk}, {v} in {x}.items()}}"
        return f"{{str({kk}): {inner or v} for {kk}, {v} in {x}.items()}}"
    if k == "pairs":
        kk = f"_k{depth}"
        inner = _canon_expr(sh.items[1], v, depth + 1)
        return f"[[{kk}, {inner or v}] for {kk}, {v} in {x}.items()]"
    if k == "record":
        return f"{x}.canonical()"
    raise AssertionError(k)


def _compile(name: str, args: dict[str, Any], body: list[str], params: str) -> Any:
    """``def name(params): body`` compiled inside a factory whose parameters are ``args``
    (closure cells: faster than globals)."""
    inner = "\n".join("        " + line for line in body)
    src = (
        f"def _factory({', '.join(args)}):\n    def {name}({params}):\n{inner}\n    return {name}\n"
    )
    ns: dict[str, Any] = {}
    exec(src, ns)  # noqa: S102 - our own generated source, built from annotations
    return ns["_factory"](*args.values())


# --------------------------------------------------------------------------- reading back

_INT_KEY = re.compile(r"-?\d+")
Reader = Callable[[Any, str], Any]
_WORDS = {
    int: "a whole number",
    str: "a string",
    bool: "true or false",
    float: "a number",
    type(None): "null",
}


def _refuse(path: str, wanted: str, got: Any) -> PositionError:
    shown = repr(got)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return PositionError(f"{path or 'the state'}: expected {wanted}, got {shown}.")


def _json_copy(v: Any, path: str) -> Any:
    if v is None or type(v) in (int, str, bool, float):
        return v
    if isinstance(v, list | tuple):
        return [_json_copy(x, f"{path}[{i}]") for i, x in enumerate(v)]
    if isinstance(v, dict):
        out = {}
        for key, x in v.items():
            if type(key) is not str:
                raise _refuse(path, "an object with string keys", v)
            out[key] = _json_copy(x, f"{path}.{key}")
        return out
    raise _refuse(path, "a JSON value", v)


def _reader(sh: _Shape) -> Reader:
    k = sh.kind
    if k == "json":
        return _json_copy
    if k == "atom":
        atoms = sh.atoms
        wanted = " or ".join(_WORDS[a] for a in atoms)
        takes_float = float in atoms

        def read_atom(v: Any, path: str) -> Any:
            t = type(v)
            if t in atoms:
                return v
            if takes_float and t is int:
                return float(v)
            raise _refuse(path, wanted, v)

        return read_atom
    if k == "literal":
        values = sh.values
        wanted = "one of " + ", ".join(repr(x) for x in values)

        def read_literal(v: Any, path: str) -> Any:
            for x in values:
                if x == v and (type(x) is type(v) or (isinstance(x, StrEnum) and type(v) is str)):
                    return x
            raise _refuse(path, wanted, v)

        return read_literal
    if k == "optional":
        inner = _reader(sh.items[0])

        def read_optional(v: Any, path: str) -> Any:
            return None if v is None else inner(v, path)

        return read_optional
    if k in ("list", "tuple", "set"):
        item = _reader(sh.items[0])
        make: Callable[[list[Any]], Any] = {"list": list, "tuple": tuple, "set": set}[k]

        def read_seq(v: Any, path: str) -> Any:
            if not isinstance(v, list | tuple):
                raise _refuse(path, "a list", v)
            return make([item(x, f"{path}[{i}]") for i, x in enumerate(v)])

        return read_seq
    if k in ("dict", "pairs"):
        int_keys = sh.items[0].atoms == (int,)
        value = _reader(sh.items[1])

        def key_of(key: Any, path: str) -> Any:
            if int_keys:
                if type(key) is int:
                    return key
                if type(key) is str and _INT_KEY.fullmatch(key):
                    return int(key)
                raise _refuse(path, "whole-number keys", key)
            if type(key) is str:
                return key
            raise _refuse(path, "string keys", key)

        if k == "dict":

            def read_dict(v: Any, path: str) -> Any:
                if not isinstance(v, dict):
                    raise _refuse(path, "an object", v)
                out = {}
                for key, x in v.items():
                    kk = key_of(key, path)
                    out[kk] = value(x, f"{path}[{kk!r}]")
                return out

            return read_dict

        def read_pairs(v: Any, path: str) -> Any:
            if not isinstance(v, list):
                raise _refuse(path, "a list of [key, value] pairs", v)
            out = {}
            for i, pair in enumerate(v):
                if not isinstance(pair, list | tuple) or len(pair) != 2:
                    raise _refuse(f"{path}[{i}]", "a [key, value] pair", pair)
                kk = key_of(pair[0], f"{path}[{i}]")
                out[kk] = value(pair[1], f"{path}[{i}][1]")
            return out

        return read_pairs
    if k == "record":
        cls = sh.record
        return lambda v, path: cls.from_canonical(v, path)
    raise AssertionError(k)


# --------------------------------------------------------------------------- the decorators


class Record:
    """Base of every state record. The methods below are generated by :func:`record`."""

    __slots__ = ()
    _kit_fields: ClassVar[tuple[str, ...]] = ()
    """Names of the fields that are copied and saved (not memo fields), in order."""

    def clone(self) -> Self:
        """An independent deep copy (memo fields empty)."""
        raise TypeError(f"{type(self).__name__} is not decorated with @record.")

    def canonical(self) -> dict[str, Any]:
        """The JSON-able form (shares lists of plain values with the record: dump it now)."""
        raise TypeError(f"{type(self).__name__} is not decorated with @record.")

    @classmethod
    def from_canonical(cls, data: Any, path: str = "") -> Self:
        """A record read back from :meth:`canonical`'s output; raises PositionError."""
        raise TypeError(f"{cls.__name__} is not decorated with @record.")

    def load_from(self, other: Self) -> None:
        """Take every field of ``other`` (shared, not copied); memo fields are emptied."""
        raise TypeError(f"{type(self).__name__} is not decorated with @record.")


R = TypeVar("R", bound=Record)


@dataclass_transform(field_specifiers=(dataclasses.field,))
def record(cls: type[R]) -> type[R]:
    """Make ``cls`` (a subclass of :class:`Record`) a slotted dataclass with generated
    ``clone``, ``canonical``, ``from_canonical`` and ``load_from`` (see the module docstring)."""
    if not issubclass(cls, Record):
        raise TypeError(f"{cls.__name__} must subclass game.core.state.Record.")
    cls = dataclasses.dataclass(slots=True)(cls)
    try:
        hints = get_type_hints(cls)
    except NameError as exc:
        raise TypeError(
            f"{cls.__name__}: {exc}; records must be defined at module level, after the "
            "records they use."
        ) from None
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    kept: list[tuple[str, _Shape, str | None, Any]] = []  # name, shape, kit kind, default
    memos: list[str] = []
    for f in fields:
        kind = f.metadata.get(KIT)
        if kind == MEMO:
            memos.append(f.name)
            continue
        where = f"{cls.__name__}.{f.name}"
        sh = _shape(hints[f.name], where)
        if kind == PAIRS:
            if sh.kind != "dict":
                raise TypeError(f"{where}: pairs_field() needs a dict annotation.")
            sh = _Shape("pairs", items=sh.items)
        if kind == SPARSE:
            if f.default is dataclasses.MISSING:
                raise TypeError(f"{where}: sparse_field() needs a default.")
            if not _immutable(sh):
                raise TypeError(f"{where}: a sparse field must hold an immutable value.")
        kept.append((f.name, sh, kind, f.default))
    cls._kit_fields = tuple(name for name, *_ in kept)

    # clone
    body = ["n = _new(_cls)"]
    for name, sh, _, _ in kept:
        expr = _clone_expr(sh, f"self.{name}", 0)
        body.append(f"n.{name} = {expr or f'self.{name}'}")
    body += [f"n.{m} = {{}}" for m in memos] + ["return n"]
    clone = _compile("clone", {"_new": object.__new__, "_cls": cls}, body, "self")

    # canonical
    plain = [
        f"{name!r}: {_canon_expr(sh, f'self.{name}', 0) or f'self.{name}'}"
        for name, sh, kind, _ in kept
        if kind != SPARSE
    ]
    body = ["d = {" + ", ".join(plain) + "}"]
    defaults: dict[str, Any] = {}
    for name, sh, kind, default in kept:
        if kind == SPARSE:
            defaults[f"_d_{name}"] = default
            expr = _canon_expr(sh, f"self.{name}", 0) or f"self.{name}"
            body += [f"if self.{name} != _d_{name}:", f"    d[{name!r}] = {expr}"]
    body.append("return d")
    canonical = _compile("canonical", defaults, body, "self")

    # load_from
    body = [f"self.{name} = other.{name}" for name, *_ in kept]
    body += [f"self.{m} = {{}}" for m in memos] or ["pass"]
    load_from = _compile("load_from", {}, body, "self, other")

    # from_canonical
    readers = [(name, _reader(sh), kind == SPARSE, default) for name, sh, kind, default in kept]
    names = frozenset(cls._kit_fields)
    owner = cls

    def from_canonical(klass: type[R], data: Any, path: str = "") -> R:
        if not isinstance(data, dict):
            raise _refuse(path, f"an object ({owner.__name__})", data)
        unknown = data.keys() - names
        if unknown:
            first = sorted(str(k) for k in unknown)[0]
            raise PositionError(f"{path + '.' if path else ''}{first}: not a field here.")
        obj = object.__new__(owner)
        for name, read, sparse, default in readers:
            sub = f"{path}.{name}" if path else name
            if name in data:
                setattr(obj, name, read(data[name], sub))
            elif sparse:
                setattr(obj, name, default)
            else:
                raise PositionError(f"{sub}: missing.")
        for m in memos:
            setattr(obj, m, {})
        return obj

    cls.clone = clone  # type: ignore[method-assign]
    cls.canonical = canonical  # type: ignore[method-assign]
    cls.load_from = load_from  # type: ignore[method-assign]
    cls.from_canonical = classmethod(from_canonical)  # type: ignore[method-assign, assignment]
    return cls


# --------------------------------------------------------------------------- the game state


@record
class GameResult(Record):
    """How a game ended, as the shared GameEnded event records it: ``winners``, ``ranking``
    (best first), ``scores`` and ``details`` per seat, the ``tiebreak`` that settled a tie
    and a short ``reason`` ("an empty tavern"), the last two left out of the canonical form
    while None. A game whose saves record more may subclass it (and decorate the subclass)."""

    winners: list[int] = dataclasses.field(default_factory=list)
    ranking: list[int] = dataclasses.field(default_factory=list)
    scores: dict[int, int] = dataclasses.field(default_factory=dict)
    details: dict[int, dict[str, int]] = dataclasses.field(default_factory=dict)
    tiebreak: str | None = sparse_field(None)
    reason: str | None = sparse_field(None)


@record
class GameState(Record):
    """The engine's part of every game's state: the ``phase`` (a name from the game's
    ``phase_names``; ``"game_over"`` once ended), the ``round`` (0 before the first) and the
    ``result`` (set by the shared GameEnded event, None while the game goes on). The fields
    are keyword-only, so a game's own fields may come without defaults."""

    phase: str = dataclasses.field(default="", kw_only=True)
    round: int = dataclasses.field(default=0, kw_only=True)
    result: GameResult | None = dataclasses.field(default=None, kw_only=True)


S = TypeVar("S", bound=GameState)


@dataclass_transform(field_specifiers=(dataclasses.field,))
def game_state(cls: type[S]) -> type[S]:
    """:func:`record` for a game's top-level state (a subclass of :class:`GameState`)."""
    if not issubclass(cls, GameState):
        raise TypeError(f"{cls.__name__} must subclass game.core.state.GameState.")
    return record(cls)


def memo_names(cls: type[Record]) -> tuple[str, ...]:
    """The memo fields of a record class (emptied before every event is folded)."""
    return tuple(
        f.name
        for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        if f.metadata.get(KIT) == MEMO
    )


def field_of_type(cls: type[Record], part: type[Record]) -> str | None:
    """The one field of ``cls`` annotated ``part | None`` or ``part`` (None if there is none);
    raises TypeError when there are several."""
    hints = get_type_hints(cls)
    found = []
    for name in cls._kit_fields:
        tp = hints[name]
        args = get_args(tp)
        if tp is part or (get_origin(tp) in (Union, types.UnionType) and part in args):
            found.append(name)
    if len(found) > 1:
        raise TypeError(f"{cls.__name__} has several {part.__name__} fields: {found}.")
    return found[0] if found else None


def _plain(sh: _Shape) -> bool:
    """Whether ``sh`` holds no set, tuple or record at any depth (copies the same both ways)."""
    if sh.kind in ("set", "tuple", "record"):
        return False
    return all(_plain(item) for item in sh.items)


def copier(
    cls: type[Record], *names: str, but: tuple[str, ...] = ()
) -> Callable[..., dict[str, Any]]:
    """``copy(src, **more) -> {name: value, **more}`` for the fields ``names`` of ``cls``
    (every field but those in ``but`` when no names are given), read from ``src``: a ``cls``
    record or anything with those attributes, such as the record's view; then ``more``
    (which wins over a copy of the same name). Each value is copied as ``clone`` copies it
    (lists and dicts anew, immutable values shared), so one list of names builds a view from
    a record and the record back from the view: ``MyView.model_validate(copy(state,
    ctx=...))`` (as fast as the fields written out; ``MyView(**copy(state))`` would copy the
    dict twice) and ``MyState(**copy(view))``. Generated once per call. Sets, tuples and
    nested records are refused (TypeError): a view keeps them in its own shape, so write
    those fields out."""
    hints = get_type_hints(cls)
    chosen = names or tuple(n for n in cls._kit_fields if n not in but)
    items = []
    for name in chosen:
        if name not in cls._kit_fields:
            raise TypeError(f"{cls.__name__} has no field {name!r} to copy.")
        sh = _shape(hints[name], f"{cls.__name__}.{name}")
        if not _plain(sh):
            raise TypeError(f"{cls.__name__}.{name}: copy a set, tuple or record field by hand.")
        items.append(f"{name!r}: {_clone_expr(sh, f'src.{name}', 0) or f'src.{name}'}")
    body = ["d = {" + ", ".join(items) + "}", "if more:", "    d.update(more)", "return d"]
    return _compile("copy", {}, body, "src, /, **more")


__all__ = [
    "GAME_OVER",
    "GameResult",
    "GameState",
    "Json",
    "Record",
    "copier",
    "field_of_type",
    "game_state",
    "memo_field",
    "memo_names",
    "pairs_field",
    "record",
    "sparse_field",
]

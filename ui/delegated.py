"""A class attribute that stands for an attribute of one of the instance's parts, so an object
built from parts keeps the names its users know (on the New game scene, ``scene.names`` is
``scene.state.names``)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Delegated(Generic[T]):
    """``x = Delegated[T]("part")`` in a class body: reading ``obj.x`` reads ``obj.part.x``
    and assigning it assigns there (``Delegated[T]("part", "y")``: ``obj.part.y``)."""

    def __init__(self, part: str, name: str = "") -> None:
        self.part = part
        self.name = name

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.name or name

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> Delegated[T]: ...

    @overload
    def __get__(self, obj: object, objtype: type | None = None) -> T: ...

    def __get__(self, obj: object | None, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        return getattr(getattr(obj, self.part), self.name)

    def __set__(self, obj: object, value: T) -> None:
        setattr(getattr(obj, self.part), self.name, value)

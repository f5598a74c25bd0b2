"""The shared parts of the engine's lean states, and the one place states are built.

A state of a trick game keeps in its own slots only what one decision changes: ``_held``, the
cards still held by every seat as one mask (:mod:`tricktaker.masks`), the ``trick`` in
progress and ``to_act``. The rest it shares with the states before and after it:

- its *hidden* part, what no seat may see, shared by every state of a deal until a card moves
  unseen (a draw from the stock, a pass): the seed, the cards dealt to each seat as masks (a
  seat's hand is ``dealt[seat] & _held``), and the game's own hidden fields;
- its *public* part, what every seat may know, shared by the states of one trick (and by their
  views): the rules, the phase, the trick's leader, the cards of the finished tricks, the
  scores, the bids, and every other public field the game declares.

A part is a plain slotted object that nothing changes once a state refers to it: a step copies
it (:meth:`PartType.copy`) and sets the fields that change on the copy. A game declares its
public fields once, on its ``State`` class (:mod:`tricktaker.engine.states`); the part's
class, its copier and the states' properties are made from that list.

States and views are frozen values (:class:`~tricktaker.lean.LeanValue`); the engine builds
them through :class:`Seam`, its one constructor seam, which fills a draft of the class and
freezes it (see :func:`tricktaker.plugin.draft_class`). No game builds a state any other way.
"""

from __future__ import annotations

import linecache
from collections.abc import Iterable
from typing import Any

from tricktaker.plugin import draft_class

__all__ = ["PartType", "Seam", "make_part"]


class PartType:
    """The class of one kind of shared part, with its field names and a copier.

    >>> Point = make_part("Point", ("x", "y"))
    >>> p = Point.new(x=1, y=2)
    >>> q = Point.copy(p)
    >>> q.y = 5
    >>> (p.x, p.y), (q.x, q.y)
    ((1, 2), (1, 5))
    """

    __slots__ = ("cls", "copy", "names", "new")

    def __init__(self, cls: type, names: tuple[str, ...], copy: Any, new: Any) -> None:
        self.cls = cls
        self.names = names
        self.copy = copy
        """``copy(part)``: a new part with every field of ``part``, to change before any state
        refers to it."""
        self.new = new
        """``new(**fields)``: a part from its fields, by keyword (None for each left out)."""


def make_part(name: str, names: Iterable[str], module: str = __name__) -> PartType:
    """A slotted class of the fields ``names`` and its generated copier and constructor
    (generated once, as attrs generates ``__init__``, and kept in ``linecache`` so that
    tracebacks show their source)."""
    fields = tuple(names)
    cls = type(name, (), {"__slots__": fields, "__module__": module})
    copy_source = (
        "def copy(_source):\n"
        "    _part = _cls()\n"
        + "".join(f"    _part.{field} = _source.{field}\n" for field in fields)
        + "    return _part\n"
    )
    new_source = (
        f"def new(*, {', '.join(f'{field}=None' for field in fields)}):\n"
        "    _part = _cls()\n"
        + "".join(f"    _part.{field} = {field}\n" for field in fields)
        + "    return _part\n"
    )
    return PartType(
        cls, fields, _generated(cls, "copy", copy_source), _generated(cls, "new", new_source)
    )


def _generated(cls: type, function: str, source: str) -> Any:
    filename = f"<tricktaker {function} {cls.__module__}.{cls.__qualname__}>"
    namespace: dict[str, Any] = {"_cls": cls}
    exec(compile(source, filename, "exec"), namespace)
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    return namespace[function]


class Seam:
    """The engine's one constructor seam for the states and views of a game: it builds each
    through a draft (:func:`~tricktaker.plugin.draft_class`), so that a step costs a few slot
    stores, not a frozen class's ``__init__``."""

    __slots__ = ("state_class", "state_draft", "view_class", "view_draft")

    def __init__(self, state_class: type, view_class: type) -> None:
        self.state_class = state_class
        self.view_class = view_class
        self.state_draft = draft_class(state_class)
        self.view_draft = draft_class(view_class)

    def state(
        self, public: Any, hidden: Any, held: int, trick: tuple[Any, ...], to_act: int | None
    ) -> Any:
        """A state of the game's class from its parts and slots."""
        state = self.state_draft()
        state._public = public
        state._hidden = hidden
        state._held = held
        state.trick = trick
        state.to_act = to_act
        state.__class__ = self.state_class
        return state

    def view(
        self,
        public: Any,
        seen: Any,
        seat: int,
        hand: int,
        trick: tuple[Any, ...],
        to_act: int | None,
    ) -> Any:
        """A view of the game's class from its parts and slots."""
        view = self.view_draft()
        view._public = public
        view._seen = seen
        view.seat = seat
        view._hand = hand
        view.trick = trick
        view.to_act = to_act
        view.__class__ = self.view_class
        return view

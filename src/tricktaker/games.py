"""What every game offers the generic tools (bots, the demo, the command line), and a registry.

A game is a package that builds a :class:`Game` and exposes it as ``GAME``; the registry finds
games through the ``tricktaker.games`` entry-point group, so a new game (in this package or in
another distribution) is added without touching this module.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import EntryPoint, entry_points
from typing import Any, Protocol, runtime_checkable

import attrs

from tricktaker.errors import TricktakerError
from tricktaker.events import Event

__all__ = [
    "Bot",
    "Game",
    "GameState",
    "SeatView",
    "available_games",
    "check_seed",
    "find_game",
    "game_seed",
    "get_game",
    "register_game",
]


@runtime_checkable
class SeatView(Protocol):
    """What one seat may know of a game; enough for a bot to choose an action."""

    @property
    def seat(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    def legal_actions(self) -> tuple[Any, ...]:
        """The actions this seat may take now (empty when it is not this seat's turn)."""
        ...


class GameState(Protocol):
    """The interface every game's immutable ``State`` has."""

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    def legal_actions(self) -> tuple[Any, ...]: ...

    def apply(self, action: Any) -> tuple[Any, tuple[Event, ...]]: ...

    def view(self, seat: int) -> Any: ...


class Bot(Protocol):
    """A computer player: given the view of its seat, it picks one of the legal actions."""

    def choose(self, view: Any) -> Any:
        """An action from ``view.legal_actions()``."""
        ...


@attrs.frozen
class Game:
    """A game as the generic tools see it.

    Attributes:
        name: the registry name, e.g. ``"wizard"``.
        title: the name to show people.
        rules: the game's ``Rules`` class (keyword-only, ``players`` among its fields). An
            attrs class: the command line makes each field an option (``--field-name``),
            described by the field's entry in the class docstring's ``Attributes:`` section.
        start: builds the first state and the events of the first deal from
            ``(rules, seed=...)``.
        bots: bot factories by name; each takes a seed (or None) and returns a :class:`Bot`.
        narrate: a line of text for the events worth printing in a demo, None for the rest.
        describe: the lines that show a seat its table when it is to act in ``tricktaker
            play`` (round, trump, bids, stock, scores: whatever the game has), from the
            seat's view and a label for each seat; the command line adds the trick and the
            hand. None shows the scores only.
    """

    name: str
    title: str
    rules: Callable[..., Any]
    start: Callable[..., tuple[GameState, tuple[Event, ...]]]
    bots: Mapping[str, Callable[[int | None], Bot]]
    narrate: Callable[[Event, Any], str | None]
    describe: Callable[[Any, Sequence[str]], Sequence[str]] | None = None

    def check_bot_names(self, names: Sequence[str]) -> None:
        """Raise :class:`~tricktaker.TricktakerError` unless ``names`` are some of :attr:`bots`.

        >>> from tricktaker import get_game
        >>> get_game("wizard").check_bot_names(["random", "genius"])
        Traceback (most recent call last):
        ...
        tricktaker.TricktakerError: unknown bot genius: Wizard has heuristic, random, search
        """
        unknown = sorted({name for name in names if name not in self.bots})
        if unknown or not names:
            raise TricktakerError(
                f"unknown bot {', '.join(unknown) or repr(','.join(names))}: "
                f"{self.title} has {', '.join(sorted(self.bots))}"
            )


SEED_BITS = 128
"""A seed is an int from ``-(2**128 - 1)`` to ``2**128 - 1``: more than any deal needs, and
short enough that every seed can be written as text and hashed into a deal."""


def check_seed(seed: object) -> int:
    """``seed`` itself if it is a seed (an int of at most :data:`SEED_BITS` bits, not a bool).

    >>> check_seed(7)
    7
    >>> check_seed(10**50)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: seed has 167 bits: a seed is an int of at most 128 bits
    >>> check_seed(True)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: seed must be an int, not True

    Raises:
        TricktakerError: ``seed`` is not an int, or is too large.
    """
    if type(seed) is not int:
        shown = repr(seed)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise TricktakerError(f"seed must be an int, not {shown}")
    if seed.bit_length() > SEED_BITS:
        raise TricktakerError(
            f"seed has {seed.bit_length()} bits: a seed is an int of at most {SEED_BITS} bits"
        )
    return seed


def game_seed(seed: int | None) -> int:
    """The seed a new game keeps: ``seed`` itself, or a fresh one from the OS if it is None.

    A fresh seed has 53 bits, so a JavaScript client reads it back exactly from JSON.

    >>> game_seed(7), 0 <= game_seed(None) < 2**53
    (7, True)

    Raises:
        TricktakerError: ``seed`` is neither None nor a seed (see :func:`check_seed`).
    """
    if seed is None:
        return secrets.randbits(53)
    return check_seed(seed)


_registry: dict[str, Game] = {}
_installed: dict[str, EntryPoint] | None = None  # the entry points, read once (see _scan)


def register_game(game: Game) -> None:
    """Make ``game`` available by name to :func:`get_game` (a later one replaces an earlier)."""
    _registry[game.name] = game


def _scan() -> dict[str, EntryPoint]:
    """The installed games' entry points by name, read from the metadata."""
    global _installed
    _installed = {point.name: point for point in entry_points(group="tricktaker.games")}
    return _installed


def _load(name: str, points: dict[str, EntryPoint]) -> None:
    point = points.get(name)
    if point is not None and name not in _registry:
        game = point.load()
        if isinstance(game, Game):
            register_game(game)


def available_games() -> Sequence[str]:
    """The names of every known game, sorted; this reads the installed games afresh.

    >>> "wizard" in available_games()
    True
    """
    points = _scan()
    for name in points:
        _load(name, points)
    return sorted(_registry)


def find_game(name: str) -> Game | None:
    """The game registered under ``name``, loading it if it is installed; None if unknown.

    The installed games are read once, so an unknown name costs a lookup, whatever it is:
    names from untrusted input are safe here.

    >>> find_game("wizard").title, find_game("chess")
    ('Wizard', None)
    """
    game = _registry.get(name) if type(name) is str else None
    if game is None and type(name) is str:
        _load(name, _installed if _installed is not None else _scan())
        game = _registry.get(name)
    return game


def get_game(name: str) -> Game:
    """The game registered under ``name``.

    >>> get_game("wizard").title
    'Wizard'

    Raises:
        TricktakerError: no game of that name is registered or installed.
    """
    game = find_game(name)
    if game is None:
        known = ", ".join(sorted(_registry)) or "none"
        shown = repr(name)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise TricktakerError(f"no game named {shown}: known games are {known}")
    return game

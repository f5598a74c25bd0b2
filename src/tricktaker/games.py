"""What every game offers the generic tools (bots, the demo, the command line), and a registry.

A game is a package that builds a :class:`Game` and exposes it as ``GAME``; the registry finds
games through the ``tricktaker.games`` entry-point group, so a new game (in this package or in
another distribution) is added without touching this module.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import entry_points
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


def game_seed(seed: int | None) -> int:
    """The seed a new game keeps: ``seed`` itself, or a fresh one from the OS if it is None.

    A fresh seed has 53 bits, so a JavaScript client reads it back exactly from JSON.

    >>> game_seed(7), 0 <= game_seed(None) < 2**53
    (7, True)
    """
    if seed is None:
        return secrets.randbits(53)
    if type(seed) is not int:
        raise TricktakerError(f"seed must be an int or None, not {seed!r}")
    return seed


_registry: dict[str, Game] = {}


def register_game(game: Game) -> None:
    """Make ``game`` available by name to :func:`get_game` (a later one replaces an earlier)."""
    _registry[game.name] = game


def _discover() -> None:
    for point in entry_points(group="tricktaker.games"):
        if point.name not in _registry:
            game = point.load()
            if isinstance(game, Game):
                register_game(game)


def available_games() -> Sequence[str]:
    """The names of every known game, sorted.

    >>> "wizard" in available_games()
    True
    """
    _discover()
    return sorted(_registry)


def get_game(name: str) -> Game:
    """The game registered under ``name``.

    >>> get_game("wizard").title
    'Wizard'
    """
    if name not in _registry:
        _discover()
    try:
        return _registry[name]
    except KeyError:
        known = ", ".join(sorted(_registry)) or "none"
        raise TricktakerError(f"no game named {name!r}: known games are {known}") from None

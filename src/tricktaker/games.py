"""What a game offers the generic tools (the table, bots, the command line), and the registry.

A game is a package that builds a :class:`~tricktaker.Game` and exposes it as ``GAME``. Its
states, views, rules and bots have the shapes of the protocols here (:class:`GameState`,
:class:`SeatView`, :class:`GameRules`, :class:`~tricktaker.Bot`), which a type checker
verifies when the game's ``GAME`` is annotated with its types:
``GAME: Game[Rules, State, View, Action] = Game(...)``.

The registry finds a game by name. The built-in games (:data:`BUILT_IN_GAMES`) are known here
by their module, imported the first time they are asked for; a game of another distribution
is found through the ``tricktaker.games`` entry-point group (``name = "package:GAME"``), read
once; and a program may add one with :func:`~tricktaker.register_game`. None of these needs
installed metadata for the built-in games, so a source checkout on ``PYTHONPATH`` has them
all.
"""

from __future__ import annotations

import enum
import importlib
import secrets
import types
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Any, Generic, Protocol, runtime_checkable

import attrs
from typing_extensions import Self, TypeVar

from tricktaker.cards import Card
from tricktaker.deals import Dealing
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event
from tricktaker.words import PLAIN, Words

if TYPE_CHECKING:
    from tricktaker.serialize import Role

__all__ = [
    "BUILT_IN_GAMES",
    "SEED_BITS",
    "AnyGame",
    "Bot",
    "Game",
    "GameRules",
    "GameState",
    "Refusing",
    "SeatView",
    "Start",
    "available_games",
    "check_seed",
    "choices_of",
    "decider_of",
    "find_game",
    "game_of",
    "game_seed",
    "get_game",
    "register_game",
]

# Every type parameter defaults to Any, so that a bare ``Game`` or ``Bot`` stays a valid
# annotation (what it meant before the protocols were generic).
A = TypeVar("A", default=Any)
A_co = TypeVar("A_co", covariant=True, default=Any)
V = TypeVar("V", default=Any)
V_co = TypeVar("V_co", covariant=True, default=Any)
V_contra = TypeVar("V_contra", contravariant=True, default=Any)
R_contra = TypeVar("R_contra", contravariant=True, default=Any)


class GameRules(Protocol):
    """A game's ``Rules``: an immutable value, keyword-only, with the number of ``players``.

    The rest of its fields are the game's options. The command line makes each one an option
    (``--field-name``) described by the field's entry in the class docstring's
    ``Attributes:`` section, so every field should have one.
    """

    @property
    def players(self) -> int:
        """The number of seats, 0 to ``players - 1``."""
        ...


@runtime_checkable
class SeatView(Protocol[A_co]):
    """What one seat may know of a game (``state.view(seat)``): enough for a bot to choose an
    action and for a frontend to draw the table. ``A_co`` is the game's action type."""

    @property
    def seat(self) -> int:
        """The seat whose view this is."""
        ...

    @property
    def rules(self) -> GameRules:
        """The game's rules."""
        ...

    @property
    def phase(self) -> enum.Enum:
        """The kind of decision awaited (a bid, a card), a member of the game's ``Phase``."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; None once the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards."""
        ...

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        ...

    @property
    def leader(self) -> int:
        """The seat that led (or is to lead) the trick in progress."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """The game totals, by seat."""
        ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won; empty until the game is over."""
        ...

    def legal_actions(self) -> tuple[A_co, ...]:
        """The actions this seat may take now (empty when it is not this seat's turn)."""
        ...

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now; never raises."""
        ...


@runtime_checkable
class GameState(Protocol[A, V_co]):
    """The interface every game's immutable ``State`` has. ``A`` is the game's action type
    (``wizard.Action``), ``V_co`` the type of its views (``wizard.View``).

    ``wizard.State`` is a ``GameState[wizard.Action, wizard.View]``: mypy checks that it has
    every member below, with these types.
    """

    @property
    def rules(self) -> GameRules:
        """The game's rules."""
        ...

    @property
    def seed(self) -> int:
        """The seed of the deals (see :func:`game_seed`)."""
        ...

    @property
    def phase(self) -> enum.Enum:
        """The kind of decision awaited, a member of the game's ``Phase``."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; None once the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards, by seat."""
        ...

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        ...

    @property
    def leader(self) -> int:
        """The seat that led (or is to lead) the trick in progress."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """The game totals, by seat."""
        ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won; empty until the game is over."""
        ...

    def legal_actions(self) -> tuple[A, ...]:
        """The actions ``to_act`` may take, in a canonical order; empty once over."""
        ...

    def is_legal(self, action: object) -> bool:
        """Whether ``apply(action)`` would succeed; never raises."""
        ...

    def apply(self, action: A) -> tuple[Self, tuple[Event, ...]]:
        """The next state and the events that happened; raises
        :class:`~tricktaker.IllegalActionError` for an action not in :meth:`legal_actions`."""
        ...

    def view(self, seat: int) -> V_co:
        """What ``seat`` may know."""
        ...


@runtime_checkable
class Refusing(Protocol):
    """A state or view that says why an action is refused, as the built-in games' do.

    Optional for a game: :func:`~tricktaker.parse_action` and
    :func:`~tricktaker.testing.check_game` use it when it is there.
    """

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error that ``apply(action)`` would raise, or None if the action is legal."""
        ...


class Bot(Protocol[V_contra, A_co]):
    """A computer player: given the view of its seat (a ``V_contra``), it picks one of the
    legal actions (an ``A_co``)."""

    def choose(self, view: V_contra) -> A_co:
        """An action from ``view.legal_actions()``."""
        ...


R = TypeVar("R", bound=GameRules, default=Any)
S = TypeVar("S", bound=GameState, default=Any)
S_co = TypeVar("S_co", bound=GameState, covariant=True, default=Any)


class Start(Protocol[R_contra, S_co]):
    """How a game starts: ``start(rules, seed=seed)`` returns the first state and the events
    of the first deal (``seed`` None draws a fresh one; see :func:`game_seed`)."""

    def __call__(
        self, rules: R_contra, *, seed: int | None = None
    ) -> tuple[S_co, tuple[Event, ...]]: ...


K = TypeVar("K")
T = TypeVar("T")


def read_only(mapping: Mapping[K, T]) -> Mapping[K, T]:
    """A read-only copy of ``mapping``: the registry's mappings (a game's bots, the built-in
    games) cannot be changed by whoever reads them, as a game is shared by every caller.

    >>> bots = read_only({"random": None})
    >>> bots["mine"] = None
    Traceback (most recent call last):
    ...
    TypeError: 'mappingproxy' object does not support item assignment
    """
    return types.MappingProxyType(dict(mapping))


@attrs.frozen
class Game(Generic[R, S, V, A]):
    """A game as the generic tools see it: ``Game[Rules, State, View, Action]``.

    The type parameters are the game's rules, state, view and action types; annotated with
    them, a game's ``GAME`` is checked by mypy: ``start`` builds that state, which has the
    members of :class:`~tricktaker.games.GameState`, the bots are shown those views and return
    those actions, and so on. The registry's games are ``Game[Any, Any, Any, Any]``
    (:data:`~tricktaker.games.AnyGame`).

    Attributes:
        name: the registry name, e.g. ``"wizard"``: lower case, no dots; also the namespace
            of the game's JSON types (``"wizard.State"``).
        title: the name to show people.
        rules: the game's ``Rules`` class (see :class:`~tricktaker.games.GameRules`):
            keyword-only, with defaults, an attrs class whose docstring's ``Attributes:``
            section describes each field (the command line makes each field an option,
            ``--field-name``).
        start: builds the first state and the events of the first deal from
            ``(rules, seed=...)`` (see :class:`~tricktaker.games.Start`).
        bots: bot factories by name; each takes a seed (or None) and returns a
            :class:`~tricktaker.Bot`. ``"random"`` (:class:`~tricktaker.bots.RandomBot`)
            suits any game.
        narrate: a line of text for the events worth printing in a demo, None for the rest;
            called with the event and the rules.
        describe: the lines that show a seat its table when it is to act in ``tricktaker
            play`` (round, trump, bids, stock, scores: whatever the game has), from the
            seat's view and a label for each seat; the command line adds the trick and the
            hand. None shows the scores only.
        dealing: how the game deals (see :class:`~tricktaker.deals.Dealing`), for
            :mod:`tricktaker.chance` and the OpenSpiel adapter, which make each deal a chance
            node; None for a game that offers no explicit chance.
        words: how the game reads to people (:class:`~tricktaker.words.Words`): its seats'
            and teams' names, which way its scores run, how its end reads, the texts of its
            events; a plain game's by default.
    """

    name: str
    title: str
    rules: type[R]
    start: Start[R, S]
    bots: Mapping[str, Callable[[int | None], Bot[V, A]]]
    narrate: Callable[[Event, R], str | None]
    describe: Callable[[V, Sequence[str]], Sequence[str]] | None = None
    dealing: Dealing[R, S] | None = None
    words: Words[R] = PLAIN

    def __attrs_post_init__(self) -> None:
        # A read-only copy: a game is shared by every caller, so none may change its bots.
        # (A converter would hide the bots' types from mypy's attrs plugin.)
        object.__setattr__(self, "bots", read_only(self.bots))

    def new_game(self, rules: R | None = None, *, seed: int | None = None) -> S:
        """The first state of a game with ``rules`` (the default ``Rules()`` if None), dealt
        from ``seed``.

        >>> get_game("szaman").new_game(seed=1).hand_number
        1
        """
        state, _ = self.start(self.rules() if rules is None else rules, seed=seed)
        return state

    @property
    def action_types(self) -> tuple[type, ...]:
        """The classes of the game's actions, as it registered them for JSON
        (:func:`~tricktaker.serialize.register_types`).

        >>> [cls.__name__ for cls in get_game("wizard").action_types]
        ['Bid', 'ChooseTrump', 'Play']
        """
        return self._types("action")

    @property
    def event_types(self) -> tuple[type, ...]:
        """The classes of the game's events, as it registered them for JSON."""
        return self._types("event")

    def _types(self, role: Role) -> tuple[type, ...]:
        from tricktaker.serialize import game_types  # serialize needs this module first

        return game_types(self.name, role)

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


def decider_of(state: Any) -> int | None:
    """The seat that decides now in ``state`` (a game state, a view or a chance state):
    its ``decider`` where the game names one, else ``to_act``; None once the game is over.

    ``to_act`` is the seat whose card is played or whose call is made; in most games that
    seat also chooses it. A game where one seat chooses for another (a declarer playing the
    dummy's cards) gives its states and views a ``decider``; the table, the bots' loops, the
    terminal, the adapters and the web room ask this function whom to ask.

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=1)
    >>> decider_of(state) == state.to_act == 1
    True
    """
    decider: int | None = getattr(state, "decider", state.to_act)
    return decider


def choices_of(view: SeatView[A]) -> tuple[A, ...]:
    """The legal actions of ``view``, for a bot to choose among; a
    :class:`~tricktaker.TricktakerError` if there are none, as for a seat that is not to
    decide now or a game that is over (a bot shown such a view has nothing to answer).

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=1)
    >>> choices_of(state.view(1)) == state.legal_actions()
    True
    >>> choices_of(state.view(2))
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: seat 2 has no action to take now
    """
    legal = view.legal_actions()
    if not legal:
        raise TricktakerError(f"seat {view.seat} has no action to take now")
    return legal


AnyGame = Game[Any, Any, Any, Any]
"""The type of the registry's games, whatever their rules, states, views and actions."""

BUILT_IN_GAMES: Mapping[str, str] = read_only(
    {
        "hearts": "tricktaker.hearts",
        "bridge": "tricktaker.bridge",
        "doppelkopf": "tricktaker.doppelkopf",
        "euchre": "tricktaker.euchre",
        "ohhell": "tricktaker.ohhell",
        "skat": "tricktaker.skat",
        "spades": "tricktaker.spades",
        "szaman": "tricktaker.szaman",
        "tarok": "tricktaker.tarok",
        "whist": "tricktaker.whist",
        "wizard": "tricktaker.wizard",
    }
)
"""The games of this package by name, each the module whose ``GAME`` it is. Imported the
first time one is asked for (``import tricktaker`` imports no game but Wizard and Szaman,
which it re-exports), so the core never depends on a game."""

_registry: dict[str, AnyGame] = {}  # the games loaded or registered, by name
_installed: dict[str, EntryPoint] | None = None  # other packages' entry points, read once


def register_game(game: AnyGame) -> None:
    """Make ``game`` available by name to :func:`get_game` (a later one replaces an earlier,
    a built-in game included).

    A game of another distribution is registered by an entry point instead (see the module),
    so that it is found without being imported first; ``register_game`` suits a game defined
    in a program, a notebook or a test.

    Raises:
        TricktakerError: ``game`` is not a :class:`Game`.
    """
    if not isinstance(game, Game):
        raise TricktakerError(f"register_game takes a Game, not {game!r}")
    _registry[game.name] = game


def _entry_points() -> dict[str, EntryPoint]:
    """Other packages' games by name: the ``tricktaker.games`` entry points, read once."""
    global _installed
    if _installed is None:
        _installed = {point.name: point for point in entry_points(group="tricktaker.games")}
    return _installed


def _load(name: str) -> AnyGame | None:
    """The game ``name`` from the built-in table or an entry point, registered; None if
    neither knows it."""
    module = BUILT_IN_GAMES.get(name)
    if module is not None:
        game = importlib.import_module(module).GAME
        where = f"{module}.GAME"
    else:
        point = _entry_points().get(name)
        if point is None:
            return None
        game = point.load()
        where = f"the entry point {point.name} = {point.value!r}"
    if not isinstance(game, Game) or game.name != name:
        raise TricktakerError(f"{where} is not a tricktaker.Game named {name!r}: {game!r}")
    _registry.setdefault(name, game)  # a game registered meanwhile (by its import) stays
    return _registry[name]


def available_games() -> Sequence[str]:
    """The names of every known game, sorted: the built-in ones, those of other installed
    packages and those registered by the program.

    >>> available_games()  # doctest: +NORMALIZE_WHITESPACE
    ['bridge', 'doppelkopf', 'euchre', 'hearts', 'ohhell', 'skat', 'spades', 'szaman',
     'tarok', 'whist', 'wizard']
    """
    return sorted({*BUILT_IN_GAMES, *_entry_points(), *_registry})


def find_game(name: str) -> AnyGame | None:
    """The game registered under ``name``, loading it the first time; None if unknown.

    The installed games are read once, so an unknown name costs a lookup, whatever it is:
    names from untrusted input are safe here.

    >>> find_game("wizard").title, find_game("chess")
    ('Wizard', None)

    Raises:
        TricktakerError: the module or entry point of ``name`` holds no :class:`~tricktaker.Game` of
            that name (a broken plug-in); whatever importing it raises is not caught.
    """
    if type(name) is not str:
        return None
    game = _registry.get(name)
    return game if game is not None else _load(name)


def get_game(name: str) -> AnyGame:
    """The game registered under ``name``.

    >>> get_game("wizard").title
    'Wizard'

    Raises:
        TricktakerError: no game of that name is known.
    """
    game = find_game(name)
    if game is None:
        known = ", ".join(available_games())
        shown = repr(name)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise TricktakerError(f"no game named {shown}: known games are {known}")
    return game


def game_of(value: object) -> AnyGame:
    """The known game whose rules ``value`` is, or has (a state or a view).

    >>> from tricktaker import szaman
    >>> game_of(szaman.Rules(players=3)).name, game_of(szaman.new_game(seed=1)).title
    ('szaman', 'Szaman')

    Raises:
        TricktakerError: no known game has rules of that type.
    """
    rules = value.rules if isinstance(value, (GameState, SeatView)) else value
    for name in available_games():
        game = get_game(name)
        if type(rules) is game.rules:
            return game
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    raise TricktakerError(f"no known game has the rules of {shown}")

"""What a game gives its search bots, and both search bots made from it.

A game's search needs three things of it: how to draw a world its seat's view allows, how to
value a playout's end for a seat, and which bot plays the playouts out. A :class:`SearchParts`
holds them, with the game's default budgets, and makes the tree search
(:class:`~tricktaker.bots.SearchBot`) and the flat one (:class:`~tricktaker.bots.FlatSearchBot`)
from them, so that each game states its parts once and its ``search_bot`` and
``flat_search_bot`` take the same options as every other game's.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import sys
import types
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, Protocol, overload

import attrs
from typing_extensions import TypedDict, TypeVar, Unpack

from tricktaker.bots.flat import FlatSearchBot
from tricktaker.bots.search import (
    DEFAULT_EXPLORATION,
    Determinize,
    Evaluate,
    SearchBot,
    budget,
)
from tricktaker.games import Bot, GameState, SeatView

__all__ = [
    "FlatOptions",
    "FlatSearchBotFunction",
    "InferringSearchBotFunction",
    "SearchBotFunction",
    "SearchOptions",
    "SearchParts",
    "TreeOptions",
    "flat_search_bot_function",
    "search_bot_function",
    "search_module",
]

S = TypeVar("S", bound=GameState[Any, Any], default=Any)
V = TypeVar("V", bound=SeatView[Any], default=Any)
A = TypeVar("A", default=Any)
F = TypeVar("F", bound=Callable[..., Any])


class TreeOptions(TypedDict, total=False):
    """The options of :class:`~tricktaker.bots.SearchBot` besides its budget, which every
    game's ``search_bot`` passes on as they are (:class:`SearchOptions`)."""

    clock: Callable[[], float]
    """What ``seconds`` are read from (``time.perf_counter`` or ``time.process_time``)."""
    exploration: float
    """UCT's constant, in units of the spread of the values seen."""
    expansion: str
    """Which untried action is expanded first (``"first"`` or ``"policy"``)."""
    widening: float | None
    """Progressive widening below the root; None for none."""
    bank: bool
    """With ``seconds``, spend later the time that decisions leave unspent."""
    sweep: bool
    """Play each world drawn from every root action."""
    halving: bool
    """With ``sweep``, sweep the better half of the root actions in each of the budget's phases."""
    settle: int | None
    """With ``sweep``, end a decision once one root action has done best in every world of
    at least this many."""
    margin: float | None
    """With ``settle``, settle a decision also once no other root action is likely to beat the
    leader by more than this share of the spread of the values seen."""
    others: str
    """How the other seats choose below the root (``"search"`` or ``"policy"``)."""


class SearchOptions(TreeOptions, total=False):
    """The options of every game's ``search_bot`` besides its seed: its budget (in
    :class:`~tricktaker.bots.SearchBot`'s names or the previous release's), and those of
    :class:`TreeOptions`. One left out has the game's default
    (:class:`~tricktaker.bots.SearchParts`) or ``SearchBot``'s.
    """

    simulations: int | None
    """At most this many simulations a decision; None for no limit but ``seconds``."""
    seconds: float | None
    """Stop searching after this many seconds a decision."""
    playouts: int | None
    """The previous release's name of ``simulations`` (:func:`~tricktaker.bots.search.budget`)."""
    time_ms: float | None
    """The previous release's budget in milliseconds, instead of ``seconds``."""


class FlatOptions(TypedDict, total=False):
    """The options of every game's ``flat_search_bot`` besides its seed
    (:class:`~tricktaker.bots.FlatSearchBot`'s budget)."""

    playouts: int | None
    """At most this many playouts a decision; None for no limit but ``time_ms``."""
    time_ms: float | None
    """Stop drawing worlds after this many milliseconds a decision."""


@attrs.frozen
class SearchParts(Generic[S, V, A]):
    """A game's parts of a search, and its default budgets: a game states them once, and its
    ``search_bot`` and ``flat_search_bot`` are theirs (a new game's may be registered as they
    are, ``bots={"search": parts.search_bot}``).

    Attributes:
        determinize: builds a full state consistent with a view
            (:data:`~tricktaker.bots.search.Determinize`).
        evaluate: values a playout's end for a seat (:data:`~tricktaker.bots.search.Evaluate`).
        policy: makes the bot that plays the playouts out, from a seed (the game's heuristic).
        simulations: the tree search's simulations a decision when none are given.
        exploration: the tree search's UCT constant when none is given.
        playouts: the flat search's playouts a decision when none are given.

    >>> from tricktaker import wizard
    >>> from tricktaker.wizard.bots import SEARCH
    >>> SEARCH.simulations, SEARCH.playouts
    (100, 32)
    >>> bot = SEARCH.search_bot(seed=1, simulations=20, sweep=True)
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
    >>> view = state.view(state.to_act)
    >>> bot.choose(view) in view.legal_actions()
    True
    """

    determinize: Determinize[V, S]
    evaluate: Evaluate[S]
    policy: Callable[[int | None], Bot[V, A]]
    simulations: int = 100
    exploration: float = DEFAULT_EXPLORATION
    playouts: int = 32

    def search_bot(
        self, seed: int | None = None, **options: Unpack[SearchOptions]
    ) -> SearchBot[S, V, A]:
        """The tree search with these parts (:class:`~tricktaker.bots.SearchBot`); the budget
        may be given by the previous release's names (:func:`~tricktaker.bots.search.budget`)."""
        _refuse_unknown(options, SearchOptions.__optional_keys__)
        count, limit = budget(
            options.pop("simulations", self.simulations),
            options.pop("seconds", None),
            options.pop("playouts", None),
            options.pop("time_ms", None),
        )
        options.setdefault("exploration", self.exploration)
        rest: TreeOptions = options  # the budget's keys are popped: SearchBot's own remain
        return SearchBot(
            determinize=self.determinize,
            evaluate=self.evaluate,
            policy=self.policy,
            simulations=count,
            seconds=limit,
            seed=seed,
            **rest,
        )

    def flat_search_bot(
        self, seed: int | None = None, **options: Unpack[FlatOptions]
    ) -> FlatSearchBot[S, V, A]:
        """The flat search with these parts (:class:`~tricktaker.bots.FlatSearchBot`)."""
        _refuse_unknown(options, FlatOptions.__optional_keys__)
        options.setdefault("playouts", self.playouts)
        return FlatSearchBot(
            determinize=self.determinize,
            evaluate=self.evaluate,
            policy=self.policy,
            seed=seed,
            **options,
        )


def _refuse_unknown(options: Mapping[str, object], allowed: Iterable[str]) -> None:
    """A TypeError naming the first of ``options`` not ``allowed``, and those allowed."""
    unknown = [name for name in options if name not in allowed]
    if unknown:
        raise TypeError(
            f"unexpected option {unknown[0]!r}; the options are {', '.join(sorted(allowed))}"
        )


class SearchBotFunction(Protocol):
    """A game's ``search_bot`` (:func:`search_bot_function`): its tree search, from a seed and
    the options of every game's (:class:`SearchOptions`)."""

    def __call__(
        self, seed: int | None = None, **options: Unpack[SearchOptions]
    ) -> SearchBot: ...  # pragma: no cover


class InferringSearchBotFunction(Protocol):
    """A bidding game's ``search_bot`` (:func:`search_bot_function` given ``inference``): as
    :class:`SearchBotFunction`, and with ``inference`` its worlds weighed by the bids made."""

    def __call__(
        self, seed: int | None = None, *, inference: bool = False, **options: Unpack[SearchOptions]
    ) -> SearchBot: ...  # pragma: no cover


class FlatSearchBotFunction(Protocol):
    """A game's ``flat_search_bot`` (:func:`flat_search_bot_function`): its flat search, from a
    seed and the options of every game's (:class:`FlatOptions`)."""

    def __call__(
        self, seed: int | None = None, **options: Unpack[FlatOptions]
    ) -> FlatSearchBot: ...  # pragma: no cover


def _example(module: str, bot: str) -> str:
    """The doctest of a game's ``bot`` made with a small budget: a legal choice."""
    game = module.split(".")[-2]  # tricktaker.GAME.search
    budget = "simulations" if bot == "search_bot" else "playouts"
    return f""">>> from tricktaker import {game}
>>> state = {game}.new_game({game}.Rules(), seed=3)
>>> view = state.view(state.to_act)
>>> {bot}(seed=1, {budget}=4).choose(view) in view.legal_actions()
True"""


def _named(function: F, module: str, name: str, doc: str) -> F:
    """``function`` as ``module``'s ``name`` with ``doc``: where the API reference and the
    doctests find it."""
    function.__module__, function.__name__, function.__qualname__ = module, name, name
    function.__doc__ = doc
    return function


def _parts(module: str) -> SearchParts[Any, Any, Any]:
    """The ``SEARCH`` of ``module``, read when a bot is made (so that a test may replace it)."""
    parts: SearchParts[Any, Any, Any] = getattr(sys.modules[module], "SEARCH")  # noqa: B009
    return parts


def _possessive(game: str) -> str:
    return f"{game}'" if game.endswith("s") else f"{game}'s"


@overload
def search_bot_function(
    *, module: str, game: str, horizon: str, value: str, about: str = "", inference: None = None
) -> SearchBotFunction: ...
@overload
def search_bot_function(
    *, module: str, game: str, horizon: str, value: str, about: str = "",
    inference: Determinize[Any, Any],
) -> InferringSearchBotFunction: ...  # fmt: skip
def search_bot_function(
    *, module: str, game: str, horizon: str, value: str, about: str = "",
    inference: Determinize[Any, Any] | None = None,
) -> SearchBotFunction | InferringSearchBotFunction:  # fmt: skip
    """The ``search_bot`` of the game of ``module`` (its search module's ``__name__``): the
    tree search of the module's ``SEARCH`` (:meth:`~tricktaker.bots.SearchParts.search_bot`,
    the parts read as the bot is made), documented as the game's: ``game`` its name in the
    text, ``horizon`` the end of its round, hand or board, ``value`` the name of the
    ``evaluate`` of its ``SEARCH``, ``about`` the game's measured facts. Given ``inference``,
    worlds that weigh the bids made, it takes ``inference=True`` to search on them instead.

    >>> search_bot = search_bot_function(
    ...     module="tricktaker.spades.bots", game="Spades", horizon="hand", value="hand_value")
    >>> search_bot.__module__, search_bot.__doc__.split(":")[0]
    ('tricktaker.spades.bots', "Spades' search bot")
    """
    weighed = " With ``inference`` its worlds are weighed by the bids made (:func:`determinize`)."
    doc = (
        f"{_possessive(game)} search bot: information-set Monte Carlo tree search with heuristic "
        f"rollouts to the end of the {horizon}, valued by :func:`~{module}.{value}` (see "
        ":class:`~tricktaker.bots.SearchBot`). Its ``options`` are those of every game's "
        "(:class:`~tricktaker.bots.parts.SearchOptions`), with this game's defaults "
        f"(:data:`~{module}.SEARCH`).{'' if inference is None else weighed}"
    )
    about = inspect.cleandoc(about)
    doc = "\n\n".join(part for part in (doc, about, _example(module, "search_bot")) if part)
    if inference is None:

        def search_bot(seed: int | None = None, **options: Unpack[SearchOptions]) -> SearchBot:
            return _parts(module).search_bot(seed, **options)

        return _named(search_bot, module, "search_bot", doc)
    inferring = inference

    def inferring_search_bot(
        seed: int | None = None, *, inference: bool = False, **options: Unpack[SearchOptions]
    ) -> SearchBot:
        parts = _parts(module)
        if inference:
            parts = attrs.evolve(parts, determinize=inferring)
        return parts.search_bot(seed, **options)

    return _named(inferring_search_bot, module, "search_bot", doc)


def flat_search_bot_function(*, module: str, game: str, value: str) -> FlatSearchBotFunction:
    """The ``flat_search_bot`` of the game of ``module`` (as :func:`search_bot_function`
    says): the flat search of the module's ``SEARCH``
    (:meth:`~tricktaker.bots.SearchParts.flat_search_bot`), documented as the game's
    baseline."""
    doc = (
        f"{_possessive(game)} previous search bot, kept as a baseline: flat heuristic playouts "
        f"valued by :func:`~{module}.{value}` (see :class:`~tricktaker.bots.FlatSearchBot`)."
        "\n\n"
    ) + _example(module, "flat_search_bot")

    def flat_search_bot(seed: int | None = None, **options: Unpack[FlatOptions]) -> FlatSearchBot:
        return _parts(module).flat_search_bot(seed, **options)

    return _named(flat_search_bot, module, "flat_search_bot", doc)


def search_module(package: str) -> types.ModuleType:
    """The module of the game ``package`` that makes its search bots (``SEARCH``,
    ``search_bot``, ``flat_search_bot``): its ``search`` module, or its ``bots`` where the
    game keeps all its bots in one module.

    >>> search_module("tricktaker.wizard").__name__, search_module("tricktaker.szaman").__name__
    ('tricktaker.wizard.bots', 'tricktaker.szaman.search')
    """
    found = importlib.util.find_spec(f"{package}.search") is not None
    return importlib.import_module(f"{package}.{'search' if found else 'bots'}")

"""A game's ``start``, ``new_game`` and ``deal_round`` on the engine: the checks of what a
caller gives (the rules, the seed, a given deal) and the first state of a deal; and
:func:`~tricktaker.engine.entry_points`, which makes a game's three typed functions, once
for every game."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, TypeVar

import attrs

from tricktaker.cards import Card
from tricktaker.deals import (
    as_hands,
    check_deal_number,
    check_dealt_cards,
    check_hand_sizes,
    check_scores,
)
from tricktaker.engine.game import Dealt
from tricktaker.errors import RulesError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import check_seed, game_seed
from tricktaker.masks import mask_of

__all__ = [
    "DealRoundFunction",
    "GivenDeal",
    "NewGameFunction",
    "StartFunction",
    "deal_numbered",
    "entry_points",
    "starting",
]

R = TypeVar("R")
S = TypeVar("S")
D = TypeVar("D")
R_contra = TypeVar("R_contra", contravariant=True)
D_contra = TypeVar("D_contra", contravariant=True)
S_co = TypeVar("S_co", covariant=True)


def _checked_rules(game: Any, rules_class: type, rules: object) -> Any:
    if rules is None:
        return rules_class()
    if not isinstance(rules, rules_class):
        article = "an" if game.title[0] in "AEIOU" else "a"
        raise TricktakerError(f"{article} {game.title} game needs {game.name}.Rules, not {rules!r}")
    return rules


def _checked_deal(game: Any, deal_class: type, deal: object) -> Any:
    if not isinstance(deal, deal_class):
        raise TricktakerError(f"deal must be a {game.name}.Deal, not {deal!r}")
    return deal


def starting(
    game: Any, rules_class: type, rules: object, seed: int | None, deal_class: type, deal: object
) -> tuple[Any, tuple[Event, ...]]:
    """A game's first state and the events of its first deal: ``game.start`` once the
    ``rules`` (None for the defaults), the ``seed`` (None for a fresh one) and the given
    ``deal`` (or None) are checked."""
    rules = _checked_rules(game, rules_class, rules)
    seed = game_seed(seed)
    if deal is None:
        return game.start(rules, seed)  # type: ignore[no-any-return]
    _checked_deal(game, deal_class, deal).check(rules)
    return game.start(rules, seed, deal.dealt())  # type: ignore[attr-defined, no-any-return]


def deal_numbered(
    game: Any,
    rules_class: type,
    rules: object,
    number: int,
    deal_class: type,
    deal: object,
    scores: Sequence[int],
    seed: int,
) -> tuple[Any, tuple[Event, ...]]:
    """Deal ``number`` of a game of ``rules`` laid out from the given ``deal``, with the
    totals ``scores``, dealt by the seat a seeded game has dealing it: a game's public
    ``deal_round``. Raises :class:`~tricktaker.RulesError` for no such deal, scores that are
    not an int a seat, or a deal that does not fit; :class:`~tricktaker.TricktakerError` for
    rules, a deal or a seed of the wrong type."""
    if not isinstance(rules, rules_class):
        article = "an" if game.title[0] in "AEIOU" else "a"
        raise TricktakerError(
            f"{article} {game.title} round needs {game.name}.Rules, not {rules!r}"
        )
    _checked_deal(game, deal_class, deal)
    first = game.first_number(rules)
    check_deal_number(number, first + game.deals(rules) - 1, game.number_word, first=first)
    totals = check_scores(scores, rules.players)  # type: ignore[attr-defined]
    deal.check(rules, number)  # type: ignore[attr-defined]
    dealer = game.dealer(rules, number)
    return game.deal_state(rules, check_seed(seed), number, dealer, totals, deal.dealt())  # type: ignore[attr-defined, no-any-return]


@attrs.frozen
class GivenDeal:
    """The base of a game's ``Deal``: a deal's cards given rather than shuffled (for
    duplicate play, puzzles and explicit chance): ``hands`` by seat, the ``rest`` dealt to no
    one, in order, and the card ``turned`` for trump if the game turns one (the last card
    dealt, or the first of the rest). A game subclasses it, naming its engine as ``game``.

    Raises:
        RulesError: a card that is not of the game's deck, or one given twice.
    """

    game: ClassVar[Any]
    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    rest: tuple[Card, ...] = attrs.field(default=(), converter=tuple)
    turned: Card | None = None

    def __attrs_post_init__(self) -> None:
        cards = (*(card for hand in self.hands for card in hand), *self.rest)
        check_dealt_cards(cards, frozenset(self.game.deck), f"{self.game.title}'s deck")

    def check(self, rules: Any, number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits deal ``number`` of a
        game of ``rules``: a hand a seat of the deal's size, the rest of its size, and the
        turned card where the game turns it (:meth:`~tricktaker.engine.TrickGame.dealt_from`)."""
        game = self.game
        when = f"{game.number_word} {number}"
        dealer = game.dealer(rules, number)
        check_hand_sizes(self.hands, rules.players, game.hand_size(rules, number), when,
                         game.dealt_in(rules, dealer))  # fmt: skip
        if len(self.rest) != game.rest_size(rules, number):
            raise RulesError(f"Deal: {len(self.rest)} cards besides the hands; {when} leaves "
                             f"{game.rest_size(rules, number)}")  # fmt: skip
        try:
            game.dealt_from(self.dealt().hands, _Table(self, rules, dealer))
        except TricktakerError as error:
            raise RulesError(f"Deal: {error}") from None

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), self.rest, self.turned)


class _Table:
    """A given deal as a position shows it (its rules, its dealer, nothing played yet), for
    a game's ``dealt_from``."""

    def __init__(self, deal: GivenDeal, rules: Any, dealer: int) -> None:
        self.rules, self.dealer, self.trump_card = rules, dealer, deal.turned
        self.played, self.trick = (), ()


class StartFunction(Protocol[R_contra, D_contra, S_co]):
    """The type of a game's ``start``: rules (None for the defaults), a seed (None for a
    fresh one) and a given deal (None to deal from the seed) to a first state and its events."""

    def __call__(
        self,
        rules: R_contra | None = None,
        *,
        seed: int | None = None,
        deal: D_contra | None = None,
    ) -> tuple[S_co, tuple[Event, ...]]: ...


class NewGameFunction(Protocol[R_contra, D_contra, S_co]):
    """The type of a game's ``new_game``: its ``start`` without the events."""

    def __call__(
        self,
        rules: R_contra | None = None,
        *,
        seed: int | None = None,
        deal: D_contra | None = None,
    ) -> S_co: ...


class DealRoundFunction(Protocol[R_contra, D_contra, S_co]):
    """The type of a game's ``deal_round``: deal ``number`` laid out from a given deal, with
    the totals so far, to its first state and events."""

    def __call__(
        self, rules: R_contra, number: int, deal: D_contra, *, scores: Sequence[int], seed: int = 0
    ) -> tuple[S_co, tuple[Event, ...]]: ...


def entry_points(
    game: Any, rules_class: type[R], state_class: type[S], deal_class: type[D]
) -> tuple[StartFunction[R, D, S], NewGameFunction[R, D, S], DealRoundFunction[R, D, S]]:
    """A game's ``start``, ``new_game`` and ``deal_round``, typed with its ``rules_class``,
    ``state_class`` and ``deal_class`` (a :class:`GivenDeal`, or a class with its ``check``
    and ``dealt``), and named, annotated and documented as functions of the module that
    defines ``deal_class``: the same three functions of every game on the engine, made here
    once (:func:`starting` and :func:`deal_numbered` check what a caller gives).

    A game's module unpacks them:
    ``start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)``.
    """
    module = deal_class.__module__
    package = module  # the package a user imports: the module's, or the module if a package
    if not hasattr(sys.modules.get(module), "__path__"):
        package = module.rpartition(".")[0] or module
    word = game.number_word
    optional_rules, optional_deal = rules_class | None, deal_class | None
    result = tuple[state_class, tuple[Event, ...]]  # type: ignore[valid-type]

    def start(
        rules: R | None = None, *, seed: int | None = None, deal: D | None = None
    ) -> tuple[S, tuple[Event, ...]]:
        return starting(game, rules_class, rules, seed, deal_class, deal)

    def new_game(rules: R | None = None, *, seed: int | None = None, deal: D | None = None) -> S:
        return start(rules, seed=seed, deal=deal)[0]

    def deal_round(
        rules: R, number: int, deal: D, *, scores: Sequence[int], seed: int = 0
    ) -> tuple[S, tuple[Event, ...]]:
        return deal_numbered(game, rules_class, rules, number, deal_class, deal, scores, seed)

    given = {"rules": optional_rules, "seed": int | None, "deal": optional_deal}
    docs = {
        start: f"""A new game dealt for its first {word}, and the events of that deal.

        ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
        ``deal`` (a :class:`~{package}.Deal`) gives the first {word}'s cards instead (later
        ones are dealt from the seed).

        >>> from {package} import new_game, start
        >>> state, events = start(seed=5)
        >>> state.seed, state == new_game(seed=5), len(events) > 0
        (5, True, True)

        Raises:
            RulesError: a deal that does not fit the first {word}.
            TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
        """,
        new_game: f"""A new game dealt for its first {word} (see :func:`~{package}.start`).

        >>> from {package} import new_game
        >>> state = new_game(seed=7)
        >>> state.seed, state.is_over
        (7, False)
        """,
        deal_round: f"""{word.capitalize()} ``number`` laid out from ``deal``, with the totals
        ``scores``: its first state and the events of its deal (explicit chance).

        The {word} is the one a seeded game reaches, dealt by the seat that deals it there;
        the {word}s after it are dealt from ``seed`` when its states are played on
        (:mod:`tricktaker.chance` starts every {word} here).

        Raises:
            RulesError: no such {word}, scores that are not an int a seat, or a deal that does
                not fit the {word}.
            TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
        """,
    }
    hints: dict[Any, dict[str, Any]] = {
        start: {**given, "return": result},
        new_game: {**given, "return": state_class},
        deal_round: {
            "rules": rules_class, "number": int, "deal": deal_class,
            "scores": Sequence[int], "seed": int, "return": result,
        },
    }  # fmt: skip
    for function, doc in docs.items():
        function.__module__, function.__qualname__ = module, function.__name__
        function.__doc__ = inspect.cleandoc(doc)
        function.__annotations__ = hints[function]
    return start, new_game, deal_round

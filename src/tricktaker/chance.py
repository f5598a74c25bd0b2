"""Explicit chance: every deal a chance node whose cards the caller chooses.

A seeded game deals inside its state's ``apply``: the cards of every round or hand come from the
seed. Tree search over the deals, and frameworks such as OpenSpiel, want to see the deal
instead, as *chance nodes* with their outcomes and probabilities. A :class:`State` of this
module is such a game: while a deal is in progress it is a chance node, and each
:meth:`~State.apply` deals one card, chosen by the caller from :meth:`~State.chance_outcomes`
(every card not dealt yet, each as likely as the others); once the deal is complete it holds
the game's own state (:attr:`~State.game_state`) and takes the game's actions, until the
next deal. :meth:`~State.deal` lays out a whole deal at once, and
:meth:`~State.deal_probability` gives its probability.

Seeded play is untouched: a game's ``State.apply`` deals from the seed as it always did.
This wrapper asks the game's :class:`~tricktaker.deals.Dealing` (its
:class:`~tricktaker.Game`'s ``dealing``) how it deals: cards are dealt seat by seat (seat
0's hand first), then the rest of the deal in order (Wizard's and Oh Hell's trump card,
Szaman's stock, top card first).

>>> from tricktaker import Card, chance, wizard
>>> state = chance.new_game("wizard", wizard.Rules(players=3))
>>> state.is_chance, len(state.chance_outcomes()), state.chance_outcomes()[0]
(True, 60, (Card.parse('2♣'), Fraction(1, 60)))
>>> for code in ("AS", "N1", "KH", "W2"):  # seat 0, 1 and 2, then the card turned
...     state, events = state.apply(Card.parse(code))
>>> state.is_chance, state.to_act, state.game_state.phase  # a Wizard turned: seat 0 names trump
(False, 0, <Phase.CHOOSE_TRUMP: 'choose_trump'>)
>>> [type(event).__name__ for event in events]
['RoundStarted', 'TrumpTurned']
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import attrs
from typing_extensions import Self

from tricktaker.cards import Card
from tricktaker.deals import Dealing
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import AnyGame, check_seed, decider_of, game_of, get_game
from tricktaker.plugin import builder

__all__ = ["State", "from_state", "new_game"]


@attrs.frozen(kw_only=True, weakref_slot=False)
class State:
    """A game whose deals are chance nodes: a value that never changes, like a game's state.

    While a deal is in progress (:attr:`is_chance`), :attr:`game_state` is None and
    :meth:`apply` takes a :class:`~tricktaker.Card` from :meth:`chance_outcomes`; otherwise
    :meth:`apply` takes the game's actions and passes them to :attr:`game_state`, and an action
    that ends a round or hand leads to the next deal's chance node (the game's state would
    have dealt it from the seed; that deal and its events are dropped).

    Attributes:
        rules: the game's rules.
        seed: the seed kept by the game's states (it deals nothing here, but a
            :attr:`game_state` played on by itself deals its later rounds from it).
        number: the deal in progress or being played: the round (Wizard, Oh Hell) or the
            hand (Szaman), from 1.
        totals: while dealing, the game totals before this deal; empty once it is dealt.
        dealt: while dealing, the cards of this deal so far, in the order dealt; empty once
            it is dealt.
        game_state: the game's own state once the deal is complete; None while dealing.
    """

    rules: Any
    seed: int
    number: int
    totals: tuple[int, ...] = ()
    dealt: tuple[Card, ...] = ()
    game_state: Any = None

    # A value: copies may share it (OpenSpiel deep-copies the states it clones).
    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    @property
    def is_chance(self) -> bool:
        """True at a chance node (a deal in progress, a card to be dealt)."""
        return self.game_state is None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.game_state is not None and bool(self.game_state.is_over)

    @property
    def decider(self) -> int | None:
        """The seat that decides now (see :func:`~tricktaker.games.decider_of`); None at a
        chance node and once over."""
        return None if self.game_state is None else decider_of(self.game_state)

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; None at a chance node and once the game is over."""
        return None if self.game_state is None else self.game_state.to_act

    @property
    def scores(self) -> tuple[int, ...]:
        """The game totals now, by seat."""
        return self.totals if self.game_state is None else self.game_state.scores

    @property
    def game(self) -> AnyGame:
        """The game being played."""
        return _game(self.rules)

    def deal_sizes(self) -> tuple[int, int]:
        """How many cards each hand, and the rest, hold in this deal.

        >>> from tricktaker import szaman
        >>> new_game("szaman", szaman.Rules(players=3)).deal_sizes()
        (8, 30)
        """
        return _dealing(self.rules).sizes(self.rules, self.number)

    def legal_actions(self) -> tuple[Any, ...]:
        """The game's actions that ``to_act`` may take (empty at a chance node)."""
        return () if self.game_state is None else self.game_state.legal_actions()

    def chance_outcomes(self) -> tuple[tuple[Card, Fraction], ...]:
        """The cards that may be dealt next, each with its probability (all the same: one
        over the number of cards not dealt yet), in the order of the game's deck; empty
        when this is not a chance node.

        >>> from tricktaker import ohhell
        >>> outcomes = new_game("ohhell", ohhell.Rules(players=3)).chance_outcomes()
        >>> len(outcomes), sum(p for _, p in outcomes)
        (52, Fraction(1, 1))
        """
        left = self.undealt()
        if not left:
            return ()
        probability = Fraction(1, len(left))
        return tuple([(card, probability) for card in left])

    def undealt(self) -> tuple[Card, ...]:
        """The cards that may be dealt next, in the order of the game's deck (the outcomes
        of :meth:`chance_outcomes` without their probabilities); empty when this is not a
        chance node.

        >>> from tricktaker import Card, wizard
        >>> state, _ = new_game("wizard", wizard.Rules(players=3)).apply(Card.parse("2C"))
        >>> len(state.undealt()), state.undealt()[0]
        (59, Card.parse('3♣'))
        """
        if self.game_state is not None:
            return ()
        deck = _deck(self.rules)
        if not self.dealt:
            return deck.cards
        dealt = set(self.dealt)
        return tuple([card for card in deck.cards if card not in dealt])

    def apply(self, action: Any) -> tuple[State, tuple[Event, ...]]:
        """The state after ``action`` and the events it caused: at a chance node the card
        dealt next (the deal's events come with its last card), otherwise an action of the
        game's.

        Raises:
            IllegalActionError: a value that is not a card left to deal at a chance node
                (code ``malformed`` for no card of the deck, ``illegal`` for a card already
                dealt), or an action the game refuses; this state is unchanged.
        """
        if self.game_state is None:
            return self._deal_card(action)
        state, events = self.game_state.apply(action)
        dealing = _dealing(self.rules)
        if state.is_over or dealing.number(state) == self.number:
            return _playing(self.rules, self.seed, self.number, state), events
        # The game dealt the next deal from the seed: drop that deal and the events it gave
        # (as many as the game's start gives for the same cards); deal it by chance instead.
        hands, rest = dealing.dealt(state)
        _, dealt_events = dealing.start(
            self.rules, self.number + 1, hands, rest, scores=state.scores, seed=self.seed
        )
        kept = events[: len(events) - len(dealt_events)]
        return State(
            rules=self.rules, seed=self.seed, number=self.number + 1, totals=state.scores
        ), kept

    def deal(
        self, hands: Sequence[Sequence[Card]], rest: Sequence[Card] = ()
    ) -> tuple[State, tuple[Event, ...]]:
        """The whole of this deal at once: ``hands`` by seat (in any order within a hand)
        and the ``rest`` in order; the state that waits for the deal's first decision, and
        the deal's events. Its probability is :meth:`deal_probability`.

        >>> from tricktaker import Card, parse_cards, wizard
        >>> state = new_game("wizard", wizard.Rules(players=3))
        >>> hands = [parse_cards("AS"), parse_cards("N1"), parse_cards("KH")]
        >>> state.deal_probability(hands, [Card.parse("8H")])
        Fraction(1, 11703240)
        >>> state, events = state.deal(hands, [Card.parse("8H")])
        >>> state.game_state.trump, state.to_act
        (<Suit.HEARTS: 2>, 1)

        Raises:
            IllegalActionError: not a chance node with nothing dealt yet (code
                ``wrong_phase``), or cards that are not a deal of this round or hand (code
                ``malformed``): hands of the wrong sizes, a card twice, a card of another
                deck. This state is unchanged.
        """
        cards = self._whole_deal(hands, rest)
        return self._start(cards)

    def deal_probability(
        self, hands: Sequence[Sequence[Card]], rest: Sequence[Card] = ()
    ) -> Fraction:
        """The probability that dealing this deal a card at a time gives these ``hands``
        (each in any order) and this ``rest`` (in this order).

        >>> from tricktaker import szaman
        >>> from tricktaker.cards import SZAMAN_DECK
        >>> state = new_game("szaman", szaman.Rules(players=2))
        >>> p = state.deal_probability([SZAMAN_DECK[:8], SZAMAN_DECK[8:16]], SZAMAN_DECK[16:])
        >>> p == Fraction(math.factorial(8) ** 2, math.factorial(54))
        True

        Raises:
            IllegalActionError: as :meth:`deal` does.
        """
        cards = self._whole_deal(hands, rest)
        size, _ = self.deal_sizes()
        dealing = _dealing(self.rules)
        deck = len(dealing.deck(self.rules))
        orders = math.factorial(size) ** len(dealing.seats_dealt(self.rules, self.number))
        return Fraction(orders, math.perm(deck, len(cards)))

    # -- the deal ------------------------------------------------------------------------------

    def _deal_card(self, card: object) -> tuple[State, tuple[Event, ...]]:
        rules = self.rules
        deck = _deck(rules)
        left = deck.total(self.number) - len(self.dealt)
        if type(card) is not Card or card not in deck.members:
            raise IllegalActionError(
                f"cannot deal {_shown(card)}: a chance node takes a card of the "
                f"{_game(rules).title} deck ({left} cards left to deal in this deal)",
                code="malformed",
            )
        if card in self.dealt:
            raise IllegalActionError(
                f"cannot deal {card}: it is dealt already ({left} cards left to deal in this deal)",
                code="illegal",
            )
        dealt = self.dealt + (card,)
        if left > 1:
            return _dealing_state(rules, self.seed, self.number, self.totals, dealt), ()
        return self._start(dealt)

    def _start(self, dealt: tuple[Card, ...]) -> tuple[State, tuple[Event, ...]]:
        """The deal laid out from ``dealt``, all its cards in the order dealt."""
        rules = self.rules
        dealing = _dealing(rules)
        hands, rest = dealing.split(rules, self.number, dealt)
        state, events = dealing.start(
            rules, self.number, hands, rest, scores=self.totals, seed=self.seed
        )
        return _playing(rules, self.seed, self.number, state), events

    def _whole_deal(
        self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]
    ) -> tuple[Card, ...]:
        """The cards of a whole deal in the order dealt, checked to be one."""
        if self.game_state is not None or self.dealt:
            raise IllegalActionError(
                "cannot deal a whole deal: "
                + ("this deal is complete" if self.game_state is not None else "it has begun")
                + " (a whole deal is given at a chance node with nothing dealt yet)",
                code="wrong_phase",
            )
        rules = self.rules
        dealing = _dealing(rules)
        size, extra = dealing.sizes(rules, self.number)
        try:
            hands = tuple(tuple(hand) for hand in hands)
            rest = tuple(rest)
        except TypeError:
            raise IllegalActionError(
                f"cannot deal {_shown(hands)} and {_shown(rest)}: a deal is a sequence of "
                "hands and a sequence of other cards",
                code="malformed",
            ) from None
        seats = dealing.seats_dealt(rules, self.number)
        sizes = [size if seat in seats else 0 for seat in range(rules.players)]
        if [len(hand) for hand in hands] != sizes:
            raise IllegalActionError(
                f"cannot deal hands of {[len(hand) for hand in hands]} cards: this deal gives "
                + (f"{rules.players} hands of {size}" if len(seats) == rules.players else
                   f"hands of {sizes} cards"),
                code="malformed",
            )  # fmt: skip
        if len(rest) != extra:
            raise IllegalActionError(
                f"cannot deal {len(rest)} cards besides the hands: this deal has {extra}",
                code="malformed",
            )
        cards = tuple(card for hand in hands for card in hand) + rest
        deck = frozenset(dealing.deck(rules))
        seen: set[Card] = set()
        for card in cards:
            if type(card) is not Card or card not in deck:
                raise IllegalActionError(
                    f"cannot deal {_shown(card)}: not a card of the {_game(rules).title} deck",
                    code="malformed",
                )
            if card in seen:
                raise IllegalActionError(f"cannot deal {card} twice", code="malformed")
            seen.add(card)
        return cards


def new_game(game: str | AnyGame, rules: Any = None, *, seed: int = 0) -> State:
    """A game of ``game`` (a name or a :class:`~tricktaker.Game`) with ``rules`` (its
    default ``Rules()`` if None), at the chance node of its first deal.

    >>> from tricktaker import szaman
    >>> state = new_game("szaman", szaman.Rules(players=3), seed=4)
    >>> state.is_chance, state.number, state.scores, state.deal_sizes()
    (True, 1, (0, 0, 0), (8, 30))

    Raises:
        TricktakerError: no such game, a game that gives no
            :class:`~tricktaker.deals.Dealing`, rules of another game, or a bad seed.
    """
    found = game if not isinstance(game, str) else get_game(game)
    if rules is None:
        rules = found.rules()
    if type(rules) is not found.rules:
        raise TricktakerError(f"{found.title} needs {found.rules.__qualname__}, not {rules!r}")
    first = _dealing(rules, found).first_number(rules)
    return State(rules=rules, seed=check_seed(seed), number=first, totals=(0,) * rules.players)


def from_state(game_state: Any) -> State:
    """A game's state (dealt from its seed, or by this module) as a :class:`State`, whose
    later deals are chance nodes.

    >>> from tricktaker import wizard
    >>> state = from_state(wizard.new_game(wizard.Rules(players=3), seed=2))
    >>> state.is_chance, state.number, state.to_act
    (False, 1, 1)

    Raises:
        TricktakerError: not a state of a known game that gives a
            :class:`~tricktaker.deals.Dealing`.
    """
    rules = getattr(game_state, "rules", None)
    dealing = _dealing(rules, game_of(game_state))
    return _playing(rules, game_state.seed, dealing.number(game_state), game_state)


# -- helpers -------------------------------------------------------------------------------------

_GAMES: dict[type, AnyGame] = {}  # each rules type's game, found once


def _game(rules: object) -> AnyGame:
    kind = type(rules)
    game = _GAMES.get(kind)
    if game is None:
        game = _GAMES[kind] = game_of(rules)
    return game


def _dealing(rules: object, game: AnyGame | None = None) -> Dealing:
    game = _game(rules) if game is None else game
    if game.dealing is None:
        raise TricktakerError(
            f"{game.title} has no explicit chance: its Game gives no dealing "
            "(a tricktaker.deals.Dealing)"
        )
    return game.dealing


class _Deck:
    """A rule set's deck, as a tuple and a set, and how many cards each deal deals."""

    __slots__ = ("cards", "dealing", "members", "rules", "totals")

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.dealing = _dealing(rules)
        self.cards: tuple[Card, ...] = tuple(self.dealing.deck(rules))
        self.members = frozenset(self.cards)
        self.totals: dict[int, int] = {}

    def total(self, number: int) -> int:
        """How many cards deal ``number`` deals."""
        total = self.totals.get(number)
        if total is None:
            size, rest = self.dealing.sizes(self.rules, number)
            seats = len(self.dealing.seats_dealt(self.rules, number))
            total = self.totals[number] = seats * size + rest
        return total


_DECKS: dict[Any, _Deck] = {}  # by rule set: rules are values, and few are used at a time


def _deck(rules: Any) -> _Deck:
    deck = _DECKS.get(rules)
    if deck is None:
        if len(_DECKS) >= 256:
            _DECKS.clear()
        deck = _DECKS[rules] = _Deck(rules)
    return deck


_build = builder(State)  # State(...) by keyword, without its cost


def _playing(rules: Any, seed: int, number: int, game_state: Any) -> State:
    state: State = _build(
        rules=rules, seed=seed, number=number, totals=(), dealt=(), game_state=game_state
    )
    return state


def _dealing_state(
    rules: Any, seed: int, number: int, totals: tuple[int, ...], dealt: tuple[Card, ...]
) -> State:
    state: State = _build(
        rules=rules, seed=seed, number=number, totals=totals, dealt=dealt, game_state=None
    )
    return state


def _shown(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."

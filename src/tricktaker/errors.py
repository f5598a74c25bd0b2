"""The library's errors: one base class, and a few precise subclasses.

Every error that tricktaker raises on purpose is a :class:`TricktakerError`, so a server can
catch them all in one place. Errors about bad input are also :class:`ValueError`.
"""

from __future__ import annotations

import typing
from typing import Any, Literal, TypedDict

__all__ = [
    "REFUSAL_CODES",
    "CardParseError",
    "IllegalActionError",
    "RefusalCode",
    "RefusalMessage",
    "ReplayError",
    "RulesError",
    "SerializationError",
    "SubscriberError",
    "TableError",
    "TricktakerError",
]


class TricktakerError(Exception):
    """Base class of every error raised by tricktaker."""


class CardParseError(TricktakerError, ValueError):
    """Text that does not name a card (or a suit).

    >>> from tricktaker import Card
    >>> Card.parse("1X")
    Traceback (most recent call last):
    ...
    tricktaker.CardParseError: cannot parse '1X' as a card: ...
    """


RefusalCode = Literal[
    "not_your_turn",
    "no_such_seat",
    "game_over",
    "wrong_phase",
    "malformed",
    "not_in_hand",
    "must_follow_suit",
    "must_lead_starting_card",
    "joker_suit",
    "unexpected_suit",
    "bid_out_of_range",
    "hook_forbids",
    "team_bid_limit",
    "suit_not_broken",
    "no_points_first_trick",
    "insufficient_bid",
    "cannot_double",
    "cannot_redouble",
    "illegal",
]
"""Why an action was refused, as
:attr:`IllegalActionError.code <tricktaker.IllegalActionError.code>` gives it to a program.

=========================== ====================================================================
``not_your_turn``           another seat is to act (a table, or a view of another seat)
``no_such_seat``            the seat is not one of the table's seats
``game_over``               the game has ended: nobody acts any more
``wrong_phase``             an action of this game, but not the kind asked for now (a bid while
                            cards are played, a card while bids are made)
``malformed``               not an action of this game, a field of the wrong type, or text
                            that reads as no move (:func:`~tricktaker.parse_action`)
``not_in_hand``             a card the seat does not hold
``must_follow_suit``        the seat holds the led suit and must follow it
``must_lead_starting_card`` the hand's first trick is led with a given card (Szaman's
                            ``lead_starting_card``: the card that chose its leader; or the 2♣)
``joker_suit``              a led Szaman Joker without a suit of its colour
``unexpected_suit``         a suit named with a card that is not a led Szaman Joker
``bid_out_of_range``        a bid outside 0 to the round's number of tricks
``hook_forbids``            the hook: the dealer may not make the bids add up
``team_bid_limit``          partners may not bid more tricks together than there are
``suit_not_broken``         a lead of a suit that may not be led until it is broken
``no_points_first_trick``   a card that scores points, discarded to the hand's first trick
                            by a seat that holds another card it may play
``insufficient_bid``        an auction's bid that is not higher than the last bid
``cannot_double``           a double of no bid, of one's own side's bid, or of a doubled one
``cannot_redouble``         a redouble of an undoubled, redoubled or opponents' bid
``illegal``                 any other refusal: a game (a plug-in) that gives no finer code
=========================== ====================================================================
"""

REFUSAL_CODES: tuple[RefusalCode, ...] = typing.get_args(RefusalCode)
"""Every :data:`RefusalCode`, in the order of its table.

>>> "must_follow_suit" in REFUSAL_CODES
True
"""


class RefusalMessage(TypedDict):
    """An :class:`~tricktaker.IllegalActionError` as data for a client: see
    :meth:`~tricktaker.IllegalActionError.as_message`."""

    type: str
    code: RefusalCode
    message: str


class IllegalActionError(TricktakerError, ValueError):
    """An action that the rules do not allow in this state; the state is unchanged.

    The message is an English sentence for a person; :attr:`code` says the same to a program.

    Args:
        message: what was refused, why, and what is allowed.
        code: one of :data:`REFUSAL_CODES`; ``"illegal"`` by default (for a plug-in game that
            gives no finer reason).

    Attributes:
        code: why the action was refused, one of :data:`REFUSAL_CODES`.

    >>> from tricktaker import Card, Play, wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
    >>> try:
    ...     state.apply(Play(Card.parse("2C")))
    ... except IllegalActionError as error:
    ...     print(error.code)
    ...     print(error)
    wrong_phase
    cannot play 2♣: seat 1 must bid (bid 0, bid 1)
    """

    def __init__(self, message: str, *, code: RefusalCode = "illegal") -> None:
        if code not in REFUSAL_CODES:
            raise ValueError(f"{code!r} is not a refusal code: they are {', '.join(REFUSAL_CODES)}")
        super().__init__(message)
        self.code: RefusalCode = code

    def as_message(self) -> RefusalMessage:
        """This refusal as data to send to a client: its class's name, its code and its
        message.

        >>> IllegalActionError("cannot bid 3: bids are 0 to 1",
        ...                    code="bid_out_of_range").as_message()
        {'type': 'IllegalActionError', 'code': 'bid_out_of_range', 'message': 'cannot bid 3: ...'}
        """
        return {"type": type(self).__name__, "code": self.code, "message": str(self)}

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled (sent between processes) with its code and any other attributes, without
        # calling __init__, whose keyword-only arguments pickle's default would not pass.
        return (_restore, (type(self), self.args, self.__dict__))


def _restore(cls: type[IllegalActionError], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class RulesError(TricktakerError, ValueError):
    """A rule set built with a value the game does not support."""


class AtLeast:
    """The ints from ``least`` up (every int if None): the values allowed of a field of
    :func:`check_rule_fields` that has no top.

    >>> 7 in AtLeast(1), 0 in AtLeast(1), -5 in AtLeast(None)
    (True, False, True)
    """

    def __init__(self, least: int | None) -> None:
        self.least = least

    def __contains__(self, value: int) -> bool:
        return self.least is None or value >= self.least


def check_rule_fields(
    rules: Any,
    ints: tuple[tuple[str, Any, str], ...] = (),
    flags: tuple[str, ...] = (),
) -> None:
    """Raise :class:`RulesError` naming the first field of ``rules`` out of bounds: each of
    ``ints`` (name, the values allowed, their words) an int among its values, each of
    ``flags`` a bool; a rule set's check of its plain fields, in one place.

    >>> import types
    >>> check_rule_fields(types.SimpleNamespace(deals=0), ints=(("deals", range(1, 9), "1 to 8"),))
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.deals must be 1 to 8, not 0
    """
    for name, allowed, words in ints:
        value = getattr(rules, name)
        if type(value) is not int or value not in allowed:
            raise RulesError(f"Rules.{name} must be {words}, not {value!r}")
    for name in flags:
        if type(getattr(rules, name)) is not bool:
            raise RulesError(f"Rules.{name} must be True or False, not {getattr(rules, name)!r}")


class SerializationError(TricktakerError, ValueError):
    """A value that cannot be written as JSON, or JSON text that is not a tricktaker value.

    The message names the problem and where it is (``wizard.State.hands[1][0]: ...``).

    >>> from tricktaker import from_json
    >>> from_json('{"format": 1, "type": "Card", "card": "1X"}')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: Card.card: expected a card such as '8H', '10S', 'RJ', ...
    """


class ReplayError(IllegalActionError):
    """A game record holds an action that is illegal where it stands.

    Its :attr:`~IllegalActionError.code` is the code of the game's refusal.

    Attributes:
        index: the position of the first illegal action in the record's ``actions``.
        action: that action.
        reason: why the game refused it.
    """

    def __init__(
        self,
        message: str,
        *,
        index: int,
        action: object,
        reason: str,
        code: RefusalCode = "illegal",
    ) -> None:
        super().__init__(message, code=code)
        self.index = index
        self.action = action
        self.reason = reason


class SubscriberError(TricktakerError):
    """One or more of a :class:`~tricktaker.Table`'s subscribers raised.

    From :meth:`~tricktaker.Table.act`: the action had been applied and every event delivered
    to every subscriber before this is raised, so the table is consistent. From
    :meth:`~tricktaker.Table.subscribe` with ``catch_up=True`` (``during_catch_up`` True): the
    new subscriber raised on an earlier event; nothing was applied, and it was not subscribed.
    ``errors`` holds what each failing call raised, in order; the first is also the
    ``__cause__``.
    """

    def __init__(self, errors: tuple[Exception, ...], *, during_catch_up: bool = False) -> None:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        if during_catch_up:
            message = (
                f"a subscriber raised {type(first).__name__} during its catch-up: {first}{more}; "
                "it was not subscribed and nothing was applied"
            )
        else:
            message = (
                f"a subscriber raised {type(first).__name__}: {first}{more}; "
                "the action was applied and every event delivered"
            )
        super().__init__(message)
        self.errors = errors
        self.during_catch_up = during_catch_up


class TableError(TricktakerError, ValueError):
    """A :class:`~tricktaker.Table` was asked for something it cannot do (undo past the start,
    forget a callback it does not know, record a game it did not see begin)."""


def shown_value(value: object, width: int = 60) -> str:
    """``value`` as an error message names it: its repr when that is short (``'bid 1'``,
    ``Bid(tricks='x')``), else its type (``a tricktaker.wizard.State``), so that a
    message never holds a whole state.

    >>> shown_value("bid 1"), shown_value(object)
    ("'bid 1'", "<class 'object'>")
    >>> shown_value(list(range(100)))
    'a list'
    >>> from tricktaker import wizard
    >>> shown_value(wizard.new_game(seed=1))
    'a tricktaker.wizard.State'
    """
    kind = type(value)
    if isinstance(value, (str, bytes)) and len(value) > width:
        return f"a {kind.__name__} of {len(value)} characters"
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails is still named
        text = ""
    if text and len(text) <= width:
        return text
    where = "" if kind.__module__ == "builtins" else f"{kind.__module__}."
    return f"a {where}{kind.__qualname__}"


def missing_extra(extra: str, needed_by: str, error: ModuleNotFoundError) -> ModuleNotFoundError:
    """The error of importing ``needed_by`` without the optional extra ``extra``: it names
    the missing module and the command that installs it. Still a ``ModuleNotFoundError`` of
    the same module, so ``except ImportError`` works as before.

    >>> error = ModuleNotFoundError("No module named 'numpy'", name="numpy")
    >>> missing = missing_extra("pettingzoo", "tricktaker.adapters.pettingzoo", error)
    >>> for part in missing.msg.split(": "):
    ...     print(part)
    tricktaker.adapters.pettingzoo needs numpy, which the pettingzoo extra installs
    pip install "tricktaker[pettingzoo]"
    """
    return ModuleNotFoundError(
        f"{needed_by} needs {error.name}, which the {extra} extra installs: "
        f'pip install "tricktaker[{extra}]"',
        name=error.name,
    )

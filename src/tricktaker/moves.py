"""Reading an action from the text a person types, for any game: what ``tricktaker play``
accepts, for a chat bot or a text box.

What may be typed:

- a card: ``8h``, ``10♠``, ``TS``, ``w3``; a led Szaman Joker with its suit: ``rj h``, ``rj ♥``
  (where the legal actions are not plays but of another kind with one card field, a card
  passed, a card names that action: ``2c`` or ``pass 2c``); a tarot pack's tarok or knight
  (``xxi``, ``ch``) where the seat holds or may play one;
- the letters of numbered copies alone, ``w`` or ``n``: the first such card that may be played;
- a number, for an action with one whole-number field (Wizard's bid);
- a suit, for an action with one suit field (Wizard's choice of trump): ``h``, ``hearts``;
- a word that ends the printed form of one legal action alone (``nil`` for ``bid nil``);
- an action as it prints: ``bid 2``, ``play 8♥``; a leading word such as ``play`` or
  ``trump`` is skipped (``trump hearts``);
- what a game's action class reads with its ``from_text(text)`` class method (the action,
  or None): bridge's calls, ``1c``, ``1nt``, ``x``, ``xx``;
- given the legal actions' texts in the game's words (``said``, what its
  :attr:`~tricktaker.words.Words.action` says: Skat's ``Kreuz Schneider``), any of them.

Case and spaces do not matter; digits are the ASCII digits 0-9 only. A text longer than
``LEADING_ROOM`` (40) characters plus the longest legal move as it prints is refused at once,
whatever it holds. Nothing here knows a game: the forms come from the types of the legal
actions.

``str(action)`` of every legal action (``bid 2``, ``play 8♥``, ``choose trump ♠``) is a text
that :func:`~tricktaker.parse_action` reads back as that action, in every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, CardKind, Suit
from tricktaker.errors import CardParseError, IllegalActionError, TricktakerError
from tricktaker.games import Refusing, decider_of, game_of
from tricktaker.words import Teller

__all__ = ["Decision", "parse_action", "read_action", "typed_form"]

LEADING_ROOM = 40
"""How many characters a move's text may have beyond the longest legal move as it prints:
room for leading words and spaces (``please play the 8h``). A longer text is refused before
it is read, so a huge input costs no more than a short one."""

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


class Decision(Protocol[A_co]):
    """A game state, or a seat's view of one: what :func:`~tricktaker.parse_action` reads a
    move for.

    A game's states and views may also have ``refusal(action)``, returning the
    :class:`~tricktaker.IllegalActionError` for an action (or None; see
    :class:`~tricktaker.games.Refusing`):
    :func:`~tricktaker.parse_action` then raises the game's own reason for a move that reads
    but is not legal.
    """

    @property
    def to_act(self) -> int | None: ...

    def legal_actions(self) -> tuple[A_co, ...]: ...


def _single_field(action: Any) -> tuple[str, object] | None:
    """The name and value of an attrs action's only field, or None."""
    if not attrs.has(type(action)):
        return None
    fields = attrs.fields(type(action))
    if len(fields) != 1:
        return None
    return fields[0].name, getattr(action, fields[0].name)


def typed_form(action: Any) -> str:
    """How a person types ``action``.

    >>> from tricktaker import Card, Play, Suit, wizard
    >>> typed_form(Play(Card.parse("8H"))), typed_form(Play(Card.parse("RJ"), Suit.HEARTS))
    ('8♥', 'RJ ♥')
    >>> typed_form(wizard.Bid(2)), typed_form(wizard.ChooseTrump(Suit.SPADES))
    ('2', '♠')
    >>> from tricktaker.skat import PickUp
    >>> typed_form(PickUp(False)), typed_form(PickUp(True))
    ('pick up the skat', 'play Hand')
    """
    if isinstance(action, Play):
        return str(action.card) if action.suit is None else f"{action.card} {action.suit}"
    if _reads_itself(type(action)):  # typed as it prints: "claim 3", not "3"
        return str(action)
    field = _single_field(action)
    if field is not None and (type(field[1]) is int or isinstance(field[1], (Suit, Card))):
        return str(field[1])
    return str(action)  # a bool field is no form to type: Skat's "play Hand", not "True"


def _reads_itself(kind: type) -> bool:
    """Whether an action class reads its own text (a ``from_text`` class method): it is
    typed as it prints, never as its field's value alone."""
    return getattr(kind, "from_text", None) is not None


def _of_field_type(legal: Sequence[Any], kind: type) -> type | None:
    """The type of the legal actions whose only field holds a ``kind`` value, if any (not
    one that reads its own text)."""
    for action in legal:
        field = _single_field(action)
        if field is not None and type(field[1]) is kind and not _reads_itself(type(action)):
            return type(action)
    return None


def _is_number(text: str) -> bool:
    """Whether ``text`` is a whole number in ASCII digits, with an optional sign (``"１"``
    and ``"١"`` are not: :meth:`str.isdigit` alone would take them)."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    return digits.isascii() and digits.isdigit()


def _copies(token: str, legal: Sequence[Any], hand: Sequence[Card]) -> Play | None:
    """``w`` or ``n`` alone: the first playable card whose text is those letters and a
    number; else the first held one (so that playing it explains why it may not be)."""
    letters = token.upper()

    def numbered(card: Card) -> bool:
        text = str(card)
        return text.startswith(letters) and _is_number(text[len(letters) :])

    for action in legal:
        if isinstance(action, Play) and numbered(action.card):
            return action
    for card in hand:
        if numbered(card):
            return Play(card)
    return None


_TAROT = (CardKind.TRUMP, CardKind.KNIGHT)


def _tarot_in_play(legal: Sequence[Any], hand: Sequence[Card]) -> bool:
    """Whether the seat holds or may play or pass a tarot pack's trump or knight (a game
    that deals them): only then does a Roman numeral or ``CH`` read as a card."""
    cards = [*hand]
    for action in legal:
        field = _single_field(action)
        if isinstance(action, Play):
            cards.append(action.card)
        elif field is not None and type(field[1]) is Card:
            cards.append(field[1])
    return any(card.kind in _TAROT for card in cards)


def _card_action(card: Card, legal: Sequence[Any]) -> Any:
    """The action a card alone names: ``Play(card)``, unless the legal actions are of another
    kind with one card field (a card passed in a passing phase), which it then names. A card
    of a double deck names the first of its copies that may be played (they print alike)."""
    if any(isinstance(action, Play) for action in legal):
        if Play(card) not in legal:
            for action in legal:
                copy = action.card if isinstance(action, Play) else None
                if copy is not None and copy is not card and copy.first_copy is card:
                    return action
        return Play(card)
    kind = _of_field_type(legal, Card)
    return Play(card) if kind is None else kind(card)


def _read(tokens: Sequence[str], legal: Sequence[Any], hand: Sequence[Card]) -> Any | None:
    first, rest = tokens[0], tokens[1:]
    if _is_number(first) and not rest:
        kind = _of_field_type(legal, int)
        return None if kind is None else kind(int(first))
    try:
        card = Card.parse(first)
    except CardParseError:
        pass
    else:
        if card.kind in _TAROT and not _tarot_in_play(legal, hand):
            return None  # a numeral ("x") where no tarot card is dealt: not a card here
        if rest and rest[0].lower() == "as":
            rest = rest[1:]
        if not rest:
            return _card_action(card, legal)
        if len(rest) == 1:
            try:
                return Play(card, suit=Suit.parse(rest[0]))
            except CardParseError:
                return None
        return None
    if not rest:
        try:
            suit = Suit.parse(first)
        except CardParseError:
            return _copies(first, legal, hand)
        kind = _of_field_type(legal, Suit)
        return None if kind is None else kind(suit)
    return None


def _hint(legal: Sequence[Any], said: Sequence[str | None]) -> str:
    forms = []
    if any(isinstance(action, Play) for action in legal) or _of_field_type(legal, Card):
        forms.append("a card such as 8h or 10♠")
    if _of_field_type(legal, int) is not None:
        forms.append("a number")
    if _of_field_type(legal, Suit) is not None:
        forms.append("a suit (c, d, h, s or ♣, ♦, ♥, ♠)")
    if not forms and legal:  # a game's own moves (an auction's calls): some of them
        texts = (*said, None, None)[:2]
        examples = dict.fromkeys(
            text or typed_form(action) for action, text in zip(legal[:2], texts, strict=False)
        )
        forms.append("a move such as " + " or ".join(examples))
    return " or ".join(forms) or "a move"


def read_action(
    text: str, legal: Sequence[Any], hand: Sequence[Card] = (), said: Sequence[str | None] = ()
) -> Any:
    """The action that ``text`` names, given the ``legal`` actions and the seat's ``hand``;
    ``said`` are the legal actions' texts in the game's words, in their order (None where
    the game has none), which name them too.

    A text that reads as an action is returned even if the action is not legal (``2c`` when
    hearts must be followed), so that applying it says why; :func:`~tricktaker.parse_action`
    checks it.

    Raises:
        IllegalActionError: ``text`` names no move (code ``malformed``); the message says
            what to type.

    >>> from tricktaker import Card, Play, wizard
    >>> legal = (Play(Card.parse("8H")), Play(Card.parse("W1")), Play(Card.parse("W3")))
    >>> [str(read_action(text, legal)) for text in ("8h", "w", " play  w3 ")]
    ['play 8♥', 'play W1', 'play W3']
    >>> str(read_action("rj as h", ())), read_action("2", (wizard.Bid(0), wizard.Bid(1)))
    ('play RJ as ♥', Bid(tricks=2))
    >>> from tricktaker.skat import Contract, Declare
    >>> games = (Declare(Contract.GRAND), Declare(Contract.GRAND, schneider=True))
    >>> str(read_action("grand schneider", games, said=("Grand", "Grand Schneider")))
    'declare Grand Schneider'
    >>> read_action("banana", legal)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot read 'banana' as a move: type a card such as 8h or 10♠
    >>> read_action("8" * 100, legal)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot read a move from 100 characters: a move here is at most 53
    """
    if not isinstance(text, str):
        raise IllegalActionError(
            f"cannot read {text!r} as a move: it is not text", code="malformed"
        )
    forms = [(action, str(action).lower(), typed_form(action).lower()) for action in legal]
    spoken = [" ".join(phrase.lower().split()) if phrase else None for phrase in said]
    longest = max([len(printed) for _, printed, _ in forms] + [len(p) for p in spoken if p] + [0])
    limit = LEADING_ROOM + max(longest, len("play 10♠ as ♥"))  # a card as it may be typed
    if len(text) > limit:
        raise IllegalActionError(
            f"cannot read a move from {len(text)} characters: a move here is at most {limit}",
            code="malformed",
        )
    words = text.strip()
    heard = " ".join(words.lower().split())  # spaces do not matter: "play  Hand"
    for action, printed, typed in forms:
        if words.lower() in (printed, typed) or heard in (printed, typed):
            return action
    for action, spoken_text in zip(legal, spoken, strict=False):
        if spoken_text is not None and heard == spoken_text:  # the game's words: "play Hand"
            return action
    for kind in dict.fromkeys(type(action) for action in legal):
        reader = getattr(kind, "from_text", None)  # a game's own short forms: "1c", "x"
        if reader is not None:
            read = reader(words)
            if read is not None:
                return read
    if words.isalpha():  # a word that ends one legal action's text alone: "nil" for "bid nil"
        ending = [action for action, printed, _ in forms if printed.split()[-1] == words.lower()]
        if len(ending) == 1:
            return ending[0]
    tokens = words.replace(",", " ").split()
    while tokens:
        action = _read(tokens, legal, hand)
        if action is not None:
            return action
        if not (tokens[0].isalpha() and len(tokens[0]) > 2):
            break
        tokens = tokens[1:]  # a leading word: "play 8h", "choose trump h"
    raise IllegalActionError(
        f"cannot read {words[:60]!r} as a move: type {_hint(legal, said)}", code="malformed"
    )


def _hand(decision: Any) -> tuple[Card, ...]:
    """The cards of the seat that decides: a view's ``hand``, or a state's hand of ``to_act``."""
    hand = getattr(decision, "hand", None)
    if isinstance(hand, tuple):
        return hand
    hands = getattr(decision, "hands", None)
    seat = decision.to_act
    if isinstance(hands, tuple) and type(seat) is int and 0 <= seat < len(hands):
        held: tuple[Card, ...] = hands[seat]
        return held
    return ()


def parse_action(state_or_view: Decision[A], text: str) -> A:
    """The legal action that ``text`` names, for the seat to act in a state, or for the seat
    of a view: the forms ``tricktaker play`` reads (see the module), for any game.

    ``str(action)`` of any legal action is a text this reads back as that action
    (``parse_action(state, str(action)) == action``), so a chat bot or a log may show moves
    as they print. The words the game's screens show a move in (Skat's "Kreuz Schneider",
    Euchre's "play with your partner") name it too. Text longer than the longest legal move
    by more than ``LEADING_ROOM`` (40) characters is refused at once; only ASCII digits are
    digits.

    Raises:
        IllegalActionError: ``text`` reads as no move (code ``malformed``; the message lists
            the legal moves as they are typed), or names a move the rules do not allow now
            (the game's code and reason, such as ``must_follow_suit``); ``not_your_turn`` for
            a view of a seat that is not to act, ``game_over`` once the game has ended.

    >>> from tricktaker import parse_action, szaman, wizard
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
    >>> parse_action(state, "bid 1"), parse_action(state.view(1), "0")
    (Bid(tricks=1), Bid(tricks=0))
    >>> parse_action(state, "2")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot bid 2: bids are 0 to 1
    >>> parse_action(state, "hello")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot read 'hello' as a move: type a number (legal now: 0, 1)
    >>> parse_action(state.view(0), "1")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot read '1' as a move: it is seat 1's turn, not seat 0's
    >>> parse_action(szaman.new_game(szaman.Rules(players=3), seed=2), "2♣")
    Play(card=Card.parse('2♣'), suit=None)
    """
    legal = state_or_view.legal_actions()
    if not legal:
        raise _nothing_to_do(state_or_view, text)
    try:
        action = read_action(text, legal, _hand(state_or_view), _said(state_or_view, legal))
    except IllegalActionError as error:
        choices = ", ".join(typed_form(option) for option in legal)
        raise IllegalActionError(f"{error} (legal now: {choices})", code="malformed") from None
    if isinstance(state_or_view, Refusing):
        refused = state_or_view.refusal(action)
        if refused is not None:
            raise refused
        result: A = action
        return result
    if action in legal:  # a game without refusal(): the legal actions decide
        return legal[legal.index(action)]
    choices = ", ".join(typed_form(option) for option in legal)
    raise IllegalActionError(f"cannot {action}: the legal moves are {choices}", code="illegal")


def _said(decision: Any, legal: Sequence[Any]) -> tuple[str | None, ...]:
    """The ``legal`` actions in the words of the decision's game, as the terminal and the web
    page show them to the seat to act (none for a game not registered)."""
    try:
        game = game_of(decision)
    except TricktakerError:
        return ()
    tell = Teller(game.words, reader=decider_of(decision), rules=decision.rules)
    return tuple(game.words.action(action, tell) for action in legal)


def _nothing_to_do(decision: Any, text: object) -> IllegalActionError:
    to_act = decider_of(decision)
    shown = repr(text[:60]) if isinstance(text, str) else repr(text)
    if to_act is None:
        return IllegalActionError(
            f"cannot read {shown} as a move: the game is over", code="game_over"
        )
    seat = getattr(decision, "seat", None)
    if type(seat) is int and seat != to_act:
        return IllegalActionError(
            f"cannot read {shown} as a move: it is seat {to_act}'s turn, not seat {seat}'s",
            code="not_your_turn",
        )
    return IllegalActionError(f"cannot read {shown} as a move: seat {to_act} has no legal move")

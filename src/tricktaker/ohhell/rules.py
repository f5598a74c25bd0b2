"""Oh Hell's rule set and its pure rule functions: led suit, legal plays, trick winner, bids,
score. Each checks its input and asks the rule the game itself asks: the engine's plain
trick (:class:`~tricktaker.engine.TrickGame`: following, the winner), the hook
(:func:`~tricktaker.engine.bid_choices`) and :func:`score`."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tricktaker.cards import STANDARD_DECK, Card, CardKind, Suit
from tricktaker.engine import bid_choices, position
from tricktaker.errors import AtLeast, RulesError, TricktakerError, check_rule_fields
from tricktaker.masks import BITS, mask_of
from tricktaker.tricks import trump_winner

__all__ = [
    "Rules",
    "default_schedule",
    "led_suit",
    "legal_bids",
    "legal_plays",
    "round_score",
    "score",
    "trick_winner",
]

DECK_SIZE = len(STANDARD_DECK)


def default_schedule(players: int) -> tuple[int, ...]:
    """The hand sizes of the usual game: one card, up one a deal to the most that leaves a
    card for trump, (52 - 1) // players, and back down to one.

    >>> default_schedule(7)
    (1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1)
    >>> len(default_schedule(4)), max(default_schedule(4)), max(default_schedule(3))
    (23, 12, 17)
    """
    if type(players) is not int or not 3 <= players <= 7:
        raise RulesError(f"Rules.players must be an int from 3 to 7, not {players!r}")
    top = (DECK_SIZE - 1) // players
    return tuple(range(1, top + 1)) + tuple(range(top - 1, 0, -1))


def _schedule_for(rules: Rules) -> tuple[int, ...]:
    """The default of ``Rules.schedule``; a bad ``players`` is reported by the validation."""
    try:
        return default_schedule(rules.players)
    except RulesError:
        return ()


@attrs.frozen(kw_only=True)
class Rules:
    """An Oh Hell rule set; the defaults are the common table's.

    Attributes:
        players: 3 to 7.
        schedule: the hand size of each deal, in order; one deal a round. The default climbs
            from 1 card to the most that leaves a card to turn for trump ((52 - 1) // players)
            and back down to 1. Any tuple of sizes from 1 to 52 // players is allowed, a
            single deal ``(k,)`` included; a hand of 52 // players may leave no card to turn,
            and that deal has no trump.
        hook: if True (the default, as most tables and OpenSpiel play), the dealer, who bids
            last, may not bid the number that makes the bids add up to the number of tricks
            (unless that number is out of range anyway); if False, any bid from 0 to the hand
            size.
        bonus: points for taking exactly the number of tricks bid.
        points_per_trick: points for each trick taken.
        off_bid_penalty: if True, a missed bid scores nothing for the tricks taken and loses
            ``points_per_trick`` for each trick of difference instead.
        first_dealer: the seat that deals the first round; the deal moves clockwise.

    ``Rules(players=p, schedule=(k,), hook=True)`` is OpenSpiel's ``oh_hell`` with ``p``
    players and ``k`` tricks; its ``off_bid_penalty`` and ``points_per_trick`` are the
    fields of the same names (OpenSpiel's bonus is always 10).

    >>> Rules(players=5).schedule
    (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    >>> Rules(players=4, schedule=(14,))
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.schedule must be a non-empty tuple of hand sizes from 1 to 13 \
for 4 players, not (14,)
    """

    players: int = 4
    schedule: tuple[int, ...] = attrs.field(default=attrs.Factory(_schedule_for, takes_self=True))
    hook: bool = True
    bonus: int = 10
    points_per_trick: int = 1
    off_bid_penalty: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_rule_fields(self, ints=(("players", range(3, 8), "an int from 3 to 7"),))
        players = self.players
        largest = DECK_SIZE // players
        schedule = self.schedule
        if (
            type(schedule) is not tuple
            or not schedule
            or any(type(size) is not int or not 1 <= size <= largest for size in schedule)
        ):
            raise RulesError(
                f"Rules.schedule must be a non-empty tuple of hand sizes from 1 to {largest} "
                f"for {players} players, not {schedule!r}"
            )
        check_rule_fields(self, flags=("hook", "off_bid_penalty"))
        check_rule_fields(
            self,
            ints=(
                ("bonus", AtLeast(0), "an int of at least 0"),
                ("points_per_trick", AtLeast(0), "an int of at least 0"),
                ("first_dealer", range(players), f"a seat from 0 to {players - 1}"),
            ),
        )

    @property
    def rounds(self) -> int:
        """How many rounds (deals) the game has, the length of :attr:`schedule`."""
        return len(self.schedule)


def _check_cards(cards: Sequence[Card], what: str) -> None:
    for card in cards:
        if not isinstance(card, Card) or card.kind is not CardKind.SUITED:
            raise TricktakerError(f"{what} must be cards of the 52-card deck, got {card!r}")


def led_suit(trick_cards: Sequence[Card]) -> Suit | None:
    """The suit that must be followed: the suit of the card led; None before any card.

    >>> from tricktaker.cards import parse_cards
    >>> led_suit(parse_cards("8H 2C")), led_suit(())
    (<Suit.HEARTS: 2>, None)
    """
    _check_cards(trick_cards, "trick_cards")
    return trick_cards[0].suit if trick_cards else None


def legal_plays(hand: Sequence[Card], trick_cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    A player holding a card of the led suit must play one; otherwise any card.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H QH AS"), parse_cards("9H")))
    '7♥ Q♥'
    >>> format_cards(legal_plays(parse_cards("2C AS"), parse_cards("9H")))
    '2♣ A♠'
    """
    _check_cards(hand, "hand")
    _check_cards(trick_cards, "trick_cards")
    from tricktaker.ohhell.game import GAME_RULES  # the game's rules are made from these

    at = position(trick=tuple(trick_cards))
    can = GAME_RULES.playable(at, mask_of(hand))
    return tuple([card for card in hand if can & BITS[card.index]])  # in hand order


def trick_winner(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """The index, in play order, of the card that wins the trick: the highest trump, else the
    highest card of the led suit.

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("9H KH 2S"), Suit.SPADES)
    2
    >>> trick_winner(parse_cards("9H KH AS"))
    1
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_cards(cards, "cards")
    if trump is not None and type(trump) is not Suit:
        raise TricktakerError(f"trump must be a Suit or None, not {trump!r}")
    return trump_winner(cards, trump)


def legal_bids(
    tricks: int, earlier_bids: Sequence[int] = (), rules: Rules | None = None
) -> tuple[int, ...]:
    """The bids open to the next bidder in a round of ``tricks`` tricks, after this round's
    ``earlier_bids`` (in bidding order), under ``rules`` (default :class:`Rules`).

    The bidder is the last one when ``earlier_bids`` holds a bid of every other player; with
    the hook, the last bidder may not make the bids add up to ``tricks``.

    >>> hook = Rules(players=4, hook=True)
    >>> free = Rules(players=4, hook=False)
    >>> legal_bids(3, [1, 1, 0], hook), legal_bids(3, [1, 1], hook), legal_bids(3, [1, 1, 0], free)
    ((0, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3))
    >>> legal_bids(2, [2, 2, 1], hook)  # already over: nothing is forbidden
    (0, 1, 2)
    """
    if rules is None:
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be ohhell.Rules, not {rules!r}")
    if type(tricks) is not int or not 1 <= tricks <= DECK_SIZE // rules.players:
        raise TricktakerError(
            f"tricks must be an int from 1 to {DECK_SIZE // rules.players} for "
            f"{rules.players} players, not {tricks!r}"
        )
    if len(earlier_bids) >= rules.players:
        raise TricktakerError(
            f"{len(earlier_bids)} earlier bids: every one of {rules.players} players has bid"
        )
    for bid in earlier_bids:
        if type(bid) is not int or not 0 <= bid <= tricks:
            raise TricktakerError(f"earlier bids must be ints from 0 to {tricks}, not {bid!r}")
    last = rules.hook and len(earlier_bids) == rules.players - 1
    return tuple(bid_choices(tricks, sum(earlier_bids), last))


def round_score(bid: int, taken: int, rules: Rules | None = None) -> int:
    """A round's points for one player under ``rules`` (default :class:`Rules`): a point a
    trick taken and 10 more for an exact bid.

    >>> round_score(2, 2), round_score(0, 0), round_score(1, 3), round_score(3, 0)
    (12, 10, 3, 0)
    >>> penalty = Rules(off_bid_penalty=True)
    >>> round_score(2, 2, penalty), round_score(1, 3, penalty), round_score(3, 0, penalty)
    (12, -2, -3)
    """
    if type(bid) is not int or type(taken) is not int or bid < 0 or taken < 0:
        raise TricktakerError(f"bid and taken must be ints >= 0, not {bid!r} and {taken!r}")
    if rules is None:
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be ohhell.Rules, not {rules!r}")
    return score(bid, taken, rules)


def score(bid: int, taken: int, rules: Rules) -> int:
    """One player's points for a round (unchecked; the game's one home of the score):
    ``points_per_trick`` a trick taken, plus ``bonus`` for taking exactly the bid; with
    ``off_bid_penalty`` a missed bid instead loses ``points_per_trick`` a trick of
    difference."""
    if bid == taken:
        return rules.points_per_trick * taken + rules.bonus
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken

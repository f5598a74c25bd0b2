"""Hearts' rule set and its pure rule functions: legal plays, trick winner, a hand's points.
Each checks its input and asks :mod:`tricktaker.hearts.kernel`, the rules' one home."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import attrs

from tricktaker.cards import Card, CardKind
from tricktaker.errors import AtLeast, RulesError, TricktakerError, check_rule_fields
from tricktaker.hearts import kernel
from tricktaker.masks import cards_of, mask_of

__all__ = ["PassOrder", "Rules", "hand_score", "legal_plays", "trick_winner"]

PassOrder = Literal["rotate", "random"]
"""How each hand's pass direction is chosen (``Rules.pass_order``)."""

_FLAGS = (
    "pass_cards",
    "no_pts_on_first_trick",
    "can_lead_any_club",
    "jd_bonus",
    "avoid_all_tricks_bonus",
    "qs_breaks_hearts",
    "must_break_hearts",
    "can_lead_hearts_instead_of_qs",
)


@attrs.frozen(kw_only=True)
class Rules:
    """A Hearts rule set: four players, each for themselves; the defaults play the game to
    100 points as pagat.com describes it, and every OpenSpiel parameter has its field, under
    its name and with its default.

    Attributes:
        players: always 4.
        pass_cards: if True, each seat passes three cards before the play (OpenSpiel's
            ``pass_cards``); if False, no hand has a pass.
        no_pts_on_first_trick: if True, a seat that cannot follow suit to the first trick
            may not play a heart or the Q♠ unless it holds nothing else.
        can_lead_any_club: if True, the first trick may be led with any club, not only the 2♣.
        jd_bonus: if True, the J♦ counts minus 10 points for the seat that takes it.
        avoid_all_tricks_bonus: if True, a seat that takes no trick scores minus 5 (not in a
            hand where someone shoots the moon).
        qs_breaks_hearts: if True, playing the Q♠ breaks hearts, as a heart does.
        must_break_hearts: if True, hearts may not be led until a heart (or the Q♠, see
            ``qs_breaks_hearts``) has been played to an earlier trick, unless the leader
            holds nothing else; if False, hearts may be led at any time.
        can_lead_hearts_instead_of_qs: if True, a leader whose hand is the Q♠ and hearts
            only may lead a heart before hearts are broken (else it must lead the Q♠).
        target: the game ends after the hand in which a seat's total reaches this; the
            lowest total wins.
        hands: the most hands the game lasts; 0 plays on until a seat reaches ``target``,
            1 is OpenSpiel's single hand.
        pass_order: ``"rotate"``: hand 1 passes left, then right, across, none, and again
            (pagat.com); ``"random"``: each hand's direction is drawn by chance, any of the
            four alike, as OpenSpiel's single hand draws it.

    :meth:`openspiel` is OpenSpiel's ``hearts`` of given parameters.

    >>> Rules().target, Rules.openspiel().hands
    (100, 1)
    >>> Rules(target=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.target must be an int of at least 1, not 0
    """

    players: int = 4
    pass_cards: bool = True
    no_pts_on_first_trick: bool = True
    can_lead_any_club: bool = False
    jd_bonus: bool = False
    avoid_all_tricks_bonus: bool = False
    qs_breaks_hearts: bool = True
    must_break_hearts: bool = True
    can_lead_hearts_instead_of_qs: bool = False
    target: int = 100
    hands: int = 0
    pass_order: PassOrder = "rotate"

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or self.players != kernel.PLAYERS:
            raise RulesError(f"Rules.players must be 4, not {self.players!r}")
        check_rule_fields(self, flags=_FLAGS)
        check_rule_fields(
            self,
            ints=(
                ("target", AtLeast(1), "an int of at least 1"),
                ("hands", AtLeast(0), "an int of at least 0"),
            ),
        )
        if self.pass_order not in ("rotate", "random"):
            raise RulesError(
                f"Rules.pass_order must be 'rotate' or 'random', not {self.pass_order!r}"
            )

    @classmethod
    def openspiel(
        cls,
        *,
        pass_cards: bool = True,
        no_pts_on_first_trick: bool = True,
        can_lead_any_club: bool = False,
        jd_bonus: bool = False,
        avoid_all_tricks_bonus: bool = False,
        qs_breaks_hearts: bool = True,
        must_break_hearts: bool = True,
        can_lead_hearts_instead_of_qs: bool = False,
    ) -> Rules:
        """OpenSpiel's ``hearts`` with these parameters: one hand, its pass direction drawn
        by chance. Its returns are ``26 - score`` of each seat (see the rules page).

        >>> Rules.openspiel(jd_bonus=True).pass_order, Rules.openspiel(jd_bonus=True).jd_bonus
        ('random', True)
        """
        return cls(
            pass_cards=pass_cards,
            no_pts_on_first_trick=no_pts_on_first_trick,
            can_lead_any_club=can_lead_any_club,
            jd_bonus=jd_bonus,
            avoid_all_tricks_bonus=avoid_all_tricks_bonus,
            qs_breaks_hearts=qs_breaks_hearts,
            must_break_hearts=must_break_hearts,
            can_lead_hearts_instead_of_qs=can_lead_hearts_instead_of_qs,
            hands=1,
            pass_order="random",
        )

    def direction(self, seed: int, hand_number: int) -> kernel.Direction:
        """The pass direction of hand ``hand_number`` of a game dealt from ``seed``.

        >>> [Rules().direction(0, n).name for n in (1, 2, 3, 4, 5)]
        ['LEFT', 'RIGHT', 'ACROSS', 'NONE', 'LEFT']
        """
        if not self.pass_cards:
            return kernel.Direction.NONE
        if self.pass_order == "random":
            return kernel.drawn_direction(seed, hand_number, self.pass_cards)
        return kernel.ROTATION[(hand_number - 1) % len(kernel.ROTATION)]


def _check_cards(cards: Sequence[Card], what: str) -> int:
    for card in cards:
        if not isinstance(card, Card) or card.kind is not CardKind.SUITED:
            raise TricktakerError(f"{what} must be cards of the 52-card deck, got {card!r}")
    return mask_of(cards)


def legal_plays(
    hand: Sequence[Card],
    trick_cards: Sequence[Card],
    *,
    played: int,
    hearts_broken: bool,
    rules: Rules | None = None,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``, after
    ``played`` cards of the hand (0 for the first lead), in canonical order.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7C 9H"), (), played=0, hearts_broken=False))
    '2♣'
    >>> format_cards(legal_plays(parse_cards("9H QS 3D"), parse_cards("5C"), played=1,
    ...     hearts_broken=False))  # no points on the first trick
    '3♦'
    >>> format_cards(legal_plays(parse_cards("9H QS 3D"), (), played=8, hearts_broken=False))
    '3♦ Q♠'
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be hearts.Rules, not {rules!r}")
    mask = _check_cards(hand, "hand")
    _check_cards(trick_cards, "trick_cards")
    if type(played) is not int or not 0 <= played < 52 or played % 4 != len(trick_cards) % 4:
        raise TricktakerError(f"played must be the cards played this hand, not {played!r}")
    led = trick_cards[0].suit if trick_cards else None
    return cards_of(kernel.playable(mask, led, played, hearts_broken, rules)[0] & mask)


def trick_winner(cards: Sequence[Card]) -> int:
    """The index, in play order, of the card that wins the trick: the highest of the suit led.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("9H KH AS QH"))
    1
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_cards(cards, "cards")
    return kernel.winner(cards)


def hand_score(taken: Sequence[Sequence[Card]], rules: Rules | None = None) -> tuple[int, ...]:
    """Each seat's points for a hand in which it took the cards ``taken`` (by seat).

    >>> from tricktaker import Card, Suit
    >>> from tricktaker.cards import STANDARD_DECK
    >>> qs = Card.parse("QS")
    >>> heart_cards = [card for card in STANDARD_DECK if card.suit is Suit.HEARTS]
    >>> rest = [card for card in STANDARD_DECK if card.suit is not Suit.HEARTS and card != qs]
    >>> hand_score([heart_cards[:8], heart_cards[8:] + rest[:3], [qs] + rest[3:6], rest[6:]])
    (8, 5, 13, 0)
    >>> moon = [heart_cards + [qs] + rest[:2], rest[2:14], rest[14:26], rest[26:]]
    >>> hand_score(moon)  # seat 0 took every heart and the Q♠
    (0, 26, 26, 26)
    >>> hand_score(moon,
    ...            Rules(jd_bonus=True))  # the J♦ is among seat 2's cards
    (0, 26, 16, 26)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be hearts.Rules, not {rules!r}")
    if len(taken) != kernel.PLAYERS:
        raise TricktakerError(f"taken must hold 4 seats' cards, not {len(taken)}")
    masks = [_check_cards(cards, "taken") for cards in taken]
    if sum(len(cards) for cards in taken) != 52 or any(len(c) % 4 for c in taken):
        raise TricktakerError("taken must be the 52 cards of 13 tricks, 4 a trick")
    if sum(mask.bit_count() for mask in masks) != 52:
        raise TricktakerError("taken must hold each card of the deck once")
    return kernel.hand_points(masks, rules)

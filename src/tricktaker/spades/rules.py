"""Spades' rule set and its pure rule functions: legal plays, trick winner, bids, a hand's
score. Each checks its input and asks :mod:`tricktaker.spades.kernel`, the rules' one home."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tricktaker.cards import Card, CardKind
from tricktaker.engine import position
from tricktaker.errors import AtLeast, RulesError, TricktakerError, check_rule_fields
from tricktaker.masks import BITS, mask_of
from tricktaker.spades import kernel

__all__ = ["Rules", "hand_score", "legal_bids", "legal_plays", "trick_winner"]


@attrs.frozen(kw_only=True)
class Rules:
    """A Spades rule set: four players, seats 0 and 2 partners against 1 and 3; the defaults
    play the game to 500 points as pagat.com describes it.

    Attributes:
        players: always 4, two partnerships.
        win_threshold: a team with at least this total after a hand, and more than the
            other, wins the game (OpenSpiel's ``win_threshold``).
        use_mercy_rule: if True, a team with at most ``mercy_threshold`` after a hand, and
            less than the other, loses the game (OpenSpiel's ``use_mercy_rule``).
        mercy_threshold: the total at or below which the mercy rule ends the game.
        win_or_loss_bonus: points added to the winner's total when it reaches
            ``win_threshold``, and taken from the loser's when the mercy rule ends the game
            (OpenSpiel's reward bonus).
        num_tricks: OpenSpiel's ``num_tricks``, the number of tricks its observation tensor
            shows; kept so that every OpenSpiel parameter has its field. No rule of play
            reads it, nor ``tricktaker.spades.encoding``, which shows every card played.
        hands: the most hands the game lasts; 0 plays on until a team wins or the mercy rule
            ends it, for at most 1,000 hands (:attr:`rounds`), after which the higher total
            wins (both teams on a tie); 1 is OpenSpiel's single hand.
        breaking_spades: if True (pagat.com), a spade may be led once a spade has been
            played to an earlier trick of the hand; if False (OpenSpiel), only by a player
            holding nothing but spades.
        nil_bonus: points a nil bid (0) wins if its bidder takes no trick, and loses if it
            takes any (100 everywhere; some clubs play 50).
        bag_penalty: points a team loses each time its bags (tricks over its contract,
            counted by the units digit of its total) reach ten (100 everywhere OpenSpiel and
            pagat.com describe; some online rooms play 50, and apps whose "Sandbag Penalty"
            setting is off play 0).
        blind_nil: if True, a seat whose team trails by at least ``blind_nil_deficit`` may,
            at its turn to bid and before it has seen its cards, bid blind nil: a nil worth
            ``blind_nil_bonus`` (won if its bidder takes no trick, lost if it takes any).
            Off by default and in OpenSpiel, which has no blind nil; played so at the
            tables traditionalgamerules.neocities.org describes, and offered by MSN Zone's
            Spades, whose seats choose between seeing their cards and blind nil.
        blind_nil_bonus: the points a blind nil wins or loses (200 in those sources; some
            tables that play to 300 use 120).
        blind_nil_deficit: how many points a seat's team must trail the other by for it to
            bid blind nil (100, as traditionalgamerules.neocities.org has it); 0 lets a team
            that is level or behind bid it, never one that is ahead: blind nil is a bid to
            catch up.
        first_dealer: the seat that deals the first hand; the deal moves clockwise, and the
            dealer's left bids first and leads. The default 3 makes seat 0 bid and lead first,
            as in OpenSpiel.

    :meth:`openspiel` is OpenSpiel's ``spades`` of given parameters.

    >>> Rules().win_threshold, Rules().teams
    (500, ((0, 2), (1, 3)))
    >>> Rules(nil_bonus=-1)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.nil_bonus must be an int of at least 0, not -1
    """

    players: int = 4
    win_threshold: int = 500
    use_mercy_rule: bool = True
    mercy_threshold: int = -350
    win_or_loss_bonus: int = 200
    num_tricks: int = 2
    hands: int = 0
    breaking_spades: bool = True
    nil_bonus: int = 100
    bag_penalty: int = 100
    first_dealer: int = 3
    blind_nil: bool = False
    blind_nil_bonus: int = 200
    blind_nil_deficit: int = 100

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or self.players != kernel.PLAYERS:
            raise RulesError(f"Rules.players must be 4 (two partnerships), not {self.players!r}")
        check_rule_fields(self, flags=("use_mercy_rule", "breaking_spades", "blind_nil"))
        counts = ("win_or_loss_bonus", "nil_bonus", "bag_penalty", "hands", "blind_nil_bonus",
                  "blind_nil_deficit")  # fmt: skip
        hand, seats = kernel.HAND_SIZE, kernel.PLAYERS
        check_rule_fields(
            self,
            ints=(
                *((name, AtLeast(None), "an int") for name in ("win_threshold", "mercy_threshold")),
                *((name, AtLeast(0), "an int of at least 0") for name in counts),
                ("num_tricks", range(1, hand + 1), f"an int from 1 to {hand}"),
                ("first_dealer", range(seats), f"an int from 0 to {seats - 1}"),
            ),
        )

    @classmethod
    def openspiel(
        cls,
        *,
        use_mercy_rule: bool = True,
        mercy_threshold: int = -350,
        win_threshold: int = 500,
        win_or_loss_bonus: int = 200,
        num_tricks: int = 2,
    ) -> Rules:
        """OpenSpiel's ``spades`` with these parameters: one hand, spades never broken.

        OpenSpiel applies the mercy rule whenever ``mercy_threshold`` is not 0, whatever its
        ``use_mercy_rule`` says; these rules do the same, so that the scores equal its
        returns.

        >>> Rules.openspiel(use_mercy_rule=False).use_mercy_rule
        True
        >>> Rules.openspiel(mercy_threshold=0).use_mercy_rule
        False
        """
        del use_mercy_rule  # OpenSpiel reads mercy_threshold only (see above)
        return cls(
            use_mercy_rule=mercy_threshold != 0,
            mercy_threshold=mercy_threshold,
            win_threshold=win_threshold,
            win_or_loss_bonus=win_or_loss_bonus,
            num_tricks=num_tricks,
            hands=1,
            breaking_spades=False,
        )

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, each a tuple of seats, ``((0, 2), (1, 3))`` (see
        :mod:`tricktaker.teams`)."""
        return kernel.TEAMS

    @property
    def hook(self) -> bool:
        """False, as Spades has no hook (the bidding engine asks)."""
        return False

    @property
    def rounds(self) -> int:
        """The most hands a game can last, ``hands``; when it is 0, 1,000 (a threshold or the
        mercy rule ends a game long before, unless the partnerships tie at a threshold
        hand after hand: the game then ends after the 1,000th hand)."""
        return self.hands or kernel.MOST_HANDS


_A_SPADE = Card.parse("2S")  # a spade among the cards played: spades are broken


def _check_cards(cards: Sequence[Card], what: str) -> None:
    for card in cards:
        if not isinstance(card, Card) or card.kind is not CardKind.SUITED:
            raise TricktakerError(f"{what} must be cards of the 52-card deck, got {card!r}")


def legal_plays(
    hand: Sequence[Card], trick_cards: Sequence[Card], spades_broken: bool = False
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    Follow the led suit if you can, else play anything; a lead may be a spade only once
    ``spades_broken`` or from a hand of nothing but spades.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H AS"), ()))
    '2♣ 7♥'
    >>> format_cards(legal_plays(parse_cards("2C 7H AS"), (), spades_broken=True))
    '2♣ 7♥ A♠'
    >>> format_cards(legal_plays(parse_cards("2S AS"), ()))  # nothing but spades
    '2♠ A♠'
    >>> format_cards(legal_plays(parse_cards("2C AS"), parse_cards("9H")))
    '2♣ A♠'
    """
    _check_cards(hand, "hand")
    _check_cards(trick_cards, "trick_cards")
    from tricktaker.spades.game import GAME_RULES  # the game's rules are made from these

    played = (_A_SPADE,) if spades_broken else ()
    at = position(trick=tuple(trick_cards), _public=position(rules=Rules(), played=played))
    can = GAME_RULES.playable(at, mask_of(hand))
    return tuple([card for card in hand if can & BITS[card.index]])  # in hand order


def trick_winner(cards: Sequence[Card]) -> int:
    """The index, in play order, of the card that wins the trick: the highest spade, else the
    highest card of the led suit.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("9H KH 2S 3S")), trick_winner(parse_cards("9H KH AD QH"))
    (3, 1)
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_cards(cards, "cards")
    return kernel.winner(cards)


def legal_bids(partner_bid: int | None = None) -> tuple[int, ...]:
    """The bids open to a seat whose partner bid ``partner_bid`` (None: not yet): 0 (nil) to
    13, the two together at most 13.

    >>> legal_bids()[-1], legal_bids(9)
    (13, (0, 1, 2, 3, 4))
    """
    if partner_bid is not None and (
        type(partner_bid) is not int or not 0 <= partner_bid <= kernel.HAND_SIZE
    ):
        raise TricktakerError(
            f"partner_bid must be None or an int from 0 to 13, not {partner_bid!r}"
        )
    return tuple(range(kernel.bid_limit(partner_bid) + 1))


def hand_score(
    bids: Sequence[int],
    taken: Sequence[int],
    totals: Sequence[int] = (0, 0),
    rules: Rules | None = None,
    blind: Sequence[bool] = kernel.NO_BLIND,
) -> tuple[int, int]:
    """Each team's points for a hand (team 0 is seats 0 and 2) with these ``bids`` and
    ``taken`` tricks by seat, the teams' ``totals`` before it (their units digits are the
    bags carried in), under ``rules`` (default :class:`Rules`); ``blind`` marks by seat the
    nils bid blind (``Rules.blind_nil``), worth ``blind_nil_bonus`` rather than
    ``nil_bonus``.

    >>> hand_score((4, 5, 5, 0), (5, 3, 5, 0))  # 90 and a bag; 5 bid, 3 taken, a nil made
    (91, 50)
    >>> hand_score((3, 3, 3, 2), (4, 2, 5, 2), (99, 0))  # the tenth bag costs 100
    (-37, -50)
    >>> blind_nil = Rules(blind_nil=True)
    >>> hand_score((0, 4, 5, 4), (0, 4, 5, 4), rules=blind_nil, blind=(True, False, False, False))
    (250, 80)
    """
    if rules is None:
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be spades.Rules, not {rules!r}")
    for name, values in (("bids", bids), ("taken", taken)):
        if len(values) != kernel.PLAYERS or any(
            type(n) is not int or not 0 <= n <= kernel.HAND_SIZE for n in values
        ):
            raise TricktakerError(f"{name} must be 4 ints from 0 to 13, not {list(values)!r}")
    if sum(taken) != kernel.HAND_SIZE:
        raise TricktakerError(f"the tricks taken {list(taken)} must add up to 13")
    if len(totals) != 2 or any(type(n) is not int for n in totals):
        raise TricktakerError(f"totals must be 2 ints, one a team, not {list(totals)!r}")
    if len(blind) != kernel.PLAYERS or any(type(flag) is not bool for flag in blind):
        raise TricktakerError(f"blind must be 4 bools, one a seat, not {list(blind)!r}")
    if any(blind) and not rules.blind_nil:
        raise TricktakerError("blind nils are bid only under Rules(blind_nil=True)")
    for seat, flag in enumerate(blind):
        if flag and bids[seat] != 0:
            raise TricktakerError(f"seat {seat} bid {bids[seat]}, not nil: it cannot be blind")
    return kernel.hand_points(bids, taken, totals, rules, blind)

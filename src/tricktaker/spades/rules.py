"""Spades' rules on the trick-game engine, each once: the rule set, the bids of partners and
blind nil, spades trump and broken before they are led, team scores with bags and nils to a
threshold; its actions, events, state and view, and the checked pure rule functions."""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from typing_extensions import Self

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card, CardKind, Suit
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.encoding import CardNumbering, GameEncoding, Section, register_encoding
from tricktaker.engine import (
    Bidding,
    Dealt,
    PhaseRule,
    TrickState,
    TrickView,
    deal_numbered,
    entry_points,
    position,
)
from tricktaker.engine import actions as engine_actions
from tricktaker.engine import events as engine_events
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.encoding import bidding_layout
from tricktaker.engine.family import BiddingGame
from tricktaker.errors import (
    AtLeast,
    IllegalActionError,
    RulesError,
    TricktakerError,
    check_rule_fields,
)
from tricktaker.events import Event
from tricktaker.masks import BITS, SUIT_MASKS, mask_of
from tricktaker.teams import TeamPositions
from tricktaker.tricks import CompletedTrick, trump_winner

PLAYERS = 4
"""Spades is played by four, in two partnerships."""
HAND_SIZE = len(STANDARD_DECK) // PLAYERS
"""The cards of a seat and the tricks of a hand, 13, as every deal gives the whole deck."""
MOST_HANDS = 1000
"""The hands a game without a limit of its own ends after at the latest."""
TEAMS = ((0, 2), (1, 3))
"""The partnerships, the seats facing each other, 0 and 2 against 1 and 3."""
NO_BLIND = (False,) * PLAYERS
"""The ``blind_nil`` flags of a hand in which no seat has bid blind nil (as each begins)."""
COUNTS = ("win_or_loss_bonus", "nil_bonus", "bag_penalty", "hands", "blind_nil_bonus",
          "blind_nil_deficit")  # fmt: skip
"""The options that are counts of points or hands, each an int of at least 0."""
_SPADES = Suit.SPADES


def partner(seat: int) -> int:
    """The seat facing ``seat``, its partner."""
    return (seat + 2) % PLAYERS


def team_of(seat: int) -> int:
    """The index in :data:`TEAMS` of ``seat``'s team."""
    return seat % 2


def bid_limit(partner_bid: int | None) -> int:
    """The highest bid open to a seat whose partner bid ``partner_bid`` (None: not yet): the
    two bids together may not exceed the 13 tricks (OpenSpiel's rule)."""
    return HAND_SIZE if partner_bid is None else HAND_SIZE - partner_bid


def spades_broken(played: Sequence[Card]) -> bool:
    """Whether a spade is among ``played``, the cards of the hand's finished tricks."""
    return any(card.suit is _SPADES for card in played)


def may_bid_blind(seat: int, scores: Sequence[int], rules: Rules) -> bool:
    """Whether ``seat`` may bid blind nil this hand, the game's totals by seat being
    ``scores``: under ``rules.blind_nil``, if its team trails the other by at least
    ``blind_nil_deficit`` points. (Whether it has seen its cards is the state's to say.)"""
    return rules.blind_nil and scores[seat - 1] - scores[seat] >= rules.blind_nil_deficit


def hand_points(
    bids: Sequence[int],
    taken: Sequence[int],
    totals: Sequence[int],
    rules: Rules,
    blind: Sequence[bool] = NO_BLIND,
) -> tuple[int, int]:
    """Each team's points for a hand (team 0 is seats 0 and 2): its bids and tricks added
    up, 10 a trick bid if it takes that many (1 more a trick over, a bag) or minus 10 a trick
    bid if it does not; each nil (a bid of 0) ``nil_bonus`` if its bidder took no trick,
    minus it if it did, and each blind nil (a seat ``blind`` marks) ``blind_nil_bonus``
    instead; ``bag_penalty`` off for every ten bags reached, counting the bags of ``totals``
    (the teams' totals before the hand, by their units digit). A nil's tricks count toward
    its team's contract, as OpenSpiel counts them."""
    points = []
    for team, (first, second) in enumerate(TEAMS):
        contract = bids[first] + bids[second]
        over = taken[first] + taken[second] - contract
        bonus = 0
        for seat in (first, second):
            if bids[seat] == 0:
                won = rules.blind_nil_bonus if blind[seat] else rules.nil_bonus
                bonus += -won if taken[seat] else won
        if over < 0:
            points.append(-10 * contract + bonus)
        else:
            # the bags carried in: the total's units digit with its sign, as OpenSpiel's C++
            # ``total % 10`` gives it (-37 carries -7)
            bags = int(math.fmod(totals[team], 10)) + over
            tens = bags // 10 if bags > 0 else 0  # bags carried from a negative total: none
            points.append(10 * contract + over - rules.bag_penalty * tens + bonus)
    return points[0], points[1]


def game_result(
    totals: tuple[int, int], round_: int, rules: Rules
) -> tuple[tuple[int, int], tuple[int, ...]] | None:
    """The teams' final scores and the winning team indices once a hand leaves the teams at
    ``totals``, or None if the game goes on.

    A team with at least ``win_threshold`` and more than the other wins and gains
    ``win_or_loss_bonus``; with the mercy rule, a team with at most ``mercy_threshold`` and
    less than the other loses and loses ``win_or_loss_bonus`` (both can happen at once, as in
    OpenSpiel). Otherwise the game ends only after its last hand (``rules.rounds``); then
    the higher total wins (both teams on a tie).
    """
    final = list(totals)
    ended = False
    for team in (0, 1):
        mine, theirs = totals[team], totals[1 - team]
        if mine >= rules.win_threshold and mine > theirs:
            final[team] += rules.win_or_loss_bonus
            ended = True
        elif rules.use_mercy_rule and mine <= rules.mercy_threshold and mine < theirs:
            final[team] -= rules.win_or_loss_bonus
            ended = True
    if not ended and round_ < rules.rounds:
        return None
    best = max(final)
    return (final[0], final[1]), tuple(team for team in (0, 1) if final[team] == best)


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
            reads it, nor the encoding (``spades.rules.ENCODING``), which shows every card played.
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
        if type(self.players) is not int or self.players != PLAYERS:
            raise RulesError(f"Rules.players must be 4 (two partnerships), not {self.players!r}")
        check_rule_fields(self, flags=("use_mercy_rule", "breaking_spades", "blind_nil"))
        hand, seats = HAND_SIZE, PLAYERS
        check_rule_fields(
            self,
            ints=(
                *((name, AtLeast(None), "an int") for name in ("win_threshold", "mercy_threshold")),
                *((name, AtLeast(0), "an int of at least 0") for name in COUNTS),
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
        return TEAMS

    @property
    def hook(self) -> bool:
        """False, as Spades has no hook (the bidding engine asks)."""
        return False

    @property
    def rounds(self) -> int:
        """The most hands a game can last, ``hands``; when it is 0, 1,000 (a threshold or the
        mercy rule ends a game long before, unless the partnerships tie at a threshold
        hand after hand: the game then ends after the 1,000th hand)."""
        return self.hands or MOST_HANDS


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
    return trump_winner(cards, Suit.SPADES)


def legal_bids(partner_bid: int | None = None) -> tuple[int, ...]:
    """The bids open to a seat whose partner bid ``partner_bid`` (None: not yet): 0 (nil) to
    13, the two together at most 13.

    >>> legal_bids()[-1], legal_bids(9)
    (13, (0, 1, 2, 3, 4))
    """
    if partner_bid is not None and (
        type(partner_bid) is not int or not 0 <= partner_bid <= HAND_SIZE
    ):
        raise TricktakerError(
            f"partner_bid must be None or an int from 0 to 13, not {partner_bid!r}"
        )
    return tuple(range(bid_limit(partner_bid) + 1))


def hand_score(
    bids: Sequence[int],
    taken: Sequence[int],
    totals: Sequence[int] = (0, 0),
    rules: Rules | None = None,
    blind: Sequence[bool] = NO_BLIND,
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
        raise TricktakerError(f"rules must be Rules, not {rules!r}")
    for name, values in (("bids", bids), ("taken", taken)):
        if len(values) != PLAYERS or any(
            type(n) is not int or not 0 <= n <= HAND_SIZE for n in values
        ):
            raise TricktakerError(f"{name} must be 4 ints from 0 to 13, not {list(values)!r}")
    if sum(taken) != HAND_SIZE:
        raise TricktakerError(f"the tricks taken {list(taken)} must add up to 13")
    if len(totals) != 2 or any(type(n) is not int for n in totals):
        raise TricktakerError(f"totals must be 2 ints, one a team, not {list(totals)!r}")
    if len(blind) != PLAYERS or any(type(flag) is not bool for flag in blind):
        raise TricktakerError(f"blind must be 4 bools, one a seat, not {list(blind)!r}")
    if any(blind) and not rules.blind_nil:
        raise TricktakerError("blind nils are bid only under Rules(blind_nil=True)")
    for seat, flag in enumerate(blind):
        if flag and bids[seat] != 0:
            raise TricktakerError(f"seat {seat} bid {bids[seat]}, not nil: it cannot be blind")
    return hand_points(bids, taken, totals, rules, blind)


@attrs.frozen
class Bid(engine_actions.Bid):
    """Bid to take ``tricks`` tricks this hand, with one's partner; ``Bid(0)`` is nil.

    Spades' bid, a :class:`tricktaker.engine.actions.Bid`.

    >>> Bid(3), str(Bid(3)), str(Bid(0))
    (Bid(tricks=3), 'bid 3', 'bid nil')
    """

    def __str__(self) -> str:
        return "bid nil" if self.tricks == 0 else f"bid {self.tricks}"


@attrs.frozen
class BlindNil:
    """Bid nil before seeing one's cards (``Rules.blind_nil``): worth ``blind_nil_bonus``.

    Open to a seat whose team trails by ``blind_nil_deficit`` or more, at its turn to bid,
    as its first decision of the hand; its cards are shown to it once it has bid.

    >>> str(BlindNil())
    'blind nil'
    """

    def __str__(self) -> str:
        return "blind nil"


@attrs.frozen
class SeeCards:
    """See one's cards rather than bid blind nil, then bid as usual (``Rules.blind_nil``).

    >>> str(SeeCards())
    'see cards'
    """

    def __str__(self) -> str:
        return "see cards"


Action = Bid | BlindNil | SeeCards | Play
"""Any Spades action."""


@attrs.frozen
class HandStarted(Event):
    """Hand ``round`` was dealt by ``dealer``, 13 cards each; ``hands`` by seat, None where
    hidden. ``unseen``: the seats that may bid blind nil (``Rules.blind_nil``), which do not
    see their cards until they choose (:class:`CardsSeen`, :class:`BlindNilBid`): a seat's
    form hides every hand but its own, and its own too if it is one of these.

    >>> from tricktaker.cards import parse_cards
    >>> event = HandStarted(round=1, dealer=3, hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands, str(event)
    ((None, (Card.parse('A♠'),)), 'hand 1: seat 3 deals')
    >>> HandStarted(round=1, dealer=3, hands=event.hands, unseen=(1,)).for_seat(1).hands
    (None, None)
    """

    round: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    unseen: tuple[int, ...] = ()

    def for_seat(self, seat: int) -> HandStarted:
        shown = seat not in self.unseen
        hands = tuple(hand if i == seat and shown else None for i, hand in enumerate(self.hands))
        return HandStarted(round=self.round, dealer=self.dealer, hands=hands, unseen=self.unseen)


@attrs.frozen
class BidMade(engine_events.BidMade):
    """``seat`` bid ``tricks`` (0: nil)."""


@attrs.frozen
class _CardsShown(Event):
    """``seat`` now sees its cards, ``hand`` (None in the other seats' forms)."""

    seat: int
    hand: tuple[Card, ...] | None

    def for_seat(self, seat: int) -> Self:
        return self if seat == self.seat else attrs.evolve(self, hand=None)


@attrs.frozen
class BlindNilBid(_CardsShown):
    """``seat`` bid blind nil, before seeing its cards; ``hand`` are its cards, which it now
    sees (None in the other seats' forms).

    >>> from tricktaker.cards import parse_cards
    >>> event = BlindNilBid(seat=1, hand=parse_cards("2C AS"))
    >>> str(event), event.for_seat(0).hand
    ('seat 1 bids blind nil', None)
    """


@attrs.frozen
class CardsSeen(_CardsShown):
    """``seat`` chose to see its cards, ``hand`` (None in the other seats' forms), rather
    than bid blind nil.

    >>> from tricktaker.cards import parse_cards
    >>> event = CardsSeen(seat=2, hand=parse_cards("KH"))
    >>> str(event), event.for_seat(2) is event, event.for_seat(3).hand
    ('seat 2 looks at their cards', True, None)
    """


@attrs.frozen
class TrickWon(engine_events.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(engine_events.RoundScored):
    """Hand ``round`` ended: per seat its bid, tricks taken, and its team's ``points`` and
    new total (partners' entries are equal); ``trump`` is spades; ``blind`` marks by seat
    the nils bid blind."""

    blind: tuple[bool, ...] = NO_BLIND


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    BLIND = "blind"
    """Under ``Rules.blind_nil``, the seat to bid, which may bid blind nil, has not seen its
    cards: it bids blind nil or sees them (then bids in the phase ``BID``)."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


class View(TrickView[Rules, Phase, Action], BidChoices[Bid], TeamPositions):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.
    (``BidChoices`` gives the bots ``legal_bids()``.)

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards; empty while it has not seen them (:attr:`cards_seen`).
    """

    seat: int
    rules: Rules
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[int | None, ...]
    blind_nil: tuple[bool, ...] = NO_BLIND
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()

    @property
    def cards_seen(self) -> bool:
        """Whether this seat has seen its cards. False only under ``Rules.blind_nil``, while
        it may still bid blind nil and has not chosen to see them (its ``hand`` is then
        empty, its ``hand_sizes`` entry 13); a frontend shows the cards face down until
        then.

        >>> rules = Rules(blind_nil=True, blind_nil_deficit=0)
        >>> view = new_game(rules, seed=2).view(0)
        >>> view.cards_seen, view.hand, view.legal_actions()
        (False, (), (BlindNil(), SeeCards()))
        """
        return not GAME_RULES.unseen(self, self.seat)


class State(TrickState[Rules, Phase, Action, View], TeamPositions):
    """A Spades game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing,
    collecting tricks and scoring happen inside it, so every state that is not over waits for
    a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the hand number, from 1.
        dealer: the seat that dealt this hand.
        trump_card: always None: no card is turned.
        trump: always spades.
        hands: each seat's cards, in canonical order.
        bids: each seat's bid this hand (0 is nil); None until made; ``blind_nil`` says which
            nils were bid blind.
        tricks_taken: tricks each seat has taken this hand.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand, kept until the next one is
            finished; None until the hand's first trick is won.
        scores: each seat's team total (partners have the same), the bonus of the game's end
            included once it is over.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats of the winning team (every seat on a tie) once the game is over.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, len(state.hands[1]), state.trump
    (<Phase.BID: 'bid'>, 0, 13, <Suit.SPADES: 3>)
    >>> after, events = state.apply(Bid(9))
    >>> [str(e) for e in events], after.to_act, after.legal_actions()[-1]
    (['seat 0 bids 9'], 1, Bid(tricks=13))
    >>> after.apply(Bid(4))[0].legal_actions()[-1]  # seat 2 may bid up to 13 - 9
    Bid(tricks=4)
    """

    rules: Rules
    seed: int
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    blind_nil: tuple[bool, ...] = NO_BLIND
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


_SPADE_MASK = SUIT_MASKS[Suit.SPADES]
_DECK = frozenset(STANDARD_DECK)


class SpadesBidding(Bidding):
    """Spades' bids: partners bid at most 13 together; a seat that may bid blind nil first
    chooses between that and seeing its cards (the phase ``BLIND``)."""

    fields = ("bids", "blind_nil")

    def fresh(self, public: Any) -> None:
        public.bids, public.blind_nil = (None,) * 4, NO_BLIND

    def choices(self, position: Any) -> range:
        return range(bid_limit(position._public.bids[partner(position.to_act)]) + 1)

    def refused_bid(self, position: Any, tricks: int, choices: Any) -> IllegalActionError:
        limit = len(choices) - 1
        if limit < tricks <= HAND_SIZE:
            seat = partner(position.to_act)
            return IllegalActionError(
                f"cannot bid {tricks}: partners bid at most 13 together (seat {seat} bid "
                f"{position.bids[seat]}; you may bid 0 to {limit})",
                code="team_bid_limit",
            )
        return super().refused_bid(position, tricks, choices)

    def asking(self, state: Any) -> Any:
        public = state._public
        if public.rules.blind_nil and may_bid_blind(state.to_act, public.scores, public.rules):
            asked = self.game.public.copy(public)
            asked.phase, asked.rule = Phase.BLIND, BLIND
            return self.moved(state, asked, state.to_act)
        return state

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        rules, bids, blind = fields["rules"], fields["bids"], fields["blind_nil"]
        actions: list[Any] = []
        first = (fields["dealer"] + 1) % 4
        for seat in [(first + i) % 4 for i in range(4)]:
            may = rules.blind_nil and may_bid_blind(seat, fields["scores"], rules)
            if blind[seat]:
                actions.append(BlindNil())
            elif bids[seat] is not None:
                actions += [SeeCards(), Bid(bids[seat])] if may else [Bid(bids[seat])]
            elif may and fields["phase"] is Phase.BID and fields["to_act"] == seat:
                actions.append(SeeCards())  # it chose to see its cards, and bids next
        return actions


class BlindChoice(PhaseRule):
    """Under ``Rules.blind_nil``, a seat that may bid blind nil, at its turn to bid and before
    it sees its cards, bids blind nil or sees them (then bids in the phase ``BID``)."""

    phase = Phase.BLIND
    asked = "bid blind nil or see its cards"
    actions = (BlindNil, SeeCards)
    _choices = (BlindNil(), SeeCards())

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self._choices

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return None

    def step(self, state: Any, action: Any) -> Any:
        public, seat = state._public, state.to_act
        bidding = self.game.public.copy(public)
        bidding.phase, bidding.rule = Phase.BID, BIDDING
        asked = self.moved(state, bidding, seat)
        hand = state.hands[seat]
        if type(action) is SeeCards:
            return asked, (CardsSeen(seat=seat, hand=hand),)
        done, _ = BIDDING.record(asked, 0)  # a nil as any other (the turn, the dealer's last)
        marked = self.game.public.copy(done._public)
        marked.blind_nil = public.blind_nil[:seat] + (True,) + public.blind_nil[seat + 1 :]
        following = self.moved(done, marked, done.to_act)
        if marked.phase is Phase.BID:
            following = BIDDING.asking(following)
        return following, (BlindNilBid(seat=seat, hand=hand),)


BIDDING = SpadesBidding(Phase.BID, bid=Bid, made=BidMade, most=HAND_SIZE)
BLIND = BlindChoice()


class Spades(BiddingGame):
    """Spades' rules where they differ from a plain trick game: spades trump and broken
    before they are led, the bids of partners, blind nil, team scores with bags and nils,
    the game to a threshold or a number of hands."""

    name = "spades"
    title = "Spades"
    state_class = State
    view_class = View
    phase = Phase
    phases = (BIDDING, BLIND)
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = RoundScored
    lead_refusal = ("spades are not broken", "suit_not_broken")
    deal_fields = ("dealer", "trump_card", "trump")
    per_seat = ("blind_nil",)

    def trump_of(self, card: Card | None) -> Suit:
        return Suit.SPADES  # always; no card is turned

    def round_started(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> Event:
        rules, scores = state.rules, state.scores
        unseen = tuple([seat for seat in range(4) if may_bid_blind(seat, scores, rules)])
        return HandStarted(round=state.round, dealer=state.dealer, hands=hands, unseen=unseen)

    def playable(self, position: Any, hand: int) -> int:
        """Follow the led suit if able; lead a spade only from a hand of nothing but spades,
        or (under ``breaking_spades``) once a spade was played to an earlier trick."""
        trick = position.trick
        if trick:
            return hand & SUIT_MASKS[trick[0].suit] or hand
        public = position._public
        if public.rules.breaking_spades and spades_broken(public.played):
            return hand
        return hand & ~_SPADE_MASK or hand

    def unseen(self, position: Any, seat: int) -> bool:
        """Under ``Rules.blind_nil``, a seat that may bid blind nil sees its cards only once it
        has bid it, or has chosen to see them (which leaves it to bid in the phase ``BID``)."""
        public = position._public  # (fields, not properties)
        phase, rules = public.phase, public.rules
        if phase is Phase.PLAY or not rules.blind_nil or public.bids[seat] is not None:
            return False
        if phase is Phase.BID and position.to_act == seat:
            return False  # it chose to see them
        return (phase is Phase.BID or phase is Phase.BLIND) and may_bid_blind(
            seat, public.scores, rules
        )

    def deal_points(self, state: Any) -> tuple[int, ...]:
        totals = (state.scores[0], state.scores[1])
        points = hand_points(state.bids, state.tricks_taken, totals, state.rules, state.blind_nil)
        return tuple([points[team_of(seat)] for seat in range(4)])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {**super().scored_fields(state, points, scores), "blind": state.blind_nil}

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        result = game_result((scores[0], scores[1]), state.round, state.rules)
        if result is None:
            return None
        final, teams = result
        winners = tuple(seat for seat in range(4) if team_of(seat) in teams)
        return tuple([final[team_of(seat)] for seat in range(4)]), winners


GAME_RULES = Spades()
"""Spades' rules on the engine, built once."""


@attrs.frozen
class Deal:
    """The cards of a first hand given rather than shuffled: ``hands`` by seat, 13 each.

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``.
    ``trump_card`` is always None (Spades turns no card; the field is the bidding games').

    >>> from tricktaker import parse_cards
    >>> Deal([parse_cards("AS"), parse_cards("AS")])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    trump_card: None = None

    def __attrs_post_init__(self) -> None:
        if self.trump_card is not None:
            raise RulesError(f"Deal: Spades turns no trump card, not {self.trump_card!r}")
        cards = tuple(card for hand in self.hands for card in hand)
        check_dealt_cards(cards, _DECK, "the 52-card deck")

    def check(self, rules: Rules, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal gives 4 hands of 13 cards."""
        when = "the first hand" if round_number == 1 else f"hand {round_number}"
        check_hand_sizes(self.hands, PLAYERS, HAND_SIZE, when)

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), ())


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


def deal_round(
    rules: Rules, round_number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far (a seat's its team's): its first state and the event of its deal, for explicit
    chance (:mod:`tricktaker.chance`).

    Raises:
        RulesError: no such hand, scores that are not an int a seat, or a deal that does
            not fit.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)


CARDS = CardNumbering(STANDARD_DECK)
"""Spades' 52 cards, numbered in the deck's order."""

ACTIONS: tuple[Play | Bid | BlindNil | SeeCards, ...] = (
    *(Play(card) for card in STANDARD_DECK),
    *(Bid(n) for n in range(HAND_SIZE + 1)),
    BlindNil(),
    SeeCards(),
)
"""Every Spades action, each at its index (OpenSpiel's numbering, then blind nil's two)."""


def action_count(rules: Rules) -> int:
    """How many of :data:`ACTIONS` ``rules`` number: the last two only under blind nil."""
    return len(ACTIONS) if rules.blind_nil else len(ACTIONS) - 2


def score_bounds(rules: Rules) -> tuple[float, float]:
    """The lowest and highest team totals: a hand moves a total by at most 10 a trick bid
    and 13 bags, two nils and a bag penalty, and the game's end by the bonus. A game of
    ``hands`` hands stays within that many such moves; a game to a threshold within one move
    beyond the thresholds (a tie at a threshold, which plays on, is the one way past them)."""
    nil = max(rules.nil_bonus, rules.blind_nil_bonus if rules.blind_nil else 0)
    swing = 10 * HAND_SIZE + HAND_SIZE + 2 * nil + rules.bag_penalty
    bonus = rules.win_or_loss_bonus
    if rules.hands:
        return float(-swing * rules.hands - bonus), float(swing * rules.hands + bonus)
    low = min(rules.mercy_threshold, rules.win_threshold) - swing - bonus
    return float(low), float(max(rules.win_threshold, 0) + swing + bonus)


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Spades observation for ``rules``.

    Spades' action numbering and observation layout (see :mod:`tricktaker.encoding`).

    Actions, 66, numbered as OpenSpiel numbers its ``spades`` actions, and 2 more under
    ``Rules.blind_nil``:

    - 0-51: ``Play(card)``, by the card's place in :data:`~tricktaker.cards.STANDARD_DECK`
      (2♣ … A♣, 2♦ …, 2♥ …, 2♠ … A♠);
    - 52-65: ``Bid(0)`` (nil) to ``Bid(13)``;
    - 66, 67 (``Rules.blind_nil`` only): ``BlindNil()``, ``SeeCards()``.

    The observation is every bidding game's (:mod:`tricktaker.engine.encoding`) with the hand
    number and whether spades are broken, and under ``Rules.blind_nil`` the seats that bid blind
    nil. It shows every card played this hand, so it does not read ``Rules.num_tricks``
    (OpenSpiel's count of the tricks its tensor shows). Its ``phase`` section has a place for
    the phase ``BLIND`` under every rule set (the enum's members), 0 without blind nil.

    >>> from tricktaker import encoding, spades
    >>> rules = spades.Rules()
    >>> encoding.num_actions(rules), encoding.action_index(spades.Bid(0), rules)
    (66, 52)
    >>> blind = spades.Rules(blind_nil=True)
    >>> encoding.num_actions(blind), encoding.action_index(spades.BlindNil(), blind)
    (68, 66)
    >>> [(s.name, s.size) for s in encoding.observation_layout(rules)][6:9]
    [('phase', 4), ('round', 1), ('spades_broken', 1)]
    """
    round_sections: tuple[Section, ...] = (
        Section(
            name="round",
            size=1,
            meaning="the hand (``round``), from 1",
            encode=lambda v: [float(v.round)],
            high=float(rules.rounds),
        ),
        Section(
            name="spades_broken",
            size=1,
            meaning="1 once a spade may be led by any player (spades broken), else 0",
            encode=lambda v: [float(v.rules.breaking_spades and spades_broken(v.played))],
        ),
    )
    if rules.blind_nil:
        round_sections += (
            Section(
                name="blind_nil",
                size=PLAYERS,
                meaning="1 for each seat (in seat order) that bid blind nil this hand, else 0",
                encode=lambda v: [float(flag) for flag in v.blind_nil],
            ),
        )
    return bidding_layout(
        CARDS,
        PLAYERS,
        phases=Phase,
        asked="bid, blind nil or see the cards, play; or the game is over",
        no_trump_card="ever: Spades turns no card",
        no_trump="never: spades are trump",
        round_sections=round_sections,
        most_tricks=HAND_SIZE,
        scores=score_bounds(rules),
    )


ENCODING = GameEncoding(
    name="Spades",
    rules_type=Rules,
    view_type=View,
    actions=ACTIONS,
    layout=layout,
    count=action_count,
)
"""Spades' encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)

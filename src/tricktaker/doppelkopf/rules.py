"""Doppelkopf on the trick-game engine: the cards, the trumps and their order, following, a
trick's winner, card points, the announcements' deadlines, who wins a deal and its game
points; the reservations and the announcements (the engine's ``play_rule``), the parties as
the queens, the contract and the play show them, the worlds that fit what was shown; and
the hooks of :class:`Doppelkopf`, where it differs from a plain trick game.

Sources (``docs/rules/doppelkopf.md`` names the section of each, and which numbers were
checked in which edition): the Turnierspielregeln (TSR) of the Deutscher Doppelkopf-Verband
(DDV), and pagat.com's Doppelkopf page for the house rules. A card's second copy
(``Card.of(suit, rank, copy=2)``) prints as the first.

>>> from tricktaker import parse_cards
>>> trick_winner(parse_cards("AC 10H QC 9C"))  # the Dulle (♥10) is the highest trump
1
>>> card_points(parse_cards("AC 10H QC 9C"))
24
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, exactly
from tricktaker.cards import Card, Rank, Suit, shuffled
from tricktaker.deals import deal_masks
from tricktaker.encoding import Section, one_hot, per_seat_section, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    ListedRule,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
)
from tricktaker.engine.events import HandStarted as _HandStarted
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.engine.options import check_options, option
from tricktaker.engine.register import register_game_types
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import CardPlayed, Event
from tricktaker.masks import BITS, SECOND_COPY_SHIFT, cards_of, mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick

__all__ = [
    "DECK", "Action", "Announce", "Announced", "Call", "Contract", "Deal", "Declare",
    "Declared", "Doppelkopf", "HandScored", "HandStarted", "Party", "Phase", "Play", "Rules",
    "Score", "ScoreItem", "State", "TrickWon", "View", "calls", "card_points", "deal_round",
    "follow_class", "is_trump", "least_cards", "new_game", "party_of", "score_deal",
    "shown_parties", "start", "target", "trick_winner",
]  # fmt: skip
"""The package's names (:mod:`tricktaker.doppelkopf` adds ``GAME`` and ``DoppelkopfBot``)."""

DECK: tuple[Card, ...] = tuple(
    Card.of(suit, rank, copy) for copy in (1, 2) for suit in Suit for rank in Rank if rank >= 9
)
"""The 48 cards (TSR 2.2): nine to ace of each suit, twice, in canonical order."""

POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.NINE: 0}
"""Each rank's card points (Augen; TSR 2.2): 240 in the deck."""

DULLE = Card.of(Suit.HEARTS, Rank.TEN)
"""The hearts ten (Dulle), the highest trump (TSR 2.3)."""
QUEEN_OF_CLUBS = Card.of(Suit.CLUBS, Rank.QUEEN)
"""The queen of clubs (die Alte): its holders are the Re party (TSR 2.4)."""
FUCHS = Card.of(Suit.DIAMONDS, Rank.ACE)
"""The ace of diamonds (Fuchs): caught by the other party, an extra point (TSR 7.2)."""
KARLCHEN = Card.of(Suit.CLUBS, Rank.JACK)
"""The jack of clubs (Karlchen): winning the last trick, an extra point (TSR 7.2)."""


class Contract(enum.Enum):
    """What is played (TSR 4): the normal game, a solo, which names its trumps, or a
    marriage (the normal game's trumps)."""

    NORMAL = "Normalspiel"
    DAMEN = "Damensolo"
    BUBEN = "Bubensolo"
    KREUZ = "Kreuzsolo"
    PIK = "Piksolo"
    HERZ = "Herzsolo"
    KARO = "Karosolo"
    FLEISCHLOS = "Fleischloser"
    HOCHZEIT = "Hochzeit"

    @property
    def trump_suit(self) -> Suit | None:
        """The suit whose plain cards are trumps (diamonds in the normal game), if any."""
        return _TRUMP_SUIT.get(self)

    def __str__(self) -> str:
        return self.value


_TRUMP_SUIT = {
    Contract.NORMAL: Suit.DIAMONDS, Contract.HOCHZEIT: Suit.DIAMONDS, Contract.KARO: Suit.DIAMONDS,
    Contract.KREUZ: Suit.CLUBS,
    Contract.PIK: Suit.SPADES, Contract.HERZ: Suit.HEARTS,
}  # fmt: skip
_UP = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)  # a rank's suits, lowest first
_PLAIN = (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)  # lowest first


def _ranks(contract: Contract) -> dict[Card, int]:
    """Each card's rank under ``contract``: a plain card's its place in ``_PLAIN``; a trump's
    100 and up, lowest first (TSR 2.3, 4.3): the suit's plain cards, the jacks, the queens
    and the hearts tens; a Damen- or Bubensolo's queens or jacks."""
    suit = contract.trump_suit
    if contract is Contract.DAMEN or contract is Contract.BUBEN:
        rank = Rank.QUEEN if contract is Contract.DAMEN else Rank.JACK
        trumps = [Card.of(s, rank) for s in _UP]
    elif suit is None:
        trumps = []
    else:
        low = [Card.of(suit, rank) for rank in (Rank.NINE, Rank.KING, Rank.TEN, Rank.ACE)]
        trumps = [
            *(card for card in low if card is not DULLE),
            *(Card.of(s, rank) for rank in (Rank.JACK, Rank.QUEEN) for s in _UP),
            DULLE,
        ]
    order = {card: 100 + k for k, card in enumerate(trumps)}
    return {card: order.get(card.first_copy, _PLAIN.index(card.suited_rank)) for card in DECK}


_RANKS = {contract: _ranks(contract) for contract in Contract}
_PIG_RANK = 200  # the diamond aces of one hand, above the Dullen (pigs, a house rule)


def strength(card: Card, contract: Contract = Contract.NORMAL) -> int:
    """How high ``card`` ranks under ``contract``: a trump above every plain card, in the
    trumps' order; a plain card in its suit's (ace, ten, king, queen, jack, nine).

    >>> from tricktaker import Card
    >>> strength(Card.parse("10H")) > strength(Card.parse("QC")) > strength(Card.parse("AC"))
    True
    """
    return _RANKS[contract][card]


def is_trump(card: Card, contract: Contract = Contract.NORMAL) -> bool:
    """Whether ``card`` is a trump under ``contract``; in the normal game the diamonds, the
    jacks, the queens and the hearts tens (TSR 2.3).

    >>> from tricktaker import Card
    >>> is_trump(Card.parse("10H")), is_trump(Card.parse("JS")), is_trump(Card.parse("AH"))
    (True, True, False)
    >>> is_trump(Card.parse("JS"), Contract.DAMEN), is_trump(Card.parse("AC"), Contract.KREUZ)
    (False, True)
    """
    return _RANKS[contract][card] >= 100


def follow_class(card: Card, contract: Contract = Contract.NORMAL) -> Suit | None:
    """The suit ``card`` is played to for following (TSR 5.2): its own, but a trump's is the
    trump suit (so the hearts ten follows trump, not hearts), or None in a solo whose trumps
    are of no suit (queens, jacks).

    >>> from tricktaker import Card
    >>> follow_class(Card.parse("10H")), follow_class(Card.parse("KH"))
    (<Suit.DIAMONDS: 1>, <Suit.HEARTS: 2>)
    >>> follow_class(Card.parse("QH"), Contract.DAMEN) is None
    True
    """
    if _RANKS[contract][card] >= 100:
        return contract.trump_suit
    return card.suited_suit


def card_points(cards: Sequence[Card]) -> int:
    """The card points (Augen) of ``cards``: ace 11, ten 10, king 4, queen 3, jack 2, nine 0
    (TSR 2.2).

    >>> from tricktaker import parse_cards
    >>> card_points(parse_cards("AS 10S KS QS JS 9S"))
    30
    """
    return sum([POINTS[card.suited_rank] for card in cards])


def trick_winner(
    cards: Sequence[Card],
    *,
    contract: Contract = Contract.NORMAL,
    second_dulle: bool = False,
    last: bool = False,
    pigs: bool = False,
) -> int:
    """The index of the card of ``cards`` (in play order) that wins under ``contract``: the
    highest trump, else the highest card of the suit led; of two equal cards the first
    played (TSR 5.3). ``second_dulle`` (a house rule): the second hearts ten beats the
    first, but in the ``last`` trick. ``pigs`` (a house rule): the diamond aces rank above
    the hearts tens, both held by one seat.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("10H QC 10H 9D"))
    0
    >>> trick_winner(parse_cards("10H QC 10H 9D"), second_dulle=True)
    2
    >>> trick_winner(parse_cards("AS 10S AS KS")), trick_winner(parse_cards("AD 10H"), pigs=True)
    (0, 0)
    >>> trick_winner(parse_cards("AC QC JS"), contract=Contract.BUBEN)
    2
    """
    ranks = _RANKS[contract]
    led = follow_class(cards[0], contract)
    led_trump = ranks[cards[0]] >= 100
    best, best_key = 0, -1
    for index, card in enumerate(cards):
        rank = ranks[card]
        if pigs and card.first_copy is FUCHS:
            rank = _PIG_RANK
        if rank < 100 and (led_trump or card.suit is not led):
            continue
        if rank > best_key or (
            second_dulle and not last and rank == best_key and card.first_copy is DULLE
        ):
            best, best_key = index, rank
    return best


class Party(enum.Enum):
    """The two parties of a deal: the queens of clubs' (Re) and the others (Kontra)."""

    RE = "Re"
    KONTRA = "Kontra"

    @property
    def other(self) -> Party:
        """The other party."""
        return Party.KONTRA if self is Party.RE else Party.RE

    def __str__(self) -> str:
        return self.value


class Call(enum.Enum):
    """An announcement (TSR 6): the party's own (Re or Kontra, an Ansage), or an Absage
    (keine 90, keine 60, keine 30, schwarz), which includes its party's Ansage and the lower
    Absagen."""

    RE = "Re"
    KONTRA = "Kontra"
    NO_90 = "keine 90"
    NO_60 = "keine 60"
    NO_30 = "keine 30"
    SCHWARZ = "schwarz"

    _level: int  # set below, from the order of the calls: enum members hash slowly

    @property
    def level(self) -> int:
        """0 for Re and Kontra, 1 for keine 90 ... 4 for schwarz."""
        return self._level

    def __str__(self) -> str:
        return str(self.value)  # (mypy reads value as Any once the class declares _level)


ABSAGEN = (Call.NO_90, Call.NO_60, Call.NO_30, Call.SCHWARZ)
"""The Absagen by level, from 1."""

for _place, _call in enumerate(Call):
    _call._level = max(0, _place - 1)


def least_cards(level: int, hand_size: int, reply_to: int | None = None) -> int:
    """The fewest cards a player must still hold to announce at ``level`` (0 Re or Kontra,
    1 keine 90 ... 4 schwarz; TSR 6.2.2, 6.3.4); an Ansage replying to the other party's
    announcement of level ``reply_to`` (the Erwiderung), one card fewer than that one needed.

    >>> least_cards(0, 12), least_cards(1, 12), least_cards(4, 12), least_cards(0, 12, 2)
    (11, 10, 7, 8)
    """
    least = hand_size - 1 - level
    if level == 0 and reply_to is not None:
        least = min(least, hand_size - 2 - reply_to)
    return least


def target(party: Party, levels: dict[Party, int]) -> tuple[str, int]:
    """What ``party`` must take to win (TSR 7.1, the rules page's table), given each party's
    highest announcement level (-1 for none): ``("points", n)`` card points, ``("tricks",
    12)`` every trick (its own schwarz) or ``("tricks", 1)`` a trick (against the other's).

    >>> target(Party.RE, {Party.RE: -1, Party.KONTRA: -1})
    ('points', 121)
    >>> target(Party.RE, {Party.RE: -1, Party.KONTRA: 0})
    ('points', 120)
    >>> levels = {Party.RE: 2, Party.KONTRA: 0}  # Re said keine 60, Kontra said Kontra
    >>> target(Party.RE, levels), target(Party.KONTRA, levels)
    (('points', 181), ('points', 60))
    >>> target(Party.KONTRA, {Party.RE: 4, Party.KONTRA: -1})
    ('tricks', 1)
    """
    own, other = levels[party], levels[party.other]
    if own >= 1:
        return ("tricks", 12) if own == 4 else ("points", 121 + 30 * own)
    if other >= 1:
        return ("tricks", 1) if other == 4 else ("points", 120 - 30 * other)
    if own != other:  # one party said Re or Kontra alone
        return "points", 121 if own > other else 120
    return "points", 121 if party is Party.RE else 120


def _reached(goal: tuple[str, int], points: int, tricks: int, other_tricks: int) -> bool:
    kind, need = goal
    if kind == "points":
        return points >= need
    return other_tricks == 0 if need > 1 else tricks > 0


@attrs.frozen
class ScoreItem:
    """One item of a deal's score: its ``name`` (gewonnen, unter 90, Re, Doppelkopf ...)
    and the game ``points`` it gives the Re party (negative: Kontra's).

    >>> str(ScoreItem("gegen die Alten", -1))
    'gegen die Alten -1'
    """

    name: str
    points: int

    def __str__(self) -> str:
        return f"{self.name} {self.points:+d}"


@attrs.frozen
class Score:
    """A deal's score (TSR 7): the ``winner`` (None if neither party reached what it
    announced), the game points the Re party gains (``value``; each Kontra player loses as
    much, a soloist three times as much), and the ``items`` that make it up, each a name and
    the points it gives Re (negative: Kontra's)."""

    winner: Party | None
    value: int
    items: tuple[ScoreItem, ...]


def score_deal(
    *,
    re_points: int,
    re_tricks: int,
    kontra_tricks: int,
    levels: dict[Party, int],
    extras: Sequence[tuple[str, Party]] = (),
    solo: bool = False,
) -> Score:
    """The score (TSR 7.2, the rules page's items) of a deal in which Re took ``re_points``
    card points and ``re_tricks`` tricks, the parties announced up to ``levels`` (-1:
    nothing) and earned ``extras`` (in a normal game: Doppelkopf, Fuchs gefangen, Karlchen,
    each the party that earned it). If neither party reached what it announced, only the
    levels under 90 ... and the extra points score, for each party.

    >>> said_re = {Party.RE: 0, Party.KONTRA: -1}
    >>> score_deal(re_points=130, re_tricks=7, kontra_tricks=5, levels=said_re).value
    3
    >>> score_deal(re_points=100, re_tricks=5, kontra_tricks=7,
    ...            levels={Party.RE: -1, Party.KONTRA: -1}, extras=[("Doppelkopf", Party.RE)]).value
    -1
    """
    kontra_points = 240 - re_points
    points = {Party.RE: re_points, Party.KONTRA: kontra_points}
    tricks = {Party.RE: re_tricks, Party.KONTRA: kontra_tricks}
    won = [
        party
        for party in Party
        if _reached(target(party, levels), points[party], tricks[party], tricks[party.other])
    ]
    merged: dict[str, int] = {}  # each item's points for Re, in the order first given
    winner = won[0] if len(won) == 1 else None

    def add(name: str, party: Party, count: int = 1) -> None:
        merged[name] = merged.get(name, 0) + (count if party is Party.RE else -count)

    for party in Party if winner is None else (winner,):
        loser = party.other
        if winner is not None:
            add("gewonnen", party)
        for limit in (90, 60, 30):
            if points[loser] < limit:
                add(f"unter {limit}", party)
        if tricks[loser] == 0:
            add("schwarz", party)
        if winner is None:
            continue
        for announced in Party:
            if levels[announced] >= 0:
                add(str(Call.RE if announced is Party.RE else Call.KONTRA), party, 2)
            for level in range(1, levels[announced] + 1):
                add(str(ABSAGEN[level - 1]), party)
        for level, need in ((1, 120), (2, 90), (3, 60)):  # "120 gegen keine 90" ...
            if levels[loser] >= level and points[party] >= need:
                add(f"{need} gegen {ABSAGEN[level - 1]}", party)
        if levels[loser] == 4 and tricks[party]:
            add("Stich gegen schwarz", party)
        if not solo and party is Party.KONTRA:
            add("gegen die Alten", party)
    if not solo:
        for name, party in extras:
            add(name, party)
    listed = tuple(ScoreItem(name, value) for name, value in merged.items() if value)
    return Score(winner, sum(merged.values()), listed)


HAND_SIZE = 12
"""The cards dealt to each player (TSR 3.3): a deal is twelve tricks."""
QUEENS = mask_of([QUEEN_OF_CLUBS, Card.of(Suit.CLUBS, QUEEN_OF_CLUBS.suited_rank, 2)])
"""Both queens of clubs, as a mask."""
FOXES = mask_of([FUCHS, Card.of(Suit.DIAMONDS, FUCHS.suited_rank, 2)])
"""Both diamond aces, as a mask."""
NINES = mask_of(card for card in DECK if card.rank == Rank.NINE)
"""The nines, as a mask (a house rule leaves them out)."""
SEATS = (0, 1, 2, 3)


@attrs.frozen
class Announce:
    """Announce ``call`` (an Ansage, Re or Kontra, or an Absage) before playing a card.

    >>> str(Announce(Call.NO_90))
    'keine 90'
    >>> Announce("Re")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Announce.call must be a Call, not 'Re'
    """

    call: Call = attrs.field(validator=exactly(Call, "a Call"))

    def __str__(self) -> str:
        return str(self.call)

    @classmethod
    def from_text(cls, text: str) -> Announce | None:
        """The announcement ``text`` names (``re``, ``Keine 90``), for
        :func:`~tricktaker.parse_action`, which then says why one not open now is refused."""
        found = [call for call in Call if call.value.lower() == " ".join(text.lower().split())]
        return ANNOUNCE[found[0]] if found else None


@attrs.frozen
class Declare:
    """Say ``contract`` before the play (TSR 4.1): ``Contract.NORMAL`` is *gesund* (no
    reservation), any other a solo the declarer plays alone.

    >>> str(Declare(Contract.NORMAL)), str(Declare(Contract.DAMEN))
    ('gesund', 'Damensolo')
    """

    contract: Contract = attrs.field(validator=exactly(Contract, "a Contract"))

    def __str__(self) -> str:
        return "gesund" if self.contract is Contract.NORMAL else str(self.contract)

    @classmethod
    def from_text(cls, text: str) -> Declare | None:
        """The declaration ``text`` names (``gesund``, ``damensolo``), for
        :func:`~tricktaker.parse_action`."""
        said = text.strip().lower()
        found = [c for c in Contract if str(Declare(c)).lower() == said]
        return Declare(found[0]) if found else None


Action = Announce | Declare | Play
"""Any Doppelkopf action."""
ANNOUNCE = {call: Announce(call) for call in Call}


@attrs.frozen
class Declared(Event):
    """``seat`` said ``contract``: *gesund*, or a solo it plays alone."""

    seat: int
    contract: Contract


@attrs.frozen
class Announced(Event):
    """``seat`` announced ``call`` for ``party``, ``at`` cards into the deal."""

    seat: int
    call: Call
    party: Party
    at: int


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    RESERVE = "reserve"
    """Say gesund or a solo, from the dealer's left."""
    PLAY = "play"
    """Play a card (or announce first)."""
    OVER = "over"


def levels(announcements: Sequence[Announced]) -> dict[Party, int]:
    """Each party's highest announcement level, -1 for none."""
    re = max((made.call.level for made in announcements if made.party is Party.RE), default=-1)
    kontra = max(
        (made.call.level for made in announcements if made.party is Party.KONTRA), default=-1
    )
    return {Party.RE: re, Party.KONTRA: kontra}


def trick_seats(position: Any) -> list[tuple[int, Card]]:
    """Every card played this deal with its seat, finished tricks then the trick in
    progress."""
    public = position._public
    leader = (public.dealer + 1) % 4
    found: list[tuple[int, Card]] = []
    played = public.played
    for k, winner in enumerate(public.trick_winners):
        found += [((leader + i) % 4, card) for i, card in enumerate(played[4 * k : 4 * k + 4])]
        leader = winner
    found += [(public.trick_seats[i], card) for i, card in enumerate(position.trick)]
    return found


def declared_re(public: Any) -> tuple[int, ...] | None:
    """The Re seats where the contract says them: a soloist; a marriage's holder and the
    winner of the first trick another seat wins of the first three, or the holder alone
    after three (TSR 4.4); None in the normal game (the queens') and before that trick."""
    soloist = public.soloist
    if soloist is None:
        return None
    if public.contract is not Contract.HOCHZEIT:
        return (soloist,)
    if public.partner is not None:
        return (soloist, public.partner)
    return (soloist,) if len(public.trick_winners) >= 3 else None


def shown_parties(position: Any) -> tuple[Party | None, ...]:
    """Each seat's party as the play and the announcements have shown it to all (None where
    not yet): a queen of clubs played or Re announced shows Re, Kontra announced shows
    Kontra; once both queens are shown the others are Kontra."""
    public = position._public
    re = declared_re(public)
    if re is not None:  # a solo declared, a marriage clarified: known to all
        return tuple([Party.RE if seat in re else Party.KONTRA for seat in SEATS])
    parties: list[Party | None] = [None] * 4
    if public.soloist is not None:  # a marriage, its partner still to find
        parties[public.soloist] = Party.RE
        return tuple(parties)
    queens = 0
    for seat, card in trick_seats(position):
        if card.first_copy is QUEEN_OF_CLUBS:
            parties[seat] = Party.RE
            queens += 1
    for made in position._public.announcements:
        parties[made.seat] = made.party
    if queens == 2 or parties.count(Party.RE) == 2:  # (two Kontra seats shown prove nothing:
        parties = [Party.KONTRA if party is None else party for party in parties]
    return tuple(parties)  # a silent marriage has three)


def party_of(position: Any, seat: int, hand: int) -> Party:
    """The party of ``seat``, which holds ``hand`` (a mask) and knows what it played: Re if
    it was dealt a queen of clubs (TSR 2.4), or if it plays the solo."""
    public = position._public
    re = declared_re(public)
    if re is not None or public.soloist is not None:
        return Party.RE if seat in (re or ()) or seat == public.soloist else Party.KONTRA
    if hand & QUEENS:
        return Party.RE
    played = any(
        by == seat and card.first_copy is QUEEN_OF_CLUBS for by, card in trick_seats(position)
    )
    return Party.RE if played else Party.KONTRA


def calls(position: Any, hand: int) -> tuple[Call, ...]:
    """The announcements ``position.to_act``, holding ``hand``, may make now (TSR 6; the
    rules page's deadlines, several at once and the reply): none skipped, none made later."""
    public = position._public
    size = public.dealt_size  # ten without the nines: each deadline two cards earlier
    if public.contract is Contract.HOCHZEIT:  # from the clarifying trick on, later by as many
        if declared_re(public) is None:
            return ()
        winners = public.trick_winners
        size -= next((k for k in range(3) if winners[k] != public.soloist), 2)
    party = party_of(position, position.to_act, hand)
    said = levels(public.announcements)
    own, other = said[party], said[party.other]
    held = hand.bit_count()
    ansage = Call.RE if party is Party.RE else Call.KONTRA
    if own < 0 and held < least_cards(0, size):  # late: the reply alone, if any
        replying = other >= 0 and held >= least_cards(0, size, other)
        return (ansage,) if replying else ()
    if own == 0:  # an Ansage made as a reply opens no Absage
        made = next(m for m in public.announcements if m.party is party)
        played = [by for by, _ in trick_seats(position)[: made.at]].count(made.seat)
        if public.dealt_size - played < least_cards(0, size):
            return ()
    absagen = list(Call)[max(own, 0) + 2 :] if held >= least_cards(own + 1, size) else []
    return (ansage, *absagen) if own < 0 else tuple(absagen)


class Announcing(PhaseRule):
    """The announcements a seat may make in the play before its card (the engine's
    ``play_rule``): each recorded in ``announcements``, the seat still to play."""

    phase = Phase.PLAY
    asked = "play a card (or announce)"
    actions = (Announce,)
    every_action = tuple(ANNOUNCE.values())

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        game = self.game
        plays = game.plays(position, game.playable(position, hand))
        return (*plays, *[ANNOUNCE[call] for call in calls(position, hand)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        allowed = calls(position, hand)
        if action.call in allowed:
            return None
        party = party_of(position, position.to_act, hand)
        if action.call in (Call.RE, Call.KONTRA) and str(action.call) != str(party):
            reason = f"seat {position.to_act} is not of the {action.call} party"
        elif position._public.contract is Contract.HOCHZEIT and not declared_re(position._public):
            reason = "not before the marriage's clarifying trick"
        else:
            reason = "too late or already said"
        shown = ", ".join(map(str, allowed)) or "none"
        return IllegalActionError(
            f"cannot announce {action.call}: {reason} (may announce: {shown})", code="illegal"
        )

    def step(self, state: Any, action: Any) -> Any:
        seat = state.to_act
        hand = state._hidden.dealt[seat] & state._held
        if type(action.call) is not Call or action.call not in calls(state, hand):
            return None
        public = self.game.public.copy(state._public)
        made = Announced(
            seat=seat, call=action.call, party=party_of(state, seat, hand),
            at=len(public.played) + len(state.trick),
        )  # fmt: skip
        public.announcements = (*public.announcements, made)
        return self.moved(state, public, seat), (made,)


ANNOUNCING = Announcing()


class Reserving(ListedRule):
    """Before the play each seat from the dealer's left says gesund or declares a solo
    (TSR 4.1, 4.3: a Lustsolo): the first solo declared is played, the declarer alone
    (Re) against the other three, the dealer's left leading; four times gesund, the
    normal game."""

    phase = Phase.RESERVE
    asked = "say gesund or declare a solo"
    actions = (Declare,)
    every_action = tuple(Declare(contract) for contract in Contract)
    fields = ("declared", "contract", "soloist")

    def fresh(self, public: Any) -> None:
        public.declared, public.contract, public.soloist = (None,) * 4, Contract.NORMAL, None
        public.partner = None

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 1) % 4)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action if hand & QUEENS == QUEENS else self.every_action[:-1]

    def why(self, position: Any, action: Any) -> str:  # Hochzeit, without both queens
        seat = position.to_act
        return f"cannot declare Hochzeit: seat {seat} does not hold both queens of clubs"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        contract = action.contract
        said = [*public.declared]
        said[seat] = contract
        public.declared = tuple(said)
        event = (Declared(seat=seat, contract=contract),)
        if contract not in (Contract.NORMAL, Contract.HOCHZEIT):  # a solo: played at once
            public.contract, public.soloist = contract, seat
        elif seat != public.dealer:  # the next seat is asked; the dealer is asked last
            return self.moved(state, public, (seat + 1) % 4), event
        elif Contract.HOCHZEIT in public.declared:  # no solo: the marriage (TSR 4.4)
            public.contract = Contract.HOCHZEIT
            public.soloist = public.declared.index(Contract.HOCHZEIT)
        return self.game.next_phase(self.moved(state, public, seat), self), event

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        first = fields["dealer"] + 1
        said = [fields["declared"][(first + i) % 4] for i in range(4)]
        return [Declare(contract) for contract in said if contract is not None]


RESERVING = Reserving()


def holds_pigs(dealt: int) -> bool:
    """Whether a seat dealt the cards ``dealt`` (a mask) holds the pigs, the house rule
    *Schweinchen* (pagat.com): both diamond aces, but not both queens of clubs.

    >>> holds_pigs(FOXES), holds_pigs(FOXES | QUEENS), holds_pigs(FOXES & -FOXES)
    (True, False, False)
    """
    return dealt & FOXES == FOXES and dealt & QUEENS != QUEENS


def _lacking(position: Any) -> list[int]:
    """By seat, the cards it has shown it holds none of: those of each suit (trump one
    suit, for following) it did not follow."""
    contract = position._public.contract
    lacks = [0] * 4
    plays = trick_seats(position)
    for first in range(0, len(plays), 4):
        led = follow_class(plays[first][1], contract)
        for by, card in plays[first + 1 : first + 4]:
            if follow_class(card, contract) is not led:
                lacks[by] |= mask_of([c for c in DECK if follow_class(c, contract) is led])
    return lacks


def _swap(
    hands: list[int], lacks: list[int], seat: int, givers: list[int], give: int, take: int
) -> bool:
    """Swap a card of ``seat``'s hand among ``give`` (a mask) for one of a giver's among
    ``take``: each to a seat that has not shown it lacks it if there is one, else any.
    Whether a swap was made."""
    for lacking in (lacks, [0] * 4):
        for giver in givers:
            mine = hands[seat] & give & ~lacking[giver]
            theirs = hands[giver] & take & ~lacking[seat]
            if mine and theirs:
                cards = (mine & -mine) | (theirs & -theirs)
                hands[seat] ^= cards
                hands[giver] ^= cards
                return True
    return False


def fit_parties(position: Any, hands: list[int]) -> list[int]:
    """``hands`` (masks by seat, as held now; ``position.seat``'s its own) of a world of the
    view ``position`` changed to fit what it shows: without the nines where the rules leave
    them out (each changed for a card no seat holds or played); the queens of clubs the
    others hold moved so that each seat that announced for Re holds one (or played one) and
    none that announced for Kontra does; the pigs where they were shown, or none."""
    hands, seat = list(hands), position.seat
    if position.rules.without_nines:
        free = mask_of(DECK) & ~NINES & ~mask_of((*position.played, *position.trick))
        for hand in hands:
            free &= ~hand
        for other in SEATS:
            while hands[other] & NINES and free:
                nine, spare = hands[other] & NINES & -(hands[other] & NINES), free & -free
                hands[other] ^= nine | spare
                free ^= spare
    keep = ~FOXES if position._public.pigs is not None else -1  # the pigs stay where shown
    played = {by for by, card in trick_seats(position) if card.first_copy is QUEEN_OF_CLUBS}
    party = {made.seat: made.party for made in position._public.announcements}
    needs = {s for s in SEATS if party.get(s) is Party.RE and s not in played and s != seat}
    if position._public.soloist is not None:  # a solo's parties are not the queens'
        party, needs = {}, set()
    for other in SEATS:
        kontra = party.get(other) is Party.KONTRA
        if other == seat or not (kontra if hands[other] & QUEENS else other in needs):
            continue
        for giver in SEATS:  # a queen from a seat that may give it, or to one that may hold it
            if giver in (seat, other):
                continue
            if kontra:
                mine, theirs = hands[other] & QUEENS, hands[giver] & ~QUEENS & keep
                if party.get(giver) is Party.KONTRA:
                    continue
            else:
                mine, theirs = hands[other] & ~QUEENS & keep, hands[giver] & QUEENS
                if giver in needs and theirs.bit_count() < 2:
                    continue
            while mine and theirs:
                give, take = mine & -mine, theirs & -theirs
                hands[other] ^= give | take
                hands[giver] ^= give | take
                mine, theirs = mine ^ give, theirs ^ take
                if not kontra:
                    break
            if not hands[other] & QUEENS if kontra else hands[other] & QUEENS:
                break
    gone = [0] * 4
    for by, card in trick_seats(position):
        gone[by] |= BITS[card.index]
    pigs = position._public.pigs
    if pigs is not None and pigs != seat and (hands[pigs] | gone[pigs]) & QUEENS == QUEENS:
        queen = hands[pigs] & QUEENS & -(hands[pigs] & QUEENS)  # the pigs' seat has not both
        for giver in SEATS:
            plain = hands[giver] & ~QUEENS & ~FOXES
            if giver not in (seat, pigs) and party.get(giver) is not Party.KONTRA and plain:
                hands[pigs] ^= queen | (plain & -plain)
                hands[giver] ^= queen | (plain & -plain)
                break
    if position._public.rules.pigs and pigs is None:  # none shown: nobody was dealt them
        lacks = _lacking(position)
        for other in SEATS:
            if other == seat or not holds_pigs(hands[other] | gone[other]):
                continue
            givers = [s for s in SEATS if s not in (seat, other)]
            # a diamond ace it holds goes for another's card; else (it has played both) it
            # was dealt both queens of clubs: the ones it lacks come for cards of its own
            if not _swap(hands, lacks, other, givers, FOXES, ~QUEENS & ~FOXES):
                while (hands[other] | gone[other]) & QUEENS != QUEENS:
                    if not _swap(hands, lacks, other, givers, ~QUEENS & ~FOXES, QUEENS):
                        break
    return hands


_CLASS = {
    contract: {
        key: mask_of(card for card in DECK if follow_class(card, contract) is key)
        for key in (*Suit, None)
    }
    for contract in Contract
}  # by contract, the cards played to each suit for following (None: trumps of no suit)
_DECKS = {False: DECK, True: tuple(card for card in DECK if card.rank != Rank.NINE)}


@attrs.frozen(kw_only=True)
class Rules:
    """A Doppelkopf rule set; the defaults are the DDV's tournament rules.

    Attributes:
        players: always 4.
        deals: the deals of a game (24, a tournament round: TSR 8.5).
        second_dulle: a house rule: the second hearts ten played to a trick beats the first,
            but in the last trick (pagat.com); the DDV's first beats the second.
        without_nines: a house rule: 40 cards, the nines left out, ten a seat (pagat.com);
            the announcements' deadlines come two cards earlier.
        pigs: a house rule (Schweinchen): a seat dealt both diamond aces holds them above
            the hearts tens, in a normal game; it is shown to all as the deal begins.
        first_dealer: the seat that deals the first deal; the deal passes to the left.

    >>> Rules(deals=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.deals must be 1 to 1000, not 0
    """

    players: int = option(4, (4,), "4")
    deals: int = option(24, range(1, 1001), "1 to 1000")
    second_dulle: bool = False
    without_nines: bool = False
    pigs: bool = False
    first_dealer: int = 0

    __attrs_post_init__ = check_options


# -- actions and events -----------------------------------------------------------------------


@attrs.frozen
class HandStarted(_HandStarted):
    """Deal ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden;
    ``pigs`` the seat that holds both diamond aces as pigs (a house rule), if any."""

    pigs: int | None = None

    def shown_to_all(self) -> tuple[Card, ...]:
        return cards_of(FOXES) if self.pigs is not None else ()


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Deal ``hand_number`` ended: the Re party ``re`` (one seat: a silent marriage, a solo)
    took ``re_points`` card points; ``winner`` won (None: neither reached what it
    announced) and Re gained ``value`` game points, made of ``items`` (each a name and its
    points for Re); each seat's ``points`` and total."""

    hand_number: int
    re: tuple[int, ...]
    re_points: int
    winner: Party | None
    value: int
    items: tuple[ScoreItem, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- state and view ---------------------------------------------------------------------------


class _Parties:
    __slots__ = ()

    @property
    def parties(self) -> tuple[Party | None, ...]:
        """Each seat's party as shown to all so far (:func:`shown_parties`)."""
        return shown_parties(self)


class View(TrickView[Rules, Phase, Action], _Parties):
    """What ``seat`` may know: its hand, the announcements, the tricks and the card points
    taken, the parties as shown so far, the scores. The fields mean what they mean on
    :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Action, View], _Parties):
    """A Doppelkopf game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the deal, from 1.
        dealer: the seat that dealt it.
        pigs: the seat that holds both diamond aces as pigs (``Rules.pigs``), or None.
        declared: what each seat said before the play (None: not asked, or not yet).
        contract: the game played: the normal game, or the solo declared.
        soloist: the seat that plays the solo, or that holds the marriage; None.
        partner: the marriage's partner once found (TSR 4.4), or None.
        hands: each seat's cards, in canonical order.
        announcements: this deal's announcements, in order.
        tricks_taken: the tricks each seat has taken this deal.
        points_taken: the card points each seat has taken this deal.
        trick_winners: the winner of each finished trick of this deal.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this deal's finished tricks, in play order.
        last_trick: the last finished trick of this deal.
        scores: each seat's total of game points.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats of the highest total once the game is over.

    >>> state = new_game(Rules(), seed=1)
    >>> state.to_act, [len(hand) for hand in state.hands], state.parties, state.phase
    (1, [12, 12, 12, 12], (None, None, None, None), <Phase.RESERVE: 'reserve'>)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hands: tuple[tuple[Card, ...], ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


class Doppelkopf(TrickGame):
    """Doppelkopf where it differs from a plain trick game: the double deck, the trumps and
    following, the announcements in the play, the hidden parties and the deal's score."""

    name = "doppelkopf"
    title = "Doppelkopf"
    state_class = State
    view_class = View
    phase = Phase
    phases = (RESERVING, ANNOUNCING)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("dealer", "pigs")
    per_seat = ("declared",)

    def play_rule(self, rules: Rules) -> Any:
        """The announcements, taken in the play beside the cards."""
        return ANNOUNCING

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """Twelve cards each from the dealer's left (TSR 3.3); ten without the nines."""
        deck = shuffled(_DECKS[rules.without_nines], f"doppelkopf:{seed}:{number}")
        return Dealt(deal_masks(deck, 4, self.hand_size(rules, number), dealer + 1), ())

    def hand_size(self, rules: Any, number: int) -> int:
        return HAND_SIZE - 2 if rules.without_nines else HAND_SIZE

    def rest_size(self, rules: Any, number: int) -> int:
        return 0

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A deal's hands (a given deal's too); without the nines, none may hold one."""
        if position.rules.without_nines and any(hand & NINES for hand in hands):
            raise TricktakerError("the nines are left out (without_nines)")
        return Dealt(hands, ())

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.announcements, public.trick_winners = dealer, (), ()
        public.points_taken = (0, 0, 0, 0)
        pigs = [seat for seat in SEATS if holds_pigs(dealt.hands[seat])]
        public.pigs = pigs[0] if public.rules.pigs and pigs else None

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        fields = {"hand_number": state.hand_number, "dealer": state.dealer, "pigs": state.pigs}
        return (HandStarted(**fields, hands=hands),)

    # -- the play ---------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led, trump being one suit (TSR 5.2). Of two alike cards held,
        the first copy is the one played: one move, not two."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & _CLASS[contract][follow_class(trick[0], contract)]
            if following:
                hand = following
        return hand & ~((hand & (hand >> SECOND_COPY_SHIFT)) << SECOND_COPY_SHIFT)

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_class(card, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if card.first_copy is not card and hand & BITS[card.first_copy.index]:
            return f"the other {card} is played first (the two are alike)", "illegal"
        if not position.trick:
            return self.lead_refusal
        trumps = is_trump(position.trick[0], position._public.contract)
        return f"must follow {'trump' if trumps else self.led_suit(position)}", "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        public = position._public
        played = public.played  # the last trick: being taken, or (read back) the last taken
        end = 4 * public.dealt_size - 4
        last = tuple(played[end:]) == cards or (len(played) == end and cards[0] not in played)
        contract, second_dulle = public.contract, public.rules.second_dulle
        pigs = public.pigs is not None and contract in (Contract.NORMAL, Contract.HOCHZEIT)
        return trick_winner(
            cards, contract=contract, second_dulle=second_dulle, last=last, pigs=pigs
        )

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes the trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.points_taken]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.points_taken = tuple(taken), tuple(points)
        if (  # a marriage's first foreign trick of the first three (TSR 4.4)
            public.contract is Contract.HOCHZEIT
            and public.partner is None
            and winner != public.soloist
            and len(public.trick_winners) < 3
        ):
            public.partner = winner
        public.trick_winners = (*public.trick_winners, winner)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def plays_from(self, position: Any) -> list[Any]:
        """The cards played, with the announcements between them where they were made."""
        found: list[Any] = []
        for index, card in enumerate((*position.played, *position.trick, None)):
            found += [ANNOUNCE[made.call] for made in position.announcements if made.at == index]
            if card is not None:
                found.append(Play(card))
        return found

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The pigs (both diamond aces of one seat, a house rule) and the queens of clubs of a
        seat that said Hochzeit are shown to all."""
        pigs, gone = position.pigs, ~mask_of((*position.played, *position.trick))
        said = position.declared  # Hochzeit said shows both queens of clubs
        bride = said.index(Contract.HOCHZEIT) if Contract.HOCHZEIT in said else None
        if pigs is None and bride is None:
            return None
        return tuple(
            [((FOXES if seat == pigs else 0) | (QUEENS if seat == bride else 0)) & gone
             for seat in SEATS]
        )  # fmt: skip

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """The others' cards dealt so that what was shown fits (``fit_parties``)."""
        return {**fields, "seed": 0}, fit_parties(view, hands)

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        masks = [mask_of(hand) for hand in hands]
        masks = fit_parties(view, masks)
        return super().world(view, seed, [cards_of(mask) for mask in masks])

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The game played, the soloist, each party's highest announcement and each seat's
        party as shown (from the view's seat on)."""
        contracts, parties = list(Contract), list(Party)
        return (
            Section(
                name="contract", size=len(contracts),
                meaning="the game played: normal, a solo, a marriage",
                encode=lambda v: one_hot(contracts.index(v.contract), len(contracts)),
            ),
            Section(
                name="soloist", size=4, meaning="the seat playing a solo, if any",
                encode=lambda v: seat_one_hot(v.soloist, v.seat, 4),
            ),
            Section(
                name="announced", size=12,
                meaning="each party's highest announcement: none, Re/Kontra, keine 90 ... schwarz",
                encode=lambda v: [
                    x for level in levels(v.announcements).values() for x in one_hot(level + 1, 6)
                ],
            ),
            per_seat_section(
                "parties", "each seat's party as shown (Re, Kontra)", 4, 2,
                lambda v: [None if party is None else parties.index(party) for party in v.parties],
            ),
        )  # fmt: skip

    # -- the score ----------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        points: tuple[int, ...] = self._score_of(state)["points"]
        return points

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {**self._score_of(state), "points": points, "scores": scores}

    def _score_of(self, state: Any) -> dict[str, Any]:
        """The deal's score as :class:`HandScored` says it, but the totals."""
        dealt = state._hidden.dealt
        re = declared_re(state._public) or tuple(s for s in SEATS if dealt[s] & QUEENS)
        party = [Party.RE if seat in re else Party.KONTRA for seat in SEATS]
        extras: list[tuple[str, Party]] = []
        plays = trick_seats(state)
        for k, winner in enumerate(state.trick_winners):
            trick = plays[4 * k : 4 * k + 4]
            if card_points([card for _, card in trick]) >= 40:
                extras.append(("Doppelkopf", party[winner]))
            for by, card in trick:
                if card.first_copy is FUCHS and party[by] is not party[winner]:
                    extras.append(("Fuchs gefangen", party[winner]))
            last = k == state._public.dealt_size - 1
            if last and any(by == winner and card.first_copy is KARLCHEN for by, card in trick):
                extras.append(("Karlchen", party[winner]))
        re_points = sum([state.points_taken[seat] for seat in re])
        re_tricks, solo = sum([state.tricks_taken[seat] for seat in re]), len(re) == 1
        score = score_deal(
            re_points=re_points, re_tricks=re_tricks,
            kontra_tricks=state._public.dealt_size - re_tricks,
            levels=levels(state.announcements), extras=extras, solo=solo,
        )  # fmt: skip
        value = score.value
        return {
            "hand_number": state.hand_number, "re": re, "re_points": re_points,
            "winner": score.winner, "value": value, "items": score.items,
            "points": tuple([(3 * value if solo else value) if s in re else -value for s in SEATS]),
        }  # fmt: skip

    def deals(self, rules: Rules) -> int:
        """A game is ``rules.deals`` deals."""
        return rules.deals

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        most = 3 * 40 * rules.deals  # a soloist's deal: at most 3 times some 30 points
        return -float(most), float(most)


GAME_RULES = Doppelkopf()


@attrs.frozen
class Deal(GivenDeal):
    """A deal's cards given rather than shuffled: ``hands`` by seat, 12 cards each (10, and
    no nine, ``without_nines``)."""

    game = GAME_RULES


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)

_PUBLIC = {
    "points_taken": Bounds(minimum=0, maximum=240, min_items=4, max_items=4),
    "trick_winners": Bounds(minimum=0, maximum=3, max_items=12),
}  # fmt: skip
register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=12,
    actions=[Declare, Announce, Play],
    events=[HandStarted, Declared, Announced, CardPlayed, TrickWon, HandScored],
    others=[Deal, ScoreItem],
    derived={State: ["parties"], View: ["legal_actions", "parties"]},
    bounds={
        State: _PUBLIC,
        View: _PUBLIC,
        Announced: {"at": Bounds(minimum=0, maximum=47)},
        HandScored: {"re_points": Bounds(minimum=0, maximum=240)},
    },
    deals=1000,
    seats=("pigs",),  # the seat dealt both diamond aces (Rules.pigs is the house rule's flag)
)  # fmt: skip
